/**
 * A race's standings, read from its entrants' runs: how far each is in the game's own terms (the
 * board's `standing`), and each finisher's score in the game's words. Nothing of a card or the deal.
 */
import { signed } from '../../engine/words.js';
import type { RaceState, Standing } from '../../games/race/index.js';
import type { RaceRuns } from '../../sessions/race/race-runs.js';
import type { Session } from '../../sessions/session.js';
import type { Loaded } from '../../sessions/session-outcomes.js';
import type { GameEntry } from '../game-entry.js';

/** One entrant's standing from their run (null: they have not opened their board yet). */
function standingOf(entry: GameEntry, entrant: { id: string; name: string }, run: Loaded | null): Standing {
  const base = { id: entrant.id, name: entrant.name };
  if (!run)
    return { ...base, line: 'not started yet', moves: 0, finished: false, won: false, score: null, scoreText: null, finishedAt: null };
  const { rules, board } = entry;
  const { state } = run.session;
  const result = rules.result(state);
  const line = board.standing?.(state) ?? result.summary ?? '';
  const moves = run.session.actions?.length ?? run.session.version;
  if (!result.over || result.score === undefined) {
    return { ...base, line, moves, finished: false, won: false, score: null, scoreText: null, finishedAt: null };
  }
  const words = rules.describeScore?.(result.score) ?? `${result.won ? 'won' : 'lost'} · score ${signed(result.score)}`;
  return {
    ...base,
    line,
    moves,
    finished: true,
    won: result.won === true,
    score: result.score,
    scoreText: words.slice(0, 100),
    finishedAt: run.session.updatedAt,
  };
}

/** Every entrant's standing in `race`, in the order they entered. */
export async function standingsOf(runs: RaceRuns, games: readonly GameEntry[], race: Session<RaceState>): Promise<Standing[]> {
  const entry = games.find((candidate) => candidate.rules.id === race.state.game);
  if (!entry) return [];
  const loaded = await Promise.all(race.state.entrants.map((entrant) => runs.load(race.id, entrant.id)));
  return race.state.entrants.map((entrant, i) => standingOf(entry, entrant, loaded[i] ?? null));
}
