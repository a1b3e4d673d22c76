/**
 * Playing into the open contest: each player in it plays cards or stops, the GM adds payback and
 * resolves. Readings written down here:
 * - The GM may resolve once every player in the contest has played a card (or holds none):
 *   resolving ends an edge chain a player left open.
 * - A check succeeds on meeting or beating its target. A conflict or fight round is won on meeting
 *   or beating the opponent's total, or only on beating it with `ties-to-opponent`.
 * - After a check or conflict the player's hand refills to their hand size (less the cards pumped);
 *   after a fight round every fighter's hand is brought to their fight hand (fight.ts).
 */
import { cardLabel, parseCard } from '../../engine/cards.js';
import { sagaValue } from './cards.js';
import { clearSide, clearTheirs, contestReady, difficulty, playCard, sideOf, sideState, sideTotal } from './contest.js';
import { afterRound } from './fight.js';
import { GM_ONLY, type Handler, kindLabel } from './handler.js';
import { takePayback } from './payback.js';
import { fitHand } from './pile.js';
import { clicheOf, playerOf, who } from './seats.js';

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

/** The GM adds payback cards from their hand to the difficulty of the open contest. */
export const payback: Handler<'payback'> = (work, action, actor) => {
  const { state: t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const contest = t.contest;
  if (!contest) return 'Payback goes into an open check, conflict or fight round.';
  const taken = takePayback(t.payback, action.cards);
  if (typeof taken === 'string') return taken;
  t.payback = taken.rest;
  for (const code of taken.cards) contest.theirs.push({ card: code, value: sagaValue(code), how: 'payback' });
  work.events.push({
    type: 'payback',
    text: `The GM adds payback ${taken.cards.map(cardLabel).join(' ')}: meet or beat ${difficulty(contest)}.`,
  });
  return null;
};

/** The GM resolves the open contest: each side meets or beats the difficulty or falls short; a fight goes on a round. */
export const resolve: Handler<'resolve'> = (work, _action, actor) => {
  const { state: t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const contest = t.contest;
  if (!contest) return 'There is nothing open to resolve.';
  if (!contestReady(t, contest)) {
    const waiting = contest.sides.flatMap((s) => {
      const player = playerOf(t, s.player);
      return player && sideState(s, player) === 'to-play' ? [player] : [];
    });
    return `${waiting.map(who).join(', ')} ${waiting.length === 1 ? 'has' : 'have'} not played yet.`;
  }
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
