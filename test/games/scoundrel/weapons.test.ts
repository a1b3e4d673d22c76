import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { deal, face, hit, offers, play, refusal, view } from './helpers.js';

describe('Scoundrel: weapons', () => {
  it('are binding: facing a Diamond equips it; there is no way to take it without equipping', () => {
    const state = deal(['5D', '9S', '2H', '3C']);
    const weaponActions = scoundrel.legalActions(state).filter((a) => a.type === 'face' && a.card === '5D');
    expect(weaponActions).toEqual([face('5D')]);
    const after = play(state, face('5D'));
    expect(view(after).weapon).toBe('5D');
    expect(view(after).slain).toEqual([]);
  });

  it('discards the previous weapon and every monster on it when a new one is equipped', () => {
    const state = play(deal(['5D', '4S', '3C', '7D']), face('5D'), hit('4S'), hit('3C'));
    expect(view(state).slain).toEqual(['4S', '3C']);
    const discardBefore = view(state).discard;
    const after = play(state, face('7D'));
    expect(view(after).weapon).toBe('7D');
    expect(view(after).slain).toEqual([]);
    expect(view(after).weaponLimit).toBeNull();
    expect(view(after).discard).toBe(discardBefore + 3);
    expect(after.discard).toEqual(expect.arrayContaining(['5D', '4S', '3C']));
  });

  it('with a 5 against a 3 Monster: no damage (rulebook example)', () => {
    const state = play(deal(['5D', '3S']), face('5D'), hit('3S'));
    expect(view(state).health).toBe(20);
    expect(view(state).slain).toEqual(['3S']);
  });

  it('with a 5 against a Jack: 6 damage (rulebook example, 11 - 5)', () => {
    const state = play(deal(['5D', 'JS']), face('5D'), hit('JS'));
    expect(view(state).health).toBe(14);
    expect(view(state).slain).toEqual(['JS']);
  });

  it('never heals: a weapon stronger than the monster takes the damage to 0, not below', () => {
    const state = play(deal(['AS', '10D', '2C']), face('AS'), face('10D'), hit('2C'));
    expect(view(state).health).toBe(6);
  });

  it('a fresh weapon hits anything, even an Ace', () => {
    const state = play(deal(['2D', 'AS']), face('2D'));
    expect(view(state).weaponLimit).toBeNull();
    expect(offers(state, hit('AS'))).toBe(true);
    expect(view(play(state, hit('AS'))).health).toBe(20 - 12);
  });

  it('lenient (default): after slaying a Queen, a 6 may be hit (rulebook example)', () => {
    const state = play(deal(['5D', 'QS', '6C']), face('5D'), hit('QS'));
    expect(view(state).weaponRule).toBe('lenient');
    expect(view(state).weaponLimit).toBe(12);
    expect(offers(state, hit('6C'))).toBe(true);
    const after = play(state, hit('6C'));
    expect(view(after).health).toBe(20 - 7 - 1);
    expect(view(after).slain).toEqual(['QS', '6C']);
  });

  it('after slaying a 6, a Queen may not be hit: refused with the weapon, offered only barehanded (rulebook example)', () => {
    const state = play(deal(['5D', '6C', 'QS']), face('5D'), hit('6C'));
    expect(view(state).health).toBe(19);
    const before = structuredClone(state);
    const no = refusal(state, hit('QS'));
    expect(no.code).toBe('weapon-too-weak');
    expect(no.message).not.toBe('');
    expect(state).toEqual(before);
    expect(offers(state, hit('QS'))).toBe(false);
    expect(offers(state, face('QS'))).toBe(true);
    expect(view(state).weaponTargets).not.toContain('QS');
    const after = play(state, face('QS'));
    expect(view(after).health).toBe(19 - 12);
    // The weapon is not discarded: it keeps its chain and still hits weaker monsters.
    expect(view(after).weapon).toBe('5D');
    expect(view(after).slain).toEqual(['6C']);
  });

  it('keeps a weapon that was refused, still usable against a weaker monster', () => {
    const state = play(deal(['5D', '6C', 'QS', '8S', '4S']), face('5D'), hit('6C'), face('QS'));
    // New turn: room 8S 4S ... ; the 5 of Diamonds last slew a 6.
    expect(offers(state, hit('8S'))).toBe(false);
    expect(view(play(state, hit('4S'))).slain).toEqual(['6C', '4S']);
  });

  it('compares with the last monster slain: a chain Q, 6 refuses an 8 afterwards', () => {
    const state = play(deal(['5D', 'QS', '6C', '8S']), face('5D'), hit('QS'), hit('6C'));
    expect(refusal(state, hit('8S')).code).toBe('weapon-too-weak');
  });

  it('lenient: a monster of equal value to the last one slain may be hit ("less than equal")', () => {
    const state = play(deal(['5D', '6C', '6S']), face('5D'), hit('6C'));
    expect(offers(state, hit('6S'))).toBe(true);
    expect(view(play(state, hit('6S'))).slain).toEqual(['6C', '6S']);
  });

  it('strict: a monster of equal value may not be hit, a weaker one may', () => {
    const state = play(deal(['5D', '6C', '6S', '5S'], { weaponRule: 'strict' }), face('5D'), hit('6C'));
    expect(view(state).weaponRule).toBe('strict');
    expect(view(state).weaponLimit).toBe(5);
    expect(offers(state, hit('6S'))).toBe(false);
    expect(refusal(state, hit('6S')).code).toBe('weapon-too-weak');
    expect(offers(state, hit('5S'))).toBe(true);
    expect(view(play(state, hit('5S'))).slain).toEqual(['6C', '5S']);
  });

  it('strict: a fresh weapon still hits anything', () => {
    const state = play(deal(['3D', 'KC'], { weaponRule: 'strict' }), face('3D'));
    expect(view(play(state, hit('KC'))).health).toBe(10);
  });

  it('a new weapon starts a new chain: after a 5 slew a 6, a fresh 7 hits a Queen', () => {
    const state = play(deal(['5D', '6C', '7D', 'QS']), face('5D'), hit('6C'), face('7D'));
    expect(offers(state, hit('QS'))).toBe(true);
    expect(view(play(state, hit('QS'))).health).toBe(20 - 1 - 5);
  });

  it('barehanded takes the full value even with a weapon equipped; the monster goes to the discard, not the weapon', () => {
    const state = play(deal(['5D', 'JS']), face('5D'));
    const discard = view(state).discard;
    const after = play(state, face('JS'));
    expect(view(after).health).toBe(9);
    expect(view(after).slain).toEqual([]);
    expect(view(after).weaponLimit).toBeNull();
    expect(view(after).discard).toBe(discard + 1);
  });

  it('refuses weapon: true when no weapon is equipped, and never offers it', () => {
    const state = deal(['JS', '2H', '3H', '4H']);
    expect(scoundrel.legalActions(state).some((a) => a.type === 'face' && a.weapon === true)).toBe(false);
    const before = structuredClone(state);
    expect(refusal(state, hit('JS')).code).toBe('no-weapon');
    expect(state).toEqual(before);
  });

  it('ignores weapon: true on a weapon or a potion: they work as normal', () => {
    const state = play(deal(['AS', '5D', '5H']), face('AS'), hit('5D'), hit('5H'));
    expect(view(state).weapon).toBe('5D');
    expect(view(state).slain).toEqual([]);
    expect(view(state).health).toBe(6 + 5);
  });
});
