/** Rogue Risus's runs in words for `/stats`: its score packs escape, depth and kills into one number, which no average reads. */
import { count } from '../../engine/words.js';

/** "deepest level 12 · most kills 48 · escaped 2 times" from the packed scores (escaped × 1,000,000 + deepest × 10,000 + kills). */
export function summarizeRogueScores(runs: readonly { score: number }[]): string {
  const deepest = Math.max(0, ...runs.map((r) => Math.floor((r.score % 1_000_000) / 10_000)));
  const kills = Math.max(0, ...runs.map((r) => r.score % 10_000));
  const escapes = runs.filter((r) => r.score >= 1_000_000).length;
  return `deepest level ${deepest} · most kills ${kills} · ${escapes === 0 ? 'no escape yet' : `escaped ${count(escapes, 'time')}`}`;
}
