/**
 * Properties over complete seeded playouts: legalActions lists exactly what apply accepts, and a
 * small reference model of the rules (written here, not taken from the engine) agrees with every
 * state the engine reaches, down to the final score.
 */
import { describe, expect, it } from 'vitest';
import { chooser } from '../../../src/engine/chooser.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { AFTER_SAFE_30, ALL_CARDS, AVOID, face, hit, monsterTotal, SAFE_30, value, view } from './helpers.js';

const GAMES = 60;
const isMonster = (c: string): boolean => c.endsWith('S') || c.endsWith('C');
const isPotion = (c: string): boolean => c.endsWith('H');
const isWeapon = (c: string): boolean => c.endsWith('D');
const same = (a: ScoundrelAction, b: ScoundrelAction): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the test itself remembers of the turn, independently of the engine's bookkeeping. */
interface Model {
  faced: number;
  potionUsed: boolean;
  avoidedLast: boolean;
  lastFaced: string | null;
}

/** How a playout chooses its next action among the legal ones. */
type Policy = (state: ScoundrelState, legal: ScoundrelAction[]) => ScoundrelAction;

/** The best plan for the rest of the turn by health at its end (peeking at the dungeon; avoiding costs 1). */
function bestPlan(state: ScoundrelState): { health: number; first: ScoundrelAction | undefined } {
  let top: { health: number; first: ScoundrelAction | undefined } = { health: -Infinity, first: undefined };
  for (const action of scoundrel.legalActions(state)) {
    const outcome = scoundrel.apply(state, action);
    if (!outcome.ok) throw new Error(`legal action refused: ${outcome.message}`);
    const next = outcome.state;
    const turnOver = scoundrel.result(next).over || next.turn.faced === 0;
    const health = turnOver ? next.health - (action.type === 'avoid' ? 1 : 0) : bestPlan(next).health;
    if (health > top.health) top = { health, first: action };
  }
  return top;
}

/** Uniform random choices. */
function randomPolicy(choose: (n: number) => number): Policy {
  return (_state, legal) => legal[choose(legal.length)]!;
}

/** Mostly the best plan for the turn, one move in 8 at random: a player who wins now and then. */
function carefulPolicy(choose: (n: number) => number): Policy {
  return (state, legal) => (choose(8) === 0 ? legal[choose(legal.length)]! : bestPlan(state).first!);
}

/** Checks that the engine's state agrees with the model and the invariants of the rules. */
function checkState(state: ScoundrelState, model: Model): void {
  const v = view(state);
  const over = scoundrel.result(state).over;
  const held = [...state.dungeon, ...state.room, ...(state.weapon ? [state.weapon] : []), ...state.slain, ...state.discard];
  expect([...held].sort()).toEqual([...ALL_CARDS].sort());
  expect(v.health).toBeLessThanOrEqual(20);
  expect(v.room.length).toBeLessThanOrEqual(4);
  if (!over) expect(v.room.length).toBeGreaterThan(0);
  if (state.dungeon.length > 0 && model.faced === 0) expect(v.room.length).toBe(4);
  expect(v.dungeon).toBe(state.dungeon.length);
  expect(v.faced).toBe(model.faced);
  expect(v.potionUsed).toBe(model.potionUsed);
  expect(v.canAvoid).toBe(!over && v.room.length === 4 && model.faced === 0 && !model.avoidedLast);
  // The weapon chain: each monster no stronger (strict: weaker) than the one slain before it.
  for (let i = 1; i < v.slain.length; i++) {
    const [before, after] = [value(v.slain[i - 1]!), value(v.slain[i]!)];
    expect(v.weaponRule === 'strict' ? after < before : after <= before).toBe(true);
  }
  if (v.weapon === null) expect(v.slain).toEqual([]);
}

/** Checks that legalActions lists exactly the actions apply accepts, among every action on the room. */
function checkLegal(state: ScoundrelState): void {
  const legal = scoundrel.legalActions(state);
  for (const action of legal) expect(scoundrel.apply(state, action).ok).toBe(true);
  const lastSlain = state.slain.at(-1);
  for (const card of state.room) {
    expect(scoundrel.apply(state, face(card)).ok).toBe(true);
    expect(legal.some((a) => same(a, face(card)))).toBe(true);
    const withWeapon = scoundrel.apply(state, hit(card));
    if (isMonster(card)) {
      const mayHit =
        state.weapon !== null &&
        (lastSlain === undefined ||
          (state.options.weaponRule === 'strict' ? value(card) < value(lastSlain) : value(card) <= value(lastSlain)));
      expect(withWeapon.ok).toBe(mayHit);
      expect(legal.some((a) => same(a, hit(card)))).toBe(mayHit);
    } else {
      // weapon: true is ignored on weapons and potions: same outcome as facing it.
      expect(withWeapon).toEqual(scoundrel.apply(state, face(card)));
    }
  }
  const avoidOk = scoundrel.apply(state, AVOID).ok;
  expect(legal.some((a) => same(a, AVOID))).toBe(avoidOk);
  expect(view(state).canAvoid).toBe(avoidOk);
  const elsewhere = state.dungeon[0];
  if (elsewhere !== undefined) expect(scoundrel.apply(state, face(elsewhere)).ok).toBe(false);
  // Each legal action is listed once, and only room cards and avoid are listed.
  expect(new Set(legal.map((a) => JSON.stringify(a))).size).toBe(legal.length);
  for (const a of legal) if (a.type === 'face') expect(state.room).toContain(a.card);
}

/** The model's next state and the health, weapon and chain it expects after an action. */
function expectAfter(before: ScoundrelState, action: ScoundrelAction, after: ScoundrelState, model: Model): Model {
  if (action.type === 'avoid') {
    // Under the dungeon in room order, then the room refills from the top (the avoided cards may come straight back).
    const dungeon = [...before.dungeon, ...before.room];
    expect(after.room).toEqual(dungeon.slice(0, 4));
    expect(after.dungeon).toEqual(dungeon.slice(4));
    expect(after.health).toBe(before.health);
    return { ...model, faced: 0, potionUsed: false, avoidedLast: true };
  }
  const card = action.card;
  let health = before.health;
  let weapon = before.weapon;
  let slain = before.slain;
  let potionUsed = model.potionUsed;
  if (isPotion(card)) {
    if (!potionUsed) health = Math.min(20, health + value(card));
    potionUsed = true;
  } else if (isWeapon(card)) {
    weapon = card;
    slain = [];
  } else if (action.weapon === true) {
    health -= Math.max(0, value(card) - value(before.weapon!));
    slain = [...slain, card];
  } else {
    health -= value(card);
  }
  expect(after.health).toBe(health);
  expect(after.weapon).toBe(weapon);
  expect(after.slain).toEqual(slain);
  const left = before.room.filter((c) => c !== card);
  const faced = model.faced + 1;
  const turnEnds = health > 0 && faced === 3 && before.dungeon.length > 0;
  if (turnEnds) {
    const dealt = before.dungeon.slice(0, 3);
    expect(after.room).toEqual([...left, ...dealt]);
    expect(after.dungeon).toEqual(before.dungeon.slice(dealt.length));
    return { faced: 0, potionUsed: false, avoidedLast: false, lastFaced: card };
  }
  expect(after.room).toEqual(left);
  expect(after.dungeon).toEqual(before.dungeon);
  return { ...model, faced, potionUsed, lastFaced: card };
}

/** The score the rulebook gives a finished run, from the test's own bookkeeping. */
function expectedScore(end: ScoundrelState, model: Model): number {
  if (end.health <= 0) return end.health - monsterTotal([...end.room, ...end.dungeon]);
  const last = model.lastFaced;
  return end.health === 20 && last !== null && isPotion(last) ? 20 + value(last) : end.health;
}

interface Tally {
  won: number;
  died: number;
  bonus: number;
  avoids: number;
  hits: number;
  wasted: number;
  refusedHits: number;
}

/** Plays one run to its end with `policy`, checking legality, the model and the score at every step. */
function checkRun(start: ScoundrelState, policy: Policy, tally: Tally): void {
  let state = start;
  let model: Model = { faced: 0, potionUsed: false, avoidedLast: false, lastFaced: null };
  expect(state.health).toBe(20);
  for (let step = 0; !scoundrel.result(state).over; step++) {
    expect(step).toBeLessThan(200); // every run ends: at most 44 faces, and never two avoids in a row
    checkState(state, model);
    checkLegal(state);
    const legal = scoundrel.legalActions(state);
    const action = policy(state, legal);
    if (action.type === 'avoid') tally.avoids++;
    if (action.type === 'face' && action.weapon) tally.hits++;
    if (action.type === 'face' && isPotion(action.card) && model.potionUsed) tally.wasted++;
    tally.refusedHits += state.room.filter((c) => isMonster(c) && state.weapon && !legal.some((a) => same(a, hit(c)))).length;
    const outcome = scoundrel.apply(state, action);
    if (!outcome.ok) throw new Error(`${state.seed}: ${JSON.stringify(action)} refused: ${outcome.message}`);
    model = expectAfter(state, action, outcome.state, model);
    state = outcome.state;
  }
  checkState(state, model);
  const result = scoundrel.result(state);
  expect(result.over).toBe(true);
  expect(typeof result.score).toBe('number');
  expect(result.won).toBe(state.health > 0);
  if (result.won) expect([state.room, state.dungeon]).toEqual([[], []]);
  expect(result.score).toBe(expectedScore(state, model));
  expect(view(state).score).toBe(result.score);
  expect(scoundrel.legalActions(state)).toEqual([]);
  if (result.won) tally.won++;
  else tally.died++;
  if (result.won && result.score! > 20) tally.bonus++;
}

const emptyTally = (): Tally => ({ won: 0, died: 0, bonus: 0, avoids: 0, hits: 0, wasted: 0, refusedHits: 0 });

describe('Scoundrel: complete seeded playouts', () => {
  it(`${GAMES} seeded dungeons played at random: legalActions is exactly what apply accepts, the rules model agrees to the score`, () => {
    const tally = emptyTally();
    for (let game = 0; game < GAMES; game++) {
      const weaponRule = game % 2 === 0 ? 'lenient' : 'strict';
      checkRun(scoundrel.setup({ seed: `playout-${game}`, options: { weaponRule } }), randomPolicy(chooser(game)), tally);
    }
    // The playouts really exercised the rules (fixed seeds: these counts are the same on every run).
    expect(tally.died).toBeGreaterThan(0);
    expect(tally.avoids).toBeGreaterThan(0);
    expect(tally.hits).toBeGreaterThan(0);
    expect(tally.wasted).toBeGreaterThan(0);
    expect(tally.refusedHits).toBeGreaterThan(0);
  });

  it('30 friendlier stacked dungeons played carefully: the same checks, and cleared runs score by the rules', () => {
    // Random play nearly never clears a dungeon, so these runs start with SAFE_30 and a seeded
    // shuffle of the other 14 cards, and mostly play the best plan for each turn.
    const tally = emptyTally();
    for (let game = 0; game < 30; game++) {
      const choose = chooser(1000 + game);
      const tail = [...AFTER_SAFE_30];
      for (let i = tail.length - 1; i > 0; i--) {
        const j = choose(i + 1);
        [tail[i], tail[j]] = [tail[j]!, tail[i]!];
      }
      const weaponRule = game % 2 === 0 ? 'lenient' : 'strict';
      const start = scoundrel.setup({ seed: `friendly-${game}`, deck: [...SAFE_30, ...tail], options: { weaponRule } });
      checkRun(start, carefulPolicy(choose), tally);
    }
    expect(tally.won).toBeGreaterThan(0);
    expect(tally.bonus).toBeGreaterThan(0);
    expect(tally.won - tally.bonus).toBeGreaterThan(0);
    expect(tally.died).toBeGreaterThan(0);
  });
});
