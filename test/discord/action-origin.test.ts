/**
 * The one check of where a click comes from (src/discord/actions/origin.ts), on stand-in interactions:
 * the message its row allows, the live board the store records for the button's session, or a private
 * message of the clicker's. And the action table: every custom id finds its row (a board's own before
 * the shared ones), and a scope's unknown type, or a type a board whose buttons are all its own does
 * not have, finds none.
 */
import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { catalog, modes } from '../../src/catalog.js';
import type { ComponentInteraction } from '../../src/discord/actions/component-interaction.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { type Origin, originRefusal } from '../../src/discord/actions/origin.js';
import { findRow } from '../../src/discord/actions/table.js';
import type { BotContext } from '../../src/discord/context.js';

const BOARD_ID = '900';
const OTHER_ID = '901';
const MOVE = 'scoundrel:run1:3:face&card=9S&weapon=!t';

/** A click of `customId` on the message `messageId`, private when `ephemeral`. */
function click(customId: string, messageId: string, opts: { ephemeral?: boolean } = {}) {
  return {
    customId,
    channelId: '100',
    message: { id: messageId, flags: { has: (flag: MessageFlags) => opts.ephemeral === true && flag === MessageFlags.Ephemeral } },
  } as unknown as ComponentInteraction;
}

/** The services the check reads: the channel's live board record, and the desk it waits for. */
function ctxWithLiveBoard(sessionId: string, messageId: string): BotContext {
  return {
    desk: { settled: async () => undefined },
    boards: { get: async () => ({ sessionId, messageId, reach: 'channel' }) },
  } as unknown as BotContext;
}

const live = ctxWithLiveBoard('run1', BOARD_ID);
const ctxWithNoBoard = { desk: { settled: async () => undefined }, boards: { get: async () => undefined } } as unknown as BotContext;

async function refusal(interaction: ComponentInteraction, origin: Origin, ctx = live): Promise<string | null> {
  return originRefusal(interaction, ctx, decodeComponentId(interaction.customId)!.sessionId, origin);
}

describe('Where a click may come from', () => {
  it("takes a board's button from the session's live board", async () => {
    expect(await refusal(click(MOVE, BOARD_ID), 'board')).toBeNull();
    expect(await refusal(click(MOVE, BOARD_ID), 'board-or-private')).toBeNull();
  });

  it("refuses a board's button from a message that is not the session's live board, in the store's own words", async () => {
    expect(await refusal(click(MOVE, OTHER_ID), 'board')).toMatch(/does not belong to this message/);
    expect(await refusal(click(MOVE, BOARD_ID), 'board', ctxWithLiveBoard('run9', BOARD_ID))).toMatch(/does not belong to this message/);
    expect(await refusal(click(MOVE, OTHER_ID), 'board-or-private')).toMatch(/does not belong to this message/);
    expect(await refusal(click(MOVE, BOARD_ID), 'board', ctxWithNoBoard)).toMatch(/does not belong to this message/);
    // A private message is never a board.
    expect(await refusal(click(MOVE, BOARD_ID, { ephemeral: true }), 'board')).toMatch(/does not belong to this message/);
  });

  it("takes a private message's button only from a private message, and anything from anywhere", async () => {
    expect(await refusal(click(MOVE, OTHER_ID, { ephemeral: true }), 'private')).toBeNull();
    expect(await refusal(click(MOVE, OTHER_ID, { ephemeral: true }), 'board-or-private')).toBeNull();
    expect(await refusal(click(MOVE, BOARD_ID), 'private')).toMatch(/only works on a message I sent you privately/);
    expect(await refusal(click(MOVE, OTHER_ID), 'anywhere')).toBeNull();
  });

  it('waits for the boards of the channel being sent before it reads the live board', async () => {
    let recorded = false;
    const ctx = {
      desk: {
        settled: async () => {
          recorded = true;
        },
      },
      boards: { get: async () => (recorded ? { sessionId: 'run1', messageId: BOARD_ID } : undefined) },
    } as unknown as BotContext;
    expect(await refusal(click(MOVE, BOARD_ID), 'board', ctx)).toBeNull();
  });
});

describe('The action table', () => {
  /** The key of the row a custom id finds among the catalog's games and the modes, or null. */
  const key = (customId: string) => findRow(decodeComponentId(customId)!, [...catalog, ...modes])?.key ?? null;

  it("finds a scope's own rows, a board's own rows, the buttons every board shares, and a game's moves", () => {
    expect(key('race:r1:2:join')).toBe('race.join');
    expect(key('race:r1:2:mine')).toBe('race.mine');
    expect(key('duel:d1:7:rematch')).toBe('duel.rematch');
    expect(key('help:menu:0:page')).toBe('help.page');
    expect(key('scoundrel:post:0:daily&date=2026-12-07')).toBe('post.daily');
    expect(key('scoundrel:run1:9:again')).toBe('again');
    expect(key('scoundrel:run1:9:best&seed=x&rule=lenient')).toBe('best');
    expect(key('scoundrel:run1:3:dismiss')).toBe('dismiss');
    expect(key('duel:d1:7:again')).toBe('again');
    expect(key('duel:d1:7:decline')).toBe('move');
    expect(key(MOVE)).toBe('move');
    expect(key('saga:run1:3:menu&menu=play')).toBe('move');
  });

  it("takes a board's own row before the shared one of the same type", () => {
    expect(key('race:r1:2:again')).toBe('race.again');
    expect(key('race:r1:2:best')).toBe('race.best');
    expect(key('race:r1:2:review')).toBe('race.review');
  });

  it("never takes another game's own button for a row of this game's board", () => {
    expect(key('scoundrel:run1:9:rematch')).toBe('move');
    expect(key('royale:run1:9:rematch')).toBe('move');
  });

  it("finds no row for a type its scope does not have, so a scope's buttons never reach a shared row or a game's moves", () => {
    expect(key('race:r1:2:face&card=9S')).toBeNull();
    expect(key('race:r1:2:hint')).toBeNull();
    expect(key('race:r1:2:undo')).toBeNull();
    expect(key('race:r1:2:rematch')).toBeNull();
    expect(key('race:r1:2:again.x')).toBeNull();
    expect(key('help:menu:0:again')).toBeNull();
    expect(key('scoundrel:post:0:again')).toBeNull();
  });

  it("finds no row for a game there is not, nor for an object's inherited property", () => {
    expect(key('chess:run1:1:again')).toBeNull();
    expect(key('scoundrel:run1:1:toString')).toBe('move');
    expect(key('race:r1:2:toString')).toBeNull();
    expect(key('scoundrel:post:0:toString')).toBeNull();
  });
});
