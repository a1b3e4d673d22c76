import { type APIButtonComponentWithCustomId, type APIStringSelectComponent, ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeAction, decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { rogueBoard } from '../../src/discord/games/rogue/board.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { type RogueAction, type RogueState, rogue } from '../../src/games/rogue/index.js';
import type { Session } from '../../src/sessions/session.js';
import { fighting, holding, lastEscapeStep, newRun, patch, play, playAll } from '../games/rogue/helpers.js';
import { playout, veteran } from '../games/rogue/playout.js';
import { limitViolations } from '../helpers/limits.js';
import { sessionOf } from '../helpers/session.js';
import { expectSummarySays } from './rules-summary.js';

function sessionFor(state: RogueState, version = 0, log: string[] = []): Session<RogueState> {
  const owner = { id: 'abc123', guildId: '1'.repeat(18), channelId: '2'.repeat(18), ownerId: '3'.repeat(18), ownerName: 'Owner' };
  return sessionOf('rogue', state, { ...owner, options: { cliche: state.cliche, name: state.name }, version, actions: [], log });
}

const buttonsOf = (payload: MessagePayload) =>
  payload.components.flatMap((row) => row.components).filter((c): c is APIButtonComponentWithCustomId => c.type === ComponentType.Button);
const menusOf = (payload: MessagePayload) =>
  payload.components.flatMap((row) => row.components).filter((c): c is APIStringSelectComponent => c.type === ComponentType.StringSelect);

/** Every action the board's components send, decoded from custom ids and option values. */
function offered(payload: MessagePayload, version: number): unknown[] {
  const fromButtons = buttonsOf(payload).map((button) => {
    const id = decodeComponentId(button.custom_id);
    expect(id).toMatchObject({ game: 'rogue', sessionId: 'abc123', version });
    return id?.action;
  });
  const fromMenus = menusOf(payload).flatMap((menu) => {
    expect(decodeComponentId(menu.custom_id)).toMatchObject({ version, action: { type: 'menu' } });
    return menu.options.map((option) => decodeAction(option.value));
  });
  return [...fromButtons, ...fromMenus];
}

function expectExactly(state: RogueState, version = 0): MessagePayload {
  const board = rogueBoard.board(sessionFor(state, version));
  const actions = offered(board, version);
  const legal = rogue.legalActions(state);
  expect(actions).toHaveLength(legal.length);
  expect(actions).toEqual(expect.arrayContaining(legal));
  return board;
}

const text = (payload: MessagePayload) => JSON.stringify(payload.embeds);

describe('Discord: the Rogue Risus board', () => {
  it('shows the character sheet, the level and its cards drawn of 25, with a Draw button', () => {
    const board = expectExactly(newRun());
    const embed = board.embeds[0]!;
    expect(embed.title).toBe('Rogue Risus · Tess the Fighter');
    expect(embed.description).toContain('**Fighter** ● **1**/1 dice · Physical damage');
    expect(embed.description).toContain('5 extra shots · ☠️ 0 kills (next die at 10)');
    expect(text(board)).toContain('Weapon 0 · Armour 0');
    expect(text(board)).toContain('**Level 1**: The Entrance Caves');
    expect(text(board)).toContain('Cards drawn: **0** of 25 (25 left)');
    expect(buttonsOf(board).map((b) => b.label)).toEqual(['Draw a card']);
  });

  it("shows the monster's type, resistances and weaknesses, each die rolled, fight and pump buttons with their chance", () => {
    const brute = fighting(2, 'KnS', { cliche: 'ice-mage', fields: { dice: 3, maxDice: 3 } });
    const rolled = playAll(brute, [1, 1, 1, 6, 6], { type: 'fight' }).state;
    const board = expectExactly(rolled, 4);
    const fields = JSON.stringify(board.embeds[0]?.fields);
    expect(fields).toContain('**Goblin Brute** (2 of 2 dice) · Physical damage');
    expect(fields).toContain('Resists: Physical · Weak to: Fire, Ice, Electrical');
    expect(fields).toContain('⚀ ⚀ ⚀ 3, weak + 3 → **6**');
    expect(fields).toContain('⚅ ⚅ 12 → **12**');
    expect(buttonsOf(board).map((b) => b.label)).toEqual([
      'Extra shot (+1 die: wins on a 6, 5 left)',
      'Take the roll (lose 1 die, 2 left)',
    ]);
    const fresh = expectExactly(brute);
    // 3 dice, each +1 against the Brute's weakness, against its 2: the exact chance round-odds.ts counts.
    expect(buttonsOf(fresh).map((b) => b.label)).toEqual(['Fight a round (3d vs 2d · 94%)']);
    // The pumped rounds in a menu of their own, as Risus Royale's are, each with its dice, chance and cost.
    expect(menusOf(fresh).map((m) => [m.placeholder, m.options.map((o) => [o.label, o.description])])).toEqual([
      [
        'Fight pumped: more dice for one roll, as many lost after it…',
        [
          ['Pump 1: 4d vs 2d · >99%', 'Costs 1 die after the roll, win or lose'],
          ['Pump 2: 5d vs 2d · >99% (a lost round kills you)', 'Costs 2 dice after the roll, win or lose'],
        ],
      ],
    ]);
  });

  it('lists items in one select menu with their identified effects, and raises a wand before choosing its target', () => {
    let state = holding(holding(fighting(1, '8S'), 'potion', '3C', 4, 2), 'wand', 'KnW', 9, 3);
    state = patch(state, { known: { potion: { '3C': 4 }, scroll: {}, wand: {} } });
    const board = expectExactly(state);
    // The items held share one menu, which says what it does with each kind.
    expect(menusOf(board).map((m) => m.placeholder)).toEqual(['🧪 Drink a potion or 🪄 raise a wand…']);
    expect(menusOf(board)[0]?.options[0]).toMatchObject({ label: '3🏆 ×2: Haste', value: 'use&card=3C' });
    expect(text(board)).toContain('*Unknown:* Kn🪄 3 charges');
    expect(menusOf(board)[0]?.options[1]?.label).toBe('Kn🪄 3 charges: unknown'); // a menu shows markdown as typed
    const raised = play(state, { type: 'aim', card: 'KnW' }).state;
    expect(buttonsOf(expectExactly(raised)).map((b) => b.label)).toEqual(['At the Cougar', 'At yourself', 'Put the wand away']);
  });

  it('says once which items are not identified yet, however many are held', () => {
    let state = fighting(1, '8S');
    for (const card of ['2C', '3C', '4C', '5C', '6C', '7C', '9C']) state = holding(state, 'potion', card, 1);
    state = patch(state, { known: { potion: { '9C': 4 }, scroll: {}, wand: {} } });
    const potions = expectExactly(state).embeds[0]?.fields?.find((f) => f.name === '🧪 Potions');
    expect(potions?.value).toBe('9🏆 ×1: Haste\n*Unknown:* 2🏆 ×1 · 3🏆 ×1 · 4🏆 ×1 · 5🏆 ×1 · 6🏆 ×1 · 7🏆 ×1');
  });

  it('turns the last-die trap around: at 1 die, taking a lost roll is red and says you die, the extra shot is green', () => {
    const waiting = playAll(fighting(1, '8S'), [1, 6], { type: 'fight' }).state;
    expect(buttonsOf(expectExactly(waiting)).map((b) => [b.label, b.style])).toEqual([
      ['Extra shot (+1 die: wins on a 6, 5 left)', ButtonStyle.Success],
      ['Take the roll (lose your last die: you die)', ButtonStyle.Danger],
    ]);
    const last = playAll(fighting(1, '8S', { fields: { extraShots: 1 } }), [1, 5], { type: 'fight' }).state;
    expect(buttonsOf(expectExactly(last)).map((b) => b.label)).toEqual([
      'Extra shot (+1 die: wins on a 5+; your last, a miss takes the roll)',
      'Take the roll (lose your last die: you die)',
    ]);
    const hopeless = playAll(fighting(2, 'KnS', { fields: { dice: 2, maxDice: 2 } }), [1, 1, 6, 6], { type: 'fight' }).state;
    expect(buttonsOf(expectExactly(hopeless)).map((b) => b.label)).toEqual([
      "Extra shot (+1 die: can't win alone, 5 left)",
      'Take the roll (lose 1 die, 1 left)',
    ]);
  });

  it('says what taking the roll costs when something softens it: a tie, the Amulet of Life, Invisibility', () => {
    const tie = playAll(fighting(1, '8S'), [3, 3], { type: 'fight' }).state;
    expect(buttonsOf(expectExactly(tie)).map((b) => [b.label, b.style])).toEqual([
      ['Extra shot (+1 die: wins for sure, 5 left)', ButtonStyle.Secondary],
      ['Take the roll (a tie: roll again)', ButtonStyle.Success],
    ]);
    const life = playAll(fighting(1, '8S', { fields: { amulet: 'M14' } }), [1, 6], { type: 'fight' }).state;
    expect(buttonsOf(expectExactly(life))[1]).toMatchObject({
      label: 'Take the roll (the Amulet of Life takes the blow)',
      style: ButtonStyle.Success,
    });
    const unseen = playAll(fighting(1, '8S', { fields: { effects: { ...newRun().effects, invisible: true } } }), [1, 6], {
      type: 'fight',
    }).state;
    expect(buttonsOf(expectExactly(unseen))[1]).toMatchObject({
      label: 'Take the roll (lose your last die: you die unless Invisibility rolls 4+)',
      style: ButtonStyle.Danger,
    });
  });

  it('warns on the Rest button that a 1 forces a fight (on level 20 before The World: the next draw)', () => {
    const hurt = patch(newRun(), { dice: 1, maxDice: 2 });
    expect(buttonsOf(expectExactly(hurt)).map((b) => [b.label, b.style])).toEqual([
      ['Draw a card', ButtonStyle.Secondary],
      ['Rest (2+ heals a die, a 1 forces a fight)', ButtonStyle.Success],
    ]);
    expect(buttonsOf(expectExactly(patch(hurt, { level: 20, deepest: 20 })))[1]?.label).toBe(
      'Rest (2+ heals a die, a 1 forces the next draw)',
    );
  });

  it('marks items known to kill: a potion of Poison at 1 die in the menu, a storm wand pointed at yourself', () => {
    let state = holding(holding(fighting(1, '8S'), 'potion', '3C', 3), 'wand', '2W', 10, 3);
    state = patch(state, { known: { potion: { '3C': 3 }, scroll: {}, wand: { '2W': 10 } } });
    expect(menusOf(expectExactly(state))[0]?.options[0]).toMatchObject({ label: '3🏆 ×1: Poison (you die)' });
    const aimed = play(state, { type: 'aim', card: '2W' }).state;
    expect(buttonsOf(expectExactly(aimed)).map((b) => [b.label, b.style])).toEqual([
      ['At the Cougar', ButtonStyle.Secondary],
      ['At yourself (you die)', ButtonStyle.Danger],
      ['Put the wand away', ButtonStyle.Secondary],
    ]);
  });

  it("does not list a resistance the player's ring strips (Solar Ring against the Goblin Fire Mage)", () => {
    const mage = fighting(2, '9S', { cliche: 'fire-mage' });
    expect(text(expectExactly(mage))).toContain('Resists: Fire · Weak to: none');
    expect(text(expectExactly(patch(mage, { rings: ['M19'] })))).toContain('Resists: none · Weak to: none');
  });

  it('reads right: "1 kill", "1 extra shot", no "Pump: up to 0 dice" line for a mage at 1 die', () => {
    const board = expectExactly(patch(newRun({ cliche: 'fire-mage' }), { kills: 1, extraShots: 1 }));
    expect(board.embeds[0]?.description).toContain('🎯 1 extra shot · ☠️ 1 kill (next die at 10)');
    expect(text(board)).not.toContain('Pump:');
    expect(text(expectExactly(patch(newRun({ cliche: 'fire-mage' }), { dice: 2, maxDice: 2 })))).toContain('Pump: up to 1 die');
  });

  it('asks for choices with buttons: the Amulet of Speed, equipment for a full slot', () => {
    const speed = play(patch(newRun({ deck: ['3S', 'AC'] }), { amulet: 'M7' }), { type: 'draw' }).state;
    expect(buttonsOf(expectExactly(speed)).map((b) => b.label)).toEqual(['Explore 3⚔️ Small Snake', 'Explore A🏆 potion (or Rat)']);
    const full = patch(newRun(), { amulet: 'M14', pending: { kind: 'equip', card: 'M6' } });
    expect(buttonsOf(expectExactly(full)).map((b) => b.label)).toEqual(['Wear as amulet (drop Amulet of Life)', 'Leave it']);
  });

  it('offers Descend only when allowed, and says when the level is done', () => {
    const run = newRun();
    const done = patch(run, { drawn: run.deck, deck: [] });
    const board = expectExactly(done);
    expect(buttonsOf(board).map((b) => b.label)).toEqual(['Go down to level 2']);
    expect(text(board)).toContain('the level is done: go down');
  });

  it('tells the story of the run when it is over, with no components', () => {
    const dead = playAll(fighting(1, '8S', { fields: { extraShots: 0 } }), [1, 6], { type: 'fight' }).state;
    const board = rogueBoard.board(sessionFor(dead, 3, ['The Cougar wins the round 1 to 6.']));
    expect(board.components).toEqual([]);
    expect(board.embeds[0]?.title).toBe('Rogue Risus · 💀 Tess fell on level 1');
    expect(board.embeds[0]?.description).toContain('**Score: 10,000**');
    expect(text(board)).toContain('The story of the run');
    expect(text(board)).toContain('Tess the Fighter entered level 1, The Entrance Caves.');
    expect(text(board)).toContain('Slain by the Cougar on level 1.');
  });

  it('crowns an escape with the Worldstone', () => {
    const won = playAll(lastEscapeStep(77), [6, 1], { type: 'draw' }, { type: 'fight' }).state;
    const board = rogueBoard.board(sessionFor(won, 50));
    expect(board.components).toEqual([]);
    expect(board.embeds[0]?.title).toBe('Rogue Risus · 🏆 Tess escaped with the Worldstone');
    expect(board.embeds[0]?.description).toContain('**Score: 1,200,078**');
    expect(text(board)).toContain('Escape, level 1: beat the Rat.');
  });

  it('escapes the character name: no markdown, no mass mention', () => {
    const state = rogue.setup({ seed: 'n', options: { cliche: 'fighter', name: '**@everyone**' } });
    const title = rogueBoard.board(sessionFor(state)).embeds[0]!.title!;
    expect(title).not.toContain('@everyone');
    expect(title).toContain('\\*\\*');
  });

  it('fits Discord limits with everything at once: full inventory, all pumps, long log', () => {
    const all = (suit: string, count: number) =>
      Object.fromEntries(
        ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K'].map((rank, i) => [`${rank}${suit}`, count + i]),
      );
    const base = fighting(19, 'KnS', { cliche: 'fire-mage' });
    const state = patch(base, {
      name: 'W'.repeat(32),
      dice: 6,
      maxDice: 6,
      clarity: true,
      gift: true,
      armour: 3,
      amulet: 'M7',
      rings: ['M15', 'M17'],
      special: 'M0',
      effects: { ...base.effects, haste: true, levitating: true, invisible: true },
      inventory: { potion: all('C', 1), scroll: all('P', 1), wand: all('W', 3) },
      known: { potion: { AC: 1, KC: 13 }, scroll: { AP: 12 }, wand: { AW: 8 } },
      story: Array.from({ length: 80 }, (_, i) => `Line ${i} of a long story about a very long run.`),
      rolls: Array.from({ length: 20 }, () => ({
        label: 'Round 9: you (6 cliché +3 robe +3 Jester’s Cap)',
        dice: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
        text: '72 → **72**',
      })),
    });
    const board = rogueBoard.board(
      sessionFor(
        state,
        99,
        Array.from({ length: 5 }, () => 'x'.repeat(300)),
      ),
    );
    expect(limitViolations(board)).toEqual([]);
    expect(offered(board, 99)).toHaveLength(rogue.legalActions(state).length);
    expect(board.components).toHaveLength(5);
    const identify = patch(state, { pending: { kind: 'identify' }, known: { potion: {}, scroll: {}, wand: {} } });
    expect(limitViolations(expectExactly(identify))).toEqual([]);
    expect(limitViolations(rogueBoard.board(sessionFor(patch(state, { end: { won: false, text: 'Slain.' } }))))).toEqual([]);
  });

  it('fits Discord limits and offers exactly the legal actions on every board of 90 seeded playouts', () => {
    let boards = 0;
    const check = (state: RogueState, actions: RogueAction[]) => {
      const board = rogueBoard.board(sessionFor(state, boards, ['A log line of medium length for the board.']));
      expect(limitViolations(board)).toEqual([]);
      const sent = offered(board, boards);
      expect(sent).toHaveLength(actions.length);
      expect(sent).toEqual(expect.arrayContaining(actions));
      boards++;
    };
    for (let game = 0; game < 70; game++) playout(game, check);
    for (let game = 0; game < 20; game++) playout(game, check, veteran(game));
    console.log(`${boards} boards checked`);
    expect(boards).toBeGreaterThan(2000);
  });

  it('has a rules summary that fits an embed', () => {
    expectSummarySays(rogueBoard.summary(), [
      '/rogue start <cliche>',
      '/rogue daily <cliche>',
      '**1 die** and **5 extra shots**. Kills 10, 30, 60, 100 and 150 each add a die (up to 6)',
      'Each level is **25 cards**; level 20 has **26**, The World shuffled in.',
      'After a losing or tied roll spend **extra shots**',
      'The **Amulet of Strength** lets a fighter pump and win ties.',
      '**Go down** after 16 cards',
    ]);
  });

  it('gives each kind of item a menu of its own when the items held are more than a menu takes', () => {
    let state = fighting(1, '8S');
    for (const card of ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'PC', 'KnC', 'QC', 'KC'])
      state = holding(state, 'potion', card, 1);
    for (const card of ['AP', '2P', '3P', '4P', '5P', '6P', '7P', '8P', '9P', '10P', 'PP', 'KnP'])
      state = holding(state, 'scroll', card, 1);
    const board = expectExactly(state);
    expect(menusOf(board).map((m) => [m.placeholder, m.options.length])).toEqual([
      ['🧪 Drink a potion…', 14],
      ['📜 Read a scroll…', 12],
    ]);
  });
});
