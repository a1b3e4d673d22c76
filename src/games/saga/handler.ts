/** What every action handler of the table shares: its shape, the GM check, and how contests are named. */
import type { Work } from './pile.js';
import type { ContestKind, SagaAction } from './state.js';

/** Applies one kind of action to a table copy the caller owns: a refusal message, or null when it went through. */
export type Handler<T extends SagaAction['type']> = (work: Work, action: Extract<SagaAction, { type: T }>, actor: string) => string | null;

/** The refusal for a member who is not the GM. */
export const GM_ONLY = 'Only the GM can do that.';

/** A contest's kind as players say it: "check", "conflict", "fight round". */
export function kindLabel(kind: ContestKind): string {
  return kind === 'round' ? 'fight round' : kind;
}
