/**
 * Group fights (rulebook, "Single Action Conflicts & Full Combat" and "Opponents and Trump";
 * docs/rulings.md): several players fight one opponent, round after round.
 *
 * Readings written down here:
 * - Each round the GM flips one target for the opponent (its rank plus the flip, trump rule on the
 *   flip); every player still in the fight plays against it; the GM may add payback to it.
 * - The opponent drops one rank for each player who meets or beats the target ("If the opponent loses
 *   the round, their cliché rank is dropped by one"); with `ties-to-opponent` a tie falls short.
 * - Each player who falls short loses a round. A player's fight hand is one number: their hand size
 *   (already less every pumped card, lost until healed) minus the rounds they lost in this fight.
 *   So a pumped round lost costs two cards: "dropped by 1 (or more if they were pumping)".
 * - After every round the hand is brought to the fight hand: a hand over it loses its newest cards to
 *   the discard pile, a hand under it draws. At a fight hand of 0 the player is out of the fight
 *   ("If they get to zero cards"), also when pumping alone took them there. A fight cannot start with
 *   a player at 0; a healed player who was out fights on from the next round.
 * - In a hidden fight each round's target, the opponent's rank it starts from included, is the GM's
 *   secret while the round is open; the round's resolution tells it and the rank it leaves. A hidden
 *   fight the GM ends tells nothing more: its rank stays unsaid.
 * - The fight ends when the opponent reaches 0 (the players win, even if the last round also put
 *   someone out) or every player is out (the opponent wins). The GM may end it early. When it ends,
 *   the rounds lost are forgotten and every fighter's hand refills to their hand size.
 */
import { difficulty, difficultyText, openContest, sideTotal, type Taking } from './contest.js';
import { fitHand, type Work } from './pile.js';
import { effectiveHand, playerOf, who } from './seats.js';
import type { Contest, Fight } from './state.js';

/** The fight going on in a table copy. */
function current(work: Work): Fight {
  const f = work.state.fight;
  if (f?.outcome !== 'on') throw new Error('No fight is going on');
  return f;
}

/** True while a hidden fight's rank is the GM's secret: the fight is on (a round is open) or was ended early. */
export function rankHidden(fight: Fight): boolean {
  return fight.hidden === true && (fight.outcome === 'on' || fight.outcome === 'ended');
}

/** The opponent as the table may be told it: "Ninja (4)", or only its name while its rank is hidden. */
export function opponentText(fight: Fight): string {
  return rankHidden(fight) ? fight.opponent.name : `${fight.opponent.name} (${fight.opponent.rank})`;
}

/** Opens the fight's next round: each fighter's hand is brought to their fight hand, and those still in play against a new flip. */
export function openRound(work: Work): void {
  const { state: t } = work;
  const f = current(work);
  const sides: Taking[] = [];
  for (const fighter of f.fighters) {
    const player = playerOf(t, fighter.player);
    if (!player) continue;
    const size = effectiveHand(t, player);
    fitHand(work, player, size);
    if (size > 0) sides.push({ player: player.id, cliche: fighter.cliche, rating: fighter.rating });
  }
  t.contest = openContest(work, {
    kind: 'round',
    style: f.style,
    base: f.opponent.rank,
    opponent: f.opponent.name,
    round: f.round,
    sides,
    hidden: f.hidden === true,
  });
  work.events.push({
    type: 'round-open',
    text: `Round ${f.round} against ${opponentText(f)}: meet or beat ${difficultyText(t.contest)}.`,
  });
}

/** Ends the fight: rounds lost are forgotten and every fighter's hand refills to their hand size. */
export function finishFight(work: Work, outcome: 'won' | 'lost' | 'ended'): void {
  const f = current(work);
  f.outcome = outcome;
  for (const fighter of f.fighters) {
    const player = playerOf(work.state, fighter.player);
    if (player) fitHand(work, player, player.handSize);
  }
  if (outcome === 'won') work.events.push({ type: 'fight-over', text: `${f.opponent.name} is beaten!` });
  if (outcome === 'lost') work.events.push({ type: 'fight-over', text: `Everyone is out of the fight: ${f.opponent.name} wins.` });
}

/** The opponent's rank after a round that started at `base`: one lower for each side that met or beat the target, never below 0. */
export function rankAfterRound(base: number, sides: readonly { result: 'success' | 'failure' | null }[]): number {
  return Math.max(0, base - sides.filter((side) => side.result === 'success').length);
}

/** After a round's sides are settled: ranks and fight hands drop, then the fight goes on or ends. */
export function afterRound(work: Work, round: Contest): void {
  const { state: t } = work;
  const f = current(work);
  const target = difficulty(round);
  const from = f.opponent.rank;
  for (const side of round.sides) {
    const fighter = f.fighters.find((x) => x.player === side.player);
    if (fighter && side.result === 'failure') fighter.lost += 1;
  }
  f.opponent.rank = rankAfterRound(from, round.sides);
  const parts = round.sides.map((side) => {
    const player = playerOf(t, side.player);
    const name = player ? who(player) : 'someone';
    if (side.result === 'success') return `${name} ${sideTotal(side)}, meets it`;
    return `${name} ${sideTotal(side)}, short (fight hand ${player ? effectiveHand(t, player) : 0})`;
  });
  const rank = f.opponent.rank < from ? `${f.opponent.name} drops to ${f.opponent.rank}` : `${f.opponent.name} stays at ${f.opponent.rank}`;
  work.events.push({ type: 'round', text: `Round ${f.round}, ${target} to meet or beat: ${parts.join('; ')}. ${rank}.` });
  for (const side of round.sides) {
    const player = playerOf(t, side.player);
    if (player && effectiveHand(t, player) === 0) work.events.push({ type: 'out', text: `${who(player)} is out of the fight.` });
  }
  const stillIn = f.fighters.some((fighter) => {
    const player = playerOf(t, fighter.player);
    return player !== undefined && effectiveHand(t, player) > 0;
  });
  if (f.opponent.rank === 0) finishFight(work, 'won');
  else if (!stillIn) finishFight(work, 'lost');
  else {
    f.round += 1;
    openRound(work);
  }
}
