/**
 * The message box. Typing `/` lists the bot's registered commands (each subcommand its own entry);
 * choosing one gives a field per option: a list for choices, booleans, users, channels and roles,
 * a number field with the option's range, a text field with its length limits. Typing into an option
 * registered with autocomplete asks the bot for suggestions as Discord does; arrows pick one, Tab or
 * a click takes it (the field shows its name, the command gets its value). Enter sends.
 */
import { flatten, h, icon } from './dom.js';

const T = {
  SUB_COMMAND: 1,
  GROUP: 2,
  STRING: 3,
  INTEGER: 4,
  BOOLEAN: 5,
  USER: 6,
  CHANNEL: 7,
  ROLE: 8,
  MENTIONABLE: 9,
  NUMBER: 10,
  ATTACHMENT: 11,
};

/** Every runnable path of the registered commands: `/name`, `/name sub`, `/name group sub`, with its options. */
export function commandEntries(commands) {
  const entries = [];
  const add = (name, group, sub, description, options) =>
    entries.push({ name, group, sub, description, options: options ?? [], label: `/${[name, group, sub].filter(Boolean).join(' ')}` });
  for (const command of commands) {
    const options = command.options ?? [];
    const nested = options.filter((o) => o.type === T.SUB_COMMAND || o.type === T.GROUP);
    if (nested.length === 0) add(command.name, undefined, undefined, command.description, options);
    for (const o of nested) {
      if (o.type === T.SUB_COMMAND) add(command.name, undefined, o.name, o.description, o.options);
      else for (const sub of o.options ?? []) add(command.name, o.name, sub.name, sub.description, sub.options);
    }
  }
  return entries;
}

/** What an option accepts, in words, e.g. "required · 1–32 characters". */
function constraints(option) {
  const parts = [option.required ? 'required' : 'optional'];
  const range = (min, max, unit) =>
    min !== undefined && max !== undefined
      ? `${min}–${max}${unit}`
      : min !== undefined
        ? `at least ${min}${unit}`
        : `at most ${max}${unit}`;
  if (option.min_length !== undefined || option.max_length !== undefined)
    parts.push(range(option.min_length, option.max_length, ' characters'));
  if (option.min_value !== undefined || option.max_value !== undefined) parts.push(range(option.min_value, option.max_value, ''));
  if (option.type === T.INTEGER) parts.push('a whole number');
  if (option.autocomplete) parts.push('the bot suggests values as you type');
  return parts.join(' · ');
}

function pickList(option, items) {
  return h(
    'select',
    { class: 'opt-input', 'aria-label': option.name, 'data-option': option.name },
    h('option', { value: '' }, option.required ? 'Choose…' : '—'),
    items.map(([value, label]) => h('option', { value }, label)),
  );
}

function optionControl(option, world) {
  const users = [...world.users, world.bot].map((u) => [u.id, `@${u.displayName}`]);
  const roles = world.roles.map((r) => [r.id, `@${r.name}`]);
  if (option.choices?.length)
    return pickList(
      option,
      option.choices.map((c) => [String(c.value), c.name]),
    );
  switch (option.type) {
    case T.BOOLEAN:
      return pickList(option, [
        ['true', 'True'],
        ['false', 'False'],
      ]);
    case T.USER:
      return pickList(option, users);
    case T.CHANNEL:
      return pickList(
        option,
        world.channels.map((c) => [c.id, `#${c.name}`]),
      );
    case T.ROLE:
      return pickList(option, roles);
    case T.MENTIONABLE:
      return pickList(option, [...users, ...roles]);
    case T.INTEGER:
    case T.NUMBER:
      return h('input', {
        class: 'opt-input',
        type: 'number',
        step: option.type === T.INTEGER ? 1 : 'any',
        min: option.min_value,
        max: option.max_value,
        'aria-label': option.name,
        'data-option': option.name,
      });
    case T.ATTACHMENT:
      return h('input', { class: 'opt-input', disabled: true, placeholder: 'files are not in the sandbox', 'aria-label': option.name });
    default:
      return h('input', {
        class: 'opt-input',
        type: 'text',
        minlength: option.min_length,
        maxlength: option.max_length,
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-label': option.name,
        'data-option': option.name,
      });
  }
}

/** The typed value of an option, nothing for an empty optional one, or an error. */
function readOption(option, raw) {
  if (raw === '') return option.required ? { error: `${option.name} is required.` } : {};
  const { type } = option;
  if (type === T.STRING) {
    const length = [...raw].length;
    if (option.min_length !== undefined && length < option.min_length)
      return { error: `${option.name} needs at least ${option.min_length} characters.` };
    if (option.max_length !== undefined && length > option.max_length)
      return { error: `${option.name} takes at most ${option.max_length} characters.` };
    return { value: raw };
  }
  if (type === T.INTEGER || type === T.NUMBER) {
    const value = Number(raw);
    if (!Number.isFinite(value) || (type === T.INTEGER && !Number.isInteger(value)))
      return { error: `${option.name} must be ${type === T.INTEGER ? 'a whole number' : 'a number'}.` };
    if (option.min_value !== undefined && value < option.min_value)
      return { error: `${option.name} must be at least ${option.min_value}.` };
    if (option.max_value !== undefined && value > option.max_value) return { error: `${option.name} must be at most ${option.max_value}.` };
    return { value };
  }
  if (type === T.BOOLEAN) return { value: raw === 'true' };
  if (type === T.ATTACHMENT) return { error: `${option.name}: files are not in the sandbox.` };
  return { value: raw };
}

/** `seed:abc weapon-rule:strict` after a typed command, as option values. */
function typedOptions(text) {
  const values = {};
  for (const m of text.matchAll(/([\w-]+):\s*((?:(?!\s+[\w-]+:).)*)/g)) values[m[1]] = m[2].trim();
  return values;
}

/** What a field holds for the command: the value of the suggestion whose name it shows, else what was typed. */
function fieldValue(control) {
  const chosen = control.chosen;
  return chosen && control.value === chosen.name ? String(chosen.value) : control.value.trim();
}

/** How long typing pauses before the bot is asked for suggestions. */
const SUGGEST_DELAY_MS = 150;

/**
 * The composer. `context()` gives `{ world, userId, channelId }`; `send(request, label)` resolves once the bot answered, or throws with a
 * message; `suggest(request)` resolves with the bot's suggestions for the option `request.focused`.
 */
export class Composer {
  constructor(host, { context, send, suggest }) {
    this.context = context;
    this.send = send;
    this.suggest = suggest;
    this.suggestions = null;
    this.asked = 0;
    this.entries = [];
    this.matches = [];
    this.highlighted = 0;
    this.entry = null;
    this.sending = false;
    this.popup = h('div', { class: 'composer-popup', hidden: true });
    this.error = h('div', { class: 'composer-error', role: 'alert', hidden: true });
    this.input = h('input', { class: 'composer-input', type: 'text', autocomplete: 'off', spellcheck: 'false', 'aria-label': 'Message' });
    this.command = h('div', { class: 'composer-command', hidden: true });
    this.sendButton = h(
      'button',
      { type: 'submit', class: 'composer-send', 'aria-label': 'Send', title: 'Send (Enter)' },
      icon('send', 'icon'),
    );
    this.form = h(
      'form',
      { class: 'composer', autocomplete: 'off' },
      this.popup,
      this.error,
      h('div', { class: 'composer-box' }, this.input, this.command, this.sendButton),
    );
    host.replaceChildren(this.form);
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (this.entry) void this.submit();
      else this.enterText();
    });
    this.input.addEventListener('input', () => this.refreshPopup());
    this.input.addEventListener('focus', () => this.refreshPopup());
    this.input.addEventListener('keydown', (event) => this.onTextKey(event));
  }

  /** Uses these registered command definitions. */
  setCommands(commands) {
    this.entries = commandEntries(commands);
    this.refreshPopup();
  }

  /** Shows "Message #channel" in the empty box. */
  setChannel(name) {
    this.input.placeholder = `Message #${name} — type / for the bot's commands`;
  }

  showError(text) {
    this.error.hidden = !text;
    this.error.textContent = text ?? '';
  }

  refreshPopup() {
    if (this.entry) return;
    const text = this.input.value;
    if (!text.startsWith('/')) {
      this.popup.hidden = true;
      return;
    }
    const query = text.slice(1).toLowerCase();
    this.matches = this.entries.filter(
      (e) =>
        e.label.slice(1).startsWith(query) || query.startsWith(`${e.label.slice(1)} `) || (!query.includes(' ') && e.name.includes(query)),
    );
    this.highlighted = Math.min(this.highlighted, Math.max(0, this.matches.length - 1));
    const world = this.context().world;
    this.popup.replaceChildren(
      h(
        'div',
        { class: 'popup-heading' },
        this.matches.length > 0 ? `Commands of ${world?.bot.displayName ?? 'the bot'}` : 'No command matches',
      ),
      h(
        'div',
        { class: 'popup-list', role: 'listbox', 'aria-label': 'Commands' },
        this.matches.map((entry, k) =>
          h(
            'div',
            {
              class: `popup-item${k === this.highlighted ? ' is-active' : ''}`,
              role: 'option',
              'aria-selected': k === this.highlighted ? 'true' : 'false',
              onmousedown: (event) => {
                event.preventDefault();
                this.choose(entry, typedOptions(text.slice(entry.label.length)));
              },
            },
            h('span', { class: 'popup-command' }, entry.label),
            entry.options.filter((o) => o.required).map((o) => h('span', { class: 'popup-arg' }, o.name)),
            h('span', { class: 'popup-description' }, entry.description ?? ''),
          ),
        ),
      ),
    );
    this.popup.hidden = false;
  }

  onTextKey(event) {
    const open = !this.popup.hidden && this.matches.length > 0;
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      this.highlighted = (this.highlighted + (event.key === 'ArrowDown' ? 1 : -1) + this.matches.length) % this.matches.length;
      this.refreshPopup();
    } else if (open && event.key === 'Tab') {
      event.preventDefault();
      this.enterText();
    } else if (event.key === 'Escape') {
      this.popup.hidden = true;
    }
  }

  /** Enter in the text box: a typed or highlighted command gets its option fields; plain text is not sent. */
  enterText() {
    const text = this.input.value.trim();
    if (text === '') return;
    if (!text.startsWith('/')) {
      this.showError('The bot only answers slash commands: type / and pick one.');
      return;
    }
    const typed = this.entries
      .filter((e) => text === e.label || text.startsWith(`${e.label} `))
      .sort((a, b) => b.label.length - a.label.length)[0];
    const entry = typed ?? this.matches[this.highlighted];
    if (!entry) {
      this.showError(`The bot has no command ${text.split(' ')[0]}.`);
      return;
    }
    this.choose(entry, typed ? typedOptions(text.slice(entry.label.length)) : {});
  }

  /** Switches the box to a command with a field per option. */
  choose(entry, values = {}) {
    const { world } = this.context();
    this.entry = entry;
    this.showError(null);
    this.popup.hidden = true;
    this.input.hidden = true;
    this.form.classList.add('is-command');
    this.controls = entry.options.map((option) => {
      const control = optionControl(option, world);
      if (values[option.name] !== undefined) control.value = values[option.name];
      control.addEventListener('focus', () => (option.autocomplete ? this.askSoon(option, control) : this.hint(option)));
      if (option.autocomplete) control.addEventListener('input', () => this.askSoon(option, control));
      control.addEventListener('keydown', (event) => {
        if (this.onSuggestionKey(event, control)) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          void this.submit();
        } else if (event.key === 'Escape') {
          this.reset();
        }
      });
      return { option, control };
    });
    this.command.replaceChildren(
      ...flatten([
        h(
          'span',
          { class: 'cmd-chip' },
          entry.label,
          h(
            'button',
            { type: 'button', class: 'cmd-cancel', 'aria-label': 'Cancel the command', title: 'Cancel (Esc)', onclick: () => this.reset() },
            icon('close', 'icon'),
          ),
        ),
        this.controls.map(({ option, control }) =>
          h('label', { class: `opt${option.required ? ' is-required' : ''}` }, h('span', { class: 'opt-name' }, option.name), control),
        ),
        this.controls.length === 0 && h('span', { class: 'cmd-ready' }, 'Press Enter to send'),
      ]),
    );
    this.command.hidden = false;
    const first = this.controls.find(({ option, control }) => option.required && control.value === '') ?? this.controls[0];
    if (first) first.control.focus();
    else this.sendButton.focus();
    this.hint(first?.option);
  }

  /** Asks the bot for suggestions for `option` once typing pauses. */
  askSoon(option, control) {
    this.hint(option);
    clearTimeout(this.suggestTimer);
    this.suggestTimer = setTimeout(() => void this.askSuggestions(option, control), SUGGEST_DELAY_MS);
  }

  /** Sends what is filled so far, with the text typed into `option`, and shows the bot's suggestions; a later question wins. */
  async askSuggestions(option, control) {
    if (!this.entry || !this.controls.some((c) => c.control === control)) return;
    const asked = ++this.asked;
    const { userId, channelId } = this.context();
    const options = {};
    for (const { option: other, control: field } of this.controls) {
      if (field === control) options[other.name] = { type: other.type, value: control.value };
      else {
        const read = readOption(other, fieldValue(field));
        if (read.value !== undefined) options[other.name] = { type: other.type, value: read.value };
      }
    }
    const { name, group, sub } = this.entry;
    let choices;
    try {
      choices = await this.suggest({ userId, channelId, name, subcommandGroup: group, subcommand: sub, options, focused: option.name });
    } catch (error) {
      choices = { error: error instanceof Error ? error.message : String(error) };
    }
    if (asked !== this.asked || !this.entry || document.activeElement !== control) return;
    this.suggestions = { option, control, choices: Array.isArray(choices) ? choices : [], error: choices.error, highlighted: -1 };
    this.showSuggestions();
  }

  /** The bot's suggestions above the box, under the option's hint. */
  showSuggestions() {
    const { option, choices, error, highlighted } = this.suggestions;
    this.hint(option);
    const world = this.context().world;
    this.popup.append(
      h(
        'div',
        { class: 'popup-heading' },
        error
          ? `No suggestions: ${error}`
          : choices.length > 0
            ? `Suggestions from ${world?.bot.displayName ?? 'the bot'} for ${option.name}`
            : `${world?.bot.displayName ?? 'The bot'} has no suggestion for ${option.name}`,
      ),
      h(
        'div',
        { class: 'popup-list', role: 'listbox', 'aria-label': `Suggestions for ${option.name}` },
        choices.map((choice, k) =>
          h(
            'div',
            {
              class: `popup-item suggestion${k === highlighted ? ' is-active' : ''}`,
              role: 'option',
              'aria-selected': k === highlighted ? 'true' : 'false',
              onmousedown: (event) => {
                event.preventDefault();
                this.take(choice);
              },
            },
            h('span', { class: 'popup-command' }, choice.name),
          ),
        ),
      ),
    );
  }

  /** Puts a suggestion in its field: its name shown, its value sent. */
  take(choice) {
    const { option, control } = this.suggestions;
    control.chosen = choice;
    control.value = choice.name;
    this.suggestions = null;
    this.hint(option);
  }

  /** Arrows move through the suggestions, Tab takes one, Escape closes them; true when the key was theirs. */
  onSuggestionKey(event, control) {
    const open = this.suggestions?.control === control ? this.suggestions : null;
    if (!open || open.choices.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      open.highlighted = (open.highlighted + step + open.choices.length + (open.highlighted < 0 && step < 0 ? 1 : 0)) % open.choices.length;
      this.showSuggestions();
      return true;
    }
    if (event.key === 'Tab' || (event.key === 'Enter' && open.highlighted >= 0)) {
      event.preventDefault();
      this.take(open.choices[Math.max(0, open.highlighted)]);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      this.suggestions = null;
      this.hint(open.option);
      return true;
    }
    return false;
  }

  /** Shows what an option is for above the box. */
  hint(option) {
    if (!this.entry) return;
    this.popup.replaceChildren(
      h(
        'div',
        { class: 'popup-hint' },
        h('span', { class: 'popup-command' }, this.entry.label),
        h('span', { class: 'popup-description' }, this.entry.description ?? ''),
        option &&
          h(
            'div',
            { class: 'hint-option' },
            h('span', { class: 'popup-arg' }, option.name),
            ` ${option.description ?? ''}`,
            h('span', { class: 'hint-constraints' }, constraints(option)),
          ),
      ),
    );
    this.popup.hidden = false;
  }

  /** Back to an empty text box. */
  reset() {
    this.entry = null;
    this.controls = [];
    this.suggestions = null;
    clearTimeout(this.suggestTimer);
    this.command.hidden = true;
    this.command.replaceChildren();
    this.form.classList.remove('is-command', 'is-sending');
    this.input.hidden = false;
    this.input.value = '';
    this.popup.hidden = true;
    this.input.focus();
  }

  async submit() {
    if (!this.entry || this.sending) return;
    const { userId, channelId } = this.context();
    const options = {};
    for (const { option, control } of this.controls) {
      const read = readOption(option, fieldValue(control));
      if (read.error) {
        this.showError(read.error);
        control.focus();
        return;
      }
      if (read.value !== undefined) options[option.name] = { type: option.type, value: read.value };
    }
    const { name, group, sub, label } = this.entry;
    this.sending = true;
    this.form.classList.add('is-sending');
    this.showError(null);
    try {
      await this.send({ userId, channelId, name, subcommandGroup: group, subcommand: sub, options }, label);
      this.reset();
    } catch (error) {
      this.showError(error instanceof Error ? error.message : String(error));
    } finally {
      this.sending = false;
      this.form.classList.remove('is-sending');
    }
  }
}
