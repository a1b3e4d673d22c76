/**
 * What the GM calls for: a check against a target, a single-action conflict against an opponent, a
 * group fight, a player joining the fight, and ending whatever is open early.
 *
 * Readings written down here:
 * - One thing at a time: a check, conflict or fight is called only when nothing is open.
 * - A check, conflict or fight called `hidden` shows its target only to the GM until it is resolved
 *   (view.ts): a check's number, or a conflict's or fight round's opponent rank and flips, and the
 *   payback on either. The story says "a hidden target" until the resolution tells it, and the table
 *   hears that the GM added payback but not which cards (plays.ts).
 * - A single-action conflict is one opposed round: the target is the opponent's rank plus the GM's
 *   flip (trump rule on the flip), the GM may add payback, and it is resolved once. Nothing is lost
 *   but the cards played and pumped; ties follow the table's tie rule, as in a fight.
 * - An opponent the table met lately keeps the rank it started with: the GM may leave the rank out.
 * - The GM may end a check, conflict or fight at any time (the opponent flees, the scene changes):
 *   the open contest is called off (contest.ts) and a fight's lost rounds are forgotten.
 */
import { callOff, difficultyText, openContest, type Taking } from './contest.js';
import { finishFight, openRound, opponentText } from './fight.js';
import { GM_ONLY, type Handler, kindLabel } from './handler.js';
import { fitHand, type Work } from './pile.js';
import { clicheOf, effectiveHand, findPlayer, noCliche, who } from './seats.js';
import { type Opponent, RECENT_OPPONENTS, type SagaState } from './state.js';

/** Why the GM cannot call something now, or null. */
function mayCall(t: SagaState, actor: string): string | null {
  if (actor !== t.gm) return GM_ONLY;
  if (t.fight?.outcome === 'on') return 'A fight is going on: finish it or end it (`/saga end`) first.';
  if (t.contest) return `A ${kindLabel(t.contest.kind)} is still open: resolve it or end it (\`/saga end\`) first.`;
  return null;
}

/** The player and cliché a call names, or why they do not read. */
function taking(t: SagaState, ref: string, name: string): Taking | string {
  const player = findPlayer(t, ref);
  if (typeof player === 'string') return player;
  const cliche = clicheOf(player, name);
  if (!cliche) return noCliche(player, name);
  return { player: player.id, cliche: cliche.name, rating: cliche.rating };
}

/** The one side a check or a conflict names, or why the GM cannot call it now or the side does not read. */
function calledSide(t: SagaState, actor: string, ref: string, cliche: string): Taking | string {
  return mayCall(t, actor) ?? taking(t, ref, cliche);
}

/** The opponent with its rank: given, or the rank it started with when the table last met it. */
function opponentOf(t: SagaState, given: { name: string; rank?: number | undefined }): Opponent | string {
  if (given.rank !== undefined) return { name: given.name, rank: given.rank };
  const known = t.opponents.find((o) => o.name.toLowerCase() === given.name.toLowerCase());
  return known ? { ...known } : `How strong is ${given.name}? Give its rank (the rating of the cliché it uses).`;
}

/** Remembers an opponent for autocomplete and default ranks, newest first. */
function remember(t: SagaState, opponent: Opponent): void {
  t.opponents = [{ ...opponent }, ...t.opponents.filter((o) => o.name.toLowerCase() !== opponent.name.toLowerCase())].slice(
    0,
    RECENT_OPPONENTS,
  );
}

function nameOf(t: SagaState, id: string): string {
  const player = t.players.find((p) => p.id === id);
  return player ? who(player) : 'someone';
}

/** The GM calls for a check of a player's cliché in a style against a target. */
export const check: Handler<'check'> = (work, action, actor) => {
  const { state: t } = work;
  const side = calledSide(t, actor, action.player, action.cliche);
  if (typeof side === 'string') return side;
  t.fight = null;
  t.contest = openContest(work, {
    kind: 'check',
    style: action.style,
    base: action.target,
    opponent: null,
    round: null,
    sides: [side],
    hidden: action.hidden === true,
  });
  work.events.push({
    type: 'check',
    text:
      `${nameOf(t, side.player)}: a ${action.style} check with ${side.cliche} ` +
      `(${side.rating}), meet or beat ${action.hidden ? 'a hidden target' : action.target}.`,
  });
  return null;
};

/** The GM calls a single-action conflict: one opposed round against an opponent's rank plus a flip. */
export const conflict: Handler<'conflict'> = (work, action, actor) => {
  const { state: t } = work;
  const side = calledSide(t, actor, action.player, action.cliche);
  if (typeof side === 'string') return side;
  const opponent = opponentOf(t, action.opponent);
  if (typeof opponent === 'string') return opponent;
  t.fight = null;
  remember(t, opponent);
  t.contest = openContest(work, {
    kind: 'conflict',
    style: action.style,
    base: opponent.rank,
    opponent: opponent.name,
    round: null,
    sides: [side],
    hidden: action.hidden === true,
  });
  const foe = action.hidden ? opponent.name : `${opponent.name} (${opponent.rank})`;
  work.events.push({
    type: 'conflict',
    text:
      `${nameOf(t, side.player)} faces ${foe} with ${side.cliche} ` +
      `(${side.rating}), ${action.style}: meet or beat ${difficultyText(t.contest)}.`,
  });
  return null;
};

/** Why a player may not fight now, or null: they must hold a fight hand above 0. */
function mayFight(t: SagaState, id: string): string | null {
  const player = t.players.find((p) => p.id === id);
  if (player && effectiveHand(t, player) === 0) return `${who(player)} has no cards to fight with (hand size 0): heal them first.`;
  return null;
}

/** The GM starts a group fight: several players against one opponent, round after round. */
export const fight: Handler<'fight'> = (work, action, actor) => {
  const { state: t } = work;
  const refusal = mayCall(t, actor);
  if (refusal) return refusal;
  const sides: Taking[] = [];
  for (const named of action.fighters) {
    const side = taking(t, named.player, named.cliche);
    if (typeof side === 'string') return side;
    if (sides.some((s) => s.player === side.player)) return `${nameOf(t, side.player)} is named twice.`;
    const unfit = mayFight(t, side.player);
    if (unfit) return unfit;
    sides.push(side);
  }
  const opponent = opponentOf(t, action.opponent);
  if (typeof opponent === 'string') return opponent;
  remember(t, opponent);
  t.fight = {
    opponent: { ...opponent },
    style: action.style,
    round: 1,
    fighters: sides.map((s) => ({ ...s, lost: 0 })),
    outcome: 'on',
    ...(action.hidden ? { hidden: true } : {}),
  };
  work.events.push({
    type: 'fight',
    text: `${sides.map((s) => nameOf(t, s.player)).join(', ')} fight ${opponentText(t.fight)}, ${action.style}.`,
  });
  openRound(work);
  return null;
};

/** The GM adds a player to the fight going on: they play in the open round at once. */
export const fightJoin: Handler<'fight-join'> = (work, action, actor) => {
  const { state: t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const f = t.fight;
  if (f?.outcome !== 'on' || !t.contest) return 'No fight is going on: start one with `/saga fight`.';
  const side = taking(t, action.player, action.cliche);
  if (typeof side === 'string') return side;
  if (f.fighters.some((x) => x.player === side.player)) {
    const out = t.contest.sides.every((s) => s.player !== side.player);
    return out
      ? `${nameOf(t, side.player)} is out of this fight: heal them and they fight on from the next round.`
      : `${nameOf(t, side.player)} is already in the fight.`;
  }
  const unfit = mayFight(t, side.player);
  if (unfit) return unfit;
  f.fighters.push({ ...side, lost: 0 });
  t.contest.sides.push({ ...side, mine: [], mayPlay: true, result: null });
  work.events.push({
    type: 'fight-join',
    text:
      `${nameOf(t, side.player)} joins the fight against ${f.opponent.name} with ` +
      `${side.cliche} (${side.rating}): meet or beat ${difficultyText(t.contest)}.`,
  });
  return null;
};

/** Ends the open contest and any fight: the GM's call, or the last player in it leaving. */
function endOpen(work: Work): void {
  const { state: t } = work;
  const players = (t.contest?.sides ?? []).map((side) => side.player);
  if (t.contest) callOff(t, t.contest);
  t.contest = null;
  if (t.fight?.outcome === 'on') finishFight(work, 'ended');
  for (const id of players) {
    const player = t.players.find((p) => p.id === id);
    if (player) fitHand(work, player, effectiveHand(t, player));
  }
}

/** The GM ends the open check, conflict or fight early, without ending the table. */
export const end: Handler<'end'> = (work, _action, actor) => {
  const { state: t } = work;
  if (actor !== t.gm) return GM_ONLY;
  const f = t.fight?.outcome === 'on' ? t.fight : null;
  const contest = t.contest;
  let what: string;
  if (f) what = `the fight against ${f.hidden ? f.opponent.name : `${f.opponent.name} (rank ${f.opponent.rank} left)`}`;
  else if (contest?.kind === 'conflict')
    what = `the conflict between ${nameOf(t, contest.sides[0]?.player ?? '')} and ${contest.opponent ?? 'the opponent'}`;
  else if (contest) what = `the check for ${nameOf(t, contest.sides[0]?.player ?? '')}`;
  else return 'Nothing is open to end: no check, conflict or fight.';
  endOpen(work);
  work.events.push({ type: 'end', text: `The GM ends ${what}: cards played go back to their hands.` });
  return null;
};
