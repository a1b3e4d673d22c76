/** Starting a Rogue Risus run (rulebook, "Your Character" and "Starting the game"). */
import type { SetupInit } from '../../engine/game.js';
import { Random, seedRandom } from '../../engine/random.js';
import { majorArcana, minorArcana, parseMinor } from '../../engine/tarot.js';
import { NO_EFFECTS } from './combat.js';
import { levelInfo } from './data.js';
import { LEVEL_CARDS, WORLD } from './explore.js';
import { type RogueOptions, type RogueState, rogueOptionsSchema } from './state.js';

/** Extra shots at the start (rulebook: "You begin the game with 5 extra shots"). */
export const EXTRA_SHOTS = 5;

const TOKENS = Array.from({ length: 14 }, (_, i) => i + 1);

/** The cliché as the character sheet spells it. */
export function clicheTitle(cliche: RogueOptions['cliche']): string {
  return { fighter: 'Fighter', 'fire-mage': 'Fire Mage', 'ice-mage': 'Ice Mage', 'lightning-mage': 'Lightning Mage' }[cliche];
}

/** Level 1's deck: the stacked cards on top (top card first), the rest of its 25 from the shuffle. */
function firstLevel(random: Random, stacked: readonly string[] | undefined): string[] {
  const top = stacked ?? [];
  if (top.length > LEVEL_CARDS || new Set(top).size !== top.length || top.some((code) => parseMinor(code) === null)) {
    throw new Error(`A Rogue Risus deck is at most ${LEVEL_CARDS} different minor-arcana cards, top first`);
  }
  const rest = random.shuffle(minorArcana().filter((code) => !top.includes(code)));
  return [...top, ...rest].slice(0, LEVEL_CARDS);
}

/**
 * A new run: 1 die in the chosen cliché (default fighter), a fighter's sword and armour at +0 or a
 * mage's robe, 5 extra shots, and level 1 dealt. `deck` stacks the top of level 1; `dice` scripts d6s.
 */
export function setupRogue(init: SetupInit<Partial<RogueOptions>>): RogueState {
  const options = rogueOptionsSchema.parse({ cliche: 'fighter', ...init.options });
  const random = new Random(seedRandom(init.seed, init.dice));
  const name = options.name ?? init.players?.[0]?.name.trim().slice(0, 32) ?? '';
  const hero = name === '' ? 'The adventurer' : name;
  const deck = firstLevel(random, init.deck);
  const majors = random.shuffle(majorArcana().filter((code) => code !== WORLD));
  const swords = random.shuffle(minorArcana().filter((code) => code.endsWith('S')));
  const bags = { potion: random.shuffle(TOKENS), scroll: random.shuffle(TOKENS), wand: random.shuffle(TOKENS) };
  return {
    seed: init.seed,
    random: random.save(),
    cliche: options.cliche,
    name: hero,
    dice: 1,
    maxDice: 1,
    weapon: options.cliche === 'fighter' ? 0 : null,
    armour: 0,
    amulet: null,
    rings: [],
    special: null,
    worldstone: false,
    extraShots: EXTRA_SHOTS,
    kills: 0,
    levelKills: 0,
    deepest: 1,
    level: 1,
    deck,
    drawn: [],
    mapped: false,
    rested: false,
    effects: { ...NO_EFFECTS },
    clarity: false,
    gift: false,
    majors,
    swords,
    inventory: { potion: {}, scroll: {}, wand: {} },
    known: { potion: {}, scroll: {}, wand: {} },
    bags,
    combat: null,
    pending: null,
    escape: null,
    rolls: [],
    story: [`${hero} the ${clicheTitle(options.cliche)} entered level 1, ${levelInfo(1).name}.`],
    end: null,
  };
}
