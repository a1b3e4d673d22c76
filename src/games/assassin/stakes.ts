/**
 * What each play of a Royal Assassin board would do, before it is made (choices that show
 * their stakes): the strength the Pretender it aims at is left with, the Royals it kills, the cards
 * the Pretenders take from the reserve in defence and the attacks that cancels, and whether it wins
 * or loses the game. The board words these; it decides nothing itself.
 *
 * Every play but turning a card is certain: the reserve lies face up and defence is automatic
 * (rulebook, "Gameplay"). So each is played ahead on a copy by the very rules that make it (rules.ts,
 * plays.ts, board.ts), and a label can never promise what the game will not do. Turning a card is
 * never played ahead: the stockpile's order is hidden, and whatever comes up, a number card leaves a
 * play (to the reserve) and a Royal is only placed, so turning a card never loses the game by itself.
 *
 * Risk, as the board colours it: `danger` for a play that loses the game (conceding, or a play after
 * which none is left) or leaves a Pretender stronger than she was (a card fed to her defence, an
 * attack whose defence ends above it); `safe` for a play that kills a Royal, and for placing the
 * Joker; `neutral` for the rest, turning a card among them.
 */
import { card, isJoker } from '../../engine/cards.js';
import type { Risk } from '../../engine/game.js';
import { COLUMNS, pretender, strength, tableClear } from './board.js';
import { valueOf } from './cards.js';
import { playableJoker } from './plays.js';
import { ruler } from './ruler.js';
import { applyAction, legalActions } from './rules.js';
import type { AssassinAction, AssassinState, Column } from './state.js';

/** What a play does to the Pretender of one column. */
export interface PretenderChange {
  column: Column;
  /** The Pretender before the play, and her strength. */
  royal: string;
  before: number;
  /** Her strength the moment the play's attack card lands, before any defence: attacks and continues only. */
  hit: number | null;
  /** Her strength after the play has settled, or null when she dies. */
  after: number | null;
  /** The cards of her suit the column takes from the reserve in defence, in the order taken. */
  defence: string[];
  /** The attack and defence cards on her are discarded: the defence met the attack. */
  cancelled: boolean;
  /** When she dies: the Royal who takes over the column and his strength, or null when it is empty. */
  next: { royal: string; strength: number } | null;
}

/** One play of the board with what it would do. */
export interface AssassinMove {
  action: AssassinAction;
  risk: Risk;
  /** The play loses the game: it concedes, or leaves no play (the Game contract's `fatal`). */
  endsRun: boolean;
  /** The play kills the last Royal on the table. */
  wins: boolean;
  /** The Royals the play kills (a Joker's column dies whole). */
  kills: string[];
  /** Each column whose Pretender the play changes; the column it aims at first. */
  changes: PretenderChange[];
  /** When the play loses the game: who takes the throne (`JK1` for the Joker). */
  ruler: string | null;
  /** Placing the Joker: the Royals in the column, who all die with its Pretender. */
  jokerKills: number | null;
}

type Stakes = Omit<AssassinMove, 'risk'>;

/** The column a play aims at: attacks, continues and the Joker. */
function aimedAt(action: AssassinAction): Column | null {
  return action.type === 'attack' || action.type === 'continue' || action.type === 'joker' ? action.column : null;
}

/** The attack card a play lays: the turned card, or the reserve's top card. */
function attackCard(t: AssassinState, action: AssassinAction): string | null {
  if (action.type === 'attack') return t.pending;
  if (action.type === 'continue') return t.reserve.at(-1) ?? null;
  return null;
}

/** The reserve as the settling after a play finds it: the pending card added, or the card played taken off. */
function reserveBeforeSettling(t: AssassinState, action: AssassinAction): string[] {
  if (action.type === 'reserve' && t.pending !== null) return [...t.reserve, t.pending];
  if (action.type === 'continue') return t.reserve.slice(0, -1);
  if (action.type === 'joker' && playableJoker(t)?.at === 'reserve') return t.reserve.slice(0, -1);
  return t.reserve;
}

function change(
  before: AssassinState,
  after: AssassinState,
  column: Column,
  action: AssassinAction,
  taken: string[],
): PretenderChange | null {
  const layer = pretender(before, column);
  if (!layer) return null;
  const alive = after.columns[column].find((l) => l.royal === layer.royal);
  const top = pretender(after, column);
  const laid = attackCard(before, action);
  const aimed = aimedAt(action) === column;
  const hit = aimed && laid !== null ? strength(layer) - valueOf(laid) : null;
  const defence = taken.filter((code) => card(code).suit === column);
  const cancelled = alive !== undefined && alive.attack.length === 0 && (layer.attack.length > 0 || hit !== null);
  const result: PretenderChange = {
    column,
    royal: layer.royal,
    before: strength(layer),
    hit,
    after: alive ? strength(alive) : null,
    defence,
    cancelled,
    next: !alive && top ? { royal: top.royal, strength: strength(top) } : null,
  };
  const changed = aimed || result.after !== result.before || defence.length > 0 || cancelled;
  return changed ? result : null;
}

/** What `action` would do in `state`; an illegal play, and turning a card, do nothing that can be known. */
function moveStakes(t: AssassinState, action: AssassinAction): Stakes {
  const none: Stakes = { action, endsRun: false, wins: false, kills: [], changes: [], ruler: null, jokerKills: null };
  if (action.type === 'draw') return none;
  const outcome = applyAction(t, action);
  if (!outcome.ok) return none;
  const after = outcome.state;
  const reserve = reserveBeforeSettling(t, action);
  const taken = reserve
    .slice(after.reserve.length)
    .reverse()
    .filter((code) => !isJoker(code));
  const aimed = aimedAt(action);
  const order = aimed ? [aimed, ...COLUMNS.filter((c) => c !== aimed)] : COLUMNS;
  const standing = new Set(COLUMNS.flatMap((c) => after.columns[c].map((l) => l.royal)));
  const over = legalActions(after).length === 0;
  const wins = tableClear(after);
  return {
    action,
    endsRun: over && !wins,
    wins,
    kills: COLUMNS.flatMap((c) => t.columns[c].map((l) => l.royal).reverse()).filter((royal) => !standing.has(royal)),
    changes: order.map((c) => change(t, after, c, action, taken)).filter((c): c is PretenderChange => c !== null),
    ruler: over && !wins ? ruler(after) : null,
    jokerKills: action.type === 'joker' ? t.columns[action.column].length : null,
  };
}

/** True when `action` loses the game for certain (the Game contract's `fatal`). */
export function fatalMove(t: AssassinState, action: AssassinAction): boolean {
  return moveStakes(t, action).endsRun;
}

function riskOf(move: Stakes): Risk {
  if (move.endsRun) return 'danger';
  if (move.kills.length > 0 || move.action.type === 'joker') return 'safe';
  const fed = move.changes.some((c) => c.after !== null && c.after > c.before);
  return fed ? 'danger' : 'neutral';
}

/** Every legal play, in the board's order, with what it would do and how risky it is. */
export function assassinMoves(t: AssassinState): AssassinMove[] {
  return legalActions(t).map((action) => {
    const move = moveStakes(t, action);
    return { ...move, risk: riskOf(move) };
  });
}
