import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeComponentId } from '../../src/discord/custom-id.js';
import { scoundrelUi } from '../../src/discord/games/scoundrel-ui.js';
import { limitViolations } from '../../src/discord/render/limits.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { scoundrel, type ScoundrelState } from '../../src/games/scoundrel/index.js';
import type { Session } from '../../src/sessions/session.js';
import { chooser } from '../../src/engine/chooser.js';

function sessionFor(state: ScoundrelState, version: number, log: string[] = [], ownerName = 'Alice'): Session {
  return {
    schema: 4, id: 'abc123', game: 'scoundrel', guildId: '1'.repeat(18), channelId: '2'.repeat(18),
    ownerId: '3'.repeat(18), ownerName, players: ['3'.repeat(18)], seed: state.seed, options: state.options, ranked: true, daily: null, version, state, actions: [], lastMove: null, log,
    recorded: false, createdAt: '', updatedAt: '',
  };
}

function buttonsOf(payload: MessagePayload): APIButtonComponentWithCustomId[] {
  return payload.components.flatMap((row) => row.components) as APIButtonComponentWithCustomId[];
}

describe('Discord: the Scoundrel board', () => {
  it('offers exactly the legal actions, each button sending its own action at the current version', () => {
    const state = scoundrel.setup({ seed: 'board' });
    const payload = scoundrelUi.board(sessionFor(state, 7));
    const decoded = buttonsOf(payload).map((button) => decodeComponentId(button.custom_id));
    expect(decoded.every((id) => id?.sessionId === 'abc123' && id.version === 7)).toBe(true);
    expect(decoded.map((id) => id?.action)).toEqual(expect.arrayContaining(scoundrel.legalActions(state)));
    expect(decoded).toHaveLength(scoundrel.legalActions(state).length);
  });

  it('offers a monster with and without the weapon when the weapon may hit it, and avoid when allowed', () => {
    const state: ScoundrelState = { ...scoundrel.setup({ seed: 'w' }), room: ['JS', '7D', '5H', '3C'], weapon: '5D', slain: [] };
    const buttons = buttonsOf(scoundrelUi.board(sessionFor(state, 0)));
    const labels = buttons.map((b) => b.label);
    expect(labels).toEqual(['Fight J♠ with 5♦', 'Equip 7♦', 'Drink 5♥', 'Fight 3♣ with 5♦', 'J♠ barehanded', '3♣ barehanded', 'Avoid room']);
    expect(buttons.find((b) => b.label === 'Drink 5♥')?.style).toBe(ButtonStyle.Success);
    expect(payload(state).components.every((row) => row.type === ComponentType.ActionRow)).toBe(true);
  });

  it('shows health, the room, the weapon chain, cards left and the log', () => {
    const state: ScoundrelState = { ...scoundrel.setup({ seed: 'w' }), health: 9, room: ['QS', '2D'], weapon: '5D', slain: ['KC', '8S'] };
    const embed = payload(state, ['The King of Clubs hits you for 8.']).embeds[0]!;
    const text = JSON.stringify(embed);
    expect(embed.description).toContain('**9** / 20');
    expect(text).toContain('Q♠');
    expect(text).toContain('K♣ → 8♠');
    expect(text).toContain('hits monsters up to 8');
    expect(text).toContain(`${state.dungeon.length} cards left`);
    expect(text).toContain('The King of Clubs hits you for 8.');
  });

  it('shows the score and how it was counted once the run is over, with no buttons', () => {
    const dead: ScoundrelState = { ...scoundrel.setup({ seed: 'dead' }), health: -2 };
    const board = payload(dead);
    expect(board.components).toEqual([]);
    expect(board.embeds[0]!.title).toContain('was slain');
    expect(board.embeds[0]!.description).toMatch(/Score: -\d+/);
    expect(board.embeds[0]!.description).toContain('monsters left');
  });

  it('escapes the owner name: no markdown, no mass mention', () => {
    const state = scoundrel.setup({ seed: 'name' });
    const title = scoundrelUi.board(sessionFor(state, 0, [], '**@everyone** `x`')).embeds[0]!.title!;
    expect(title).not.toContain('@everyone');
    expect(title).toContain('\\*\\*');
  });

  it('fits Discord limits on every board reached in 300 seeded playouts, both weapon rules', () => {
    let boards = 0;
    for (let game = 0; game < 300; game++) {
      const pick = chooser(game);
      let state = scoundrel.setup({ seed: `limits-${game}`, options: { weaponRule: game % 2 ? 'strict' : 'lenient' } });
      const log: string[] = [];
      for (let version = 0; ; version++) {
        const board = scoundrelUi.board(sessionFor(state, version, log.slice(-5), 'N'.repeat(32)));
        expect(limitViolations(board)).toEqual([]);
        boards++;
        const actions = scoundrel.legalActions(state);
        expect(buttonsOf(board)).toHaveLength(actions.length);
        if (actions.length === 0) break;
        const outcome = scoundrel.apply(state, actions[pick(actions.length)]!);
        if (!outcome.ok) throw new Error(outcome.message);
        state = outcome.state;
        log.push(...outcome.events.map((event) => event.text));
      }
    }
    expect(boards).toBeGreaterThan(2000);
  });
});

function payload(state: ScoundrelState, log: string[] = []): MessagePayload {
  return scoundrelUi.board(sessionFor(state, 0, log));
}
