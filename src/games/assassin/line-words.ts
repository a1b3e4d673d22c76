/**
 * A Royal Assassin line play by play in words, as the best line tells it with the deck known: each card
 * turned with what was done with it ("7♣ → attack K♠"), every other play on its own, and the Royals each
 * one killed. The line is played through the rules, so a line they refuse is reported, never told.
 */
import { cardLabel } from '../../engine/cards.js';
import { count } from '../../engine/words.js';
import { pretender } from './board.js';
import { playWords } from './move-words.js';
import { applyAction } from './rules.js';
import type { AssassinAction, AssassinState } from './state.js';

/** The Royals a play killed, in words, or nothing. */
function kills(before: AssassinState, after: AssassinState): string {
  const killed = after.royalsKilled - before.royalsKilled;
  return killed > 0 ? ` (${count(killed, 'Royal')} killed)` : '';
}

/** What was done with the card just turned: "attack K♠", "to the reserve", "the Joker over Q♦". */
function takeWords(state: AssassinState, action: AssassinAction): string {
  if (action.type === 'reserve') return 'to the reserve';
  const royal = 'column' in action ? pretender(state, action.column)?.royal : undefined;
  const target = royal === undefined ? 'the empty column' : cardLabel(royal);
  return action.type === 'joker' ? `the Joker over ${target}` : `attack ${target}`;
}

/** A line from `start`, a step for each card turned (with the play that followed it) and for each other play; or why a play is refused. */
export function lineSteps(
  start: AssassinState,
  line: readonly AssassinAction[],
): { ok: true; steps: string[] } | { ok: false; reason: string } {
  const steps: string[] = [];
  let state = start;
  for (let i = 0; i < line.length; i++) {
    const action = line[i]!;
    const turned = action.type === 'draw' ? state.stock[0] : undefined;
    let words = turned === undefined ? playWords(state, action) : `Turn ${cardLabel(turned)}`;
    const before = state;
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, reason: `play ${i + 1} is refused: ${next.message}` };
    state = next.state;
    // The card turned and the play that takes it off the stockpile are one step.
    const then = line[i + 1];
    if (
      turned !== undefined &&
      state.pending !== null &&
      then &&
      (then.type === 'attack' || then.type === 'reserve' || then.type === 'joker')
    ) {
      const played = applyAction(state, then);
      if (!played.ok) return { ok: false, reason: `play ${i + 2} is refused: ${played.message}` };
      words = `${cardLabel(turned)} → ${takeWords(state, then)}`;
      state = played.state;
      i++;
    }
    steps.push(`${words}${kills(before, state)}`);
  }
  return { ok: true, steps };
}
