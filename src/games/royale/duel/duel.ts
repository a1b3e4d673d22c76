/**
 * Risus Royale for two on one map (rulebook, rule 1: "It might work for 2 players with different goals
 * competing on the same map"). One map is dealt as for the solitaire game; the players take turns on
 * it, each with their own character, goal, treasures and wounds, and every move is made by the
 * solitaire game's own rules (rules.ts) on that player's part of the game.
 *
 * Readings written down here (docs/rulings.md, "Risus Royale for two"):
 * - Goals: the four deuces are dealt as in the solitaire game; the first two give the challenger's
 *   goal, the last two the challenged member's (first deuce the row, second the column of the chart).
 * - Turns: the challenger plays first (the challenged member has just accepted; the ping tells the
 *   challenger the duel is on). A turn is the solitaire game's: move onto a space (or start on an edge
 *   space) and face it, until the battle is won, or lost and the retreat made. Then the other player
 *   plays, while they are still in.
 * - The markers: both start on an edge space, move to adjacent uncleared spaces, and may stand on the
 *   same space. The rulebook's "occupied space" is a space with cards on it, so the other marker is in
 *   no one's way: the player who moves onto a space faces what lies there; the one standing there
 *   fights nothing. A space cleared by either player is cleared for both; a guard beaten stays beaten.
 * - An opponent counts only for the player who defeated him (rule 18: "Put defeated opponents who are
 *   relevant to your goal into a separate 'victory' area", yours). A goal that needs an opponent the
 *   other player defeated can no longer be met that way: the player loses when no way is left, as when
 *   he is cut off (rule 20). The treasure goes to whoever defeated him.
 * - Losing: a player is out when cornered, cut off from their goal, or after 100 turns of their own;
 *   the other player's move can put them out (clearing their last way on, or an opponent their goal
 *   needs). The other plays on alone. The first to meet their goal wins; when both are out, nobody does.
 */
import { type Applied, applied, type Game, type GameEvent, refused, type SetupInit } from '../../../engine/game.js';
import { applyAction, legalActions, settleRun } from '../rules.js';
import { characterProblem, dealtGoal, freshStart, setupRoyale } from '../setup.js';
import type { Points, RoyaleAction, RoyaleState } from '../state.js';
import { type RoyaleView, viewRoyale } from '../view.js';
import { duelCaption } from './duel-caption.js';
import {
  type DuelAction,
  type DuelOptions,
  type DuelState,
  duelActionSchema,
  duelOptionsSchema,
  duelStateSchema,
  type Seat,
} from './duel-state.js';

/** Who `expire` is made by: the bot's clock, which no member's click can claim to be (a member is a snowflake). */
export const DUEL_CLOCK = 'clock';

/** Every character spread of the standard game: 1 to 4 points per cliché, 10 in all (rule 5). */
export const SPREADS: readonly Points[] = [1, 2, 3, 4].flatMap((S) =>
  [1, 2, 3, 4].flatMap((C) =>
    [1, 2, 3, 4].flatMap((D) => (10 - S - C - D >= 1 && 10 - S - C - D <= 4 ? [{ S, C, D, H: 10 - S - C - D }] : [])),
  ),
);

type SeatIndex = 0 | 1;

const other = (i: SeatIndex): SeatIndex => (i === 0 ? 1 : 0);

/** True while a player is still in: not yet won or out. */
function inPlay(seat: Seat): boolean {
  return seat.phase !== 'won' && seat.phase !== 'lost';
}

/** A new seat on the dealt map, its goal from its pair of deuces. */
function seatOn(cells: RoyaleState['cells'], id: string, name: string, options: Seat['options'], deuces: string[]): Seat {
  return { id, name, options, ...freshStart(cells, dealtGoal(deuces)), deuces, cleared: [] };
}

/** A duel dealt from a seed (or a stacked deck, for tests), waiting for the challenged member's answer. */
function setupDuel(init: SetupInit<DuelOptions>): DuelState {
  const { character, challenged, knownDeal } = duelOptionsSchema.parse(init.options);
  const opener = init.players?.[0];
  if (!opener) throw new Error('A duel is set up with its challenger');
  const solo = setupRoyale({
    seed: init.seed,
    options: character,
    ...(init.deck ? { deck: init.deck } : {}),
    ...(init.dice ? { dice: init.dice } : {}),
  });
  return {
    seed: init.seed,
    random: solo.random,
    cells: solo.cells,
    discard: solo.discard,
    rolls: [],
    status: 'challenge',
    seats: [
      seatOn(solo.cells, opener.id, character.name, solo.options, solo.deuces.slice(0, 2)),
      seatOn(solo.cells, challenged.id, challenged.name, null, solo.deuces.slice(2)),
    ],
    turn: 0,
    rolledBy: null,
    knownDeal,
    winner: null,
  };
}

/** One player's part of the duel as a solitaire run: the shared map, and the spaces the other player cleared. */
function soloOf(d: DuelState, i: SeatIndex): RoyaleState {
  const { id: _id, name: _name, cleared: _cleared, options, ...seat } = d.seats[i];
  if (!options) throw new Error('A player plays once they have a character');
  return {
    ...seat,
    seed: d.seed,
    options,
    random: d.random,
    cells: d.cells,
    discard: d.discard,
    rolls: d.rolls,
    rivalCleared: d.seats[other(i)].cleared,
  };
}

/** The duel with one player's part replaced by `run`: the map, discards and dice are shared; the spaces newly cleared are theirs. */
function withRun(d: DuelState, i: SeatIndex, run: RoyaleState): DuelState {
  const before = d.seats[i];
  const newly = run.cells.flatMap((cell, c) => (cell.state === 'cleared' && d.cells[c]!.state !== 'cleared' ? [c] : []));
  const { seed: _seed, options: _options, random, cells, discard, rolls, rivalCleared: _rival, ...own } = run;
  const seat: Seat = { ...own, id: before.id, name: before.name, options: before.options, cleared: [...before.cleared, ...newly] };
  const seats: DuelState['seats'] = i === 0 ? [seat, d.seats[1]] : [d.seats[0], seat];
  return { ...d, random, cells, discard, rolls, seats };
}

/** Whose turn comes after seat `i` moved: the duel won, lost by both, passed on at the end of a turn, or still `i`'s. */
function advance(d: DuelState, i: SeatIndex): DuelState {
  const me = d.seats[i];
  const rival = d.seats[other(i)];
  if (me.phase === 'won') return { ...d, status: 'over', winner: i };
  if (!inPlay(me) && !inPlay(rival)) return { ...d, status: 'over', winner: null };
  const turnOver = me.phase === 'move' || !inPlay(me);
  return turnOver && inPlay(rival) ? { ...d, turn: other(i) } : d;
}

/**
 * The solitaire game's line, which speaks to its one player ("you lose a die"), said of a player on a board
 * both read: their name first, then "they" for "you" (singular they takes the same verbs), "them" where
 * "you" is the object.
 */
export function toldOf(name: string, text: string): string {
  const said = text
    .replace(/\b(beats|costs) you\b/g, '$1 them')
    .replace(/\bYou\b/g, 'They')
    .replace(/\byou\b/g, 'they')
    .replace(/\bYour\b/g, 'Their')
    .replace(/\byour\b/g, 'their');
  return `${name}: ${said}`;
}

/** The solitaire game's events, each said of the player it happened to. */
function told(seat: Seat, events: readonly GameEvent[]): GameEvent[] {
  const name = seat.options?.name ?? seat.name;
  return events.map((event) => ({ ...event, text: toldOf(name, event.text) }));
}

/** A move of the player whose turn it is, by the solitaire rules; the other player's run is then checked. */
function play(d: DuelState, action: RoyaleAction, actor: string): Applied<DuelState> {
  if (d.status === 'challenge') return refused('not-begun', 'The duel has not begun: the challenged member accepts it first.');
  if (d.status !== 'playing') return refused('game-over', 'This duel is over.');
  const i = d.turn;
  if (actor !== d.seats[i].id) {
    const seated = d.seats.some((seat) => seat.id === actor);
    return seated
      ? refused('not-your-turn', `It is ${d.seats[i].options?.name ?? d.seats[i].name}'s turn: wait for yours (you will be pinged).`)
      : refused('not-in-duel', 'You are not in this duel: challenge someone yourself with `/royale duel`.');
  }
  const moved = applyAction(soloOf(d, i), action);
  if (!moved.ok) return moved;
  let next: DuelState = { ...withRun(d, i, moved.state), rolledBy: i };
  const events = told(d.seats[i], moved.events);
  const j = other(i);
  if (inPlay(next.seats[j]) && next.seats[j].options) {
    const settled = settleRun(soloOf(next, j));
    if (settled.ok) {
      const random = next.random;
      next = { ...withRun(next, j, settled.state), random, rolls: next.rolls };
      events.push(...told(next.seats[j], settled.events));
    }
  }
  const after = advance(next, i);
  if (after.status === 'over') {
    const winner = after.winner === null ? null : after.seats[after.winner];
    events.push({
      type: 'duel-over',
      text: winner ? `${winner.options?.name ?? winner.name} wins the duel!` : 'Both are out: nobody wins the duel.',
    });
  }
  return applied(after, events);
}

/** Applies one action for `actor`, or says which rule forbids it. Never mutates `d`. */
function applyDuel(d: DuelState, action: DuelAction, actor = ''): Applied<DuelState> {
  switch (action.type) {
    case 'accept': {
      if (d.status !== 'challenge') return refused('answered', 'This challenge was already answered, or it expired.');
      if (actor !== d.seats[1].id)
        return refused('not-challenged', 'This challenge is for someone else: challenge someone yourself with `/royale duel`.');
      const { type: _type, ...points } = action;
      const options = { ...d.seats[0].options!, name: d.seats[1].name, points };
      const problem = characterProblem(options);
      if (problem) return refused('character', problem);
      const seats: DuelState['seats'] = [d.seats[0], { ...d.seats[1], options }];
      return applied({ ...d, status: 'playing', seats, turn: 0 }, [
        { type: 'accept', text: `${d.seats[1].name} accepts the duel. ${d.seats[0].name} plays first.` },
      ]);
    }
    case 'decline':
      if (d.status !== 'challenge') return refused('answered', 'This challenge was already answered, or it expired.');
      if (!d.seats.some((seat) => seat.id === actor)) return refused('not-challenged', 'This challenge is for someone else.');
      return applied({ ...d, status: 'declined' }, [
        { type: 'decline', text: actor === d.seats[0].id ? 'The challenge was withdrawn.' : 'The challenge was declined.' },
      ]);
    case 'expire':
      if (actor !== DUEL_CLOCK) return refused('not-clock', 'A challenge expires by itself, 15 minutes after it was made.');
      if (d.status !== 'challenge') return refused('answered', 'This challenge was already answered.');
      return applied({ ...d, status: 'expired' }, [{ type: 'expire', text: 'The challenge expired unanswered.' }]);
    default:
      return play(d, action, actor);
  }
}

/**
 * The actions open to `actor` (to anyone, without one): accepting or declining a challenge, or the moves of the player whose turn it is.
 */
function legalDuelActions(d: DuelState, actor?: string): DuelAction[] {
  if (d.status === 'challenge') {
    const decline: DuelAction = { type: 'decline' };
    if (actor === d.seats[0].id) return [decline];
    if (actor !== undefined && actor !== d.seats[1].id) return [];
    return [...SPREADS.map((points): DuelAction => ({ type: 'accept', ...points })), decline];
  }
  if (d.status !== 'playing' || (actor !== undefined && actor !== d.seats[d.turn].id)) return [];
  return legalActions(soloOf(d, d.turn));
}

/** One player as everyone sees them: their run's view (null before they have a character). */
interface DuelSeatView {
  id: string;
  name: string;
  run: RoyaleView | null;
}

/**
 * A duel as everyone sees it: the same for every member (nothing in it is private), the deal's seed once it is over or when it was named.
 */
export interface DuelView {
  status: DuelState['status'];
  turn: SeatIndex;
  winner: SeatIndex | null;
  rolledBy: SeatIndex | null;
  seats: [DuelSeatView, DuelSeatView];
  seed: string | null;
}

function viewDuel(d: DuelState): DuelView {
  const open = d.status === 'challenge' || d.status === 'playing';
  const seatView = (i: SeatIndex): DuelSeatView => {
    const seat = d.seats[i];
    const run = seat.options ? { ...viewRoyale(soloOf(d, i)), seed: '' } : null;
    return { id: seat.id, name: seat.options?.name ?? seat.name, run };
  };
  return {
    status: d.status,
    turn: d.turn,
    winner: d.winner,
    rolledBy: d.rolledBy,
    seats: [seatView(0), seatView(1)],
    seed: open && !d.knownDeal ? null : d.seed,
  };
}

/**
 * Risus Royale for two: a table game of two members, found by its id beside the catalog's games, started by `/royale duel`. It keeps
 * its moves and who made each (a duel is bounded: 100 turns a player), so a finished duel is watched with a line a move naming who.
 */
export const duel: Game<DuelState, DuelAction, DuelOptions, 'duel', DuelView> = {
  id: 'duel',
  title: 'Risus Royale duel',
  seating: 'table',
  stateSchema: duelStateSchema,
  actionSchema: duelActionSchema,
  setup: setupDuel,
  legalActions: legalDuelActions,
  apply: applyDuel,
  view: viewDuel,
  keepsMoves: true,
  caption: duelCaption,
  result(d) {
    if (d.status === 'challenge' || d.status === 'playing') return { over: false };
    const winner = d.winner === null ? null : d.seats[d.winner];
    return { over: true, summary: winner ? `${winner.options?.name ?? winner.name} won the duel.` : `The duel is ${d.status}.` };
  },
};

export type { DuelAction, DuelOptions, DuelState } from './duel-state.js';
