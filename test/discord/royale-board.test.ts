import { ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeAction, decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { royaleBoard } from '../../src/discord/games/royale/board.js';
import { royaleCommand } from '../../src/discord/games/royale/command.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { chooser } from '../../src/engine/chooser.js';
import { percentText } from '../../src/engine/dice-odds.js';
import { fightOdds } from '../../src/games/royale/fight-odds.js';
import { type RoyaleAction, type RoyaleOptions, type RoyaleState, type RoyaleView, royale } from '../../src/games/royale/index.js';
import { TABLES } from '../../src/games/royale/tables.js';
import type { Session } from '../../src/sessions/session.js';
import { LAST_WIZARD_IN_THE_CORNER, onCellFive, SNOTTY_IN_THE_CORNER, walled } from '../games/royale/corners.js';
import { deal, facingJohnWayne, play, SAM, withCells, YETI } from '../games/royale/helpers.js';
import { limitViolations } from '../helpers/limits.js';
import { boardScene } from '../helpers/pictures.js';
import { sessionOf } from '../helpers/session.js';

function session(state: RoyaleState, version: number): Session<RoyaleState> {
  return sessionOf('royale', state, { id: 'ry1', ownerName: 'Sam', version, log: ['A long event line that goes on and on. '.repeat(6)] });
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

/** Every enabled choice of a board: its action, its words, and its style (null for a select option). */
interface Choice {
  action: unknown;
  label: string;
  style: ButtonStyle | null;
}
function choices(board: MessagePayload): Choice[] {
  return board.components.flatMap((row) =>
    row.components.flatMap((c): Choice[] => {
      if (c.type === ComponentType.Button && 'custom_id' in c)
        return c.disabled ? [] : [{ action: decodeComponentId(c.custom_id)!.action, label: c.label ?? '', style: c.style }];
      if (c.type === ComponentType.StringSelect)
        return c.options.map((o) => ({ action: decodeAction(o.value), label: o.label, style: null }));
      return [];
    }),
  );
}

/** The board's buttons as [label, style]. */
const buttons = (state: RoyaleState) =>
  choices(royaleBoard.board(session(state, 3)))
    .filter((c) => c.style !== null)
    .map((c) => [c.label, c.style]);
/** The board's select menus: each option as [label, description]. */
const menus = (state: RoyaleState) =>
  royaleBoard
    .board(session(state, 3))
    .components.flatMap((row) =>
      row.components.flatMap((c) =>
        c.type === ComponentType.StringSelect ? [c.options.map((o) => [o.label, o.description ?? null])] : [],
      ),
    );

describe('Discord: the Risus Royale board', () => {
  it('draws the map as a 4x4 grid of buttons, only legal moves enabled', () => {
    const state = royale.setup({
      seed: 'grid',
      options: { name: 'Errol **Flynn** @everyone', points: { S: 1, C: 4, D: 3, H: 2 }, easy: false, harder: 0 },
    });
    const board = royaleBoard.board(session(state, 0));
    expect(board.components).toHaveLength(4);
    expect(board.components.every((row) => row.components.length === 4)).toBe(true);
    expect(offered(board)).toHaveLength(12);
    expect(JSON.stringify(board.embeds)).not.toContain('@everyone');
  });

  it('fits Discord limits on every board of 8 seeded runs and offers exactly the legal actions', () => {
    const hints = new Set<string>();
    for (let game = 0; game < 8; game++) {
      const doublePump = (['S', 'C', 'D', 'H', null] as const)[game % 5]!;
      let state = royale.setup({
        seed: `board-${game}`,
        options: {
          name: 'N'.repeat(40),
          points: { S: 2, C: 2, D: 3, H: 3 },
          easy: false,
          harder: game % 3,
          anyGoal: game % 4 === 0,
          pumping: game % 2 === 0,
          doublePump,
        },
      });
      const pick = chooser(game + 3);
      for (let version = 0; ; version++) {
        const board = royaleBoard.board(session(state, version));
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
    expect(hints).toEqual(
      new Set([
        'Pick a cliché to fight with.',
        'Declare items before the first round.',
        'You may escape before the first round.',
        'Declare items or escape before the first round.',
      ]),
    );
  });

  it(
    'on every board of 6 seeded runs, a move that loses the run for ' +
      'certain says so (☠, "the run is lost") and is red; no other says it',
    () => {
      let fatalChoices = 0;
      for (let game = 0; game < 6; game++) {
        let state = royale.setup({ seed: `fatal-${game}`, options: { ...SAM, pumping: game % 2 === 0, harder: game % 3 } });
        const pick = chooser(game + 5);
        for (let version = 0; royale.legalActions(state).length > 0; version++) {
          for (const choice of choices(royaleBoard.board(session(state, version)))) {
            const fatal = royale.fatal!(state, choice.action as RoyaleAction);
            expect([choice.label, /☠|the run is lost/.test(choice.label)]).toEqual([choice.label, fatal]);
            expect([choice.label, fatal && choice.style !== null ? choice.style : 'not a fatal button']).toEqual([
              choice.label,
              fatal && choice.style !== null ? ButtonStyle.Danger : 'not a fatal button',
            ]);
            fatalChoices += fatal ? 1 : 0;
          }
          state = play(state, royale.legalActions(state)[pick(royale.legalActions(state).length)]!);
        }
      }
      expect(fatalChoices).toBeGreaterThan(10);
    },
  );

  it("marks the goal's face-up opponents on the map, with a legend whose symbols are not its separators", () => {
    // Goal 1, all Wizards: Snotty (JS) on cell 1 is face up, John Wayne (KC) on cell 2 too; the player stands on cell 0, cleared.
    const base = deal([
      ['5C', 'AC', '6C'],
      ['5D', 'JS', '6D'],
      ['5H', 'KC', '6H'],
    ]);
    const state: RoyaleState = { ...withCells(base, { 0: 'cleared', 1: 'opponent', 2: 'opponent' }), phase: 'move', position: 0 };
    const board = royaleBoard.board(session(state, 5));
    const labels = board.components[0]!.components.map((c) => ('label' in c ? c.label : ''));
    expect(labels).toEqual(['★ You · ✓ cleared', 'J♠ opponent ⚑', 'K♣ opponent', 'Face down']);
    expect(board.embeds[0]!.description).toContain('⚑ marks a face-up opponent your goal counts.');
  });

  it('says on each map button what its pile is as far as the player knows it, so the map plays without the picture', () => {
    const labels = (state: RoyaleState) =>
      royaleBoard.board(session(state, 1)).components.flatMap((row) => row.components.map((c) => ('label' in c ? (c.label ?? '') : '')));
    const start = deal([]);
    expect(new Set(labels(start))).toEqual(new Set(['Face down']));
    // The Yeti (9♦) is face up on cell 0 and Snotty (J♠, a Wizard: goal 1) on cell 1; the player stands on cell 5, cleared.
    const base = deal([YETI, ['5D', 'JS', '6D']]);
    const guarded: RoyaleState = { ...withCells(base, { 0: 'guard', 1: 'opponent', 5: 'cleared' }), phase: 'move', position: 5 };
    expect(labels(guarded).slice(0, 6)).toEqual([
      '9♦ creature',
      'J♠ opponent ⚑',
      'Face down',
      'Face down',
      'Face down',
      '★ You · ✓ cleared',
    ]);
    expect(labels(guarded).every((label) => label !== '?' && label.length > 3)).toBe(true);
    const left: RoyaleState = { ...withCells(guarded, { 6: 'cleared' }), position: 6 };
    expect(labels(left)[5]).toBe('✓ Cleared');
  });

  it('with the picture, which draws the map, offers the moves alone, each named by its direction from the player', () => {
    const base = deal([YETI, ['5D', 'JS', '6D']]);
    const guarded: RoyaleState = { ...withCells(base, { 0: 'guard', 1: 'opponent', 5: 'cleared' }), phase: 'move', position: 5 };
    const rows = royaleBoard.board(session(guarded, 1), { pictures: true }).components;
    const labels = rows.flatMap((row) => row.components.map((c) => ('label' in c ? (c.label ?? '') : '')));
    // Cell 5 (row 2, column 2) has eight neighbours: the moves open from it, and no button for a space out of reach.
    expect(labels).toEqual([
      '↖ 9♦ creature',
      '↑ J♠ opponent ⚑',
      '↗ Face down',
      '← Face down',
      '→ Face down',
      '↙ Face down',
      '↓ Face down',
      '↘ Face down',
    ]);
    expect(rows.map((row) => row.components.length)).toEqual([5, 3]);
  });

  it('says that a pile you retreat onto is not faced and stays face down', () => {
    const state: RoyaleState = { ...play(deal([]), { type: 'start', cell: 0 }), phase: 'retreat', battle: null };
    expect(royaleBoard.board(session(state, 3)).embeds[0]!.description).toMatch(
      /^Retreat to an adjacent space that is not cleared\. You do not face it \(a face-down pile stays face down\)/,
    );
    expect(JSON.stringify(royaleBoard.summary())).toContain('you do not face it (a face-down pile stays face down)');
  });

  it('offers pumped fights in a menu, names the Double Pumps cliché, and shows the pump in the rolls', () => {
    const state = play(deal([['3S', 'KD', '9D']], [6, 6, 6, 6, 6, 6, 1, 1, 1, 1], { ...SAM, pumping: true, doublePump: 'C' }), {
      type: 'start',
      cell: 0,
    });
    const board = royaleBoard.board(session(state, 1));
    const menu = board.components
      .flatMap((row) => row.components)
      .find((c) => c.type === ComponentType.StringSelect && c.custom_id.endsWith(':menu&menu=pump'));
    expect(menu && 'options' in menu ? menu.options.map((o) => [o.label, o.description]) : []).toEqual([
      ['Fighting, pump 1: 6d vs 4d · 88%', 'Costs 1 die of Fighting after the roll, win or lose (2 dice for 1 die: double pumps)'],
      ['Fighting, pump 2: 8d vs 4d · 99%', 'Costs 2 dice of Fighting after the roll, win or lose (4 dice for 2 dice: double pumps)'],
      [
        'Fighting, pump 3: 10d vs 4d · >99% (a lost round loses the battle)',
        'Costs 3 dice of Fighting after the roll, win or lose (6 dice for 3 dice: double pumps)',
      ],
      [
        'Fighting, pump 4: 12d vs 4d · >99% (beaten either way)',
        'Costs 4 dice of Fighting after the roll, win or lose (8 dice for 4 dice: double pumps)',
      ],
      ['Thievery, pump 1: 4d vs 5d · 22%', 'Costs 1 die of Thievery after the roll, win or lose'],
      ['Thievery, pump 2: 5d vs 5d · 46% (a lost round loses the battle)', 'Costs 2 dice of Thievery after the roll, win or lose'],
      ['Thievery, pump 3: 6d vs 5d · 70% (beaten either way)', 'Costs 3 dice of Thievery after the roll, win or lose'],
    ]);
    expect(menu && 'options' in menu ? menu.options.map((o) => o.label).join('\n') : '').not.toMatch(/[*_`~|]/);
    expect(buttons(state)).toEqual([
      ['Fighting 4d vs 4d · 46%', ButtonStyle.Secondary],
      ['Thievery 3d vs 5d · 6%', ButtonStyle.Secondary],
    ]);
    expect(board.embeds[0]!.fields!.find((f) => f.name === "Sam's clichés")!.value).toBe(
      'Wizardry 1 · [Fighting] 4 · Thievery 3 · Cleric 2\nPumping: a die pumped adds a die to ' +
        'a roll and is lost after it.\n[Fighting] double-pumps: two dice for each die pumped.',
    );
    expect(board.embeds[0]!.footer!.text).toBe('Seed royale-test · pumping · double pumps (Fighting) · move 1');
    const pumped = royale.apply(state, { type: 'fight', cliche: 'C', pump: 1 });
    if (!pumped.ok) throw new Error(pumped.message);
    expect(royaleBoard.board(session(pumped.state, 2)).embeds[0]!.fields!.find((f) => f.name === 'Last rolls')!.value).toMatch(
      /^You \(pumped 1\): ⚅⚅⚅⚅⚅⚅ = \*\*36\*\*/,
    );
  });

  it('says why an opponent cannot be escaped', () => {
    // Goal 1, all Wizards: Snotty (JS) on cell 1, his guard already beaten.
    const base = deal([
      ['5C', 'AC', '6C'],
      ['5D', 'JS', '6D'],
    ]);
    const state = play({ ...withCells(base, { 1: 'opponent' }), phase: 'move', position: 0 }, { type: 'move', cell: 1 });
    expect(royaleBoard.board(session(state, 2)).embeds[0]!.fields!.find((f) => f.name.startsWith('Battle:'))!.value).toContain(
      'He counts for your goal: you cannot escape him.',
    );
  });

  it("follows the options of the channel's run in /rules, and lists every option in a line", () => {
    const general = royaleBoard.summary();
    expect(general.fields!.find((f) => f.name.startsWith('Options of'))!.value.split('\n')).toHaveLength(5);
    expect(general.fields!.some((f) => f.name === 'Pumping')).toBe(false);
    const run = royaleBoard.summary({ ...SAM, easy: true, points: { S: 3, C: 3, D: 3, H: 3 }, anyGoal: true, doublePump: 'S' });
    expect(run.description).toContain(
      'This run plays goal 12: achieve any one of the eleven goals. This ' +
        "channel's run plays: easy, goal 12, double pumps (Wizardry) (unranked).",
    );
    expect(run.fields!.find((f) => f.name === 'Your character')!.value).toContain('12 in all');
    expect(run.fields!.find((f) => f.name === 'Pumping')!.value).toMatch(/^Wizardry only: two dice per die pumped\./);
    expect(royaleBoard.summary(SAM).description).toContain("This channel's run plays the standard rules.");
    for (const embed of [general, run]) expect(limitViolations({ embeds: [embed], components: [] })).toEqual([]);
  });
  it('shows the exact chance to win the round on a fight button: Wizardry 4d vs 3d, 23105/31104', () => {
    const merlin: RoyaleOptions = { name: 'Merlin', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 };
    const centaur = play(deal([['3C', 'QH', '5S']], [], merlin), { type: 'start', cell: 0 });
    expect(buttons(centaur)).toEqual([
      ['Wizardry 4d vs 3d · 74%', ButtonStyle.Secondary],
      ['Cleric 1d vs 2d · 9% (a lost round loses the battle)', ButtonStyle.Danger],
    ]);
    const odds = fightOdds(centaur, 'S')!;
    expect(odds.chance).toEqual({ num: 23105n, den: 31104n });
    expect(buttons(centaur)[0]![0]).toBe(`Wizardry 4d vs 3d · ${percentText(odds.chance)}`);
  });

  it("calls each cliché by one name: the command's option, the board, the buttons, the rules and the picture", () => {
    const start = royaleCommand.data.toJSON().options?.find((o) => o.name === 'start');
    const points = (start && 'options' in start ? (start.options ?? []) : []).slice(0, 4).map((o) => o.name);
    const names = (['S', 'C', 'D', 'H'] as const).map((suit) => TABLES.clicheNames[suit]);
    expect(names.map((name) => name.toLowerCase())).toEqual(points);
    const centaur = play(deal([['3C', 'QH', '5S']]), { type: 'start', cell: 0 });
    const board = royaleBoard.board(session(centaur, 1));
    expect(board.embeds[0]!.fields!.find((f) => f.name === "Sam's clichés")!.value).toBe(
      names.map((name, i) => `${name} ${[1, 4, 3, 2][i]}`).join(' · '),
    );
    expect(buttons(centaur).map(([label]) => String(label).split(' ')[0])).toEqual(['Wizardry', 'Cleric']);
    expect(royaleBoard.summary().fields!.find((f) => f.name === 'Your character')!.value).toContain(
      names.map((name, i) => `${name} ${'♠♣♦♥'[i]}`).join(', '),
    );
    expect(boardScene('royale', royale.view(centaur) as RoyaleView).alt).toContain('Cleric 2 of 2');
  });

  it("says an escape's odds, and each item's effect and ability roll; the X and W items and the escape coloured by risk", () => {
    // John Wayne (KC, Human Fighter 3) waits on cell 0; Sam holds the Lucky Penny (X), the Hand Grenade (W), the Helm (Minus) and the Mace
    // (Plus).
    const state = facingJohnWayne(['9C', '10C', '6C', '5C']);
    expect(buttons(state)).toEqual([
      ['Try to escape (4d vs 3d · 74%)', ButtonStyle.Success],
      ['Fighting 4d vs 3d · 74%', ButtonStyle.Secondary],
      ['Use the Lucky Penny (ignores its best Fighting die; 9+ on 4d · 95%)', ButtonStyle.Secondary],
      ['Use the Hand Grenade (wins the battle; 10+ on 4d · 90%)', ButtonStyle.Success],
    ]);
    expect(menus(state)).toEqual([
      [
        ['Helm (−1 enemy die in Fighting; 6+ on 4d · >99%)', null],
        ['Mace (+1 die in Fighting; 5+ on 4d · >99%)', null],
      ],
    ]);
    const griffon = play({ ...deal([['4H', 'KS', '7S']]), treasures: ['7H'] }, { type: 'start', cell: 0 });
    expect(buttons(griffon)[0]).toEqual(['Declare the Vestments (+1 die in Cleric; 7+ on 2d · 58%)', ButtonStyle.Secondary]);
  });

  it('says so in red when a move loses the run for certain, in a battle', () => {
    const cornered = walled(play(deal([YETI], [], { ...SAM, pumping: true }), { type: 'start', cell: 0 }));
    expect(menus(cornered)[0]!.map(([label]) => label)).toEqual([
      'Fighting, pump 1: 5d vs 4d · 72%',
      'Fighting, pump 2: 6d vs 4d · 88%',
      'Fighting, pump 3: 7d vs 4d · 96% (a lost round ends the run)',
      'Fighting, pump 4: 8d vs 4d · 99% (beaten either way: the run is lost)',
      'Thievery, pump 1: 4d vs 5d · 22%',
      'Thievery, pump 2: 5d vs 5d · 46% (a lost round ends the run)',
      'Thievery, pump 3: 6d vs 5d · 70% (beaten either way: the run is lost)',
    ]);
    // Sam at 1 Fighting die against Belarus at 1, nowhere to go: beaten, or the space cleared with nowhere to go on to.
    const base = walled(play(deal([YETI]), { type: 'start', cell: 0 }));
    const last: RoyaleState = {
      ...withCells(base, { 0: 'opponent' }),
      wounds: { ...base.wounds, C: 3 },
      battle: { ...base.battle!, enemy: 'opponent', enemyDice: { C: 1 }, round: 1 },
    };
    expect(buttons(last)).toEqual([['Fighting 1d vs 1d · 42% (win or lose, the run is lost)', ButtonStyle.Danger]]);
    // No dice left to fight with; the Plastique needs 10 on no dice: it fails, and nothing is left.
    const spent: RoyaleState = {
      ...base,
      treasures: ['10D'],
      wounds: { ...base.wounds, C: 4, D: 3 },
      battle: { ...base.battle!, round: 2 },
    };
    expect(buttons(spent)).toEqual([['Use the Plastique (10+ on 0d · 0%; beaten either way: the run is lost)', ButtonStyle.Danger]]);
  });

  it('marks on the map a move that cuts off the goal (☠) and a dead end (⚠), in red, and explains the marks', () => {
    // Goal 1, all Wizards. Sam on cell 5, with 1 and 4 cleared: cell 0 is reached only through 5.
    const state = onCellFive(deal(SNOTTY_IN_THE_CORNER));
    const grid = (s: RoyaleState) => choices(royaleBoard.board(session(s, 3))).map((c) => [c.label, c.style]);
    // Snotty is face down on cell 0: only the dead end into his corner shows as lost (it cuts off the other Wizards); the rest is not told.
    expect(grid(state)).toEqual([
      ['Face down ☠ cuts off your goal', ButtonStyle.Danger],
      ...Array.from({ length: 5 }, () => ['Face down', ButtonStyle.Primary]),
    ]);
    const description = royaleBoard.board(session(state, 3)).embeds[0]!.description!;
    expect(description).toBe(
      'Move to an adjacent space that is not cleared.\n☠ cuts off your goal: from there your goal can ' +
        'no longer be met (an opponent it needs is out of reach), and the run is lost at once.\nTurn 7',
    );
    // Face up, every way out cuts him off.
    const shown = withCells(state, { 0: 'opponent' });
    expect(grid(shown).map(([label, style]) => [/☠ cuts off your goal$/.test(String(label)), style])).toEqual(
      grid(shown).map(() => [true, ButtonStyle.Danger]),
    );
    // A dead end whose space may still meet the goal: the last Wizard, face down in the corner.
    const deadEnd = onCellFive(deal(LAST_WIZARD_IN_THE_CORNER));
    expect(grid(deadEnd)[0]).toEqual(['Face down ⚠ dead end', ButtonStyle.Danger]);
    expect(royaleBoard.board(session(deadEnd, 3)).embeds[0]!.description).toContain(
      '\n⚠ dead end: no uncleared space beyond it. Beaten there or clearing it, you ' +
        'cannot move on: the run ends there unless clearing it meets your goal.\n',
    );
  });

  it("keeps the game's name in the game-over title", () => {
    const lost: RoyaleState = {
      ...play(deal([]), { type: 'start', cell: 0 }),
      phase: 'lost',
      battle: null,
      lostBecause: 'you are cornered, with no uncleared space to move to',
    };
    const board = royaleBoard.board(session(lost, 9));
    expect(board.embeds[0]!.title).toBe("Risus Royale · 💀 Sam's quest ends");
    expect(board.embeds[0]!.description).toBe(
      '**Score: 0**\nLost: you are cornered, with no uncleared space to move to. 0 goal opponents defeated.',
    );
    expect(royaleBoard.board(session({ ...lost, phase: 'won' }, 9)).embeds[0]!.title).toBe(
      'Risus Royale · 🏆 Sam restores order to the Kingdom of Kardz',
    );
  });
});
