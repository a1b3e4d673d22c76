/** What the player sees of a Risus Royale run, and how it scores. */
import type { GameResult } from '../../engine/game.js';
import { count, signed } from '../../engine/words.js';
import { enemyCliches, escapeBlocked, playerDice } from './battle.js';
import { ownSets, progress } from './goals.js';
import { MAX_TURNS } from './rules.js';
import { dealtGoal } from './setup.js';
import { type RoyaleMove, royaleMoves } from './stakes.js';
import type { ClicheSuit, Points, Roll, RoyaleSettings, RoyaleState } from './state.js';
import { type Creature, creatureOf, type Opponent, opponentOf, TABLES, type Treasure, treasureOf } from './tables.js';

/** A space as the player sees it. */
export interface SpaceView {
  cell: number;
  state: 'hidden' | 'guard' | 'opponent' | 'cleared';
  /** The card face up on the space, if any. */
  card: string | null;
  here: boolean;
  /** The space's opponent counts toward the goal (known once it is face up). */
  goal: boolean;
}

/** The battle as shown. */
export interface BattleView {
  enemy: 'creature' | 'opponent';
  card: string;
  creature: Creature | null;
  opponent: Opponent | null;
  enemyDice: Partial<Record<ClicheSuit, number>>;
  yourDice: Partial<Record<ClicheSuit, number>>;
  round: number;
  plus: string | null;
  minus: string | null;
  xs: string[];
  /** Why escape is not offered before this opponent's first round: he is needed for the goal, or there is nowhere to go. */
  escapeBlocked: 'needed' | 'cornered' | null;
}

/** The run as the player sees it. */
export interface RoyaleView {
  name: string;
  points: Points;
  wounds: Points;
  goal: number;
  goalName: string;
  /** The goal the deuces dealt (the same as `goal` unless the player picked goal 12). */
  dealtGoal: number;
  progress: { defeated: number; needed: number };
  map: SpaceView[];
  position: number;
  phase: RoyaleState['phase'];
  /** Every legal move in the board's order, with what it would risk. */
  moves: RoyaleMove[];
  battle: BattleView | null;
  treasures: (Treasure & { card: string })[];
  victory: string[];
  rolls: Roll[];
  turns: number;
  options: RoyaleSettings;
  seed: string;
  lostBecause: string | null;
  /** In a duel (duel.ts): the other player's name and where their marker stands (-1 before they start). */
  rival?: { name: string; position: number };
}

/** The player's view of the run. */
export function viewRoyale(t: RoyaleState): RoyaleView {
  const goalCells = new Set(ownSets(t).flat());
  const battle = t.battle;
  const enemy = battle ? (battle.enemy === 'opponent' ? t.cells[t.position]!.middle : t.cells[t.position]!.top) : null;
  return {
    name: t.options.name,
    points: t.options.points,
    wounds: t.wounds,
    goal: t.goal,
    goalName: TABLES.goalNames[String(t.goal)] ?? '',
    dealtGoal: dealtGoal(t.deuces),
    progress: progress(t),
    map: t.cells.map((cell, i) => ({
      cell: i,
      state: cell.state,
      card: cell.state === 'guard' ? cell.top : cell.state === 'opponent' ? cell.middle : null,
      here: t.position === i,
      goal: cell.state !== 'hidden' && cell.state !== 'guard' ? goalCells.has(i) : false,
    })),
    position: t.position,
    phase: t.phase,
    moves: royaleMoves(t),
    battle:
      battle && enemy
        ? {
            enemy: battle.enemy,
            card: enemy,
            creature: battle.enemy === 'creature' ? creatureOf(enemy) : null,
            opponent: battle.enemy === 'opponent' ? opponentOf(enemy, t.options.harder) : null,
            enemyDice: battle.enemyDice,
            yourDice: Object.fromEntries(enemyCliches(t).map((c) => [c, playerDice(t, c)])),
            round: battle.round,
            plus: battle.plus,
            minus: battle.minus,
            xs: battle.xs,
            escapeBlocked: escapeBlocked(t),
          }
        : null,
    treasures: t.treasures.map((code) => ({ ...treasureOf(code), card: code })),
    victory: [...t.victory],
    rolls: t.rolls,
    turns: t.turns,
    options: t.options,
    seed: t.seed,
    lostBecause: t.lostBecause,
  };
}

/** The rules of a run that are not the standard game's, in words ("easy", "goal 12", …); empty for the standard game. */
export function optionNames(options: RoyaleSettings): string[] {
  return [
    ...(options.easy ? ['easy'] : []),
    ...(options.harder > 0 ? [`harder ${signed(options.harder, true)}`] : []),
    ...(options.anyGoal ? ['goal 12'] : []),
    ...(options.pumping ? ['pumping'] : []),
    ...(options.doublePump ? [`double pumps (${TABLES.clicheNames[options.doublePump]})`] : []),
  ];
}

/** A score in words: the turns a win took, or the goal opponents a loss defeated. */
export function describeRoyaleScore(score: number): string {
  return score >= 1000 - MAX_TURNS ? `won in ${count(1000 - score, 'turn')}` : `${count(score, 'goal opponent')} defeated`;
}

/** A win scores 1000 less the turns it took; a loss scores the goal opponents defeated. */
export function scoreRoyale(t: RoyaleState): GameResult {
  if (t.phase === 'won')
    return { over: true, won: true, score: 1000 - t.turns, summary: `Goal achieved in ${count(t.turns, 'turn')}: ${1000 - t.turns}.` };
  if (t.phase === 'lost') {
    const { defeated } = progress(t);
    return {
      over: true,
      won: false,
      score: defeated,
      summary: `Lost: ${t.lostBecause ?? 'no way on'}. ${count(defeated, 'goal opponent')} defeated.`,
    };
  }
  return { over: false };
}
