/**
 * Who may have a coach's answer, and when (docs/solver.md, docs/commands.md), at the edges of each rule, for
 * the run's own player and for another member alike: a Hint only on an unranked run still going, on its
 * newest board; a Review only of a run over, of this channel; neither for a run whose moves no longer replay
 * to its board; today's daily deal a secret, until the UTC day is over, for everyone who has not finished
 * their own attempt at it; a daily deal's solution kept for good, any other's for a while; the daily's board
 * claims it can be won only on a line proven to win.
 */
import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.js';
import type { ComponentInteraction } from '../../src/discord/actions/component-interaction.js';
import type { ComponentId } from '../../src/discord/actions/custom-id.js';
import { bestOfRun, dailySecretFor, dailyWinnable } from '../../src/discord/coach/best-scores.js';
import { handleHint } from '../../src/discord/coach/hint.js';
import { handleReview } from '../../src/discord/coach/review.js';
import type { BotContext } from '../../src/discord/context.js';
import type { Deal } from '../../src/engine/coach.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { silentLogger } from '../../src/log.js';
import type { Solution } from '../../src/sessions/coach/deal-solutions.js';
import type { StoredReview } from '../../src/sessions/coach/run-reviews.js';
import type { Session } from '../../src/sessions/session.js';
import { sessionOf } from '../helpers/session.js';

const OWNER = '1001';
const OTHER = '1002';
const FINISHER = '1003';
const CHANNEL = '2001';
const TODAY = '2026-11-28';
const LAST_MOMENT = new Date('2026-11-28T23:59:59.999Z');
const NEXT_DAY = new Date('2026-11-29T00:00:00.000Z');

/** A Scoundrel run of `seed`, dealt and played on with the first legal move `moves` times (to its end when null). */
function run(seed: string, moves: number | null, fields: Partial<Session<ScoundrelState>> = {}): Session<ScoundrelState> {
  let state = scoundrel.setup({ seed, options: { weaponRule: 'lenient' }, players: [{ id: OWNER, name: 'Alice' }] });
  const actions: ScoundrelAction[] = [];
  while (!scoundrel.result(state).over && (moves === null || actions.length < moves)) {
    const action = scoundrel.legalActions(state)[0]!;
    const next = scoundrel.apply(state, action);
    if (!next.ok) throw new Error(next.message);
    actions.push(action);
    state = next.state;
  }
  return sessionOf('scoundrel', state, {
    id: 'run1',
    channelId: CHANNEL,
    ownerId: OWNER,
    seed,
    options: { weaponRule: 'lenient' },
    ranked: false,
    version: actions.length,
    actions,
    ...fields,
  });
}

/** The services the coach's buttons read: the channel's game, the stored reviews, who finished today's daily, the clock. */
function contextWith(session: Session | null, opts: { now?: Date; review?: StoredReview } = {}): BotContext {
  const found = catalog.find((entry) => entry.rules.id === 'scoundrel')!;
  return {
    games: catalog,
    log: silentLogger,
    now: () => opts.now ?? new Date('2026-11-28T12:00:00Z'),
    leaderboard: { hasFinishedDaily: async (_game: string, _date: string, user: string) => user === FINISHER },
    sessions: {
      locate: async (channelId: string) => channelId,
      load: async () => (session ? { kind: 'ok', session, game: found.rules } : { kind: 'none' }),
    },
    reviews: { stored: async () => opts.review },
    advisor: { advise: async () => ({ advice: { moves: [], best: -1, exact: false }, ms: 0 }) },
  } as unknown as BotContext;
}

/** A click of `clicker` on the button `type` of `session` at `version`, and how it was answered: [how, content or embed title]. */
async function press(
  handle: typeof handleHint,
  ctx: BotContext,
  clicker: string,
  type: 'hint' | 'review',
  version: number,
): Promise<[string, string]> {
  const answers: [string, string][] = [];
  const interaction = {
    channelId: CHANNEL,
    user: { id: clicker },
    reply: async (payload: { content?: string; flags?: number }) =>
      answers.push([payload.flags === MessageFlags.Ephemeral ? 'private' : 'public', payload.content ?? '']),
    deferReply: async () => answers.push(['deferred', '']),
    editReply: async (payload: { embeds?: { title?: string }[] }) => answers.push(['filled in', payload.embeds?.[0]?.title ?? '']),
  } as unknown as ComponentInteraction;
  const id: ComponentId = { game: 'scoundrel', sessionId: 'run1', version, action: { type } };
  await handle({ interaction, ctx, id });
  return answers.at(-1)!;
}

describe('Hint', () => {
  it('is refused on a ranked run, to its player and to anyone else', async () => {
    const ranked = run('coach-hint', 2, { ranked: true });
    for (const clicker of [OWNER, OTHER])
      expect(await press(handleHint, contextWith(ranked), clicker, 'hint', 2)).toEqual([
        'private',
        expect.stringMatching(/^Hints are only for unranked runs .*: this run is ranked\.$/),
      ]);
  });

  it('is refused on a run that is over, to its player and to anyone else', async () => {
    const over = run('coach-hint', null);
    for (const clicker of [OWNER, OTHER])
      expect(await press(handleHint, contextWith(over), clicker, 'hint', over.version)).toEqual([
        'private',
        'This run is over: there is no move left to hint at.',
      ]);
  });

  it('answers on the newest board, and refuses a button one version older or newer', async () => {
    const going = run('coach-hint', 2);
    for (const clicker of [OWNER, OTHER]) {
      expect(await press(handleHint, contextWith(going), clicker, 'hint', 2)).toEqual(['filled in', '💡 Hint']);
      for (const version of [1, 3])
        expect(await press(handleHint, contextWith(going), clicker, 'hint', version)).toEqual([
          'private',
          'That board is out of date: press Hint on the newest board.',
        ]);
    }
  });

  it('is refused on a run whose moves no longer replay to its board, to its player and to anyone else', async () => {
    const going = run('coach-hint', 2);
    const tampered = { ...going, actions: going.actions!.slice(0, 1) };
    for (const clicker of [OWNER, OTHER])
      expect(await press(handleHint, contextWith(tampered), clicker, 'hint', 2)).toEqual([
        'private',
        "This run's moves no longer replay to its board, so no hint can be worked out for it.",
      ]);
  });

  it("on today's daily deal, is refused to its player and to others who have not finished it until the day is over", async () => {
    const daily = run('coach-hint', 2, { daily: TODAY });
    for (const clicker of [OWNER, OTHER])
      expect(await press(handleHint, contextWith(daily, { now: LAST_MOMENT }), clicker, 'hint', 2)).toEqual([
        'private',
        expect.stringMatching(/^This is today's daily deal: hints on it are for players who have finished/),
      ]);
    expect(await press(handleHint, contextWith(daily, { now: LAST_MOMENT }), FINISHER, 'hint', 2)).toEqual(['filled in', '💡 Hint']);
    for (const clicker of [OWNER, OTHER])
      expect(await press(handleHint, contextWith(daily, { now: NEXT_DAY }), clicker, 'hint', 2)).toEqual(['filled in', '💡 Hint']);
  });
});

describe('Review', () => {
  it('is refused on a run still going, to its player and to anyone else', async () => {
    const going = run('coach-review', 2);
    for (const clicker of [OWNER, OTHER])
      expect(await press(handleReview, contextWith(going), clicker, 'review', 2)).toEqual([
        'private',
        'This run is still going: it can be reviewed once it is over.',
      ]);
  });

  it('is refused on a run whose moves no longer replay to its board, to its player and to anyone else', async () => {
    const over = run('coach-review', null);
    const tampered = { ...over, actions: over.actions!.slice(0, -1) };
    for (const clicker of [OWNER, OTHER])
      expect(await press(handleReview, contextWith(tampered), clicker, 'review', over.version)).toEqual([
        'private',
        "This run's moves no longer replay to its board, so it cannot be reviewed.",
      ]);
  });

  it('shows a stored review in its own channel, and refuses it from another channel whose game is another run', async () => {
    const over = run('coach-review', null);
    const review: StoredReview = {
      id: 'run1',
      version: 1,
      channelId: CHANNEL,
      ownerId: OWNER,
      daily: null,
      score: -20,
      best: null,
      keepUntil: null,
      review: { moves: [], costliest: [], accurate: 0, choices: 0 },
    };
    const elsewhere = { ...review, channelId: '2999' };
    const another = run('coach-other', 1, { id: 'run9' });
    for (const clicker of [OWNER, OTHER]) {
      expect(await press(handleReview, contextWith(another, { review }), clicker, 'review', over.version)).toEqual([
        'filled in',
        '🔎 Review',
      ]);
      expect(await press(handleReview, contextWith(another, { review: elsewhere }), clicker, 'review', over.version)).toEqual([
        'private',
        expect.stringMatching(/^That run is not this channel's game, and it has no review here\./),
      ]);
    }
  });
});

describe("Today's daily deal, a secret until the UTC day is over", () => {
  /** Whether the deal of `daily` is still a secret for `clicker` (null: a public message) at `now`. */
  const secret = (now: Date, clicker: string | null) => dailySecretFor(contextWith(null, { now }), 'scoundrel', TODAY, clicker);

  it("is kept from its player, from other members and from public messages at the day's last millisecond, not from a finisher", async () => {
    for (const clicker of [OWNER, OTHER, null]) expect(await secret(LAST_MOMENT, clicker)).toBe(true);
    expect(await secret(LAST_MOMENT, FINISHER)).toBe(false);
  });

  it('is told to everyone from midnight UTC', async () => {
    for (const clicker of [OWNER, OTHER, null, FINISHER]) expect(await secret(NEXT_DAY, clicker)).toBe(false);
  });

  it('keeps nothing of a deal that is no daily', async () => {
    expect(await dailySecretFor(contextWith(null, { now: LAST_MOMENT }), 'scoundrel', null, OTHER)).toBe(false);
  });
});

describe("A finished run's best possible score", () => {
  /** The `keep` a finished run asks its deal's solution to be stored with, at `now`. */
  async function keepAsked(session: Session, now: Date): Promise<boolean | undefined> {
    let asked: boolean | undefined;
    const ctx = contextWith(session, { now });
    Object.assign(ctx, {
      solutions: {
        dealOf: (r: Session): Deal => ({ game: r.game, seed: r.seed, rules: 'lenient' }),
        status: async (_deal: Deal, options: { keep?: boolean }) => {
          asked = options.keep;
          return { kind: 'unavailable', reason: 'not asked in this test' };
        },
      },
    });
    await bestOfRun(ctx, session, -20);
    return asked;
  }

  it("keeps a daily deal's solution for good, and any other's for a while, ranked or not", async () => {
    expect(await keepAsked(run('coach-keep', null, { daily: '2026-11-27', ranked: true }), NEXT_DAY)).toBe(true);
    expect(await keepAsked(run('coach-keep', null, { ranked: true }), NEXT_DAY)).toBe(false);
    expect(await keepAsked(run('coach-keep', null), NEXT_DAY)).toBe(false);
  });

  it("tells a public board nothing of today's daily deal until midnight UTC", async () => {
    const daily = run('coach-keep', null, { daily: TODAY, ranked: true });
    expect(await keepAsked(daily, LAST_MOMENT)).toBeUndefined();
    expect(await keepAsked(daily, NEXT_DAY)).toBe(true);
  });
});

describe("The daily deal's board", () => {
  /** Whether the board of a daily run says its deal can be won, when the stored solution says `result`. */
  async function claims(result: Solution['result']): Promise<boolean> {
    const ctx = contextWith(null);
    Object.assign(ctx, {
      solutions: {
        dealOf: (r: Session): Deal => ({ game: r.game, seed: r.seed, rules: 'lenient' }),
        known: async () => ({ result }),
      },
    });
    return dailyWinnable(ctx, run('coach-daily', 0, { daily: TODAY, ranked: true }));
  }

  it('says the deal can be won only when its best line is proven to win', async () => {
    expect(await claims({ decided: true, best: 30, won: true, line: [], expansions: 1 })).toBe(true);
    expect(await claims({ decided: false, lowerBound: 30, upperBound: 30, line: [], expansions: 1 })).toBe(false);
    expect(await claims({ decided: true, best: 0, won: false, line: [], expansions: 1 })).toBe(false);
  });
});
