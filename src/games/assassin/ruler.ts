/**
 * Who takes the throne when you lose (rulebook, "Endgame"): the highest-ranking surviving Pretender;
 * on a tie the strongest; then the largest and most powerful entourage (docs/rulings.md: the number of
 * Royals beneath, then their total value); and if still tied, the Joker.
 */
import { COLUMNS, pretender, strength } from './board.js';
import { valueOf } from './cards.js';
import type { AssassinState } from './state.js';

/** The comparison keys of a Pretender, most important first. */
function keys(t: AssassinState, column: (typeof COLUMNS)[number]): number[] {
  const layers = t.columns[column];
  const top = layers.at(-1)!;
  const beneath = layers.slice(0, -1);
  return [valueOf(top.royal), strength(top), beneath.length, beneath.reduce((sum, layer) => sum + valueOf(layer.royal), 0)];
}

/** The new ruler: a surviving Pretender's code, or `JK1` when the Joker takes the throne. */
export function ruler(t: AssassinState): string {
  let best: { code: string; keys: number[] }[] = [];
  for (const column of COLUMNS) {
    const top = pretender(t, column);
    if (!top) continue;
    const candidate = { code: top.royal, keys: keys(t, column) };
    const order = best.length === 0 ? 1 : compare(candidate.keys, best[0]!.keys);
    if (order > 0) best = [candidate];
    else if (order === 0) best.push(candidate);
  }
  return best.length === 1 ? best[0]!.code : 'JK1';
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}
