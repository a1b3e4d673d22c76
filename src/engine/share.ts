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
