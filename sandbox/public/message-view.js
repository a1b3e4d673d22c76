/** One message as Discord shows it: who caused it, the author line, content, embeds, components, and the ephemeral note. */
import { renderComponents } from './components.js';
import { h, icon, messageTime } from './dom.js';
import { renderEmbed } from './embeds.js';
import { renderMarkdown } from './markdown.js';

const AVATAR_COLORS = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459f', '#757e8a'];

/** A round avatar: the bot's, or a coloured one with the member's initial. */
export function avatar(user, users, size = '') {
  if (!user) return h('span', { class: `avatar ${size}` });
  if (user.bot) return h('span', { class: `avatar avatar-bot ${size}`, 'aria-hidden': 'true' }, 'GM');
  const index = Math.max(
    0,
    users.findIndex((u) => u.id === user.id),
  );
  const el = h('span', { class: `avatar ${size}`, 'aria-hidden': 'true' }, (user.displayName || user.username).slice(0, 1).toUpperCase());
  el.style.backgroundColor = AVATAR_COLORS[index % AVATAR_COLORS.length];
  return el;
}

function authorLine(author, time, edited) {
  return h(
    'div',
    { class: 'message-header' },
    h('span', { class: 'author' }, author.displayName),
    author.bot && h('span', { class: 'app-tag' }, 'APP'),
    h('time', { class: 'message-time', datetime: new Date(time).toISOString() }, messageTime(time)),
    edited && h('span', { class: 'edited' }, '(edited)'),
  );
}

function ephemeralNote(onDismiss) {
  return h(
    'div',
    { class: 'ephemeral-note' },
    icon('eye', 'icon'),
    h('span', {}, 'Only you can see this'),
    h('span', { class: 'dot' }, '•'),
    h('button', { type: 'button', class: 'link-button', onclick: onDismiss }, 'Dismiss message'),
  );
}

function replyContext(msg, view) {
  const { interaction } = msg;
  if (!interaction) return null;
  const user = view.user(interaction.userId);
  if (interaction.kind === 'command') {
    return h(
      'div',
      { class: 'reply-context' },
      avatar(user, view.world.users, 'avatar-xs'),
      h('span', { class: 'reply-user' }, user?.displayName ?? 'someone'),
      h('span', { class: 'reply-text' }, ' used '),
      h('span', { class: 'reply-command' }, interaction.command ?? 'a command'),
    );
  }
  const source = interaction.sourceMessageId;
  if (!source || source === msg.id) return null;
  return h(
    'div',
    { class: 'reply-context is-jump', role: 'link', tabindex: 0, title: 'Jump to the message', onclick: () => view.jump(source) },
    avatar(view.world.bot, view.world.users, 'avatar-xs'),
    h('span', { class: 'reply-user' }, view.world.bot.displayName),
    h('span', { class: 'reply-text' }, renderMarkdown(view.snippet(source), view.names, { inline: true })),
  );
}

/**
 * Renders a message. `view` gives `world`, `names`, `user(id)`, `snippet(id)`, `jump(id)`,
 * `isPending(messageId, customId)`, `failure(messageId)`, `click`, `select` and `dismiss`.
 */
export function renderMessage(msg, view) {
  const author = view.world.bot;
  const { edited } = msg;
  const content = msg.content ? renderMarkdown(msg.content, view.names) : null;
  const failure = view.failure(msg.id);
  const ui = {
    names: view.names,
    isPending: (customId) => view.isPending(msg.id, customId),
    click: (customId) => view.click(msg, customId),
    select: (customId, values) => view.select(msg, customId, values),
  };
  return h(
    'li',
    { class: `message${msg.ephemeral ? ' is-ephemeral' : ''}`, id: `message-${msg.id}`, 'data-message-id': msg.id },
    replyContext(msg, view),
    h(
      'div',
      { class: 'message-main' },
      avatar(author, view.world.users),
      authorLine(author, msg.createdAt, edited && !content),
      msg.loading &&
        h('div', { class: 'thinking' }, `${author.displayName} is thinking`, h('span', { class: 'dots' }, h('i'), h('i'), h('i'))),
      content && h('div', { class: 'message-content' }, content, edited && h('span', { class: 'edited' }, '(edited)')),
      msg.embeds.length > 0 &&
        h(
          'div',
          { class: 'embeds' },
          msg.embeds.map((embed) => renderEmbed(embed, view.names)),
        ),
      msg.components.length > 0 && h('div', { class: 'components' }, renderComponents(msg.components, ui)),
      failure && h('div', { class: 'interaction-failed', title: failure }, 'This interaction failed'),
      msg.ephemeral && ephemeralNote(() => view.dismiss(msg.id)),
    ),
  );
}

/** A note only the sandbox shows, like Discord's "The application did not respond". */
export function renderNote(note, view) {
  return h(
    'li',
    { class: 'message is-ephemeral is-note', id: `note-${note.id}` },
    note.command &&
      h(
        'div',
        { class: 'reply-context' },
        avatar(view.user(note.userId), view.world.users, 'avatar-xs'),
        h('span', { class: 'reply-user' }, view.user(note.userId)?.displayName ?? ''),
        h('span', { class: 'reply-text' }, ' used '),
        h('span', { class: 'reply-command' }, note.command),
      ),
    h(
      'div',
      { class: 'message-main' },
      avatar(view.world.bot, view.world.users),
      authorLine(view.world.bot, note.createdAt, false),
      h('div', { class: 'message-content note-text' }, note.text),
      note.detail && h('div', { class: 'note-detail' }, note.detail),
      ephemeralNote(() => view.dismiss(`note-${note.id}`)),
    ),
  );
}
