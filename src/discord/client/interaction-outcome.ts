/**
 * What became of an interaction, for its log line and the metrics: a handler notes a refusal or a bad
 * click where it gives one; the router notes failures, and takes an interaction with no note as answered.
 */
import type { Interaction } from 'discord.js';

/**
 * How an interaction ended: answered (`ok`), refused by the game or the store, bad input, store busy, failed, or turned away while
 * stopping.
 */
export type InteractionOutcome = 'ok' | 'refused' | 'invalid' | 'busy' | 'error' | 'stopping';

const notes = new WeakMap<Interaction, InteractionOutcome>();

/** Notes how `interaction` ended (the last note counts). */
export function noteOutcome(interaction: Interaction, outcome: InteractionOutcome): void {
  notes.set(interaction, outcome);
}

/** How `interaction` ended: its note, or `ok`. */
export function outcomeOf(interaction: Interaction): InteractionOutcome {
  return notes.get(interaction) ?? 'ok';
}
