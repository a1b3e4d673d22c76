/**
 * Playing into the open contest: each player in it plays cards or stops, the GM adds payback and
 * resolves. Readings written down here:
 * - The GM may resolve once every player in the contest has played a card (or holds none). An edge
 *   chain is the player's to finish: while one is open (the player may play another card or stop),
 *   the GM resolves only by saying so (`anyway`), and resolving then ends the chain.
 * - A check succeeds on meeting or beating its target. A conflict or fight round is won on meeting
 *   or beating the opponent's total, or only on beating it with `ties-to-opponent`.
 * - After a check or conflict the player's hand refills to their hand size (less the cards pumped);
 *   after a fight round every fighter's hand is brought to their fight hand (fight.ts).
 */
import { cardLabel, parseCard } from '../../engine/cards.js';
import { sagaValue } from './cards.js';
import { clearSide, clearTheirs, difficulty, difficultyText, playCard, playersIn, sideOf, sideTotal, targetHidden } from './contest.js';
import { afterRound } from './fight.js';
import { GM_ONLY, type Handler, kindLabel } from './handler.js';
import { takePayback } from './payback.js';
import { fitHand } from './pile.js';
import { clicheOf, playerOf, who } from './seats.js';
import type { SagaPlayer } from './state.js';

/** A player in the open contest plays a card, pumped where the cliché allows. */
export const play: Handler<'play'> = (work, action, actor) => {
  const { state: t } = work;
  const contest = t.contest;
  if (!contest) return 'Nothing is open to play into.';
  const side = sideOf(contest, actor);
  const player = playerOf(t, actor);
  if (!side || !player) return `You are not in this ${kindLabel(contest.kind)}.`;
  if (!side.mayPlay) return `You have played over your edge (or stopped): the GM resolves the ${kindLabel(contest.kind)} now.`;
  if (!parseCard(action.card) || !player.hand.includes(action.card))
    return `${parseCard(action.card) ? cardLabel(action.card) : action.card} is not in your hand.`;
  const pump = action.pump ?? 'none';
  const limit = clicheOf(player, side.cliche)?.pump ?? 'single';
  if (pump === 'double' && limit !== 'double') return `${side.cliche} can be pumped but not double-pumped.`;
  playCard(work, contest, side, player, action.card, pump);
  return null;
};

/** After a card at or under their edge, a player may stop instead of playing another. */
export const stop: Handler<'stop'> = (work, _action, actor) => {
  const contest = work.state.contest;
  if (!contest) return 'Nothing is open.';
  const side = sideOf(contest, actor);
  if (!side) return `You are not in this ${kindLabel(contest.kind)}.`;
  if (side.mine.length === 0) return 'Play a card first.';
  if (!side.mayPlay) return 'You have already finished playing.';
  side.mayPlay = false;
  const player = playerOf(work.state, actor);
  work.events.push({ type: 'stop', text: `${player ? who(player) : 'Someone'} stops at ${sideTotal(side)}.` });
  return null;
};

/** The GM adds payback cards from their hand to the difficulty of the open contest; on a hidden target the table is not told which. */
export const payback: Handler<'payback'> = (work, action, actor) => {
  const { state: t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const contest = t.contest;
  if (!contest) return 'Payback goes into an open check, conflict or fight round.';
  const taken = takePayback(t.payback, action.cards);
  if (typeof taken === 'string') return taken;
  t.payback = taken.rest;
  for (const code of taken.cards) contest.theirs.push({ card: code, value: sagaValue(code), how: 'payback' });
  const cards = targetHidden(contest) ? '' : ` ${taken.cards.map(cardLabel).join(' ')}`;
  work.events.push({ type: 'payback', text: `The GM adds payback${cards}: meet or beat ${difficultyText(contest)}.` });
  return null;
};

/** Names joined for a sentence: "Ann", "Ann and Bob", "Ann, Bob and Cyd". */
function names(players: SagaPlayer[]): string {
  const all = players.map(who);
  return all.length <= 2 ? all.join(' and ') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

/**
 * The GM resolves the open contest: each side meets or beats the difficulty or falls short; a fight
 * goes on a round. An open edge chain is resolved over only with `anyway`, and that ends it.
 */
export const resolve: Handler<'resolve'> = (work, action, actor) => {
  const { state: t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const contest = t.contest;
  if (!contest) return 'There is nothing open to resolve.';
  const waiting = playersIn(t, contest, 'to-play');
  if (waiting.length > 0) return `${names(waiting)} ${waiting.length === 1 ? 'has' : 'have'} not played yet.`;
  const chains = playersIn(t, contest, 'may-play');
  if (chains.length > 0 && action.anyway !== true)
    return (
      `${names(chains)} may still play another card or stop. Resolving now ends ` +
      `${chains.length === 1 ? 'that edge chain' : 'those edge chains'}: resolve anyway to do it.`
    );
  const target = difficulty(contest);
  for (const side of contest.sides) {
    const total = sideTotal(side);
    const won = contest.kind !== 'check' && t.options.tiesToOpponent ? total > target : total >= target;
    side.result = won ? 'success' : 'failure';
    side.mayPlay = false;
    clearSide(t, side, playerOf(t, side.player));
  }
  clearTheirs(t, contest);
  contest.status = 'resolved';
  t.last = contest;
  t.contest = null;
  if (contest.kind === 'round') {
    afterRound(work, contest);
    return null;
  }
  const side = contest.sides[0];
  const player = side ? playerOf(t, side.player) : undefined;
  if (!side || !player) return null;
  fitHand(work, player, player.handSize);
  const against = contest.kind === 'conflict' ? ` against ${contest.opponent ?? 'the opponent'}` : '';
  work.events.push({
    type: 'resolve',
    text: `${who(player)}${against}: ${sideTotal(side)} against ${target}. ${side.result === 'success' ? 'Success.' : 'Failure.'}`,
  });
  return null;
};
