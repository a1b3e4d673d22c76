/** Royal Assassin's runs in words for `/stats`: a win scores 100 + cards to spare, a loss the Royals killed, so no average of both. */
import { meanText } from '../../engine/averages.js';

/** "wins: 8.5 cards to spare on average · losses: 6 Royals killed on average" (the parts there are runs for). */
export function summarizeAssassinScores(runs: readonly { score: number; won: boolean }[]): string {
  const spare = meanText(runs.filter((r) => r.won).map((r) => r.score - 100));
  const killed = meanText(runs.filter((r) => !r.won).map((r) => r.score));
  return [spare && `wins: ${spare} cards to spare on average`, killed && `losses: ${killed} Royals killed on average`]
    .filter(Boolean)
    .join(' · ');
}
