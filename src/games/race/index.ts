/**
 * A race: members playing one deal of a solo game side by side. The race is the channel's game (its
 * session, so `/game show` and `/game end` work on it and no other game starts beside it); each
 * entrant's run is a session of its own (race-runs.ts), so entrants never wait for each other. The
 * race record holds who entered, the deal once it starts, and the standings the board shows, which
 * the bot writes from the runs (never a card). It goes through the game contract so the session
 * service saves every change on the condition that nothing moved it meanwhile: that is what makes a
 * race close once, however many processes try.
 *
 * A race is open (members join and leave), then running (from Start to its deadline, or until every
 * entrant finished), then over (its final standings) or cancelled by its opener before it started.
 * Its places go by score alone: equal scores share a place.
 */
import { z } from 'zod';
import { applied, type Game, refused } from '../../engine/game.js';
import { sharedPlaces } from '../../engine/places.js';

/** The fewest and most entrants of a race. */
export const RACE_ENTRANTS = { min: 2, max: 25 } as const;
/** How long a race may run once started, in minutes: at least, at most, and by default. */
export const RACE_MINUTES = { min: 5, max: 1440, default: 30 } as const;

const snowflake = z.string().regex(/^\d{1,20}$/);

/** One entrant, and their own options where the game has a character (else null: the race's options). */
const entrantSchema = z.object({ id: snowflake, name: z.string().max(100), options: z.unknown() });

/** How one entrant stands: how far they are in the game's own words, and their score once they finished. */
const standingSchema = z.object({
  id: snowflake,
  name: z.string().max(100),
  /** In the game's own terms, never a card: "5 rooms left · 14 ❤". */
  line: z.string().max(200),
  moves: z.number().int().min(0),
  finished: z.boolean(),
  won: z.boolean(),
  score: z.number().nullable(),
  /** The score in the game's words ("won in 37 turns"), once finished. */
  scoreText: z.string().max(100).nullable(),
  /** When they finished (ISO): equal scores share a place, listed in the order they finished. */
  finishedAt: z.string().nullable(),
});
/** An entrant's standing. */
export type Standing = z.infer<typeof standingSchema>;

/** What a race is set up with: the game, its options for everyone, how long it runs, and a given deal, if any. */
const raceOptionsSchema = z.object({
  game: z.string().regex(/^[a-z]{1,16}$/),
  options: z.unknown(),
  minutes: z.number().int().min(RACE_MINUTES.min).max(RACE_MINUTES.max),
  seed: z.string().nullable(),
  /** The entrants' own options (a character) for the opener, where the game has one. */
  ownerOptions: z.unknown(),
  /** A challenge: the one member who may join, by accepting (the race then starts at once). */
  challenged: snowflake.nullable().optional(),
});
/** A race's set-up. */
export type RaceOptions = z.infer<typeof raceOptionsSchema>;

/** A race as stored. */
const raceStateSchema = z.object({
  game: z.string(),
  options: z.unknown(),
  minutes: z.number().int().min(RACE_MINUTES.min).max(RACE_MINUTES.max),
  status: z.enum(['open', 'running', 'over', 'cancelled']),
  ownerId: snowflake,
  entrants: z.array(entrantSchema).max(RACE_ENTRANTS.max),
  /** The deal: a given seed from the start, or the fresh one dealt at Start. Shown publicly only once the race is over. */
  seed: z.string().nullable(),
  startedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  standings: z.array(standingSchema).max(RACE_ENTRANTS.max),
  /** A challenge's challenged member, the only one who may join; null for an open race. */
  challenged: snowflake.nullable().default(null),
  /** The deal's best possible score in words, where the bot solves the game, once the race is over. */
  best: z.string().max(200).nullable(),
});
/** A race's state. */
export type RaceState = z.infer<typeof raceStateSchema>;

/** The changes a race goes through; only the bot's own handlers make them, never a decoded custom id. */
const raceActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), name: z.string().max(100), options: z.unknown() }),
  z.object({ type: z.literal('leave') }),
  z.object({ type: z.literal('start'), seed: z.string(), at: z.string(), deadline: z.string() }),
  z.object({ type: z.literal('cancel') }),
  z.object({
    type: z.literal('accept'),
    name: z.string().max(100),
    /** The challenged member's own options where the game has a character (else null: the race's). */
    options: z.unknown(),
    seed: z.string(),
    at: z.string(),
    deadline: z.string(),
  }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('expire') }),
  z.object({ type: z.literal('standings'), rows: z.array(standingSchema).max(RACE_ENTRANTS.max) }),
  z.object({ type: z.literal('close'), rows: z.array(standingSchema).max(RACE_ENTRANTS.max), best: z.string().max(200).nullable() }),
]);
/** A change of a race. */
export type RaceAction = z.infer<typeof raceActionSchema>;

/**
 * The standings of a finished race in the order of its places: finishers by score (equal scores listed
 * in the order they finished, though they share a place), then those who did not finish.
 */
function ranked(rows: readonly Standing[]): Standing[] {
  const finishers = rows
    .filter((row) => row.finished)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || (a.finishedAt ?? '').localeCompare(b.finishedAt ?? ''));
  return [...finishers, ...rows.filter((row) => !row.finished)];
}

/**
 * The place of each row of a finished race's standings (0 for first), where equal scores share a place
 * and the next place after a tie is skipped (1st, 1st, 3rd); null for an entrant who did not finish.
 */
export function placesOf(standings: readonly Standing[]): (number | null)[] {
  const finishers = standings.filter((row) => row.finished);
  const places = sharedPlaces(finishers, (a, b) => a.score === b.score);
  return standings.map((row) => (row.finished ? places[finishers.indexOf(row)]! - 1 : null));
}

function apply(state: RaceState, action: RaceAction, actor = ''): ReturnType<Game<RaceState, RaceAction, RaceOptions>['apply']> {
  const entered = state.entrants.some((entrant) => entrant.id === actor);
  switch (action.type) {
    case 'join':
      if (state.status !== 'open') return refused('started', 'This race has already started: wait for the next one.');
      if (state.challenged !== null) return refused('challenge', 'This is a challenge between two members: challenge someone yourself.');
      if (entered) return refused('entered', 'You are already in this race.');
      if (state.entrants.length >= RACE_ENTRANTS.max) return refused('full', `This race is full (${RACE_ENTRANTS.max} entrants).`);
      return applied({ ...state, entrants: [...state.entrants, { id: actor, name: action.name, options: action.options ?? null }] }, [
        { type: 'join', text: `${action.name} joined the race.` },
      ]);
    case 'leave':
      if (state.status !== 'open') return refused('started', 'This race has already started: an entrant plays on or finishes unplaced.');
      if (!entered) return refused('absent', 'You are not in this race.');
      if (actor === state.ownerId) return refused('owner', 'You opened this race: Cancel it instead.');
      return applied({ ...state, entrants: state.entrants.filter((entrant) => entrant.id !== actor) }, [
        { type: 'leave', text: 'An entrant left the race.' },
      ]);
    case 'start':
      if (actor !== state.ownerId) return refused('not-owner', 'Only the member who opened this race can start it.');
      if (state.status !== 'open') return refused('started', 'This race has already started.');
      if (state.entrants.length < RACE_ENTRANTS.min)
        return refused('too-few', `A race needs at least ${RACE_ENTRANTS.min} entrants: wait for someone to join.`);
      return applied({ ...state, status: 'running', seed: state.seed ?? action.seed, startedAt: action.at, deadline: action.deadline }, [
        { type: 'start', text: 'The race is on.' },
      ]);
    case 'cancel':
      if (actor !== state.ownerId) return refused('not-owner', 'Only the member who opened this race can cancel it.');
      if (state.status !== 'open') return refused('started', 'This race has started: `/game end` ends it.');
      return applied({ ...state, status: 'cancelled' }, [{ type: 'cancel', text: 'The race was cancelled.' }]);
    case 'accept': {
      if (state.challenged !== actor) return refused('not-challenged', 'This challenge is for someone else: challenge someone yourself.');
      if (state.status !== 'open') return refused('answered', 'This challenge was already answered, or it expired.');
      const entrants = [...state.entrants, { id: actor, name: action.name, options: action.options ?? null }];
      return apply({ ...state, entrants }, { type: 'start', seed: action.seed, at: action.at, deadline: action.deadline }, state.ownerId);
    }
    case 'decline':
      if (state.challenged !== actor && actor !== state.ownerId) return refused('not-challenged', 'This challenge is for someone else.');
      if (state.status !== 'open') return refused('answered', 'This challenge was already answered, or it expired.');
      return applied({ ...state, status: 'cancelled' }, [{ type: 'decline', text: 'The challenge was declined.' }]);
    case 'expire':
      if (state.status !== 'open') return refused('answered', 'This challenge was already answered.');
      return applied({ ...state, status: 'cancelled' }, [{ type: 'expire', text: 'The challenge expired unanswered.' }]);
    case 'standings':
      if (state.status !== 'running') return refused('not-running', 'This race is not running.');
      return applied({ ...state, standings: action.rows }, []);
    case 'close':
      if (state.status !== 'running') return refused('not-running', 'This race is already over.');
      return applied({ ...state, status: 'over', standings: ranked(action.rows), best: action.best }, [
        { type: 'close', text: 'The race is over.' },
      ]);
  }
}

/** A race as a game of the session service: a table whose own rules say who may change it. */
export const race: Game<RaceState, RaceAction, RaceOptions, 'race'> = {
  id: 'race',
  title: 'Race',
  seating: 'table',
  stateSchema: raceStateSchema,
  actionSchema: raceActionSchema,
  setup({ options, players }) {
    const opener = players?.[0];
    if (!options || !opener) throw new Error('A race is set up with its options and its opener');
    return {
      game: options.game,
      options: options.options ?? null,
      minutes: options.minutes,
      status: 'open',
      ownerId: opener.id,
      entrants: [{ id: opener.id, name: opener.name, options: options.ownerOptions ?? null }],
      seed: options.seed,
      startedAt: null,
      deadline: null,
      standings: [],
      challenged: options.challenged ?? null,
      best: null,
    };
  },
  legalActions: () => [],
  apply,
  view: (state) => ({ ...state, seed: state.status === 'over' ? state.seed : null }),
  result: (state) => ({ over: state.status === 'over' || state.status === 'cancelled' }),
};
