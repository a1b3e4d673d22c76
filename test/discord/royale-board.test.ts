import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeAction, decodeComponentId } from '../../src/discord/custom-id.js';
import { royaleUi } from '../../src/discord/games/royale-ui.js';
import { limitViolations } from '../../src/discord/render/limits.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { royale, type RoyaleState } from '../../src/games/royale/index.js';
import type { Session } from '../../src/sessions/session.js';
import { chooser } from '../../src/engine/chooser.js';

function session(state: RoyaleState, version: number): Session {
  return {
    schema: 4, id: 'ry1', game: 'royale', guildId: '9'.repeat(18), channelId: '8'.repeat(18), ownerId: '7'.repeat(18), ownerName: 'Sam',
    players: ['7'.repeat(18)], seed: state.seed, options: state.options, ranked: true, daily: null, version, state, actions: [], lastMove: null,
    log: ['A long event line that goes on and on. '.repeat(6)], recorded: false, createdAt: '', updatedAt: '',
  };
}

function offered(board: MessagePayload): unknown[] {
  return board.components.flatMap((row) =>
    row.components.flatMap((c) => {
      if (c.type === ComponentType.Button && 'custom_id' in c) return c.disabled ? [] : [decodeComponentId(c.custom_id)!.action];
      if (c.type === ComponentType.StringSelect) return c.options.map((o) => decodeAction(o.value));
      return [];
    }),
  );
}

describe('Discord: the Risus Royale board', () => {
  it('draws the map as a 4x4 grid of buttons, only legal moves enabled', () => {
    const state = royale.setup({ seed: 'grid', options: { name: 'Errol **Flynn** @everyone', points: { S: 1, C: 4, D: 3, H: 2 }, easy: false, harder: 0 } });
    const board = royaleUi.board(session(state, 0));
    expect(board.components).toHaveLength(4);
    expect(board.components.every((row) => row.components.length === 4)).toBe(true);
    expect(offered(board)).toHaveLength(12);
    expect(JSON.stringify(board.embeds)).not.toContain('@everyone');
  });

  it('fits Discord limits on every board of 40 seeded runs and offers exactly the legal actions', () => {
    const hints = new Set<string>();
    for (let game = 0; game < 40; game++) {
      let state = royale.setup({ seed: `board-${game}`, options: { name: 'N'.repeat(40), points: { S: 2, C: 2, D: 3, H: 3 }, easy: false, harder: game % 3 } });
      const pick = chooser(game + 3);
      for (let version = 0; ; version++) {
        const board = royaleUi.board(session(state, version));
        expect(limitViolations(board)).toEqual([]);
        const legal = royale.legalActions(state);
        expect(new Set(offered(board).map((a) => JSON.stringify(a)))).toEqual(new Set(legal.map((a) => JSON.stringify(a))));
        const battle = board.embeds[0]?.fields?.find((f) => f.name.startsWith('Battle:'))?.value ?? '';
        if (/before the first round|Pick a cliché/.test(battle)) hints.add(battle.split('\n')[2]!);
        expect(/Declare items/.test(battle)).toBe(legal.some((a) => a.type === 'declare'));
        expect(/escape before/.test(battle)).toBe(legal.some((a) => a.type === 'escape'));
        if (legal.length === 0) break;
        const outcome = royale.apply(state, legal[pick(legal.length)]!);
        if (!outcome.ok) throw new Error(outcome.message);
        state = outcome.state;
      }
    }
    expect(hints).toEqual(new Set(['Pick a cliché to fight with.', 'Declare items before the first round.', 'You may escape before the first round.', 'Declare items or escape before the first round.']));
  });
});
