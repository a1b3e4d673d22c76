/**
 * Who sits at the table: finding a player from what a slash command sent, naming them for the story
 * ("Bob's Sir Reginald"), their clichés, and the hand size that counts now (the fight hand in a fight).
 */
import type { Cliche, Fighter, SagaPlayer, SagaState } from './state.js';

/** A player as the story names them: the member's name and the character's ("Bob's Sir Reginald"). */
export function who(player: Pick<SagaPlayer, 'member' | 'name'>): string {
  return player.member === '' || player.member.toLowerCase() === player.name.toLowerCase()
    ? player.name
    : `${player.member}'s ${player.name}`;
}

/** The player with this member id. */
export function playerOf(t: SagaState, id: string): SagaPlayer | undefined {
  return t.players.find((p) => p.id === id);
}

/**
 * The player a slash command means: a member id, a mention (`<@id>`), or a character or member name
 * (case does not matter, a leading `@` is ignored); or why nobody (or more than one) matches.
 */
export function findPlayer(t: SagaState, ref: string): SagaPlayer | string {
  const text = ref.trim();
  const id = /^<@!?([^>]+)>$/.exec(text)?.[1] ?? text;
  const byId = playerOf(t, id);
  if (byId) return byId;
  const wanted = text.replace(/^@/, '').trim().toLowerCase();
  const byCharacter = t.players.filter((p) => p.name.toLowerCase() === wanted);
  const matches = byCharacter.length > 0 ? byCharacter : t.players.filter((p) => p.member.toLowerCase() === wanted);
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) return `${matches.map(who).join(' and ')} both answer to "${text}": pick one from the list.`;
  const seated = t.players.length > 0 ? ` At the table: ${t.players.map(who).join(', ')}.` : ' Nobody has joined yet.';
  return `Nobody at the table answers to "${text}".${seated} Members join with \`/saga join\`.`;
}

/** A player's cliché by name, whatever the case. */
export function clicheOf(player: SagaPlayer, name: string): Cliche | undefined {
  return player.cliches.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());
}

/** Why a player has no such cliché, naming the ones they have. */
export function noCliche(player: SagaPlayer, name: string): string {
  return `${who(player)} has no cliché called "${name}" (theirs: ${player.cliches.map((c) => c.name).join(', ')}).`;
}

/** The player's place in the fight going on, if they are in it. */
export function fighterOf(t: SagaState, id: string): Fighter | undefined {
  return t.fight?.outcome === 'on' ? t.fight.fighters.find((f) => f.player === id) : undefined;
}

/** The hand size that counts now: hand size less pumps, and in a fight less the rounds lost (at least 0). */
export function effectiveHand(t: SagaState, player: SagaPlayer): number {
  return Math.max(0, player.handSize - (fighterOf(t, player.id)?.lost ?? 0));
}

/** A full hand for the player's edge: edge + 2 (rulebook, "Edge and Handsize"). */
export function fullHand(player: SagaPlayer): number {
  return player.edge + 2;
}

/** The pump levels a player may use on a card for a cliché: none and pump, and double for a bracketed cliché. */
export function pumpLevels(player: SagaPlayer, clicheName: string): ('none' | 'pump' | 'double')[] {
  const limit = clicheOf(player, clicheName)?.pump ?? 'single';
  return limit === 'double' ? ['none', 'pump', 'double'] : ['none', 'pump'];
}
