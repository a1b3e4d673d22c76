/** The 4x4 map (docs/rulings.md, Risus Royale): cells 0..15 row-major, 8-neighbour moves, uncleared spaces only. */
import type { RoyaleState } from './state.js';

/** The cells next to a cell, diagonals included. */
function around(cell: number): number[] {
  const row = Math.floor(cell / 4);
  const col = cell % 4;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = row + dr;
      const c = col + dc;
      if ((dr !== 0 || dc !== 0) && r >= 0 && r < 4 && c >= 0 && c < 4) out.push(r * 4 + c);
    }
  }
  return out;
}

/** Each cell's neighbours, worked out once: boards ask for them many times. */
const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: 16 }, (_, cell) => around(cell));

/** The cells next to a cell, diagonals included. */
function neighbours(cell: number): readonly number[] {
  return NEIGHBOURS[cell] ?? [];
}

/** The edge cells, where a run may start. */
const EDGE_CELLS: readonly number[] = Array.from({ length: 16 }, (_, i) => i).filter(
  (i) => [0, 3].includes(Math.floor(i / 4)) || [0, 3].includes(i % 4),
);

/** The uncleared cells next to the player. */
export function openNeighbours(t: RoyaleState): number[] {
  return t.position < 0 ? [] : neighbours(t.position).filter((c) => t.cells[c]!.state !== 'cleared');
}

/** The edge cells not cleared, where the player may start (all of them, unless a duel's rival cleared some). */
export function startCells(t: RoyaleState): number[] {
  return EDGE_CELLS.filter((c) => t.cells[c]!.state !== 'cleared');
}

/** Where the player may go next: an uncleared edge cell before the start, an uncleared neighbour after it. */
export function placesToGo(t: RoyaleState): number[] {
  return t.position < 0 ? startCells(t) : openNeighbours(t);
}

/** Every cell the player can still reach through uncleared spaces (before the start: from every uncleared edge cell). */
export function reachable(t: RoyaleState): Set<number> {
  const seen = new Set<number>();
  if (t.position >= 0 && t.cells[t.position]!.state !== 'cleared') seen.add(t.position);
  const queue = placesToGo(t);
  for (const c of queue) seen.add(c);
  for (let i = 0; i < queue.length; i++) {
    for (const n of neighbours(queue[i]!)) {
      if (!seen.has(n) && t.cells[n]!.state !== 'cleared') {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}
