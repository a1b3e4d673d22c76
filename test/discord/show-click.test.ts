/**
 * The Show button of a run finished on a private board (src/discord/play/show-click.ts), at its bounds: its
 * player shows a daily run until the last millisecond of its day (UTC) as its result and Share line alone,
 * and from midnight as its board; another member's Show, a Show of a run still going and one of a run
 * on the channel's own board are refused privately and post nothing.
 */
import { type InteractionReplyOptions, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.js';
import type { ComponentInteraction } from '../../src/discord/actions/component-interaction.js';
import type { BotContext } from '../../src/discord/context.js';
import { handleShow } from '../../src/discord/play/show-click.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import type { ScoundrelState } from '../../src/games/scoundrel/state.js';
import type { Place } from '../../src/sessions/session.js';
import { sessionOf } from '../helpers/session.js';

const DAVE = '300000000000000004';
const CAROL = '300000000000000003';

/** Dave's run of the daily Scoundrel of 2026-11-22: on his private board or the channel's, lost or still going. */
function davesRun(over: boolean, privateTo: string | null = DAVE) {
  const dealt = scoundrel.setup({ seed: 'show-click' });
  const state: ScoundrelState = over ? { ...dealt, health: 0 } : dealt;
  const id = privateTo === null ? 'public-run' : 'private-run';
  return sessionOf('scoundrel', state, {
    id,
    ownerId: DAVE,
    privateTo,
    daily: '2026-11-22',
    actions: [],
    seed: 'show-click',
    options: null,
  });
}

/**
 * `userId` presses Show at `at` naming Dave's private run (still going unless `over`), or with `channels` the
 * channel's own game, a lost run Dave played on the channel's board: what they were answered.
 */
async function showAt(userId: string, at: string, { over = true, channels = false } = {}): Promise<InteractionReplyOptions[]> {
  const mine = davesRun(over);
  const channel = davesRun(true, null);
  const answers: InteractionReplyOptions[] = [];
  const interaction = {
    channelId: mine.channelId,
    user: { id: userId },
    reply: async (a: InteractionReplyOptions) => void answers.push(a),
  };
  const ctx = {
    games: catalog,
    now: () => new Date(at),
    once: { claim: async () => true },
    // The board with its cards is drawn from the server's settings first: that is where a test of it stops.
    settings: {
      of: async () => {
        throw new Error('the board is drawn');
      },
    },
    sessions: {
      locate: async (channelId: string, clicker: string, sessionId: string): Promise<Place> => ({
        channelId,
        privateTo: clicker === DAVE && sessionId === mine.id ? DAVE : null,
      }),
      load: async (place: Place) => ({ kind: 'ok', session: place.privateTo === DAVE ? mine : channel, game: scoundrel }),
    },
  };
  const shown = channels ? channel : mine;
  const id = { game: 'scoundrel', sessionId: shown.id, version: shown.version, action: { type: 'show' } };
  await handleShow({ interaction: interaction as unknown as ComponentInteraction, ctx: ctx as unknown as BotContext, id });
  return answers;
}

describe('Discord: Show of a private daily run', () => {
  it('shows its result and Share line alone at 23:59:59.999 of its day, and its board from midnight', async () => {
    const [shown] = await showAt(DAVE, '2026-11-22T23:59:59.999Z');
    expect(shown?.embeds).toBeUndefined();
    expect(shown?.content).toMatch(
      new RegExp(`^<@${DAVE}> finished today's daily Scoundrel:\nScoundrel · daily deal of 2026-11-22\nLost · score −\\d+$`),
    );
    await expect(showAt(DAVE, '2026-11-23T00:00:00.000Z')).rejects.toThrow('the board is drawn');
  });

  it("refuses, privately, another member's Show, a Show of a run still going, and one of the channel's own board", async () => {
    const noon = '2026-11-22T12:00:00Z';
    const refusals = [
      ...(await showAt(CAROL, noon)),
      ...(await showAt(DAVE, noon, { over: false })),
      ...(await showAt(DAVE, noon, { channels: true })),
    ];
    const notYours = 'Only your own run finished on a private board can be shown, from its board. Nothing was posted.';
    expect(refusals.map((answer) => [answer.content, answer.flags])).toEqual([
      [notYours, MessageFlags.Ephemeral],
      ['This run is still going: show it once it is over.', MessageFlags.Ephemeral],
      [notYours, MessageFlags.Ephemeral],
    ]);
  });
});
