import { type APIButtonComponentWithCustomId, ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { scoundrelBoard } from '../../src/discord/games/scoundrel/board.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { chooser } from '../../src/engine/chooser.js';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import type { Session } from '../../src/sessions/session.js';
import { deal, face, hit, play } from '../games/scoundrel/helpers.js';
import { limitViolations } from '../helpers/limits.js';
import { sessionOf } from '../helpers/session.js';
import { expectSummarySays } from './rules-summary.js';

function sessionFor(state: ScoundrelState, version: number, log: string[] = [], ownerName = 'Alice'): Session<ScoundrelState> {
  const owner = { id: 'abc123', guildId: '1'.repeat(18), channelId: '2'.repeat(18), ownerId: '3'.repeat(18), ownerName };
  return sessionOf('scoundrel', state, { ...owner, version, actions: [], log });
}

function buttonsOf(payload: MessagePayload): APIButtonComponentWithCustomId[] {
  return payload.components.flatMap((row) => row.components) as APIButtonComponentWithCustomId[];
}

describe('Discord: the Scoundrel board', () => {
  it('offers exactly the legal actions, each button sending its own action at the current version', () => {
    const state = scoundrel.setup({ seed: 'board' });
    const payload = scoundrelBoard.board(sessionFor(state, 7));
    const decoded = buttonsOf(payload).map((button) => decodeComponentId(button.custom_id));
    expect(decoded.every((id) => id?.sessionId === 'abc123' && id.version === 7)).toBe(true);
    expect(decoded.map((id) => id?.action)).toEqual(expect.arrayContaining(scoundrel.legalActions(state)));
    expect(decoded).toHaveLength(scoundrel.legalActions(state).length);
  });

  it('offers a monster with and without the weapon when the weapon may hit it, and avoid when allowed', () => {
    const state: ScoundrelState = { ...scoundrel.setup({ seed: 'w' }), room: ['JS', '7D', '5H', '3C'], weapon: '5D', slain: [] };
    const buttons = buttonsOf(scoundrelBoard.board(sessionFor(state, 0)));
    expect(buttons.map((b) => [b.label, b.style])).toEqual([
      ['Fight J♠ with 5♦ (−6 ❤, weapon then hits ≤ 11)', ButtonStyle.Secondary],
      ['Equip 7♦ (replaces 5♦)', ButtonStyle.Secondary],
      ['Drink 5♥ (no effect at full health)', ButtonStyle.Secondary],
      ['Fight 3♣ with 5♦ (no damage, weapon then hits ≤ 3)', ButtonStyle.Success],
      ['J♠ barehanded (−11 ❤)', ButtonStyle.Danger],
      ['3♣ barehanded (−3 ❤)', ButtonStyle.Secondary],
      ['Avoid room', ButtonStyle.Secondary],
    ]);
    expect(payload(state).components.every((row) => row.type === ComponentType.ActionRow)).toBe(true);
  });

  it("words the buttons of a stacked dungeon: the cost of a fight, the weapon's reach after it, a potion's healing", () => {
    // 8♦ equipped, 2♠ fought barehanded (18 health); the room holds 9♠ and 5♥.
    const state = play(deal(['8D', '2S', '9S', '5H']), face('8D'), face('2S'));
    const buttons = buttonsOf(scoundrelBoard.board(sessionFor(state, 2)));
    expect(buttons.map((b) => [b.label, b.style])).toEqual([
      ['Fight 9♠ with 8♦ (−1 ❤, weapon then hits ≤ 9)', ButtonStyle.Secondary],
      ['Drink 5♥ (+2 ❤)', ButtonStyle.Success],
      ['9♠ barehanded (−9 ❤)', ButtonStyle.Danger],
    ]);
  });

  it('says when a potion is wasted: one already drunk this turn, or health already full', () => {
    const drunk = play(deal(['2S', '5H', '3H', 'QS']), face('2S'), face('5H'));
    const wasted = buttonsOf(scoundrelBoard.board(sessionFor(drunk, 2))).find((b) => b.label?.startsWith('Drink 3♥'));
    expect(wasted).toMatchObject({ label: 'Drink 3♥ (wasted: potion already drunk this turn)', style: ButtonStyle.Secondary });
    const full = buttonsOf(scoundrelBoard.board(sessionFor(deal(['5H', '3H', 'JS', 'QS']), 0))).find((b) =>
      b.label?.startsWith('Drink 5♥'),
    );
    expect(full).toMatchObject({ label: 'Drink 5♥ (no effect at full health)', style: ButtonStyle.Secondary });
  });

  it('makes a fatal button red and says so; the one that leaves 1 health does not', () => {
    // A♠ barehanded leaves 6 health: 6♠ barehanded kills (0 health), 5♠ leaves 1.
    const low = play(deal(['AS', '5S', '6S', '2H']), face('AS'));
    const buttons = buttonsOf(scoundrelBoard.board(sessionFor(low, 1)));
    expect(buttons.find((b) => b.label?.startsWith('Fight 6♠'))).toMatchObject({
      label: 'Fight 6♠ barehanded (−6 ❤: you die)',
      style: ButtonStyle.Danger,
    });
    expect(buttons.find((b) => b.label?.startsWith('Fight 5♠'))).toMatchObject({
      label: 'Fight 5♠ barehanded (−5 ❤)',
      style: ButtonStyle.Secondary,
    });
    expect(buttons.find((b) => b.label?.startsWith('Drink 2♥'))).toMatchObject({ label: 'Drink 2♥ (+2 ❤)', style: ButtonStyle.Success });
    const armed = play(deal(['2D', 'KS', 'KC', '3H']), face('2D'), hit('KS'));
    expect(armed.health).toBe(9);
    expect(buttonsOf(scoundrelBoard.board(sessionFor(armed, 2))).map((b) => b.label)).toContain('Fight K♣ with 2♦ (−11 ❤: you die)');
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
    expect(board.embeds[0]!.description).toMatch(/Score: −\d+/);
    expect(board.embeds[0]!.description).toContain('monsters left');
  });

  it('writes a negative number one way, with the true minus sign: the score, the health and the sum alike', () => {
    const dead: ScoundrelState = { ...scoundrel.setup({ seed: 'dead' }), health: -2 };
    const text = JSON.stringify(payload(dead).embeds);
    expect(text).toContain('Slain with −2 health');
    expect(text).toMatch(/: −2 − \d+ = −\d+\./);
    expect(text).toContain('❤️ −2 / 20');
    expect(text).not.toMatch(/-\d/);
  });

  it('escapes the owner name: no markdown, no mass mention', () => {
    const state = scoundrel.setup({ seed: 'name' });
    const title = scoundrelBoard.board(sessionFor(state, 0, [], '**@everyone** `x`')).embeds[0]!.title!;
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
        const board = scoundrelBoard.board(sessionFor(state, version, log.slice(-5), 'N'.repeat(32)));
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

describe('Discord: the Scoundrel rules', () => {
  it('fit an embed and say what the buttons and the bot do', () => {
    expectSummarySays(scoundrelBoard.summary(), [
      'Before facing any, you may **avoid** a full room',
      'Fight 9♠ with 8♦ (−1 ❤, weapon then hits ≤ 9)',
      'if you finish at 20 health with a potion as the last card',
      '`/scoundrel daily`',
      '**Best line** shows you, privately, one way to reach it, room by room',
    ]);
  });
});

function payload(state: ScoundrelState, log: string[] = []): MessagePayload {
  return scoundrelBoard.board(sessionFor(state, 0, log));
}
