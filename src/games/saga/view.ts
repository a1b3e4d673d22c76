/** What a member sees of the table: everyone sees the table; each sees only their own hand, the GM their payback. */
import { difficulty, playerDone, playerTotal, trumpSuit } from './contest.js';
import type { ActionSuit, Cliche, Entry, Fight, SagaState, Style } from './state.js';

/** A player as the table shows them. */
export interface SagaPlayerView {
  id: string;
  name: string;
  cliches: Cliche[];
  edge: number;
  handSize: number;
  /** Cards in hand now. */
  holding: number;
}

/** The open or just-resolved check or fight round, with every card in both sums. */
export interface SagaCheckView {
  kind: 'check' | 'fight';
  player: string;
  cliche: string;
  style: Style;
  trump: ActionSuit | null;
  rating: number;
  /** The difficulty: target (or the opponent's rank), the opponent's flips and the payback. */
  target: number;
  base: number;
  total: number;
  status: 'open' | 'succeeded' | 'failed';
  mine: Entry[];
  theirs: Entry[];
  /** The player may still play a card. */
  mayPlay: boolean;
  /** The player has finished playing, so the GM may resolve. */
  done: boolean;
}

/** The table as one member sees it. */
export interface SagaView {
  gm: string;
  styles: Partial<Record<ActionSuit, Style>>;
  draw: number;
  discard: number;
  payback: { count: number; cards?: string[] };
  /** The viewer's own hand (empty for the GM and onlookers). */
  hand: string[];
  players: SagaPlayerView[];
  check: SagaCheckView | null;
  fight: Fight | null;
  decks: number;
}

/** The view of the table for `viewer`. */
export function viewSaga(state: SagaState, viewer = ''): SagaView {
  const contest = state.contest;
  const acting = contest ? state.players.find((p) => p.id === contest.player) : undefined;
  return {
    gm: state.gm,
    styles: state.options.styles,
    draw: state.draw.length,
    discard: state.discard.length,
    payback: viewer === state.gm ? { count: state.payback.length, cards: [...state.payback] } : { count: state.payback.length },
    hand: [...(state.players.find((p) => p.id === viewer)?.hand ?? [])],
    players: state.players.map((p) => ({ id: p.id, name: p.name, cliches: p.cliches, edge: p.edge, handSize: p.handSize, holding: p.hand.length })),
    check:
      contest && acting
        ? {
            kind: state.fight ? 'fight' : 'check',
            player: contest.player,
            cliche: contest.cliche,
            style: contest.style,
            trump: trumpSuit(state, contest.style),
            rating: contest.rating,
            target: difficulty(contest),
            base: contest.base,
            total: playerTotal(contest),
            status: contest.status,
            mine: contest.mine,
            theirs: contest.theirs,
            mayPlay: contest.status === 'open' && contest.mayPlay,
            done: contest.status === 'open' && playerDone(contest, acting),
          }
        : null,
    fight: state.fight,
    decks: state.options.decks,
  };
}
