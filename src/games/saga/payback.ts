/**
 * The GM's payback hand as choices (rulebook, "Applying GM Payback"). With several decks the GM may
 * hold copies of one card, and a menu needs a distinct value for each: the first copy of the 7 of
 * Spades is `7S`, the second `7S.2`, and so on. Chosen values are checked against the hand the GM holds.
 */
import { cardLabel, parseCard } from '../../engine/cards.js';
import { sagaValue } from './cards.js';

/** One payback card the GM may choose: its menu value and the card. */
export interface PaybackChoice {
  value: string;
  card: string;
}

/** Every copy of every payback card as its own choice, highest first. */
export function paybackChoices(payback: readonly string[]): PaybackChoice[] {
  const seen = new Map<string, number>();
  const choices = payback.map((card) => {
    const copy = (seen.get(card) ?? 0) + 1;
    seen.set(card, copy);
    return { value: copy === 1 ? card : `${card}.${copy}`, card };
  });
  return choices.sort((a, b) => sagaValue(b.card) - sagaValue(a.card) || a.value.localeCompare(b.value));
}

const VALUE = /^([^.]+)(?:\.(\d{1,2}))?$/;

/** The cards the chosen values name and the payback hand left, or why the choice does not fit the hand. */
export function takePayback(payback: readonly string[], values: readonly string[]): { cards: string[]; rest: string[] } | string {
  const rest = [...payback];
  const cards: string[] = [];
  const chosen = new Set<string>();
  for (const value of values) {
    const match = VALUE.exec(value);
    const code = match?.[1] ?? value;
    const copy = Number(match?.[2] ?? 1);
    const label = parseCard(code) ? cardLabel(code) : code;
    if (!match || !parseCard(code) || copy < 1) return `${value} is not among your payback cards.`;
    const held = payback.filter((c) => c === code).length;
    if (held === 0) return `${label} is not among your payback cards.`;
    if (copy > held) return `You hold ${held === 1 ? 'one' : held} ${label}, not a copy number ${copy}.`;
    const key = `${code}.${copy}`;
    if (chosen.has(key)) return `${label}${copy > 1 ? ` (copy ${copy})` : ''} is chosen twice.`;
    chosen.add(key);
    rest.splice(rest.indexOf(code), 1);
    cards.push(code);
  }
  return { cards, rest };
}
