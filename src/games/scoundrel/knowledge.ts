/**
 * What a Scoundrel player knows at a point of a run, and nothing more: the board, the cards gone,
 * and the cards known to lie at the bottom of the dungeon because the player saw them go under
 * when a room was avoided. The order of the cards never turned holds no place in it.
 *
 * The dungeon is always the cards never turned, in their dealt order, followed by the avoided
 * cards still in it, in the order they went under: cards leave from the top and an avoided room
 * goes under the bottom (docs/rulings.md, Scoundrel), so the known cards are always the dungeon's last.
 */
import type { Random } from '../../engine/random.js';
import { scoundrelDeck } from './cards.js';
import type { ScoundrelState, WeaponRule } from './state.js';

/** A player's knowledge of a run: the board, the cards gone, and the known bottom of the dungeon. */
export interface ScoundrelKnowledge {
  weaponRule: WeaponRule;
  health: number;
  room: string[];
  weapon: string | null;
  /** The monsters on the weapon, in the order it slew them. */
  slain: string[];
  /** Every card discarded: faced and gone, or dropped with an old weapon (in deck order). */
  gone: string[];
  /** The avoided cards still in the dungeon, top first: always its last cards. */
  bottom: string[];
  /** How many cards the dungeon holds, the unknown ones on top of `bottom`. */
  dungeonSize: number;
  faced: number;
  potionUsed: boolean;
  lastTurnAvoided: boolean;
  lastFaced: string | null;
}

const DECK = scoundrelDeck();

/** What the player of `state` knows, given every card that has gone under the dungeon by an avoid so far. */
export function knowledgeOf(state: ScoundrelState, avoided: ReadonlySet<string>): ScoundrelKnowledge {
  const gone = new Set(state.discard);
  return {
    weaponRule: state.options.weaponRule,
    health: state.health,
    room: [...state.room],
    weapon: state.weapon,
    slain: [...state.slain],
    gone: DECK.filter((code) => gone.has(code)),
    bottom: state.dungeon.filter((code) => avoided.has(code)),
    dungeonSize: state.dungeon.length,
    faced: state.turn.faced,
    potionUsed: state.turn.potionUsed,
    lastTurnAvoided: state.lastTurnAvoided,
    lastFaced: state.lastFaced,
  };
}

/** The cards the player has never seen, in deck order: the dungeon's top `dungeonSize - bottom.length` cards, in an unknown order. */
export function unseenCards(knowledge: ScoundrelKnowledge): string[] {
  const seen = new Set([
    ...knowledge.room,
    ...knowledge.slain,
    ...knowledge.gone,
    ...knowledge.bottom,
    ...(knowledge.weapon === null ? [] : [knowledge.weapon]),
  ]);
  return DECK.filter((code) => !seen.has(code));
}

/** A state the knowledge allows, the unseen cards in an order drawn from `random` (the advisor's guess at the deal). */
export function sampleState(knowledge: ScoundrelKnowledge, random: Random | null): ScoundrelState {
  const unseen = unseenCards(knowledge);
  return {
    seed: 'advisor',
    options: { weaponRule: knowledge.weaponRule },
    random: { words: [1, 2, 3, 4], script: [] },
    dungeon: [...(random === null ? unseen : random.shuffle(unseen)), ...knowledge.bottom],
    room: [...knowledge.room],
    health: knowledge.health,
    weapon: knowledge.weapon,
    slain: [...knowledge.slain],
    discard: [...knowledge.gone],
    turn: { faced: knowledge.faced, potionUsed: knowledge.potionUsed },
    lastTurnAvoided: knowledge.lastTurnAvoided,
    lastFaced: knowledge.lastFaced,
  };
}
