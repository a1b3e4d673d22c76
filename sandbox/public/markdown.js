/**
 * Discord markdown as DOM nodes: bold, italics, underline, strike-through, spoilers, inline code and
 * code blocks, headers, subtext, lists, block quotes, masked links, mentions, timestamps and
 * backslash escapes (`\*` shows a literal `*`). It never parses HTML: all text ends up in text nodes.
 */
import { h } from './dom.js';

/** A backslash before any of these shows the character itself. */
const ESCAPABLE = /[^\p{L}\p{N}\s]/u;
const WORD = /[\p{L}\p{N}]/u;
const SPAN_RULES = [
  ['**', 'strong'],
  ['__', 'u'],
  ['~~', 's'],
  ['||', 'spoiler'],
  ['*', 'em'],
  ['_', 'em'],
];
const MENTION = /<(@!?|@&|#)(\d{1,20})>/y;
const SLASH_MENTION = /<\/([-_\p{L}\p{N}]{1,32}(?: [-_\p{L}\p{N}]{1,32}){0,2}):(\d{1,20})>/uy;
const TIMESTAMP = /<t:(-?\d{1,13})(?::([tTdDfFR]))?>/y;
const CUSTOM_EMOJI = /<a?:(\w{2,32}):(\d{1,20})>/y;
const ANGLE_LINK = /<(https?:\/\/[^\s>]+)>/y;
const MASKED_LINK = /\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/y;
const BARE_LINK = /https?:\/\/[^\s<]*[^\s<.,:;"'!?)\]]/y;
const CODE_BLOCK = /```(?:([\w+#.-]+)?\n)?([\s\S]*?)```/g;

/**
 * Renders `text` into a fragment. `names` resolves mentions: `user(id)`, `role(id)` give a name,
 * `channel(id)` gives `{ name, open }`. `inline: true` leaves out block syntax (titles, field names).
 */
export function renderMarkdown(text, names, { inline = false } = {}) {
  const fragment = document.createDocumentFragment();
  if (inline) {
    fragment.append(...spans(text, names));
    return fragment;
  }
  let last = 0;
  for (const match of text.matchAll(CODE_BLOCK)) {
    fragment.append(...blocks(trimNewline(text.slice(last, match.index), 'end'), names));
    const code = match[2].replace(/^\n/, '').replace(/\n$/, '');
    fragment.append(h('pre', { class: 'md-codeblock' }, h('code', {}, code)));
    last = match.index + match[0].length;
  }
  fragment.append(...blocks(trimNewline(text.slice(last), last > 0 ? 'start' : 'none'), names));
  return fragment;
}

function trimNewline(text, where) {
  if (where === 'end') return text.replace(/\n$/, '');
  if (where === 'start') return text.replace(/^\n/, '');
  return text;
}

/** Block syntax line by line; runs of plain lines become one paragraph with line breaks. */
function blocks(text, names) {
  if (text === '') return [];
  const out = [];
  let paragraph = [];
  let quote = [];
  let list = null;
  const flushParagraph = () => {
    if (paragraph.length > 0) out.push(h('div', { class: 'md-p' }, ...spans(paragraph.join('\n'), names)));
    paragraph = [];
  };
  const flushQuote = () => {
    if (quote.length > 0) out.push(h('blockquote', { class: 'md-quote' }, ...blocks(quote.join('\n'), names)));
    quote = [];
  };
  const flushList = () => {
    if (list) out.push(list);
    list = null;
  };
  const flushAll = () => {
    flushParagraph();
    flushQuote();
    flushList();
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let m;
    if (line.startsWith('>>> ')) {
      flushAll();
      quote.push(line.slice(4), ...lines.slice(i + 1));
      break;
    }
    if ((m = /^> ?(.*)$/.exec(line)) && (line.startsWith('> ') || line === '>')) {
      flushParagraph();
      flushList();
      quote.push(m[1]);
      continue;
    }
    flushQuote();
    if ((m = /^(#{1,3}) (.+)$/.exec(line))) {
      flushAll();
      out.push(h(`h${m[1].length + 2}`, { class: `md-h md-h${m[1].length}` }, ...spans(m[2], names)));
    } else if ((m = /^-# (.+)$/.exec(line))) {
      flushAll();
      out.push(h('div', { class: 'md-subtext' }, ...spans(m[1], names)));
    } else if ((m = /^(\s*)(?:[-*]|(\d{1,9})\.) (.+)$/.exec(line))) {
      flushParagraph();
      const tag = m[2] === undefined ? 'ul' : 'ol';
      if (!list || list.tagName.toLowerCase() !== tag) {
        flushList();
        list = h(tag, { class: 'md-list', start: m[2] });
      }
      list.append(h('li', { class: m[1].length > 0 ? 'md-nested' : undefined }, ...spans(m[3], names)));
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushAll();
  return out;
}

/** Inline syntax: escapes, code, emphasis, mentions, links; `\n` becomes a line break. */
function spans(text, names) {
  const out = [];
  let buffer = '';
  const flush = () => {
    if (buffer !== '') out.push(buffer);
    buffer = '';
  };
  const sticky = (re, at) => {
    re.lastIndex = at;
    return re.exec(text);
  };
  let i = 0;
  scan: while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      flush();
      out.push(h('br'));
      i++;
      continue;
    }
    if (c === '`') {
      const ticks = text.startsWith('``', i) ? '``' : '`';
      const end = text.indexOf(ticks, i + ticks.length);
      if (end > i + ticks.length - 1 && text.slice(i + ticks.length, end).trim() !== '') {
        flush();
        out.push(h('code', { class: 'md-code' }, text.slice(i + ticks.length, end)));
        i = end + ticks.length;
        continue;
      }
    }
    for (const [delimiter, tag] of SPAN_RULES) {
      if (!text.startsWith(delimiter, i)) continue;
      const end = closing(text, delimiter, i);
      if (end === -1) continue;
      flush();
      const inner = spans(text.slice(i + delimiter.length, end), names);
      out.push(tag === 'spoiler' ? spoiler(inner) : h(tag, { class: `md-${tag}` }, ...inner));
      i = end + delimiter.length;
      continue scan;
    }
    let m;
    if (
      c === '<' &&
      (m = sticky(MENTION, i) ?? sticky(SLASH_MENTION, i) ?? sticky(TIMESTAMP, i) ?? sticky(CUSTOM_EMOJI, i) ?? sticky(ANGLE_LINK, i))
    ) {
      flush();
      out.push(special(m, names));
      i += m[0].length;
      continue;
    }
    if (c === '[' && (m = sticky(MASKED_LINK, i))) {
      flush();
      out.push(link(m[2], spans(m[1], names)));
      i += m[0].length;
      continue;
    }
    if (c === 'h' && (m = sticky(BARE_LINK, i))) {
      flush();
      out.push(link(m[0], [m[0]]));
      i += m[0].length;
      continue;
    }
    buffer += c;
    i++;
  }
  flush();
  return out;
}

/** Where the span opened at `start` by `delimiter` closes, or -1 (Discord's rules, simplified). */
function closing(text, delimiter, start) {
  const from = start + delimiter.length;
  const single = delimiter.length === 1;
  if (single && (text[from] === delimiter || /\s/.test(text[from] ?? ' '))) return -1;
  if (delimiter === '_' && WORD.test(text[start - 1] ?? '')) return -1;
  for (let j = from; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', j + 1);
      if (end !== -1) j = end;
      continue;
    }
    if (!text.startsWith(delimiter, j)) continue;
    if (single && text[j + 1] === delimiter) {
      j++;
      continue;
    }
    if (j === from) return -1;
    if (single && /\s/.test(text[j - 1])) continue;
    if (delimiter === '_' && WORD.test(text[j + 1] ?? '')) continue;
    if (!single) while (text[j + delimiter.length] === delimiter[0]) j++;
    return j;
  }
  return -1;
}

function spoiler(children) {
  const el = h('span', { class: 'md-spoiler', role: 'button', tabindex: 0, title: 'Spoiler: click to show' }, ...children);
  el.addEventListener('click', () => el.classList.add('is-revealed'));
  return el;
}

function link(url, children) {
  let safe;
  try {
    safe = new URL(url);
  } catch {
    return children.length === 1 && typeof children[0] === 'string' ? children[0] : h('span', {}, ...children);
  }
  if (safe.protocol !== 'http:' && safe.protocol !== 'https:') return h('span', {}, ...children);
  return h('a', { class: 'md-link', href: safe.href, target: '_blank', rel: 'noopener noreferrer', title: safe.href }, ...children);
}

function special(m, names) {
  const whole = m[0];
  if (whole.startsWith('<t:')) return timestamp(Number(m[1]), m[2] ?? 'f');
  if (whole.startsWith('</')) return h('span', { class: 'mention mention-command' }, `/${m[1]}`);
  if (whole.startsWith('<http')) return link(m[1], [m[1]]);
  if (/^<a?:/.test(whole)) return h('span', { class: 'md-emoji-custom', title: `:${m[1]}:` }, `:${m[1]}:`);
  const [kind, id] = [m[1], m[2]];
  if (kind === '#') {
    const channel = names.channel(id);
    if (!channel) return h('span', { class: 'mention' }, '#unknown');
    return h('span', { class: 'mention mention-channel', role: 'link', tabindex: 0, onclick: channel.open }, `#${channel.name}`);
  }
  if (kind === '@&') return h('span', { class: 'mention' }, `@${names.role(id) ?? 'unknown-role'}`);
  return h('span', { class: 'mention', title: id }, `@${names.user(id) ?? 'unknown-user'}`);
}

const RELATIVE = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const TIMESTAMP_FORMATS = {
  t: { hour: 'numeric', minute: '2-digit' },
  T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  d: { day: '2-digit', month: '2-digit', year: 'numeric' },
  D: { day: 'numeric', month: 'long', year: 'numeric' },
  f: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  F: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

function timestamp(seconds, style) {
  const date = new Date(seconds * 1000);
  let text;
  if (style === 'R') {
    const diff = (date.getTime() - Date.now()) / 1000;
    const units = [
      ['year', 31_536_000],
      ['month', 2_592_000],
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
      ['second', 1],
    ];
    const [unit, size] = units.find(([, s]) => Math.abs(diff) >= s) ?? ['second', 1];
    text = RELATIVE.format(Math.round(diff / size), unit);
  } else {
    text = date.toLocaleString(undefined, TIMESTAMP_FORMATS[style]);
  }
  return h('time', { class: 'md-timestamp', datetime: date.toISOString(), title: date.toLocaleString() }, text);
}
