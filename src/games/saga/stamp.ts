/**
 * What a player's hand was drawn on, so players of one contest can play side by side. Reading written
 * down here: a play or a stop chosen on a hand drawn before other players acted still stands when,
 * for that player, the contest is the same one (kind, style, difficulty's base, opponent, round) and
 * their side, hand, edge and clichés are unchanged: another player's card, a flip or the GM's payback
 * does not change what they chose. A new contest or round, or anything of their own that changed
 * (a heal, a new edge, a card drawn), makes the hand out of date. A hidden target's base is left out:
 * the stamp travels in the player's buttons, and would tell it to anyone who tries each number.
 */
import { targetHidden } from './contest.js';
import type { SagaAction, SagaState } from './state.js';

/** FNV-1a (32 bits) of a text, in base 36: a short stamp, the same for the same text. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The stamp of what the member's hand shows now: the open contest, their side of it, their hand, edge and clichés. */
export function handStamp(t: SagaState, id: string): string {
  const contest = t.contest;
  const side = contest?.sides.find((s) => s.player === id) ?? null;
  const player = t.players.find((p) => p.id === id);
  const drawnOn = [
    contest && [contest.kind, contest.style, targetHidden(contest) ? null : contest.base, contest.opponent, contest.round, contest.status],
    side,
    player ? [player.hand, player.edge, player.cliches] : null,
  ];
  return fnv1a(JSON.stringify(drawnOn));
}

/** True when a play or stop chosen on a hand drawn earlier (`seen`) still means the same for `actor` now. */
export function stillStands(t: SagaState, action: SagaAction, actor: string): boolean {
  return (action.type === 'play' || action.type === 'stop') && action.seen !== undefined && action.seen === handStamp(t, actor);
}
