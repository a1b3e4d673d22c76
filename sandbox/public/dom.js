/** Building DOM without HTML strings: every piece of text becomes a text node, so nothing the bot or a user wrote is parsed as markup. */

const PROPERTIES = new Set(['value', 'checked', 'disabled', 'selected', 'hidden', 'tabIndex']);

/** Creates an element: `h('button', { class: 'btn', onclick: fn, 'aria-label': 'Send' }, 'text', childNode, [more])`. */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = value;
    else if (PROPERTIES.has(key)) el[key] = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  el.append(...flatten(children));
  return el;
}

/** Children without the empty ones (null, undefined, false, ''), arrays flattened. */
export function flatten(children) {
  return children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false && c !== '');
}

const ICONS = {
  eye:
    'M12 5C6.5 5 2.7 8.7 1.5 12c1.2 3.3 5 7 10.5 7s9.3-3.7 10.5-7C21.3 8.7 17.5 5 12 5zm0 ' +
    '11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.3a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4z',
  external: 'M15 3h6v6h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H15V3zM5 5h6v2H6v11h11v-5h2v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4z',
  send: 'M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z',
  close: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  reply: 'M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z',
  hashtag:
    'M10.9 3 10.3 7h4l.6-4h2l-.6 4H20v2h-3.9l-.6 4H19v2h-3.8l-.6 4h-2l.6-4h-4l-.6 ' +
    '4h-2l.6-4H4v-2h3.9l.6-4H5V7h3.8l.6-4h2zm-.9 6-.6 4h4l.6-4h-4z',
};

/** An inline SVG icon from the set above, hidden from screen readers. */
export function icon(name, className = 'icon') {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[name] ?? '');
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

/** The colour of an embed or container: Discord's integer as `#rrggbb`. */
export function cssColor(value) {
  return typeof value === 'number' && value >= 0 ? `#${value.toString(16).padStart(6, '0').slice(-6)}` : undefined;
}

/** `Today at 23:14` / `Yesterday at 9:05` / a date, as Discord labels messages. */
export function messageTime(ms) {
  const date = new Date(ms);
  const time = date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  const days = Math.round((new Date().setHours(0, 0, 0, 0) - new Date(ms).setHours(0, 0, 0, 0)) / 86_400_000);
  if (days === 0) return `Today at ${time}`;
  if (days === 1) return `Yesterday at ${time}`;
  return `${date.toLocaleDateString()} ${time}`;
}
