/**
 * What Discord would turn into a link or a ping in a message's text: the checks behind the tests that
 * feed hostile names (`[Click me](https://e.vil)`, `<https://e.vil>`, `@everyone`) through every board.
 */
import type { MessagePayload } from '../../src/discord/render/message.js';

/**
 * A piece of a message's text, and whether Discord renders markdown there (content, embed text) or shows it as typed (labels, footers, alt
 * text).
 */
export interface MessageText {
  where: string;
  text: string;
  markdown: boolean;
}

/**
 * The forms of a link: a URL whose scheme and slashes touch, a `<scheme:/…>` link, and (where markdown renders) an unescaped
 * `[text](target)`.
 */
const LINKS: { name: string; pattern: RegExp; markdownOnly: boolean }[] = [
  { name: 'bare URL', pattern: /[a-z][\w+.-]*:\/\/\S/i, markdownOnly: false },
  { name: 'angle-bracket URL', pattern: /<[^\s<>:]+:\/[^\s>]*>/, markdownOnly: false },
  { name: 'masked link', pattern: /(?<!\\)\[[^\]\n]*(?<!\\)\]\([^)\s]+\)/, markdownOnly: true },
];

/** The mentions that would show or ping, given the ids the bot itself may mention. */
function liveMentions(text: string, allowedIds: readonly string[]): string[] {
  const found: string[] = [];
  if (/(^|[^\u200b])@(everyone|here)/i.test(text)) found.push('@everyone/@here');
  if (/<@&\d/.test(text)) found.push('role mention');
  if (/<#\d/.test(text)) found.push('channel mention');
  if (/<\/\w/.test(text)) found.push('command mention');
  for (const match of text.matchAll(/<@!?(\d+)>/g)) if (!allowedIds.includes(match[1]!)) found.push(`mention of ${match[1]}`);
  return found;
}

/** Every link or stray mention in the pieces, as "where: what (text)"; empty when there is none. */
export function liveLinksAndMentions(pieces: readonly MessageText[], allowedIds: readonly string[] = []): string[] {
  return pieces.flatMap(({ where, text: whole, markdown }) => {
    // Nothing inside an inline code span links or pings.
    const text = markdown ? whole.replace(/`[^`]+`/g, '``') : whole;
    return [
      ...LINKS.filter((link) => (markdown || !link.markdownOnly) && link.pattern.test(text)).map(
        (link) => `${where}: ${link.name} in ${JSON.stringify(whole)}`,
      ),
      ...liveMentions(text, allowedIds).map((mention) => `${where}: ${mention} in ${JSON.stringify(whole)}`),
    ];
  });
}

/** Every piece of text a message shows: content, each embed's title, description, fields, footer and author, and each component's words. */
export function messageTexts(payload: Partial<MessagePayload>, alt?: string): MessageText[] {
  const pieces: MessageText[] = [];
  const add = (where: string, text: string | undefined, markdown: boolean) => {
    if (text) pieces.push({ where, text, markdown });
  };
  add('content', payload.content, true);
  (payload.embeds ?? []).forEach((embed, e) => {
    add(`embed ${e} title`, embed.title, true);
    add(`embed ${e} description`, embed.description, true);
    for (const field of embed.fields ?? []) {
      add(`embed ${e} field name`, field.name, true);
      add(`embed ${e} field "${field.name}"`, field.value, true);
    }
    add(`embed ${e} footer`, embed.footer?.text, false);
    add(`embed ${e} author`, embed.author?.name, false);
  });
  for (const row of payload.components ?? []) {
    for (const component of row.components) {
      if ('label' in component) add('button', component.label, false);
      if ('placeholder' in component) add('select placeholder', component.placeholder, false);
      if ('options' in component) {
        for (const option of component.options) {
          add('select option', option.label, false);
          add('select option description', option.description, false);
        }
      }
    }
  }
  add('alt text', alt, false);
  return pieces;
}
