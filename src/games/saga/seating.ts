/**
 * Who sits where: members join and leave, the GM heals players, changes a player's edge and hands the
 * GM seat to another member. Readings written down here:
 * - A member joins once, as themselves, with a hand of edge + 2 cards; the GM cannot also play.
 * - Healing brings a player's hand size back to edge + 2 and forgets the rounds they lost in the
 *   fight going on; a player who was out of the fight fights on from the next round.
 * - A new edge moves the hand size by the same amount, so cards lost to pumps stay lost.
 * - After a heal or a new edge the hand is brought to its size at once, unless the player has cards
 *   in the open contest: then it is brought to size when the contest is resolved.
 * - A player leaving (on their own, or removed by the GM) puts their hand and any cards they played
 *   into the open contest on the discard pile; a contest left with nobody in it is called off, and
 *   a fight left with nobody still in it ends.
 * - The payback hand belongs to the GM seat: a new GM takes it over. A player who becomes GM leaves
 *   the table as above first; the old GM becomes an onlooker, who may join as a player.
 */
import { callOff, sideOf, withdrawSide } from './contest.js';
import { finishFight } from './fight.js';
import { GM_ONLY, type Handler } from './handler.js';
import { fitHand, type Work } from './pile.js';
import { effectiveHand, fighterOf, findPlayer, fullHand, playerOf, who } from './seats.js';
import type { SagaPlayer, SagaState } from './state.js';

/** True while the player has cards played into the open contest: their hand is then brought to size when it is resolved. */
function playing(t: SagaState, id: string): boolean {
  return (sideOf(t.contest, id)?.mine.length ?? 0) > 0;
}

/** Anyone but the GM joins once, as themselves, with a hand of edge + 2 cards. */
export const join: Handler<'join'> = (work, action, actor) => {
  const { state: t } = work;
  if (actor !== action.player) return 'You can only join as yourself.';
  if (actor === t.gm) return 'The GM runs the table and cannot also join it as a player.';
  if (playerOf(t, actor)) return 'You are already at this table.';
  const edge = action.edge ?? t.options.edge;
  const player: SagaPlayer = {
    id: actor,
    member: action.member,
    name: action.name,
    cliches: action.cliches,
    edge,
    handSize: edge + 2,
    hand: [],
  };
  t.players.push(player);
  fitHand(work, player, player.handSize);
  work.events.push({ type: 'join', text: `${action.member} joins as ${action.name} (edge ${edge}, hand of ${player.handSize}).` });
  return null;
};

/** Takes a player off the table: their cards go to the discard pile, and what they were in goes on without them. */
function unseat(work: Work, player: SagaPlayer): void {
  const { state: t } = work;
  const contest = t.contest;
  const side = sideOf(contest, player.id);
  if (contest && side) {
    withdrawSide(t, side, undefined);
    contest.sides = contest.sides.filter((s) => s !== side);
  }
  t.discard.push(...player.hand);
  player.hand = [];
  const f = t.fight?.outcome === 'on' ? t.fight : null;
  if (f) f.fighters = f.fighters.filter((x) => x.player !== player.id);
  t.players = t.players.filter((p) => p.id !== player.id);
  if (contest && contest.sides.length === 0) {
    callOff(t, contest);
    t.contest = null;
    if (f && f.fighters.length > 0) finishFight(work, 'lost');
    else if (f) {
      finishFight(work, 'ended');
      work.events.push({ type: 'end', text: `Nobody is left in the fight against ${f.opponent.name}: it ends.` });
    }
  }
}

/** A player leaves the table, or the GM removes one. */
export const leave: Handler<'leave'> = (work, action, actor) => {
  const { state: t } = work;
  const player = action.player === undefined ? playerOf(t, actor) : findPlayer(t, action.player);
  if (player === undefined) return actor === t.gm ? 'Name the player to remove from the table.' : 'You are not at this table.';
  if (typeof player === 'string') return player;
  if (player.id !== actor && actor !== t.gm) return 'You can only leave yourself; the GM can remove a player.';
  work.events.push({
    type: 'leave',
    text: player.id === actor ? `${who(player)} leaves the table.` : `The GM removes ${who(player)} from the table.`,
  });
  unseat(work, player);
  return null;
};

/** The GM hands the GM seat, with the payback hand, to another member. */
export const gm: Handler<'gm'> = (work, action, actor) => {
  const { state: t } = work;
  if (actor !== t.gm) return GM_ONLY;
  if (action.player === t.gm) return 'You already run this table.';
  const player = playerOf(t, action.player);
  if (player) {
    work.events.push({ type: 'leave', text: `${who(player)} leaves the table to run it.` });
    unseat(work, player);
  }
  const payback = t.payback.length === 1 ? 'the payback card goes' : `the ${t.payback.length} payback cards go`;
  work.events.push({ type: 'gm', text: `${t.gmName} hands the GM seat to ${action.name}; ${payback} with it.` });
  t.gm = action.player;
  t.gmName = action.name;
  return null;
};

/** The player a GM's action names, or why it is refused: the actor is not the GM, or no player reads so. */
function gmNamed(t: SagaState, actor: string, ref: string): SagaPlayer | string {
  return actor !== t.gm ? GM_ONLY : findPlayer(t, ref);
}

/** The GM changes a player's edge: the hand size moves by as much, cards lost to pumps stay lost. */
export const edge: Handler<'edge'> = (work, action, actor) => {
  const { state: t } = work;
  const player = gmNamed(t, actor, action.player);
  if (typeof player === 'string') return player;
  if (player.edge === action.edge) return `${who(player)} already has edge ${action.edge}.`;
  player.handSize = Math.max(0, player.handSize + action.edge - player.edge);
  player.edge = action.edge;
  if (!playing(t, player.id)) fitHand(work, player, effectiveHand(t, player));
  work.events.push({ type: 'edge', text: `The GM sets ${who(player)}'s edge to ${action.edge}: hand size ${effectiveHand(t, player)}.` });
  return null;
};

/** The GM heals a player: hand size back to edge + 2 and the fight's lost rounds forgotten, hand refilled. */
export const heal: Handler<'heal'> = (work, action, actor) => {
  const { state: t } = work;
  const player = gmNamed(t, actor, action.player);
  if (typeof player === 'string') return player;
  const before = effectiveHand(t, player);
  if (before >= fullHand(player)) return `${who(player)} is not hurt: hand size ${before}, the full ${fullHand(player)}.`;
  player.handSize = fullHand(player);
  const fighter = fighterOf(t, player.id);
  if (fighter) fighter.lost = 0;
  if (!playing(t, player.id)) fitHand(work, player, player.handSize);
  const back = fighter && before === 0 ? ' (back in the fight from the next round)' : '';
  work.events.push({ type: 'heal', text: `The GM heals ${who(player)}: hand size ${player.handSize}${back}.` });
  return null;
};
