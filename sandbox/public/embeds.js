/** Discord embeds: colour bar, author, title, description, fields (inline ones up to three a row), images, footer. */
import { cssColor, h } from './dom.js';
import { renderMarkdown } from './markdown.js';

/** The grid columns of each field: a run of inline fields shares a row (3, or 2 beside a thumbnail); others take the whole row. */
function fieldColumns(fields, perRow) {
  const columns = [];
  let run = [];
  const flush = () => {
    for (let start = 0; start < run.length; start += perRow) {
      const row = run.slice(start, start + perRow);
      const span = 12 / row.length;
      row.forEach((_, k) => {
        columns.push(`${1 + k * span} / ${1 + (k + 1) * span}`);
      });
    }
    run = [];
  };
  for (const field of fields) {
    if (field.inline) {
      run.push(field);
    } else {
      flush();
      columns.push('1 / 13');
    }
  }
  flush();
  return columns;
}

/** A picture from a URL the sandbox does not fetch (it never goes online): a labelled placeholder. */
/**
 * An embed's image or thumbnail: a file the bot uploaded is shown as Discord shows it; anything else (the page loads nothing from the
 * internet) as a placeholder.
 */
function picture(kind, media) {
  const url = typeof media?.url === 'string' ? media.url : '';
  if (url.startsWith('/attachments/'))
    return h('div', { class: `embed-${kind} has-picture` }, h('img', { src: url, alt: media.alt ?? '', loading: 'lazy' }));
  const name = url.split('/').pop()?.split('?')[0];
  return h('div', { class: `embed-${kind} media-placeholder`, title: url }, `🖼 ${name || kind}`);
}

function footerTime(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
}

/** One embed as Discord draws it. */
export function renderEmbed(embed, names) {
  const el = h('article', { class: 'embed' });
  const color = cssColor(embed.color);
  if (color) el.style.borderLeftColor = color;
  const fields = Array.isArray(embed.fields) ? embed.fields : [];
  const columns = fieldColumns(fields, embed.thumbnail ? 2 : 3);
  const title = embed.title && renderMarkdown(embed.title, names, { inline: true });
  const time = embed.timestamp ? footerTime(embed.timestamp) : '';
  el.append(
    h(
      'div',
      { class: `embed-grid${embed.thumbnail ? ' has-thumbnail' : ''}` },
      embed.author?.name && h('div', { class: 'embed-author' }, embed.author.name),
      title && h('div', { class: 'embed-title' }, title),
      embed.description && h('div', { class: 'embed-description' }, renderMarkdown(embed.description, names)),
      fields.length > 0 &&
        h(
          'div',
          { class: 'embed-fields' },
          fields.map((field, k) => {
            const cell = h(
              'div',
              { class: 'embed-field' },
              h('div', { class: 'embed-field-name' }, renderMarkdown(field.name ?? '', names, { inline: true })),
              h('div', { class: 'embed-field-value' }, renderMarkdown(field.value ?? '', names)),
            );
            cell.style.gridColumn = columns[k];
            return cell;
          }),
        ),
      embed.image && picture('image', embed.image),
      embed.thumbnail && picture('thumbnail', embed.thumbnail),
      (embed.footer?.text || time) &&
        h('div', { class: 'embed-footer' }, embed.footer?.text ?? '', embed.footer?.text && time ? ' • ' : '', time),
    ),
  );
  return el;
}
