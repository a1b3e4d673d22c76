/**
 * What the moves of a Rogue Risus board would cost, before they are made (choices that show
 * their stakes): what taking a waiting roll costs and whether it kills, what one extra shot needs to
 * win, each fight round's dice and exact chance to win (round-odds.ts), what a pump costs and whether
 * it makes a lost round deadly, and the items known to kill.
 * The board words these; every figure comes from the rules the moves themselves run (combat.ts,
 * damage.ts), so a label can never promise what the engine will not do.
 *
 * Risk, as the board colours it: `danger` for a move that ends the run or costs dice for certain
 * (taking a losing roll, a pump that makes a lost round kill, an item known to hurt you), `safe` for
 * one that heals or costs nothing (resting, an extra shot when the roll would cost dice, taking a
 * free re-roll), `neutral` for the rest.
 */
import type { Risk } from '../../engine/game.js';
import { kindOfCard } from './cards.js';
import { GEAR, playerResists, pumpCap, pumpCost, wears } from './character.js';
import { lostRoundDamage, outcome } from './combat.js';
import { LEVELS } from './data.js';
import { HEALING, POISON } from './potions.js';
import { playerTotal } from './rolls.js';
import { type RoundOdds, roundOdds } from './round-odds.js';
import { legalActions } from './rules.js';
import { IMMOLATE } from './scrolls.js';
import type { DamageType, RogueAction, RogueState, Target } from './state.js';
import { BOLTS, STORMS } from './wands.js';

/** A roll waiting for extra shots, and what each choice would do with it. */
export interface RollStakes {
  player: number;
  monster: number;
  /** What the roll is now: lost, or tied (rolled again). */
  outcome: 'lose' | 'tie';
  /** Dice lost if it is taken now: the blow (after the Amulet of Life) and the pumped dice. */
  cost: number;
  /** The Amulet of Life would take the blow's first die. */
  life: boolean;
  /** Taking it ends the run: for certain, or unless Invisibility cancels the blow (on a 4+). */
  death: 'certain' | 'unless-invisible' | null;
  /** The lowest face one extra shot needs to win the round: 1 when any face wins, null when none does. */
  shotWinsOn: number | null;
  /** The shot is the last one: if it does not win, the roll is taken at once. */
  lastShot: boolean;
}

/** A fight round with `pump` dice pumped (0: no pump): its dice and chance, what it costs for certain, and a lost round's danger. */
export interface RoundStakes {
  pump: number;
  odds: RoundOdds;
  /** Dice the pump costs after the roll, win or lose (0 under Clarity). */
  cost: number;
  /** Losing this round would end the run. */
  lostRoundKills: boolean;
}

/** One move of the board and its risk. */
export interface RogueMove {
  action: RogueAction;
  risk: Risk;
  /** The move ends the run for certain (the Game contract's `fatal`). */
  endsRun: boolean;
}

/** What a hit of `dice` dice would take now: the Amulet of Life's die in a fight, and whether Invisibility may cancel it. */
function hit(s: RogueState, dice: number): { lost: number; life: boolean; mayMiss: boolean } {
  const combat = s.combat;
  const life = combat !== null && !combat.lifeUsed && wears(s, GEAR.life);
  return { lost: Math.min(s.dice, Math.max(0, dice - (life ? 1 : 0))), life, mayMiss: combat !== null && s.effects.invisible };
}

/** The stakes of the roll waiting for extra shots, or null when none waits. */
export function rollStakes(s: RogueState): RollStakes | null {
  const roll = s.combat?.roll;
  if (!roll) return null;
  const now = outcome(s, roll);
  const blow = now === 'lose' ? hit(s, lostRoundDamage(s)) : { lost: 0, life: false, mayMiss: false };
  const cost = blow.lost + pumpCost(s, roll.pump);
  const kills = now === 'lose' && cost >= s.dice;
  const shotWinsOn = [1, 2, 3, 4, 5, 6].find((face) => outcome(s, { ...roll, extra: [...roll.extra, face] }) === 'win') ?? null;
  return {
    player: playerTotal(roll),
    monster: roll.monsterTotal,
    outcome: now === 'tie' ? 'tie' : 'lose',
    cost,
    life: blow.life,
    death: kills ? (blow.mayMiss ? 'unless-invisible' : 'certain') : null,
    shotWinsOn,
    lastShot: s.extraShots === 1,
  };
}

/** The fight round's stakes for every pump the board offers, from 0 (no pump) up. */
export function roundStakes(s: RogueState): RoundStakes[] {
  if (!s.combat || s.combat.roll) return [];
  const blow = hit(s, lostRoundDamage(s)).lost;
  return Array.from({ length: pumpCap(s) + 1 }, (_, pump) => {
    const cost = pumpCost(s, pump);
    return { pump, odds: roundOdds(s, pump)!, cost, lostRoundKills: blow + cost >= s.dice };
  });
}

/** The damage type an item known to hurt its user deals (a storm wand at yourself, Poison, Immolate), or null. */
function selfHarm(s: RogueState, card: string, target: Target): DamageType | 'bolt' | null {
  const kind = kindOfCard(card);
  if (kind === null) return null;
  const effect = s.known[kind][card];
  if (effect === undefined) return null;
  if (kind === 'potion') return effect === POISON ? 'P' : null;
  if (kind === 'scroll') return effect === IMMOLATE && !playerResists(s, 'F') ? 'F' : null;
  if (target !== 'self') return null;
  const storm = STORMS[effect];
  if (storm !== undefined) return playerResists(s, storm) ? null : storm;
  return BOLTS[effect] !== undefined ? 'bolt' : null;
}

/** True when using `card` (a wand: at `target`) is known to take the player's last die for certain. */
export function itemKills(s: RogueState, card: string, target: Target = 'self'): boolean {
  const harm = selfHarm(s, card, target);
  if (harm === null || harm === 'bolt') return false;
  const blow = hit(s, 1);
  return !blow.mayMiss && blow.lost >= s.dice;
}

/** True when `action` ends the run for certain (the Game contract's `fatal`). */
export function fatalMove(s: RogueState, action: RogueAction): boolean {
  if (action.type === 'accept') return rollStakes(s)?.death === 'certain';
  if (action.type !== 'use') return false;
  return kindOfCard(action.card) === 'wand' ? action.target === 'self' && itemKills(s, action.card, 'self') : itemKills(s, action.card);
}

/** What a failed rest (a 1) forces: a fight, or on level 20 with The World still in the deck, just the next draw. */
export function restFailure(s: RogueState): 'fight' | 'draw' {
  return s.escape === null && s.level === LEVELS && !s.worldstone ? 'draw' : 'fight';
}

function riskOf(s: RogueState, action: RogueAction, roll: RollStakes | null, rounds: RoundStakes[]): Risk {
  switch (action.type) {
    case 'accept':
      return (roll?.cost ?? 0) > 0 ? 'danger' : 'safe';
    case 'shoot':
      return (roll?.cost ?? 0) > 0 ? 'safe' : 'neutral';
    case 'fight': {
      const pumped = rounds[action.pump ?? 0];
      return pumped?.lostRoundKills && !rounds[0]?.lostRoundKills ? 'danger' : 'neutral';
    }
    case 'rest':
      return 'safe';
    case 'use': {
      const harm = selfHarm(s, action.card, action.target ?? 'self');
      if (harm !== null) return 'danger';
      const kind = kindOfCard(action.card);
      const effect = kind === null ? undefined : s.known[kind][action.card];
      return kind === 'potion' && s.dice < s.maxDice && HEALING.some((heal) => heal === effect) ? 'safe' : 'neutral';
    }
    default:
      return 'neutral';
  }
}

/** Every legal move, in the board's order, with its risk and whether it ends the run. */
export function rogueMoves(s: RogueState): RogueMove[] {
  const roll = rollStakes(s);
  const rounds = roundStakes(s);
  return legalActions(s).map((action) => ({ action, risk: riskOf(s, action, roll, rounds), endsRun: fatalMove(s, action) }));
}
