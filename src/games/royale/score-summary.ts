/** Risus Royale's runs in words for `/stats`: a win scores 1000 − turns, a loss the goal opponents defeated, so no average of both. */
import { meanText } from '../../engine/averages.js';
import { count } from '../../engine/words.js';

/** "fastest win: 37 turns · losses: 2.5 goal opponents defeated on average" (the parts there are runs for). */
export function summarizeRoyaleScores(runs: readonly { score: number; won: boolean }[]): string {
  const wins = runs.filter((r) => r.won).map((r) => 1000 - r.score);
  const defeated = meanText(runs.filter((r) => !r.won).map((r) => r.score));
  const fastest = wins.length > 0 ? `fastest win: ${count(Math.min(...wins), 'turn')}` : null;
  return [fastest, defeated && `losses: ${defeated} goal opponents defeated on average`].filter(Boolean).join(' · ');
}
