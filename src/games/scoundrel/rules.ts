/**
 * Scoundrel's turn, rooms, weapons, potions and death (rulebook "Rules" and "Gameplay"; docs/rulings.md).
 *
 * Readings written down here (docs/rulings.md, Scoundrel):
 * - A turn begins by filling the room to 4 from the top of the dungeon, as far as it allows.
 * - Avoiding is allowed when the room holds 4 cards and the previous turn was not avoided; the cards
 *   go under the dungeon in room order.
 * - A turn with cards left in the dungeon ends after 3 cards are faced; once the dungeon is empty,
 *   every card left in the room must be faced.
 * - A used weapon hits a monster of value <= the last monster it slew (`strict`: <).
 */

import { cardName } from '../../engine/cards.js';
import { type Applied, applied, type GameEvent, refused } from '../../engine/game.js';
import { count } from '../../engine/words.js';
import { kindOf, valueOf } from './cards.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';

/** Health at the start and the most a potion can restore to (rulebook: "starting 20 health"). */
export const MAX_HEALTH = 20;

/** The weapon rules a run is played by (state.ts `WeaponRule`): `lenient` hits up to the last monster slain, `strict` only weaker ones. */
export const WEAPON_RULES = ['lenient', 'strict'] as const;

/** Turns cards from the top of the dungeon until the room holds 4 or the dungeon is empty. */
export function fillRoom(state: ScoundrelState): ScoundrelState {
  const missing = Math.max(0, 4 - state.room.length);
  return {
    ...state,
    room: [...state.room, ...state.dungeon.slice(0, missing)],
    dungeon: state.dungeon.slice(missing),
  };
}

/** True once health is gone or every card has been faced. */
export function isOver(state: ScoundrelState): boolean {
  return state.health <= 0 || (state.dungeon.length === 0 && state.room.length === 0);
}

/** Avoiding: a full room, no card faced yet, and the previous turn not avoided. */
export function canAvoid(state: ScoundrelState): boolean {
  return !isOver(state) && state.room.length === 4 && state.turn.faced === 0 && !state.lastTurnAvoided;
}

/** The highest monster value a weapon may hit once it has slain `monster` (`strict`: strictly weaker). */
export function limitAfter(state: ScoundrelState, monster: string): number {
  return state.options.weaponRule === 'strict' ? valueOf(monster) - 1 : valueOf(monster);
}

/** The highest monster value the equipped weapon may still hit, or null when it may hit any. */
export function weaponLimit(state: ScoundrelState): number | null {
  const last = state.slain.at(-1);
  return last === undefined ? null : limitAfter(state, last);
}

/** True when the equipped weapon may hit this monster (rulebook: "less than equal" the last slain). */
export function weaponCanHit(state: ScoundrelState, monster: string): boolean {
  if (state.weapon === null) return false;
  const limit = weaponLimit(state);
  return limit === null || valueOf(monster) <= limit;
}

/** The damage a monster deals: monster - weapon with the weapon (never below 0), its full value barehanded. */
export function fightDamage(state: ScoundrelState, monster: string, withWeapon: boolean): number {
  const value = valueOf(monster);
  return withWeapon && state.weapon !== null ? Math.max(0, value - valueOf(state.weapon)) : value;
}

/** What a potion would heal now: nothing when one was drunk this turn, never above 20. */
export function potionHeal(state: ScoundrelState, potion: string): { heal: number; wasted: boolean } {
  if (state.turn.potionUsed) return { heal: 0, wasted: true };
  return { heal: Math.min(MAX_HEALTH, state.health + valueOf(potion)) - state.health, wasted: false };
}

/** Every action the board offers: each room card (monsters with and without the weapon), then avoid. */
export function legalActions(state: ScoundrelState): ScoundrelAction[] {
  if (isOver(state)) return [];
  const actions: ScoundrelAction[] = [];
  for (const code of state.room) {
    if (kindOf(code) === 'monster' && weaponCanHit(state, code)) {
      actions.push({ type: 'face', card: code, weapon: true });
    }
    actions.push({ type: 'face', card: code });
  }
  if (canAvoid(state)) actions.push({ type: 'avoid' });
  return actions;
}

/** Applies one action, or says which rule forbids it. Never mutates `state`. */
export function applyAction(state: ScoundrelState, action: ScoundrelAction): Applied<ScoundrelState> {
  if (isOver(state)) return refused('game-over', 'This run is over.');
  if (action.type === 'avoid') return avoid(state);
  return face(state, action.card, action.weapon === true);
}

function avoid(state: ScoundrelState): Applied<ScoundrelState> {
  if (state.lastTurnAvoided) return refused('avoid-twice', 'You may not avoid two rooms in a row.');
  if (state.turn.faced > 0) return refused('avoid-started', 'You have already started this room; face the rest.');
  if (state.room.length < 4) return refused('avoid-partial', 'Only a full room of 4 cards can be avoided.');
  const next = fillRoom({
    ...state,
    dungeon: [...state.dungeon, ...state.room],
    room: [],
    turn: { faced: 0, potionUsed: false },
    lastTurnAvoided: true,
  });
  return applied(next, [{ type: 'avoid', text: 'You avoid the room; its cards go to the bottom of the dungeon.' }]);
}

function face(state: ScoundrelState, code: string, withWeapon: boolean): Applied<ScoundrelState> {
  if (!state.room.includes(code)) return refused('not-in-room', `The ${describe(code)} is not in this room.`);
  const base: ScoundrelState = {
    ...state,
    room: state.room.filter((c) => c !== code),
    turn: { ...state.turn, faced: state.turn.faced + 1 },
    lastFaced: code,
  };
  const kind = kindOf(code);
  const outcome = kind === 'weapon' ? equip(base, code) : kind === 'potion' ? drink(base, code) : fight(base, code, withWeapon);
  if (!outcome.ok) return outcome;
  return applied(endTurnIfDone(outcome.state), outcome.events);
}

function equip(state: ScoundrelState, code: string): Applied<ScoundrelState> {
  const dropped = state.weapon === null ? [] : [state.weapon, ...state.slain];
  const text =
    state.weapon === null
      ? `You equip the ${cardName(code)}.`
      : `You equip the ${cardName(code)} and discard the ${cardName(state.weapon)}` +
        (state.slain.length > 0 ? ` with the ${count(state.slain.length, 'monster')} on it.` : '.');
  return applied({ ...state, weapon: code, slain: [], discard: [...state.discard, ...dropped] }, [{ type: 'equip', text }]);
}

function drink(state: ScoundrelState, code: string): Applied<ScoundrelState> {
  const discard = [...state.discard, code];
  const { heal, wasted } = potionHeal(state, code);
  if (wasted) {
    return applied({ ...state, discard }, [
      { type: 'potion-wasted', text: `The ${cardName(code)} is wasted: only one potion works per turn.` },
    ]);
  }
  return applied({ ...state, health: state.health + heal, discard, turn: { ...state.turn, potionUsed: true } }, [
    { type: 'potion', text: `The ${cardName(code)} heals you for ${heal}.` },
  ]);
}

function fight(state: ScoundrelState, code: string, withWeapon: boolean): Applied<ScoundrelState> {
  const damage = fightDamage(state, code, withWeapon);
  if (withWeapon) {
    if (state.weapon === null) return refused('no-weapon', 'You have no weapon equipped.');
    if (!weaponCanHit(state, code)) {
      const last = cardName(state.slain.at(-1) ?? '');
      const how = state.options.weaponRule === 'strict' ? 'weaker than' : 'no stronger than';
      return refused('weapon-too-weak', `Your weapon last slew the ${last}; it can only hit monsters ${how} that.`);
    }
    const events: GameEvent[] = [
      {
        type: 'fight-weapon',
        text:
          `You slay the ${cardName(code)} with the ${cardName(state.weapon)}` +
          (damage > 0 ? ` and take ${damage} damage.` : ' and take no damage.'),
      },
    ];
    return applied({ ...state, health: state.health - damage, slain: [...state.slain, code] }, events);
  }
  return applied({ ...state, health: state.health - damage, discard: [...state.discard, code] }, [
    { type: 'fight-barehanded', text: `The ${cardName(code)} hits you for ${damage} as you fight it barehanded.` },
  ]);
}

/** After 3 cards of a turn, with cards left in the dungeon, the 4th stays and the next room fills. */
function endTurnIfDone(state: ScoundrelState): ScoundrelState {
  if (state.health <= 0 || state.turn.faced < 3 || state.dungeon.length === 0) return state;
  return fillRoom({ ...state, turn: { faced: 0, potionUsed: false }, lastTurnAvoided: false });
}

function describe(code: string): string {
  try {
    return cardName(code);
  } catch {
    return `card "${code}"`;
  }
}
