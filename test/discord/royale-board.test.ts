import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeAction, decodeComponentId } from '../../src/discord/custom-id.js';
import { royaleUi } from '../../src/discord/games/royale-ui.js';
import { limitViolations } from '../../src/discord/render/limits.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { royale, type RoyaleState } from '../../src/games/royale/index.js';
import { deal, play, SAM } from '../games/royale/helpers.js';
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
      const doublePump = (['S', 'C', 'D', 'H', null] as const)[game % 5]!;
      let state = royale.setup({ seed: `board-${game}`, options: { name: 'N'.repeat(40), points: { S: 2, C: 2, D: 3, H: 3 }, easy: false, harder: game % 3, anyGoal: game % 4 === 0, pumping: game % 2 === 0, doublePump } });
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

  it('marks the goal\'s face-up opponents on the map, with a legend whose symbols are not its separators', () => {
    // Goal 1, all Wizards: Snotty (JS) on cell 1 is face up, John Wayne (KC) on cell 2 too; the player stands on cell 0, cleared.
    const base = deal([['5C', 'AC', '6C'], ['5D', 'JS', '6D'], ['5H', 'KC', '6H']]);
    const state: RoyaleState = { ...base, phase: 'move', position: 0, cells: base.cells.map((c, i) => (i === 0 ? { ...c, state: 'cleared' as const } : i === 1 || i === 2 ? { ...c, state: 'opponent' as const } : c)) };
    const board = royaleUi.board(session(state, 5));
    const labels = board.components[0]!.components.map((c) => ('label' in c ? c.label : ''));
    expect(labels).toEqual(['★', 'J♠⚑', 'K♣', '?']);
    expect(board.embeds[0]!.description).toContain('Map: ★ you · ✓ cleared · ? face down · ⚑ counts for your goal');
  });

  it('says that a pile you retreat onto is not faced and stays face down', () => {
    const state: RoyaleState = { ...play(deal([]), { type: 'start', cell: 0 }), phase: 'retreat', battle: null };
    expect(royaleUi.board(session(state, 3)).embeds[0]!.description).toMatch(/^Retreat to an adjacent space that is not cleared\. You do not face it \(a face-down pile stays face down\)/);
    expect(JSON.stringify(royaleUi.rules())).toContain('you do not face it (a face-down pile stays face down)');
  });

  it('offers pumped fights in a menu, names the Double Pumps cliché, and shows the pump in the rolls', () => {
    const state = play(deal([['3S', 'KD', '9D']], [6, 6, 6, 6, 6, 6, 1, 1, 1, 1], { ...SAM, pumping: true, doublePump: 'C' }), { type: 'start', cell: 0 });
    const board = royaleUi.board(session(state, 1));
    const menu = board.components.flatMap((row) => row.components).find((c) => c.type === ComponentType.StringSelect && c.custom_id.endsWith(':menu&menu=pump'));
    expect(menu && 'options' in menu ? menu.options.map((o) => o.label) : []).toEqual([
      'Fighting: pump 1, roll 6 dice, lose 1 after', 'Fighting: pump 2, roll 8 dice, lose 2 after', 'Fighting: pump 3, roll 10 dice, lose 3 after', 'Fighting: pump 4, roll 12 dice, lose 4 after',
      'Thievery: pump 1, roll 4 dice, lose 1 after', 'Thievery: pump 2, roll 5 dice, lose 2 after', 'Thievery: pump 3, roll 6 dice, lose 3 after',
    ]);
    expect(board.embeds[0]!.fields!.find((f) => f.name === "Sam's clichés")!.value).toBe(
      'Wizardry 1 · [Fighting] 4 · Thievery 3 · Cleric-Type-Stuff 2\nPumping: a die pumped adds a die to a roll and is lost after it.\n[Fighting] double-pumps: two dice for each die pumped.',
    );
    expect(board.embeds[0]!.footer!.text).toBe('Seed royale-test · pumping · double pumps (Fighting) · move 1');
    const pumped = royale.apply(state, { type: 'fight', cliche: 'C', pump: 1 });
    if (!pumped.ok) throw new Error(pumped.message);
    expect(royaleUi.board(session(pumped.state, 2)).embeds[0]!.fields!.find((f) => f.name === 'Last rolls')!.value).toMatch(/^You \(pumped 1\): ⚅⚅⚅⚅⚅⚅ = \*\*36\*\*/);
  });

  it('says why an opponent cannot be escaped', () => {
    // Goal 1, all Wizards: Snotty (JS) on cell 1, his guard already beaten.
    const base = deal([['5C', 'AC', '6C'], ['5D', 'JS', '6D']]);
    const state = play({ ...base, phase: 'move', position: 0, cells: base.cells.map((c, i) => (i === 1 ? { ...c, state: 'opponent' as const } : c)) }, { type: 'move', cell: 1 });
    expect(royaleUi.board(session(state, 2)).embeds[0]!.fields!.find((f) => f.name.startsWith('Battle:'))!.value).toContain('He counts for your goal: you cannot escape him.');
  });

  it('follows the options of the channel\'s run in /rules, and lists every option in a line', () => {
    const general = royaleUi.rules();
    expect(general.fields!.find((f) => f.name.startsWith('Options of'))!.value.split('\n')).toHaveLength(5);
    expect(general.fields!.some((f) => f.name === 'Pumping')).toBe(false);
    const run = royaleUi.rules({ ...SAM, easy: true, points: { S: 3, C: 3, D: 3, H: 3 }, anyGoal: true, doublePump: 'S' });
    expect(run.description).toContain("This run plays goal 12: achieve any one of the eleven goals. This channel's run plays: easy, goal 12, double pumps (Wizardry) (unranked).");
    expect(run.fields!.find((f) => f.name === 'Your character')!.value).toContain('12 in all');
    expect(run.fields!.find((f) => f.name === 'Pumping')!.value).toMatch(/^Wizardry only: two dice per die pumped\./);
    expect(royaleUi.rules(SAM).description).toContain("This channel's run plays the standard rules.");
    for (const embed of [general, run]) expect(limitViolations({ embeds: [embed], components: [] })).toEqual([]);
  });
});
