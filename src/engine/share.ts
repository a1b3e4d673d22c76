/**
 * The Share text of a daily run, the same for every game: a spoiler-free summary a player pastes
 * wherever they like, in the Wordle manner. The game, the date, the result, then the game's marks (one
 * emoji a room or turn) in rows; never a card or the seed.
 */

/** How many marks a row holds. */
const MARKS_PER_ROW = 8;

/** What a Share text says of a run. */
export interface SharedRun {
  title: string;
  /** The UTC date of the daily deal. */
  date: string;
  /** The result in words: "won · score 12". */
  result: string;
  /** False for a second try of the day, which does not count. */
  ranked: boolean;
  marks: readonly string[];
}

/** The Share text of a run: a heading line, the result, and the marks in rows. */
export function shareText(run: SharedRun): string {
  const rows: string[] = [];
  for (let at = 0; at < run.marks.length; at += MARKS_PER_ROW) rows.push(run.marks.slice(at, at + MARKS_PER_ROW).join(''));
  const heading = `${run.title} · daily deal of ${run.date}${run.ranked ? '' : ' · unranked retry'}`;
  return [heading, run.result, ...rows].join('\n');
}

/**
 * The mark of what a stretch (a room, a level, a battle) cost: 💚 it gave back more than it took, 🟩 nothing, then 🟨, 🟧, 🟥 past each bound.
 */
export function costMark(lost: number, bounds: readonly [number, number]): string {
  if (lost < 0) return '💚';
  if (lost === 0) return '🟩';
  if (lost <= bounds[0]) return '🟨';
  return lost <= bounds[1] ? '🟧' : '🟥';
}

/** One applied move as a game's marks read it: the state its stretch began in, the state before the move, the move, and the state after. */
interface MarkedMove<State, Action> {
  stretch: State;
  before: State;
  action: Action;
  after: State;
}

/** How a game reads its Share marks from a replay of its run. */
export interface MarkReading<State, Action> {
  apply(state: State, action: Action): { ok: true; state: State } | { ok: false };
  /** The mark a move closes its stretch with (the next stretch begins after it), or null when the stretch goes on. */
  mark(move: MarkedMove<State, Action>): string | null;
  /** The mark after the last move: 🏆 for a run won, 💀 for one lost, or null. */
  ending(end: State): string | null;
}

/** The marks of a run, replayed from its start through every action (stopping at one that does not apply). */
export function replayMarks<State, Action>(start: State, actions: readonly Action[], reading: MarkReading<State, Action>): string[] {
  const marks: string[] = [];
  let state = start;
  let stretch = start;
  for (const action of actions) {
    const applied = reading.apply(state, action);
    if (!applied.ok) break;
    const mark = reading.mark({ stretch, before: state, action, after: applied.state });
    state = applied.state;
    if (mark === null) continue;
    marks.push(mark);
    stretch = state;
  }
  const ending = reading.ending(state);
  return ending === null ? marks : [...marks, ending];
}

/** The mark after a run's last move, from its result: 🏆 won, 💀 lost, nothing while it goes on. */
export function endingMark(result: { over: boolean; won?: boolean }): string | null {
  if (!result.over) return null;
  return result.won ? '🏆' : '💀';
}
