/**
 * Scoundrel's coach in the background worker (engine/coach.ts `CoachWork`), found there by the game's id:
 * the exact solver, the advisor and the verdict, with the worker's own check of the knowledge and the move
 * a request brings. The check is written out rather than in zod, so that the worker does not load zod
 * (some 4 MB of its heap; docs/performance.md, "What keeps it fast and small").
 */
import type { CoachWork } from '../../engine/coach.js';
import { advise } from './advisor.js';
import { type ScoundrelKnowledge, unseenCards } from './knowledge.js';
import { WEAPON_RULES } from './rules.js';
import { solveDeal } from './solver.js';
import type { ScoundrelAction, WeaponRule } from './state.js';
import { judgeMove } from './verdict.js';

const DECK_SIZE = 44;

function isCards(value: unknown, most: number): value is string[] {
  return Array.isArray(value) && value.length <= most && value.every((code) => typeof code === 'string' && code.length <= 3);
}

function isCardOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value.length <= 3);
}

function isWeaponRule(value: unknown): value is WeaponRule {
  return WEAPON_RULES.some((rule) => rule === value);
}

/** The knowledge in `raw`, or what is wrong with it (the advisor checks the cards themselves). */
function readKnowledge(raw: unknown): ScoundrelKnowledge | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const k = raw as Record<string, unknown>;
  if (!isWeaponRule(k.weaponRule)) return `weaponRule: not one of ${WEAPON_RULES.join(', ')}`;
  if (typeof k.health !== 'number' || !Number.isSafeInteger(k.health) || k.health > 20) return 'health: not a whole number up to 20';
  for (const [field, most] of [
    ['room', 4],
    ['slain', 26],
    ['gone', DECK_SIZE],
    ['bottom', DECK_SIZE],
  ] as const) {
    if (!isCards(k[field], most)) return `${field}: not a list of at most ${most} card codes`;
  }
  if (!isCardOrNull(k.weapon) || !isCardOrNull(k.lastFaced)) return 'weapon, lastFaced: not a card code or null';
  const { dungeonSize, faced } = k;
  if (typeof dungeonSize !== 'number' || !Number.isSafeInteger(dungeonSize) || dungeonSize < 0 || dungeonSize > DECK_SIZE)
    return `dungeonSize: not a whole number from 0 to ${DECK_SIZE}`;
  if (typeof faced !== 'number' || !Number.isSafeInteger(faced) || faced < 0 || faced > 3) return 'faced: not a whole number from 0 to 3';
  if (typeof k.potionUsed !== 'boolean' || typeof k.lastTurnAvoided !== 'boolean') return 'potionUsed, lastTurnAvoided: not booleans';
  const knowledge = raw as ScoundrelKnowledge;
  // A card that is not a Scoundrel card throws when the advisor packs it; one missing or counted twice shows here.
  if (unseenCards(knowledge).length !== knowledge.dungeonSize - knowledge.bottom.length) return 'the knowledge does not add up to the deck';
  return knowledge;
}

/** The Scoundrel move in `raw`, or what is wrong with it (the verdict checks it is legal). */
function readMove(raw: unknown): ScoundrelAction | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const { type, card, weapon } = raw as Record<string, unknown>;
  if (type === 'avoid') return { type };
  if (type !== 'face' || typeof card !== 'string' || card.length > 3) return 'not an avoid or a card faced';
  if (weapon !== undefined && typeof weapon !== 'boolean') return 'weapon: not a boolean';
  return weapon === undefined ? { type, card } : { type, card, weapon };
}

/** Scoundrel's searches, as the worker runs them. */
export const coachWork: CoachWork<ScoundrelKnowledge, ScoundrelAction> = {
  solve(deck, rules, limits) {
    if (!isWeaponRule(rules)) throw new Error(`not a weapon rule: ${rules}`);
    if (!isCards(deck, DECK_SIZE)) throw new Error(`not a list of at most ${DECK_SIZE} card codes`);
    return solveDeal(deck, { weaponRule: rules, ...limits });
  },
  advise: (knowledge, seed) => advise(knowledge, { seed }),
  judge: (knowledge, move, seed) => judgeMove(knowledge, move, { seed }),
  readKnowledge,
  readMove,
};
