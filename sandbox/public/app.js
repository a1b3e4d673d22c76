/**
 * The sandbox page: a Discord-like channel showing what the real bot sends, fed by the sandbox's
 * server-sent events; slash commands, clicks and menu choices go back to it as JSON requests.
 * It renders payloads and knows no game.
 */
import { Composer } from './composer.js';
import { h } from './dom.js';
import { avatar, renderMessage, renderNote } from './message-view.js';

const state = {
  world: null,
  /** Messages by id, in creation order, in their latest state. */
  messages: new Map(),
  /** Sandbox-only notes (a command the bot did not answer), each for one user. */
  notes: [],
  userId: localStorage.getItem('sandbox.user'),
  channelId: localStorage.getItem('sandbox.channel'),
  dismissed: new Set(),
  /** `messageId \n customId` of components waiting for the bot's answer. */
  pending: new Set(),
  /** messageId -> { userId, error } for "This interaction failed". */
  failures: new Map(),
  unread: new Set(),
};

// Discord's light theme with ?theme=light, its dark one otherwise.
if (new URLSearchParams(location.search).get('theme') === 'light') document.documentElement.dataset.theme = 'light';

const byId = (id) => document.getElementById(id);
const scroller = byId('scroller');
const list = byId('messages');

const composer = new Composer(byId('composer'), {
  context: () => ({ world: state.world, userId: state.userId, channelId: state.channelId }),
  send: sendCommand,
  suggest: suggestFor,
});

function user(id) {
  if (!state.world) return undefined;
  return state.world.users.find((u) => u.id === id) ?? (state.world.bot.id === id ? state.world.bot : undefined);
}

const names = {
  user: (id) => user(id)?.displayName,
  role: (id) => state.world?.roles.find((r) => r.id === id)?.name ?? (id === state.world?.guild.id ? 'everyone' : undefined),
  channel: (id) => {
    const channel = state.world?.channels.find((c) => c.id === id);
    return channel && { name: channel.name, open: () => switchChannel(id) };
  },
};

const pendingKey = (messageId, customId) => `${messageId}\n${customId}`;

const view = {
  get world() {
    return state.world;
  },
  names,
  user,
  /** One line of a message for a reply's preview: its content, else its first embed's title. */
  snippet(id) {
    const msg = state.messages.get(id);
    const text = (msg?.content || msg?.embeds[0]?.title || 'Click to see the message').replace(/\s*\n\s*/g, ' ');
    return text.length > 100 ? `${text.slice(0, 99)}…` : text;
  },
  jump(id) {
    const el = byId(`message-${id}`);
    if (!el) return;
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el.classList.remove('is-highlighted');
    void el.offsetWidth;
    el.classList.add('is-highlighted');
  },
  isPending: (messageId, customId) => state.pending.has(pendingKey(messageId, customId)),
  failure(messageId) {
    const failure = state.failures.get(messageId);
    return failure && failure.userId === state.userId ? failure.error : undefined;
  },
  click: (msg, customId) => act('/api/click', msg, customId, {}),
  select: (msg, customId, values) => act('/api/select', msg, customId, { values }),
  dismiss(id) {
    state.dismissed.add(id);
    byId(id.startsWith('note-') ? id : `message-${id}`)?.remove();
  },
};

// ---- talking to the sandbox ---------------------------------------------------------------------

async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error ?? `The sandbox answered ${response.status}`);
  return data;
}

/** A slash command: resolves once the bot answered; a command it did not answer gets Discord's note. */
async function sendCommand(request, label) {
  const answer = await post('/api/command', request);
  if (!answer.ok) {
    state.notes.push({
      id: String(Date.now()),
      channelId: request.channelId,
      userId: request.userId,
      command: label,
      text: 'The application did not respond',
      detail: answer.error,
      createdAt: Date.now(),
    });
    renderMessages(true);
  }
}

/** The bot's suggestions for the option a member is typing into; throws with what went wrong. */
async function suggestFor(request) {
  const answer = await post('/api/suggest', request);
  if (!answer.ok) throw new Error(answer.error);
  return answer.choices;
}

/** A click or a menu choice on a message, with the component showing its loading state until the bot answers. */
async function act(path, msg, customId, extra) {
  const key = pendingKey(msg.id, customId);
  const userId = state.userId;
  state.pending.add(key);
  refresh(msg.id);
  try {
    const answer = await post(path, { userId, messageId: msg.id, customId, ...extra });
    if (answer.ok) state.failures.delete(msg.id);
    else state.failures.set(msg.id, { userId, error: answer.error });
  } catch (error) {
    state.failures.set(msg.id, { userId, error: error instanceof Error ? error.message : String(error) });
  } finally {
    state.pending.delete(key);
    refresh(msg.id);
  }
}

function connect() {
  const source = new EventSource('/api/events');
  const banner = byId('banner');
  source.addEventListener('world', (event) => {
    banner.hidden = true;
    state.world = JSON.parse(event.data);
    if (!state.world.users.some((u) => u.id === state.userId)) state.userId = state.world.users[0]?.id ?? null;
    if (!state.world.channels.some((c) => c.id === state.channelId)) state.channelId = state.world.channels[0]?.id ?? null;
    composer.setCommands(state.world.commands);
    renderChrome();
  });
  source.addEventListener('messages', (event) => {
    state.messages = new Map(JSON.parse(event.data).map((m) => [m.id, m]));
    renderMessages(true);
    document.body.classList.add('is-ready');
  });
  source.addEventListener('message', (event) => upsert(JSON.parse(event.data)));
  source.addEventListener('delete', (event) => {
    const { id } = JSON.parse(event.data);
    state.messages.delete(id);
    byId(`message-${id}`)?.remove();
  });
  source.addEventListener('error', () => {
    banner.hidden = false;
    banner.textContent = 'Lost the connection to the sandbox; trying again… (is `npm run sandbox` still running?)';
  });
}

// ---- rendering ----------------------------------------------------------------------------------

function visible(msg) {
  return msg.channelId === state.channelId && (!msg.ephemeral || msg.visibleTo === state.userId) && !state.dismissed.has(msg.id);
}

function nearBottom() {
  return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 120;
}

function toBottom() {
  scroller.scrollTop = scroller.scrollHeight;
}

/** Redraws a message in place (or adds it), keeping the view at the bottom when it was there. */
function refresh(id) {
  const msg = state.messages.get(id);
  const existing = byId(`message-${id}`);
  if (!msg || !visible(msg)) {
    existing?.remove();
    return;
  }
  const stick = nearBottom();
  const el = renderMessage(msg, view);
  if (existing) existing.replaceWith(el);
  else list.append(el);
  if (stick) toBottom();
}

function upsert(msg) {
  const known = state.messages.has(msg.id);
  state.messages.set(msg.id, msg);
  if (msg.channelId === state.channelId) refresh(msg.id);
  else if (!known && (!msg.ephemeral || msg.visibleTo === state.userId)) {
    state.unread.add(msg.channelId);
    renderChannels();
  }
}

function renderMessages(scrollDown) {
  if (!state.world) return;
  const notes = state.notes.filter(
    (n) => n.channelId === state.channelId && n.userId === state.userId && !state.dismissed.has(`note-${n.id}`),
  );
  const items = [
    ...[...state.messages.values()].filter(visible).map((msg) => ({ at: msg.createdAt, el: () => renderMessage(msg, view) })),
    ...notes.map((note) => ({ at: note.createdAt, el: () => renderNote(note, view) })),
  ].sort((a, b) => a.at - b.at);
  list.replaceChildren(...items.map((item) => item.el()));
  if (scrollDown) toBottom();
}

function channelName() {
  return state.world?.channels.find((c) => c.id === state.channelId)?.name ?? '';
}

function renderChannels() {
  byId('channels').replaceChildren(
    ...state.world.channels.map((c) =>
      h(
        'li',
        {},
        h(
          'button',
          {
            type: 'button',
            class: `channel${c.id === state.channelId ? ' is-active' : ''}${state.unread.has(c.id) ? ' is-unread' : ''}`,
            'aria-current': c.id === state.channelId ? 'page' : undefined,
            onclick: () => switchChannel(c.id),
          },
          h('span', { class: 'hash', 'aria-hidden': 'true' }, '#'),
          h('span', { class: 'channel-label' }, c.name),
        ),
      ),
    ),
  );
}

function renderMembers() {
  const { users, bot } = state.world;
  const me = user(state.userId);
  byId('members').replaceChildren(
    h('div', { class: 'members-group' }, `App — 1`),
    h(
      'div',
      { class: 'member is-bot' },
      avatar(bot, users, 'avatar-sm'),
      h('span', { class: 'member-name' }, bot.displayName),
      h('span', { class: 'app-tag' }, 'APP'),
    ),
    h('div', { class: 'members-group' }, `Members — ${users.length}`),
    ...users.map((u) =>
      h(
        'button',
        {
          type: 'button',
          class: `member${u.id === state.userId ? ' is-me' : ''}`,
          'aria-pressed': u.id === state.userId ? 'true' : 'false',
          title: `Play as ${u.displayName}`,
          'data-user': u.username,
          onclick: () => switchUser(u.id),
        },
        avatar(u, users, 'avatar-sm'),
        h('span', { class: 'member-name' }, u.displayName),
        u.id === state.userId && h('span', { class: 'you-tag' }, 'you'),
      ),
    ),
  );
  byId('user-panel').replaceChildren(
    avatar(me, users, 'avatar-sm'),
    h(
      'div',
      { class: 'user-panel-text' },
      h('div', { class: 'user-panel-name' }, me?.displayName ?? ''),
      h('div', { class: 'user-panel-sub' }, `@${me?.username ?? ''} · pick another on the right`),
    ),
  );
}

function renderChrome() {
  document.title = `#${channelName()} · ${state.world.guild.name} · sandbox`;
  byId('guild-name').textContent = state.world.guild.name;
  byId('channel-name').textContent = channelName();
  byId('welcome').replaceChildren(
    h('div', { class: 'welcome-icon', 'aria-hidden': 'true' }, '#'),
    h('h2', {}, `Welcome to #${channelName()}!`),
    h(
      'p',
      {},
      `This is the start of the #${channelName()} channel, played against the real bot on this ` +
        `machine. Type / to run one of its commands; click a member on the right to play as them.`,
    ),
  );
  composer.setChannel(channelName());
  renderChannels();
  renderMembers();
}

function switchUser(id) {
  state.userId = id;
  localStorage.setItem('sandbox.user', id);
  renderMembers();
  renderMessages(false);
}

function switchChannel(id) {
  state.channelId = id;
  state.unread.delete(id);
  localStorage.setItem('sandbox.channel', id);
  renderChrome();
  renderMessages(true);
}

connect();
