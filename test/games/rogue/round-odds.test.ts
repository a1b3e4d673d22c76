/**
 * Rogue Risus's fight buttons word each round's exact chance to win (round-odds.ts): checked against the rules themselves, by playing the
 * round on every way its dice can fall, under each rule that changes a roll.
 */
import { describe, expect, it } from 'vitest';
import { type Fraction, fraction } from '../../../src/engine/dice-odds.js';
import { type RogueState, type RogueView, rogue } from '../../../src/games/rogue/index.js';
import type { Monster } from '../../../src/games/rogue/state.js';
import { dice, fighting, newRun, patch } from './helpers.js';

const NO_EFFECTS = newRun().effects;

/** In a fight on level 1 with `monster`'s fields replaced, the player's fields patched, and no extra shot left (a roll is taken as it comes). */
function fight(monster: Partial<Monster>, fields: Partial<RogueState> = {}, monsterEffects: { haste?: boolean; slow?: boolean } = {}) {
  const start = fighting(1, '8S', { fields });
  const combat = start.combat!;
  return patch(start, {
    extraShots: 0,
    combat: {
      ...combat,
      monster: { ...combat.monster, ...monster },
      monsterEffects: { ...combat.monsterEffects, ...monsterEffects },
    },
  });
}

/** Every way `count` d6 can come up. */
function* rolls(count: number): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (const rest of rolls(count - 1)) for (let face = 1; face <= 6; face++) yield [face, ...rest];
}

/** The chance the round is won, counted by playing `{ type: 'fight', pump }` through the rules on every way its `count` dice can fall. */
function playedChance(state: RogueState, count: number, pump = 0): Fraction {
  let won = 0n;
  let all = 0n;
  for (const faces of rolls(count)) {
    const outcome = rogue.apply(dice(state, faces), { type: 'fight', ...(pump ? { pump } : {}) });
    if (!outcome.ok) throw new Error(outcome.message);
    all += 1n;
    if (outcome.events.some((event) => event.type === 'round-won')) won += 1n;
  }
  return fraction(won, all);
}

/** The round's odds as the board words them: the dice on each side and the chance, with `pump` dice pumped. */
const oddsOf = (state: RogueState, pump = 0) => (rogue.view(state) as RogueView).combat!.rounds[pump]!.odds;

describe('Rogue Risus: the chance to win a fight round, from the rules that roll it', () => {
  it.each<[string, RogueState, number]>([
    ['2 dice against 2', fight({ cliche: 2, dice: 2 }, { dice: 2 }), 4],
    ['against a ½ monster (one die, halved)', fight({ cliche: 0.5, dice: 1 }, { dice: 1 }), 2],
    ['against a monster weak to the damage (+1 a die)', fight({ cliche: 2, dice: 2, weak: ['P'] }, { dice: 2 }), 4],
    ['against a monster resisting it (−1 a die)', fight({ cliche: 2, dice: 2, resist: ['P'], weak: [] }, { dice: 2 }), 4],
    ['resisting its damage (its total less 1 a die)', fight({ cliche: 2, dice: 2, type: 'I' }, { dice: 2, amulet: 'M3' }), 4],
    ['under Haste (the better of two rolls)', fight({ cliche: 1, dice: 1 }, { dice: 2, effects: { ...NO_EFFECTS, haste: true } }), 5],
    ['under Slow (the worse of two)', fight({ cliche: 2, dice: 2 }, { dice: 1, effects: { ...NO_EFFECTS, slow: true } }), 4],
    ['against a hasted monster', fight({ cliche: 1, dice: 1 }, { dice: 2 }, { haste: true }), 4],
    ['under Fear (its dice all show 1)', fight({ cliche: 3, dice: 3 }, { dice: 1, effects: { ...NO_EFFECTS, fear: true } }), 1],
    ['under Paralysis (its total doubled)', fight({ cliche: 1, dice: 1 }, { dice: 2, effects: { ...NO_EFFECTS, paralysed: true } }), 3],
    ['with the Amulet of Strength (ties won)', fight({ cliche: 2, dice: 2 }, { dice: 2, amulet: 'M8' }), 4],
    ['under a penalty (one die, halved)', fight({ cliche: 1, dice: 1 }, { dice: 1, armour: -1 }), 2],
  ])('%s', (_, state, count) => {
    expect(oddsOf(state).chance).toEqual(playedChance(state, count));
  });

  it('counts a pumped round with its pumped dice', () => {
    const mage = fight({ cliche: 1, dice: 1 }, { cliche: 'fire-mage', dice: 2, maxDice: 2, weapon: null, armour: 0 });
    expect(oddsOf(mage, 1).yours).toEqual({ dice: 3, divisor: 1 });
    expect(oddsOf(mage, 1).chance).toEqual(playedChance(mage, 4, 1));
  });

  it('says the dice on each side', () => {
    expect(oddsOf(fight({ cliche: 2, dice: 2 }, { dice: 2 }))).toMatchObject({
      yours: { dice: 2, divisor: 1 },
      theirs: { dice: 2, divisor: 1 },
    });
    expect(oddsOf(fight({ cliche: 0.5, dice: 1 }, { dice: 1, armour: -1 }))).toMatchObject({
      yours: { dice: 1, divisor: 2 },
      theirs: { dice: 1, divisor: 2 },
    });
  });
});
