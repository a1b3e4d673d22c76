/**
 * Rematch on a Risus Royale duel's board (src/discord/games/royale/duel/duel-rematch.ts): only once the duel
 * is over, only by one of its two players, and only of the channel's own duel; the clicker then challenges
 * the other player with the character they played. A forged or early Rematch is refused privately and
 * starts nothing.
 */
import { type InteractionReplyOptions, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { ComponentInteraction } from '../../src/discord/actions/component-interaction.js';
import type { BotContext } from '../../src/discord/context.js';
import { rematchDuel } from '../../src/discord/games/royale/duel/duel-rematch.js';
import { type DuelOptions, type DuelState, duel } from '../../src/games/royale/duel/duel.js';
import { silentLogger } from '../../src/log.js';
import type { StartRequest } from '../../src/sessions/session-service.js';
import { ANN, BOB, BOB_ACCEPTS, dealt, play } from '../games/royale/duel-fixture.js';
import { sessionOf } from '../helpers/session.js';

const CAT = '333';

/** Ann's duel with Bob as the channel's game: being played, or over with Ann the winner. */
function channelDuel(over: boolean) {
  const playing = play(dealt(), [BOB, BOB_ACCEPTS]);
  const state: DuelState = over ? { ...playing, status: 'over', winner: 0 } : playing;
  return sessionOf('duel', state, { id: 'duel-1', ownerId: ANN, players: [ANN, BOB] });
}

/** `userId` presses Rematch naming the duel `sessionId` while the channel's duel is (or is not) `over`: the answers, and the duels it asked to start. */
async function rematch(userId: string, { over = true, sessionId = 'duel-1' } = {}) {
  const answers: InteractionReplyOptions[] = [];
  const starts: StartRequest[] = [];
  const session = channelDuel(over);
  const interaction = {
    channelId: session.channelId,
    guildId: session.guildId,
    user: { id: userId, username: 'player', globalName: null },
    member: null,
    isMessageComponent: () => true,
    reply: async (answer: InteractionReplyOptions) => void answers.push(answer),
  };
  // The store finds the channel unreadable when the rematch is started: it is asked for, and nothing is posted.
  const ctx = {
    log: silentLogger,
    sessions: {
      load: async () => ({ kind: 'ok', session, game: duel }),
      start: async (request: StartRequest) => {
        starts.push(request);
        return { kind: 'corrupt', reason: 'a test' };
      },
    },
    dailies: { claimDealt: () => ({ claim: async () => ({ ranked: false, daily: null, note: null }), release: async () => undefined }) },
  };
  const id = { game: 'duel', sessionId, version: session.version, action: { type: 'rematch' } };
  await rematchDuel({ interaction: interaction as unknown as ComponentInteraction, ctx: ctx as unknown as BotContext, id });
  return { answers: answers.map((answer) => [answer.content, answer.flags]), starts };
}

describe('Discord: Rematch of a duel', () => {
  it("challenges the other player with the clicker's character, once the duel is over", async () => {
    const { starts } = await rematch(BOB);
    const options = starts[0]?.options as DuelOptions | undefined;
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ ownerId: BOB, previousId: 'duel-1' });
    expect(options?.challenged).toEqual({ id: ANN, name: 'Ann' });
    expect(options?.character).toMatchObject({ name: 'Bob', points: { S: 1, C: 4, D: 3, H: 2 } });
  });

  it('refuses, privately, a duel still played, a member who did not play it, and a duel that is not the channel’s', async () => {
    const refused = [await rematch(ANN, { over: false }), await rematch(CAT), await rematch(ANN, { sessionId: 'duel-0' })];
    expect(refused.flatMap(({ starts }) => starts)).toEqual([]);
    expect(refused.flatMap(({ answers }) => answers)).toEqual([
      ['This duel is not over yet. Nothing was started.', MessageFlags.Ephemeral],
      ['Only the two players of this duel can ask for a rematch. Nothing was started.', MessageFlags.Ephemeral],
      ["That duel is not this channel's game any more: challenge with `/royale duel`.", MessageFlags.Ephemeral],
    ]);
  });
});
