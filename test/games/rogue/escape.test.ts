import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import type { RogueState } from '../../../src/games/rogue/state.js';
import { expectRefused, holding, newRun, patch, play, playAll } from './helpers.js';

/** On level 20 with the Worldstone, the escape's swords stacked with `swords` on top. */
function withWorldstone(swords: string[], fields: Partial<RogueState> = {}): RogueState {
  const run = newRun();
  return patch(run, {
    level: 20,
    deepest: 20,
    worldstone: true,
    kills: 40,
    extraShots: 0,
    swords: [...swords, ...run.swords.filter((c) => !swords.includes(c))],
    ...fields,
  });
}

describe('Rogue Risus: the escape', () => {
  it('starts with the Worldstone and faces a random Sword of level 20 first', () => {
    const escaping = play(withWorldstone(['AS']), { type: 'escape' }).state;
    expect(escaping.escape).toEqual({ level: 20 });
    expect(rogue.legalActions(escaping)).toEqual([{ type: 'draw' }]);
    expectRefused(escaping, { type: 'descend' }, 'no-descent');
    const facing = play(escaping, { type: 'draw' }).state;
    expect(facing.combat?.monster).toMatchObject({ name: 'Anubis', cliche: 11, level: 20 });
    expect(facing.swords).toHaveLength(14);
  });

  it('each monster beaten opens the level above and counts as a kill', () => {
    const run = withWorldstone(['KS'], { escape: { level: 2 }, dice: 3, maxDice: 3 });
    const facing = play(run, { type: 'draw' }).state;
    expect(facing.combat?.monster.name).toBe('Goblin War Chief');
    const beaten = playAll(facing, [6, 6, 6, 1, 1, 6, 6, 6, 1, 1], { type: 'fight' }, { type: 'fight' }).state;
    expect(beaten.escape).toEqual({ level: 1 });
    expect(beaten.kills).toBe(41);
    expect(beaten.story).toContain('Escape, level 2: beat the Goblin War Chief.');
  });

  it('monsters with "Item" still drop equipment on the way out', () => {
    const run = withWorldstone(['KS'], {
      escape: { level: 2 },
      dice: 3,
      maxDice: 3,
      majors: ['M6', ...newRun().majors.filter((c) => c !== 'M6')],
    });
    const beaten = playAll(run, [6, 6, 6, 1, 1, 6, 6, 6, 1, 1], { type: 'draw' }, { type: 'fight' }, { type: 'fight' }).state;
    expect(beaten.amulet).toBe('M6');
  });

  it('beating the level 1 monster wins the game, ranked above any run that did not escape', () => {
    const run = withWorldstone(['AS'], { escape: { level: 1 } });
    const won = playAll(run, [6, 1], { type: 'draw' }, { type: 'fight' }).state;
    const result = rogue.result(won);
    expect(result).toMatchObject({ over: true, won: true, score: 1_000_000 + 20 * 10_000 + 41 });
    expect(result.summary).toContain('Escaped the dungeon with the Worldstone and 41 kills!');
    expect(result.summary).toContain('score 1,200,041');
    expect(rogue.legalActions(won)).toEqual([]);
  });

  it('one monster of every level, from 20 down to 1, each a kill, then the game is won', () => {
    const hero = withWorldstone([], { dice: 6, maxDice: 6, weapon: 3, armour: 3, majors: [] });
    let state = play(hero, { type: 'escape' }).state;
    const faced: number[] = [];
    while (!state.end) {
      state = play(state, { type: 'draw' }).state;
      faced.push(state.combat?.monster.level ?? 0);
      while (state.combat) {
        const monsterDice = Math.max(1, state.combat.monster.dice);
        state = playAll(state, [...Array<number>(12).fill(6), ...Array<number>(monsterDice).fill(1)], { type: 'fight' }).state;
      }
    }
    expect(faced).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(state.kills).toBe(60);
    expect(rogue.result(state)).toMatchObject({ over: true, won: true });
  });

  it('a monster sent away (Teleport wand) does not pass the level: the next draw faces another', () => {
    const facing = holding(play(withWorldstone(['AS'], { escape: { level: 3 } }), { type: 'draw' }).state, 'wand', 'AW', 1, 3);
    const gone = playAll(facing, [], { type: 'aim', card: 'AW' }, { type: 'use', card: 'AW', target: 'monster' });
    expect(gone.state.combat).toBeNull();
    expect(gone.state.escape).toEqual({ level: 3 });
    expect(gone.state.kills).toBe(40);
    expect(gone.text).toContain('A monster of level 3 still bars the way out.');
    expect(play(gone.state, { type: 'draw' }).state.combat?.monster.level).toBe(3);
  });

  it('a rest is allowed before each escape fight; a failed one faces the next monster at once', () => {
    const run = withWorldstone(['AS'], { escape: { level: 5 }, dice: 1, maxDice: 3 });
    expect(rogue.legalActions(run)).toEqual([{ type: 'draw' }, { type: 'rest' }]);
    const jumped = playAll(run, [1], { type: 'rest' }).state;
    expect(jumped.combat?.monster.name).toBe('Grunt');
  });

  it('ranks deeper runs above shallower ones, then more kills', () => {
    const dead = (deepest: number, kills: number) =>
      rogue.result(patch(newRun(), { deepest, kills, end: { won: false, text: 'Slain.' } })).score ?? 0;
    expect(dead(7, 3)).toBeGreaterThan(dead(6, 99));
    expect(dead(6, 4)).toBeGreaterThan(dead(6, 3));
    expect(dead(6, 4)).toBe(60_004);
  });
});
