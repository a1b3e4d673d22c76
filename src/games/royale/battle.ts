/**
 * Battles (rulebook, "Rules" 9-19 and "Treasures"; docs/rulings.md): cliché dice against the enemy's,
 * ties lost, a die lost per round lost, clichés switched between rounds, Plus and Minus items declared
 * before the first round with an ability roll, X and W items used with one, escape from an opponent,
 * and what winning or losing does to the space and the items.
 *
 * Readings written down here:
 * - An ability roll uses the player's dice left in the item's cliché (a Plus die does not help it).
 * - Escape is the first thing tried against an opponent: before any item is declared and before the
 *   first round. It is offered only against an opponent who is not necessary to the goal (goals.ts,
 *   `necessary`) and only when an uncleared space next to the player is there to escape to.
 * - Pumping Dice and Double Pumps (rule 5, "the optional Risus rules"; options `pumping` and
 *   `doublePump`): before a round's roll the player may pump the cliché fought in, spending 1 to all of
 *   the dice they have in it this battle. Each die spent adds one die to that one roll (two dice for the
 *   cliché marked for Double Pumps). Win or lose, the dice spent are lost after the roll like wounds,
 *   on top of the die lost for losing the round, and heal when wounds heal (on leaving the space).
 *   With `pumping` every cliché may be pumped; with `doublePump` alone, only the marked one. Only a
 *   round's roll is pumped: not an escape (which heals at once) and not an ability roll. The round is
 *   settled before the cost is paid: an enemy brought to 0 dice is beaten; then, if the same battle goes
 *   on and the player has no dice left in the cliché, the player is beaten.
 * - An item helps only where it can: a Plus or Minus or X in a cliché the enemy has, against the kind of
 *   enemy its C or O allows; a W in one of the enemy's clichés.
 * - A battle with no cliché left to fight in, and no item left to try, is lost.
 */
import { cardName } from '../../engine/cards.js';
import type { Move } from '../../engine/move.js';
import { sumDice } from '../../engine/risus.js';
import { necessary, relevant } from './goals.js';
import { openNeighbours } from './map.js';
import type { Battle, ClicheSuit, RoyaleState } from './state.js';
import { creatureOf, opponentOf, TABLES, treasureOf } from './tables.js';

/** One action being made on a copy of the state (the move context in src/engine). */
export type Work = Move<RoyaleState>;

const ALL: ClicheSuit[] = ['S', 'C', 'D', 'H'];

/** The card of the enemy the player faces. */
function enemyCard(t: RoyaleState): string {
  const cell = t.cells[t.position]!;
  return t.battle?.enemy === 'opponent' ? cell.middle : cell.top;
}

/** The enemy's name for the log. */
function enemyName(t: RoyaleState): string {
  const code = enemyCard(t);
  return t.battle?.enemy === 'opponent' ? opponentOf(code).name : creatureOf(code).name;
}

/** The dice an enemy starts a battle with, per cliché. */
function enemyStrengths(t: RoyaleState, enemy: Battle['enemy'], code: string): Partial<Record<ClicheSuit, number>> {
  if (enemy === 'creature') return creatureOf(code).strengths;
  const opponent = opponentOf(code, t.options.harder);
  return { [opponent.suit]: opponent.strength };
}

/** The player's dice in a cliché for this battle: points, less wounds, plus a declared Plus item's die. */
export function playerDice(t: RoyaleState, cliche: ClicheSuit): number {
  const plus = t.battle?.plus && treasureOf(t.battle.plus).suit === cliche ? 1 : 0;
  return Math.max(0, t.options.points[cliche] - t.wounds[cliche] + plus);
}

/** Begins a battle with the creature or opponent of the player's space. */
export function startBattle(work: Work, enemy: Battle['enemy']): void {
  const { state: t } = work;
  const cell = t.cells[t.position]!;
  const code = enemy === 'creature' ? cell.top : cell.middle;
  t.battle = { enemy, enemyDice: enemyStrengths(t, enemy, code), round: 0, plus: null, minus: null, xs: [], failed: [], escaped: false };
  work.events.push({ type: 'battle', text: `${enemy === 'creature' ? 'A guard' : 'The opponent'}: ${describe(t, code, enemy)}.` });
}

function describe(t: RoyaleState, code: string, enemy: Battle['enemy']): string {
  if (enemy === 'creature') {
    const c = creatureOf(code);
    return `the ${c.name} (${Object.entries(c.strengths)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')})`;
  }
  const o = opponentOf(code, t.options.harder);
  return `${o.name}, ${o.race} ${o.cls} (${o.strength})`;
}

/** The enemy's clichés. */
export function enemyCliches(t: RoyaleState): ClicheSuit[] {
  return ALL.filter((c) => t.battle?.enemyDice[c] !== undefined);
}

function itemWorksHere(t: RoyaleState, item: string): boolean {
  const treasure = treasureOf(item);
  const battle = t.battle!;
  const against = treasure.against === 'both' || (treasure.against === 'C') === (battle.enemy === 'creature');
  return against && battle.enemyDice[treasure.suit] !== undefined && !battle.failed.includes(item);
}

/** The Plus and Minus items the player may still declare (before the first round, one of each). */
export function declarable(t: RoyaleState): string[] {
  const battle = t.battle;
  if (!battle || battle.round > 0) return [];
  return [...new Set(t.treasures)].filter((item) => {
    const { kind } = treasureOf(item);
    return ((kind === 'plus' && battle.plus === null) || (kind === 'minus' && battle.minus === null)) && itemWorksHere(t, item);
  });
}

/** The X and W items the player may try now. */
export function usable(t: RoyaleState): string[] {
  const battle = t.battle;
  if (!battle) return [];
  return [...new Set(t.treasures)].filter((item) => {
    const { kind } = treasureOf(item);
    return ((kind === 'X' && !battle.xs.includes(item)) || kind === 'W') && itemWorksHere(t, item);
  });
}

/** The clichés the player may fight this round in: the enemy's, where the player has dice or the enemy has none. */
export function fightable(t: RoyaleState): ClicheSuit[] {
  return enemyCliches(t).filter((c) => playerDice(t, c) > 0 || t.battle!.enemyDice[c] === 0);
}

/** Why escape is not offered before an opponent's first round, or null when it is (or the moment has passed). */
export function escapeBlocked(t: RoyaleState): 'needed' | 'cornered' | null {
  const battle = t.battle;
  if (battle?.enemy !== 'opponent' || battle.round > 0 || battle.escaped || battle.plus !== null || battle.minus !== null) return null;
  if (necessary(t, t.position)) return 'needed';
  return openNeighbours(t).length === 0 ? 'cornered' : null;
}

/**
 * True when the player may try to escape: an opponent not needed for the goal, before anything else happened in the battle, with somewhere
 * to go.
 */
export function canEscape(t: RoyaleState): boolean {
  const battle = t.battle;
  return (
    !!battle &&
    battle.enemy === 'opponent' &&
    battle.round === 0 &&
    !battle.escaped &&
    battle.plus === null &&
    battle.minus === null &&
    escapeBlocked(t) === null
  );
}

/**
 * The dice one die spent on pumping a cliché adds to the roll: 2 for the Double Pumps cliché, 1 with `pumping`, 0 when it cannot be pumped.
 */
export function pumpRate(t: RoyaleState, cliche: ClicheSuit): number {
  if (t.options.doublePump === cliche) return 2;
  return t.options.pumping ? 1 : 0;
}

/** The most dice the player may spend pumping a round in a cliché: all they have in it, where a roll is made and pumping is on. */
export function pumpMax(t: RoyaleState, cliche: ClicheSuit): number {
  if (pumpRate(t, cliche) === 0 || !fightable(t).includes(cliche) || t.battle!.enemyDice[cliche] === 0) return 0;
  return playerDice(t, cliche);
}

function roll(
  work: Work,
  who: 'you' | 'enemy' | 'ability' | 'escape-you' | 'escape-enemy',
  cliche: ClicheSuit,
  count: number,
  item: string | null,
  ignoreHighest = false,
  pumped = 0,
): number {
  const dice = work.random.roll(count);
  const ignored = ignoreHighest && dice.length > 0 ? Math.max(...dice) : null;
  const total = sumDice(dice) - (ignored ?? 0);
  work.state.rolls.push({ who, cliche, dice, ignored, total, item, ...(pumped > 0 ? { pumped } : {}) });
  return total;
}

/** The dice an item's ability roll rolls: the player's dice left in its cliché (a Plus die does not help it). */
export function abilityDice(t: RoyaleState, item: string): number {
  const { suit } = treasureOf(item);
  return Math.max(0, t.options.points[suit] - t.wounds[suit]);
}

/** An ability roll for an item: the player's dice in its cliché must reach the item's number. */
function abilityRoll(work: Work, item: string): boolean {
  const { state: t } = work;
  const treasure = treasureOf(item);
  const total = roll(work, 'ability', treasure.suit, abilityDice(t, item), item);
  const ok = total >= treasure.number;
  if (!ok) t.battle!.failed.push(item);
  work.events.push({
    type: 'ability',
    text: `Ability roll for the ${treasure.name}: ${total} ${ok ? '≥' : '<'} ${treasure.number}, ${ok ? 'it works' : 'not this battle'}.`,
  });
  return ok;
}

/** Declares a Plus or Minus item for the battle. */
export function declare(work: Work, item: string): string | null {
  if (!declarable(work.state).includes(item))
    return 'That item cannot be declared now: one Plus and one Minus, before the first round, where it works.';
  if (!abilityRoll(work, item)) return null;
  const battle = work.state.battle!;
  const treasure = treasureOf(item);
  if (treasure.kind === 'plus') battle.plus = item;
  else {
    battle.minus = item;
    battle.enemyDice[treasure.suit] = Math.max(0, (battle.enemyDice[treasure.suit] ?? 0) - 1);
  }
  return null;
}

/** Uses an X or W item: an X ignores the enemy's highest die in its cliché, a W wins the battle and is gone. */
export function useItem(work: Work, item: string): string | null {
  if (!usable(work.state).includes(item)) return 'That item cannot be used here.';
  if (!abilityRoll(work, item)) return null;
  const treasure = treasureOf(item);
  if (treasure.kind === 'X') {
    work.state.battle!.xs.push(item);
    return null;
  }
  work.state.treasures.splice(work.state.treasures.indexOf(item), 1);
  work.state.discard.push(item);
  work.events.push({ type: 'w-item', text: `The ${treasure.name} wins the battle and is destroyed.` });
  winBattle(work);
  return null;
}

/** Tries to escape an opponent: one roll of the player's dice in his cliché against his. */
export function escape(work: Work): string | null {
  const { state: t } = work;
  if (!canEscape(t)) return 'Escape is only possible from an opponent, before the battle starts.';
  const battle = t.battle!;
  const cliche = enemyCliches(t)[0]!;
  battle.escaped = true;
  const mine = roll(work, 'escape-you', cliche, playerDice(t, cliche), null);
  const theirs = roll(work, 'escape-enemy', cliche, battle.enemyDice[cliche] ?? 0, null);
  if (mine > theirs) {
    work.events.push({ type: 'escape', text: `You escape ${enemyName(t)}: ${mine} against ${theirs}. Choose where to run.` });
    t.battle = null;
    t.phase = 'retreat';
  } else {
    work.events.push({ type: 'escape-failed', text: `No escape: ${mine} against ${theirs}. You must fight.` });
  }
  return null;
}

/** Fights a round in a cliché, pumping `pump` dice of it into the roll; ties go to the enemy; the loser loses a die there. */
export function fightRound(work: Work, cliche: ClicheSuit, pump = 0): string | null {
  const { state: t } = work;
  const battle = t.battle!;
  if (!fightable(t).includes(cliche))
    return "You cannot fight in that cliché: it is not one of the enemy's, or you have no dice left in it.";
  if (pump > pumpMax(t, cliche)) return `You can pump at most ${pumpMax(t, cliche)} dice of that cliché now.`;
  battle.round += 1;
  if (battle.enemyDice[cliche] === 0) {
    work.events.push({ type: 'no-dice', text: `${enemyName(t)} has no strength left in that cliché and is defeated.` });
    winBattle(work);
    return null;
  }
  const name = enemyName(t);
  const mine = roll(work, 'you', cliche, playerDice(t, cliche) + pump * pumpRate(t, cliche), null, false, pump);
  const theirs = roll(
    work,
    'enemy',
    cliche,
    battle.enemyDice[cliche]!,
    null,
    battle.xs.some((x) => treasureOf(x).suit === cliche),
  );
  if (mine > theirs) {
    battle.enemyDice[cliche]! -= 1;
    work.events.push({ type: 'round', text: `Round ${battle.round}: ${mine} against ${theirs}, ${name} loses a die.` });
    if (battle.enemyDice[cliche] === 0) winBattle(work);
  } else {
    t.wounds[cliche] += 1;
    work.events.push({
      type: 'round',
      text: `Round ${battle.round}: ${mine} against ${theirs}${mine === theirs ? ' (ties lose)' : ''}, you lose a die.`,
    });
  }
  if (pump > 0) {
    t.wounds[cliche] += pump;
    work.events.push({
      type: 'pump',
      text: `Pumping costs you ${pump} ${pump === 1 ? 'die' : 'dice'} of ${TABLES.clicheNames[cliche]} until you leave this space.`,
    });
  }
  if (t.battle === battle && playerDice(t, cliche) === 0) loseBattle(work);
  return null;
}

/** The enemy is beaten: a guard makes way for the opponent; a beaten opponent gives up the treasure and clears the space. */
function winBattle(work: Work): void {
  const { state: t } = work;
  const cell = t.cells[t.position]!;
  if (t.battle!.enemy === 'creature') {
    t.discard.push(cell.top);
    cell.state = 'opponent';
    work.events.push({
      type: 'guard-beaten',
      text: `The guard is beaten. Beneath it waits ${opponentOf(cell.middle, t.options.harder).name}.`,
    });
    startBattle(work, 'opponent');
    return;
  }
  t.battle = null;
  cell.state = 'cleared';
  if (relevant(t, t.position)) t.victory.push(cell.middle);
  else t.discard.push(cell.middle);
  t.treasures.push(cell.bottom);
  work.events.push({
    type: 'opponent-beaten',
    text: `${opponentOf(cell.middle).name} is defeated. Treasure: the ${treasureOf(cell.bottom).name} (${cardName(cell.bottom)}).`,
  });
  t.phase = 'move';
}

/** The player is beaten: the items in use are destroyed and they must retreat. */
export function loseBattle(work: Work): void {
  const { state: t } = work;
  const battle = t.battle!;
  const used = [battle.plus, battle.minus, ...battle.xs].filter((item): item is string => item !== null);
  for (const item of used) {
    t.treasures.splice(t.treasures.indexOf(item), 1);
    t.discard.push(item);
  }
  work.events.push({
    type: 'defeat',
    text:
      `${enemyName(t)} beats you` +
      (used.length > 0
        ? `; ${used.map((i) => `the ${treasureOf(i).name}`).join(' and ')} ${used.length === 1 ? 'is' : 'are'} destroyed`
        : '') +
      '. Retreat!',
  });
  t.battle = null;
  t.phase = 'retreat';
}
