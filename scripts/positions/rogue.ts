/** Rogue Risus positions for the pictures: named ones, and samples along random runs of each cliché. */
import type { Game } from '../../src/engine/game.js';
import { type RogueAction, type RogueState, type RogueView, rogue } from '../../src/games/rogue/index.js';
import { findPosition, LONG_NAMES, type Position, sampledPositions } from '../positions.js';

type Rogue = Game<RogueState, RogueAction, unknown>;

/** Rogue Risus at the start, in a fight deep in a level (items held, one unknown), and over. */
export function positions(): Position<RogueView>[] {
  const game = rogue as Rogue;
  const fight = (v: RogueView) =>
    v.combat !== null &&
    v.combat.round > 0 &&
    v.drawn.length >= 14 &&
    v.inventory.some((item) => item.effect === null) &&
    v.rolls.some((r) => r.dice.length > 1) &&
    (v.amulet !== null || v.rings.length > 0);
  return [
    { name: 'start', view: game.view(game.setup({ seed: 'pic-rogue-start' })) as RogueView },
    { name: 'fight', view: findPosition(game, 'pic-rogue', fight) },
    { name: 'over', view: findPosition(game, 'pic-rogue-over', (v: RogueView) => v.over && v.deepest >= 2) },
  ];
}

/** Rogue Risus along random runs of each of the four clichés, named at the longest a name may be. */
export function samples(): Position<RogueView>[] {
  const game = rogue as Rogue;
  const cliches = ['fighter', 'fire-mage', 'ice-mage', 'lightning-mage'];
  return sampledPositions(
    game,
    cliches.flatMap((cliche, i) =>
      [0, 1, 2, 3].map((n) => ({
        name: `${cliche} ${n}`,
        seed: `read-rogue-${i}-${n}`,
        options: { cliche, name: LONG_NAMES[(i + n) % LONG_NAMES.length]!.slice(0, 32) },
      })),
    ),
    4,
  );
}
