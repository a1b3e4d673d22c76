/**
 * What a member sees of the table: everyone sees the table, who must act next and both sums of the
 * open contest; each player sees only their own hand with the plays they may make; the GM sees the
 * payback hand and a hidden target (a check's, or a conflict's or fight's opponent rank and flips).
 */
import { parseCard } from '../../engine/cards.js';
import { sagaValue } from './cards.js';
import { contestReady, difficulty, sideOf, sideState, sideTotal, targetHidden, trumpSuit } from './contest.js';
import { rankHidden } from './fight.js';
import { type PaybackChoice, paybackChoices } from './payback.js';
import { effectiveHand, fighterOf, fullHand, playerOf, pumpLevels } from './seats.js';
import { handStamp } from './stamp.js';
import type { ActionSuit, Cliche, Contest, ContestKind, Entry, Fight, SagaPlayer, SagaState, Style } from './state.js';

/** A player as the table shows them. */
export interface SagaPlayerView {
  id: string;
  /** The member's name in the server. */
  member: string;
  /** The character's name. */
  name: string;
  cliches: Cliche[];
  edge: number;
  /** A full hand: edge + 2. */
  full: number;
  /** The hand size that counts now: less pumped cards, and in a fight less the rounds lost. */
  handSize: number;
  /** Cards in hand now. */
  holding: number;
  /** In the fight going on, out of it, or not in one. */
  fight: 'in' | 'out' | null;
}

/** One player's side of a contest. */
export interface SagaSideView {
  player: string;
  cliche: string;
  rating: number;
  mine: Entry[];
  total: number;
  /** No card yet, in an edge chain (may play another or stop), or done. */
  state: 'to-play' | 'may-play' | 'done';
  result: 'success' | 'failure' | null;
}

/** A check, conflict or fight round, open or just resolved, with every card in both sums. */
export interface SagaContestView {
  kind: ContestKind;
  style: Style;
  trump: ActionSuit | null;
  /** The target before flips and payback: the check's target, or the opponent's rank; null while hidden from the viewer. */
  base: number | null;
  /** The difficulty to meet or beat: base, the opponent's flips and the payback; null while hidden from the viewer. */
  target: number | null;
  /** A contest whose target only the GM sees until it is resolved. */
  hidden: boolean;
  opponent: string | null;
  round: number | null;
  theirs: Entry[];
  sides: SagaSideView[];
  status: 'open' | 'resolved';
  /** Every player in it is done (played and ended any edge chain, or holds no card): the GM resolves. */
  ready: boolean;
}

/** The fight going on, or the last one. */
interface SagaFightView {
  /** The opponent's rank is null while the fight is hidden from the viewer. */
  opponent: { name: string; rank: number | null };
  style: Style;
  round: number;
  outcome: Fight['outcome'];
  fighters: { player: string; cliche: string; rating: number; handSize: number; out: boolean }[];
}

/** A play the viewer may make now, with the total it gives before any trump flip or double-pump draw. */
export interface SagaPlayView {
  card: string;
  pump: 'none' | 'pump' | 'double';
  total: number;
  /** The card is at or under the edge and others are left: the player may play another. */
  chain: boolean;
  /** The card is of the trump suit: flips follow. */
  trump: boolean;
}

/** The table as one member sees it. */
export interface SagaView {
  gm: string;
  gmName: string;
  styles: Partial<Record<ActionSuit, Style>>;
  draw: number;
  discard: number;
  decks: number;
  /** The GM's payback hand: its size for everyone, the cards and their menu choices for the GM. */
  payback: { count: number; cards?: string[]; choices?: PaybackChoice[] };
  players: SagaPlayerView[];
  /** The open contest. */
  contest: SagaContestView | null;
  /** The last contest resolved. */
  last: SagaContestView | null;
  fight: SagaFightView | null;
  /** Members who must play now (in an edge chain: may play on or stop). */
  waitingFor: string[];
  /** Everyone in the open contest is done: the GM resolves. */
  gmTurn: boolean;
  /** Who acts next, sentence-ready: "Bob plays for Sir Reginald", "the GM resolves". */
  next: string;
  /** The players whose hand is below a full one, for whatever cause (the GM may heal them). */
  hurt: string[];
  /** The viewer's own hand (empty for the GM and onlookers). */
  hand: string[];
  /** The plays the viewer may make now. */
  plays: SagaPlayView[];
  /** What the viewer's hand shows now (stamp.ts): a play or stop chosen on it carries it as `seen`. */
  seen: string;
}

/** A contest as `viewer` sees it: a hidden target (and the payback on it) only the GM sees until it is resolved. */
function contestView(t: SagaState, contest: Contest | null, viewer: string): SagaContestView | null {
  if (!contest) return null;
  const secret = targetHidden(contest) && viewer !== t.gm;
  return {
    kind: contest.kind,
    style: contest.style,
    trump: trumpSuit(t, contest.style),
    base: secret ? null : contest.base,
    target: secret ? null : difficulty(contest),
    hidden: targetHidden(contest),
    opponent: contest.opponent,
    round: contest.round,
    theirs: secret ? [] : contest.theirs,
    sides: contest.sides.map((side) => ({
      player: side.player,
      cliche: side.cliche,
      rating: side.rating,
      mine: side.mine,
      total: sideTotal(side),
      state: sideState(side, playerOf(t, side.player)),
      result: side.result,
    })),
    status: contest.status,
    ready: contest.status === 'open' && contestReady(t, contest),
  };
}

function fightView(t: SagaState, viewer: string): SagaFightView | null {
  const f = t.fight;
  if (!f) return null;
  const rank = rankHidden(f) && viewer !== t.gm ? null : f.opponent.rank;
  const fighters = f.fighters.flatMap((fighter) => {
    const player = playerOf(t, fighter.player);
    if (!player) return [];
    const handSize = effectiveHand(t, player);
    return [
      { player: fighter.player, cliche: fighter.cliche, rating: fighter.rating, handSize, out: f.outcome === 'on' && handSize === 0 },
    ];
  });
  return { opponent: { name: f.opponent.name, rank }, style: f.style, round: f.round, outcome: f.outcome, fighters };
}

/** The plays a player may make in the open contest: each card of the hand at each pump level the cliché allows. */
export function playOptions(t: SagaState, id: string): SagaPlayView[] {
  const side = sideOf(t.contest, id);
  const player = playerOf(t, id);
  if (!t.contest || !side || !player || !side.mayPlay || side.result !== null) return [];
  const trump = trumpSuit(t, t.contest.style);
  return [...new Set(player.hand)].flatMap((card) =>
    pumpLevels(player, side.cliche).map((pump) => {
      const value = sagaValue(card);
      return {
        card,
        pump,
        total: sideTotal(side) + (pump === 'none' ? value : value * 2),
        chain: value <= player.edge && player.hand.length > 1,
        trump: trump !== null && parseCard(card)?.suit === trump,
      };
    }),
  );
}

/** Who must act next as a sentence, from the open contest. */
function nextText(waiting: { player: SagaPlayer; chain: boolean }[], open: boolean): string {
  if (!open) return 'the GM calls a check, a conflict or a fight';
  if (waiting.length === 0) return 'the GM resolves';
  return waiting
    .map(({ player, chain }) =>
      chain ? `${player.member} may play another card for ${player.name} or stop` : `${player.member} plays for ${player.name}`,
    )
    .join('; ');
}

/** The view of the table for `viewer`. */
export function viewSaga(state: SagaState, viewer = ''): SagaView {
  const contest = contestView(state, state.contest, viewer);
  const waiting = (contest?.sides ?? []).flatMap((side) => {
    const player = playerOf(state, side.player);
    return player && side.state !== 'done' ? [{ player, chain: side.state === 'may-play' }] : [];
  });
  const isGm = viewer === state.gm;
  return {
    gm: state.gm,
    gmName: state.gmName,
    styles: state.options.styles,
    draw: state.draw.length,
    discard: state.discard.length,
    decks: state.options.decks,
    payback: isGm
      ? { count: state.payback.length, cards: [...state.payback], choices: paybackChoices(state.payback) }
      : { count: state.payback.length },
    players: state.players.map((p) => {
      const fighting = fighterOf(state, p.id) !== undefined;
      const handSize = effectiveHand(state, p);
      return {
        id: p.id,
        member: p.member,
        name: p.name,
        cliches: p.cliches,
        edge: p.edge,
        full: fullHand(p),
        handSize,
        holding: p.hand.length,
        fight: fighting ? (handSize > 0 ? 'in' : 'out') : null,
      };
    }),
    contest,
    last: contestView(state, state.last, viewer),
    fight: fightView(state, viewer),
    waitingFor: waiting.map((w) => w.player.id),
    gmTurn: contest !== null && waiting.length === 0,
    next: nextText(waiting, contest !== null),
    hurt: state.players.filter((p) => effectiveHand(state, p) < fullHand(p)).map((p) => p.id),
    hand: [...(playerOf(state, viewer)?.hand ?? [])],
    plays: playOptions(state, viewer),
    seen: handStamp(state, viewer),
  };
}
