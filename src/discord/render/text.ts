/** Safe user text in messages: markdown escaped, mentions defused, lengths kept inside Discord's limits. */
import { escapeMarkdown } from 'discord.js';
import { noun } from '../../engine/words.js';

/** Escapes markdown and defuses `@everyone`, `@here` and `<@…>` mentions in text a user typed. */
export function userText(text: string, max = 256): string {
  const defused = escapeMarkdown(text)
    .replace(/@(everyone|here)/gi, '@\u200b$1')
    .replace(/<([@#][!&]?|\/)/g, '<\u200b$1');
  return truncate(defused, max);
}

/** Cuts text to `max` characters, ending with an ellipsis when it was cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** A bar of ten segments for a value out of a maximum, e.g. health. */
export function bar(value: number, max: number): string {
  const filled = Math.max(0, Math.min(10, Math.round((value / max) * 10)));
  return '▰'.repeat(filled) + '▱'.repeat(10 - filled);
}

/** "1 game", "3 games": a count with its word. */
export function plural(count: number, word: string, bold = false): string {
  const number = bold ? `**${count}**` : String(count);
  return `${number} ${noun(count, word)}`;
}

/** A score as players read it: thousands separated, at most one decimal ("50,032", "12.5"). */
export function scoreText(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}
