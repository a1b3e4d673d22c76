/**
 * The table's actions (issue 4): players join; the GM calls checks and fights, adds payback, resolves
 * and heals; the named player plays cards or stops. Each handler works on a copy the caller owns and
 * returns a refusal message, or null when the action went through.
 */
import { cardLabel, parseCard } from '../../engine/cards.js';
import { refill, type Work } from './pile.js';
import { sagaValue } from './cards.js';
import { clearContest, difficulty, openContest, playCard, playerDone, playerTotal, refillAfter } from './contest.js';
import type { SagaAction, SagaPlayer, SagaState } from './state.js';

type Handler<T extends SagaAction['type']> = (work: Work, action: Extract<SagaAction, { type: T }>, actor: string) => string | null;

function playerOf(t: SagaState, id: string): SagaPlayer | undefined {
  return t.players.find((p) => p.id === id);
}

function clicheOf(player: SagaPlayer, name: string) {
  return player.cliches.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());
}

const GM_ONLY = 'Only the GM can do that.';

/** Anyone but the GM joins once, as themselves, with a hand of edge + 2 cards. */
const join: Handler<'join'> = (work, action, actor) => {
  const { t } = work;
  if (actor !== action.player) return 'You can only join as yourself.';
  if (actor === t.gm) return 'The GM runs the table and cannot also join it as a player.';
  if (playerOf(t, actor)) return 'You are already at this table.';
  const edge = action.edge ?? t.options.edge;
  const player: SagaPlayer = { id: actor, name: action.name, cliches: action.cliches, edge, handSize: edge + 2, hand: [] };
  t.players.push(player);
  refill(work, player, player.handSize);
  work.events.push({ type: 'join', text: `${player.name} joins the table (edge ${edge}, hand of ${player.handSize}).` });
  return null;
};

function startCheck(work: Work, actor: string, action: Extract<SagaAction, { type: 'check' | 'fight' }>): string | SagaPlayer {
  const { t } = work;
  if (actor !== t.gm) return GM_ONLY;
  if (t.contest?.status === 'open') return 'A check or fight round is still open: resolve it first.';
  if (t.fight?.outcome === 'on') return 'A fight is still going on: finish it first.';
  const player = playerOf(t, action.player);
  if (!player) return 'That member has not joined the table (`/saga join`).';
  if (!clicheOf(player, action.cliche)) return `${player.name} has no cliché called "${action.cliche}" (theirs: ${player.cliches.map((c) => c.name).join(', ')}).`;
  return player;
}

/** The GM calls for a check of a player's cliché in a style against a target. */
const check: Handler<'check'> = (work, action, actor) => {
  const player = startCheck(work, actor, action);
  if (typeof player === 'string') return player;
  const cliche = clicheOf(player, action.cliche)!;
  work.t.fight = null;
  work.t.contest = openContest(work, { player, cliche: cliche.name, rating: cliche.rating, style: action.style, base: action.target, fight: false });
  work.events.push({ type: 'check', text: `${player.name} must beat ${action.target} with ${cliche.name} (${cliche.rating}), ${action.style}.` });
  return null;
};

/** The GM starts a fight: each round the opponent's rank plus a flip is the target. */
const fight: Handler<'fight'> = (work, action, actor) => {
  const player = startCheck(work, actor, action);
  if (typeof player === 'string') return player;
  const cliche = clicheOf(player, action.cliche)!;
  const { t } = work;
  t.fight = { player: player.id, cliche: cliche.name, style: action.style, opponent: { ...action.opponent }, handSize: player.handSize, round: 1, outcome: 'on' };
  t.contest = openContest(work, { player, cliche: cliche.name, rating: cliche.rating, style: action.style, base: action.opponent.rank, fight: true });
  work.events.push({ type: 'fight', text: `${player.name} fights ${action.opponent.name} (${action.opponent.rank}) with ${cliche.name}: round 1, ${difficulty(t.contest)} to beat.` });
  return null;
};

/** The named player plays a card, pumped where the cliché allows. */
const play: Handler<'play'> = (work, action, actor) => {
  const { t } = work;
  const contest = t.contest;
  if (!contest || contest.status !== 'open') return 'There is no open check to play into.';
  if (actor !== contest.player) return 'Only the player the check is for can play into it.';
  const player = playerOf(t, actor)!;
  if (!contest.mayPlay) return 'You have played over your edge (or stopped): the GM resolves the check now.';
  if (!parseCard(action.card) || !player.hand.includes(action.card)) return `${parseCard(action.card) ? cardLabel(action.card) : action.card} is not in your hand.`;
  const pump = action.pump ?? 'none';
  const limit = clicheOf(player, contest.cliche)?.pump ?? 'single';
  if (pump === 'double' && limit !== 'double') return `${contest.cliche} can be pumped but not double-pumped.`;
  playCard(work, contest, player, action.card, pump);
  return null;
};

/** After a card at or under their edge, the player may stop instead of playing another. */
const stop: Handler<'stop'> = (work, _action, actor) => {
  const contest = work.t.contest;
  if (!contest || contest.status !== 'open') return 'There is no open check.';
  if (actor !== contest.player) return 'Only the player the check is for can stop.';
  if (contest.mine.length === 0) return 'Play a card first.';
  if (!contest.mayPlay) return 'You have already finished playing.';
  contest.mayPlay = false;
  work.events.push({ type: 'stop', text: `${playerOf(work.t, actor)!.name} stops at ${playerTotal(contest)}.` });
  return null;
};

/** The GM adds payback cards from their hand to the difficulty of the open check or round. */
const payback: Handler<'payback'> = (work, action, actor) => {
  const { t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const contest = t.contest;
  if (!contest || contest.status !== 'open') return 'Payback goes into an open check or fight round.';
  const hand = [...t.payback];
  for (const code of action.cards) {
    const at = hand.indexOf(code);
    if (at < 0) return `${parseCard(code) ? cardLabel(code) : code} is not among your payback cards.`;
    hand.splice(at, 1);
  }
  t.payback = hand;
  for (const code of action.cards) contest.theirs.push({ card: code, value: sagaValue(code), how: 'payback' });
  work.events.push({ type: 'payback', text: `The GM adds payback ${action.cards.map(cardLabel).join(' ')}: ${difficulty(contest)} to beat.` });
  return null;
};

/** The GM resolves the open check or round: success on meeting the difficulty; a fight moves on a round. */
const resolve: Handler<'resolve'> = (work, _action, actor) => {
  const { t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const contest = t.contest;
  if (!contest || contest.status !== 'open') return 'There is nothing open to resolve.';
  const player = playerOf(t, contest.player)!;
  if (!playerDone(contest, player)) return `${player.name} is still playing.`;
  const total = playerTotal(contest);
  const target = difficulty(contest);
  const won = t.fight && t.options.tiesToOpponent ? total > target : total >= target;
  contest.status = won ? 'succeeded' : 'failed';
  clearContest(t, contest, player);
  if (!t.fight) {
    refillAfter(work, player, player.handSize);
    work.events.push({ type: 'resolve', text: `${player.name} ${won ? 'succeeds' : 'fails'}: ${total} against ${target}.` });
    return null;
  }
  const { fight: f } = t;
  if (won) f.opponent.rank -= 1;
  else f.handSize = Math.max(0, f.handSize - 1 - contest.pumps);
  f.outcome = f.opponent.rank <= 0 ? 'won' : f.handSize <= 0 ? 'lost' : 'on';
  refillAfter(work, player, f.outcome === 'on' ? f.handSize : player.handSize);
  const loser = won ? `${f.opponent.name} drops to ${f.opponent.rank}` : `${player.name}'s hand for this fight drops to ${f.handSize}`;
  work.events.push({ type: 'round', text: `Round ${f.round}: ${total} against ${target}, ${loser}.` });
  if (f.outcome === 'on') {
    f.round += 1;
    const cliche = clicheOf(player, f.cliche)!;
    t.contest = openContest(work, { player, cliche: cliche.name, rating: cliche.rating, style: f.style, base: f.opponent.rank, fight: true });
  } else {
    work.events.push({ type: 'fight-over', text: f.outcome === 'won' ? `${f.opponent.name} is beaten!` : `${player.name} is out of the fight.` });
  }
  return null;
};

/** The GM heals a player: hand size back to edge + 2 (and for the fight, if one is on), hand refilled. */
const heal: Handler<'heal'> = (work, action, actor) => {
  const { t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const player = playerOf(t, action.player);
  if (!player) return 'That member has not joined the table.';
  player.handSize = player.edge + 2;
  if (t.fight?.outcome === 'on' && t.fight.player === player.id) t.fight.handSize = player.handSize;
  if (t.contest?.status !== 'open' || t.contest.player !== player.id) refill(work, player, player.handSize);
  work.events.push({ type: 'heal', text: `The GM heals ${player.name}: hand size ${player.handSize}.` });
  return null;
};

/** Each action's handler. */
export const HANDLERS: { [T in SagaAction['type']]: Handler<T> } = { join, check, fight, play, stop, payback, resolve, heal };

/** The pump levels a player may use on a card for the open contest's cliché. */
export function pumpLevels(player: SagaPlayer, clicheName: string): ('none' | 'pump' | 'double')[] {
  const limit = clicheOf(player, clicheName)?.pump ?? 'single';
  return limit === 'double' ? ['none', 'pump', 'double'] : ['none', 'pump'];
}
