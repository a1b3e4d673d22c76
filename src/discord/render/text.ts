/**
 * Safe user text in messages: no link or mention can form in it, markdown is escaped where Discord
 * renders markdown, and lengths stay inside Discord's limits.
 */
import { escapeMarkdown, escapeMaskedLink } from 'discord.js';
import { noun, signed } from '../../engine/words.js';

/** The zero-width space that splits what Discord would read as a link or a mention; invisible on screen. */
const BREAK = '\u200b';

/**
 * Breaks every URL scheme (`https:/…`, `<steam:/…>`) with a zero-width space after its colon: a bare
 * URL, an `<…>` link and a masked link's target all need the colon and the slash side by side.
 */
function withoutLinks(text: string): string {
  return text.replace(/:(?=\/)/g, `:${BREAK}`);
}

/** Defuses `@everyone`, `@here`, and `<@…>`, `<#…>`, `</…>` mentions. */
function withoutMentions(text: string): string {
  return text.replace(/@(everyone|here)/gi, `@${BREAK}$1`).replace(/<([@#][!&]?|\/)/g, `<${BREAK}$1`);
}

/**
 * User text for places Discord renders markdown (content, descriptions, field names and values,
 * titles): markdown escaped, no link or mention can form, cut to `max`. Every square bracket is
 * escaped, so neither the text alone nor with brackets the bot puts around it (`[Wizard] (4)`) reads
 * as a masked link.
 */
export function userText(text: string, max = 256): string {
  return truncate(withoutMentions(escapeMarkdown(withoutLinks(text)).replace(/[[\]]/g, '\\$&')), max);
}

/**
 * User text for places Discord shows as typed (button and select option labels, footers, alt text):
 * no link or mention can form, nothing escaped (a backslash would show), cut to `max`.
 */
export function userLabel(text: string, max: number): string {
  return truncate(withoutMentions(withoutLinks(text)), max);
}

/**
 * A message of the bot's that quotes user text as typed (a game's refusal: `Nobody answers to "…"`):
 * no link or mention can form in it, and the bot's own markdown (code spans, bold) still works.
 */
export function unlinked(text: string): string {
  return withoutMentions(escapeMaskedLink(withoutLinks(text)));
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

/** A score as players read it, written the one way numbers are ("−172", "50,032", "12.5"). */
export function scoreText(value: number): string {
  return signed(value);
}
