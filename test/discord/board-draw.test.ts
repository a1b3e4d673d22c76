/**
 * The board as it is sent: the picture is drawn first, and only a board that goes out with
 * its picture is compact; pictures off, or a picture that could not be drawn, leave the whole text.
 */
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../src/catalog.js';
import { drawBoard } from '../../src/discord/boards/board-draw.js';
import type { BotContext } from '../../src/discord/context.js';
import { scoundrelBoard } from '../../src/discord/games/scoundrel/board.js';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import type { Logger } from '../../src/log.js';
import type { Session } from '../../src/sessions/session.js';
import { sessionOf } from '../helpers/session.js';

function session(state: ScoundrelState): Session {
  return sessionOf('scoundrel', state, { id: 'bd1', version: 1, actions: [], log: ['You step in.'] });
}

function context(pictures: boolean, log: Logger): BotContext {
  const ctx: Pick<BotContext, 'games' | 'settings' | 'log'> = {
    games: catalog,
    settings: { of: async () => ({ pictures }) } as unknown as BotContext['settings'],
    log,
  };
  return ctx as BotContext;
}

const quiet = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const fields = (board: Awaited<ReturnType<typeof drawBoard>>) => board.embeds[0]!.fields!.map((f) => f.name);

describe('Discord: the board as it is sent', () => {
  it('with pictures on, goes out with the picture and the compact text', async () => {
    const board = await drawBoard(context(true, quiet()), scoundrelBoard, session(scoundrel.setup({ seed: 'draw-on' })));
    expect(board.picture).not.toBeNull();
    expect(board.embeds[0]!.image?.url).toBe('attachment://scoundrel-board.png');
    expect(fields(board)).toEqual(['Log']);
  });

  it('with pictures off, goes out with the whole text and no picture', async () => {
    const board = await drawBoard(context(false, quiet()), scoundrelBoard, session(scoundrel.setup({ seed: 'draw-off' })));
    expect(board.picture).toBeNull();
    expect(fields(board)).toEqual(['Room', 'Weapon', 'Dungeon', 'This turn', 'Log']);
  });

  it('when the picture cannot be drawn, goes out with the whole text: nothing is only in the picture', async () => {
    const log = quiet();
    // A view the drawing thread cannot draw: the thread answers with an error, as it would for any failure to draw.
    const unpicturable = { ...scoundrelBoard, picture: () => ({ game: 'scoundrel', view: { room: 'not a room' } }) };
    const board = await drawBoard(context(true, log), unpicturable, session(scoundrel.setup({ seed: 'draw-broken' })));
    expect(board.picture).toBeNull();
    expect(board.embeds[0]!.image).toBeUndefined();
    expect(fields(board)).toEqual(['Room', 'Weapon', 'Dungeon', 'This turn', 'Log']);
    expect(log.error).toHaveBeenCalledWith('Could not draw the scoundrel board', expect.any(Error));
  });
});
