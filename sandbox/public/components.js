/**
 * Message components as Discord draws them: action rows, buttons (primary, secondary, success, danger,
 * link; emoji; disabled; a loading state while the bot answers), string select menus (one or several
 * values), and the layout components (section, text display, separator, container).
 */
import { cssColor, h, icon } from './dom.js';
import { renderMarkdown } from './markdown.js';

const BUTTON_STYLES = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' };
const AUTO_SELECTS = { 5: 'user', 6: 'role', 7: 'mentionable', 8: 'channel' };

/** Renders a message's components; `ui` has `names`, `isPending(customId)`, `click(customId)`, `select(customId, values)`. */
export function renderComponents(components, ui) {
  return components.map((c) => component(c, ui));
}

function component(c, ui) {
  switch (c.type) {
    case 1:
      return h(
        'div',
        { class: 'action-row' },
        (c.components ?? []).map((child) => component(child, ui)),
      );
    case 2:
      return button(c, ui);
    case 3:
      return select(c, ui);
    case 9:
      return h(
        'div',
        { class: 'section' },
        h('div', { class: 'section-text' }, renderComponents(c.components ?? [], ui)),
        c.accessory && h('div', { class: 'section-accessory' }, component(c.accessory, ui)),
      );
    case 10:
      return h('div', { class: 'text-display' }, renderMarkdown(c.content ?? '', ui.names));
    case 11:
      return h('div', { class: 'media-placeholder thumbnail', title: c.media?.url ?? '' }, '🖼');
    case 12:
      return h(
        'div',
        { class: 'media-gallery' },
        (c.items ?? []).map((item) =>
          h('div', { class: 'media-placeholder', title: item.media?.url ?? '' }, '🖼 ', item.description ?? 'image'),
        ),
      );
    case 13:
      return h('div', { class: 'media-placeholder file' }, '📄 ', c.file?.url ?? 'file');
    case 14:
      return h('div', { class: `separator${c.divider === false ? '' : ' has-divider'}${c.spacing === 2 ? ' is-large' : ''}` });
    case 17: {
      const box = h('div', { class: 'container' }, renderComponents(c.components ?? [], ui));
      const color = cssColor(c.accent_color);
      if (color) box.style.borderLeftColor = color;
      return box;
    }
    default:
      if (AUTO_SELECTS[c.type])
        return select(
          { ...c, disabled: true, options: [], placeholder: `${c.placeholder ?? `Select a ${AUTO_SELECTS[c.type]}`} (not in the sandbox)` },
          ui,
        );
      return h('div', { class: 'unknown-component' }, `[component type ${String(c.type)} is not drawn by the sandbox]`);
  }
}

function emoji(value) {
  if (!value) return null;
  if (value.id) return h('span', { class: 'emoji emoji-custom', title: `:${value.name ?? 'emoji'}:` }, `:${value.name ?? 'emoji'}:`);
  return h('span', { class: 'emoji' }, value.name ?? '');
}

function button(c, ui) {
  const style = BUTTON_STYLES[c.style] ?? 'secondary';
  const parts = [emoji(c.emoji), c.label && h('span', { class: 'btn-label' }, c.label)];
  if (style === 'link') {
    let href;
    try {
      const url = new URL(c.url ?? '');
      href = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
      href = undefined;
    }
    const disabled = c.disabled || !href;
    return h(
      'a',
      {
        class: `btn btn-link${disabled ? ' is-disabled' : ''}`,
        href: disabled ? undefined : href,
        target: '_blank',
        rel: 'noopener noreferrer',
        'aria-disabled': disabled ? 'true' : undefined,
        title: href,
      },
      parts,
      icon('external', 'icon btn-icon'),
    );
  }
  const pending = c.custom_id !== undefined && ui.isPending(c.custom_id);
  return h(
    'button',
    {
      type: 'button',
      class: `btn btn-${style}${pending ? ' is-loading' : ''}`,
      disabled: c.disabled === true || style === 'premium' || c.custom_id === undefined,
      'aria-busy': pending ? 'true' : undefined,
      onclick: () => !pending && ui.click(c.custom_id),
    },
    h('span', { class: 'btn-content' }, parts),
    pending && h('span', { class: 'dots', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')),
  );
}

/** A string select menu: one value is sent on click, several when the open menu is closed. */
function select(c, ui) {
  const options = c.options ?? [];
  const min = c.min_values ?? 1;
  const max = Math.min(c.max_values ?? 1, options.length || 1);
  const multiple = max > 1;
  const chosen = new Set(options.filter((o) => o.default).map((o) => o.value));
  const pending = c.custom_id !== undefined && ui.isPending(c.custom_id);
  const disabled = c.disabled === true || pending;
  const valueLabel = h('span', { class: 'select-value' });
  const showValue = () => {
    const labels = options.filter((o) => chosen.has(o.value));
    valueLabel.className = labels.length > 0 ? 'select-value' : 'select-value is-placeholder';
    valueLabel.replaceChildren(
      ...(labels.length > 0
        ? labels.flatMap((o, k) => [k > 0 ? ', ' : '', emoji(o.emoji) ?? '', o.label])
        : [c.placeholder ?? 'Make a selection']),
    );
  };
  showValue();
  const initial = [...chosen].sort().join('\n');
  const trigger = h(
    'button',
    { type: 'button', class: 'select-trigger', disabled, 'aria-haspopup': 'listbox', 'aria-expanded': 'false' },
    valueLabel,
    pending ? h('span', { class: 'dots', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')) : icon('chevron', 'icon select-chevron'),
  );
  const menu = h('div', { class: 'select-menu', role: 'listbox', 'aria-multiselectable': multiple ? 'true' : undefined, hidden: true });
  const root = h('div', { class: `select${disabled ? ' is-disabled' : ''}` }, trigger, menu);
  const close = (send) => {
    if (menu.hidden) return;
    menu.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    root.classList.remove('is-open', 'opens-up');
    document.removeEventListener('pointerdown', outside, true);
    document.removeEventListener('keydown', escape, true);
    const values = options.filter((o) => chosen.has(o.value)).map((o) => o.value); // in the menu's order, as Discord sends them
    if (send && multiple && [...values].sort().join('\n') !== initial && values.length >= min && values.length <= max)
      ui.select(c.custom_id, values);
  };
  const outside = (event) => {
    if (!root.contains(event.target)) close(true);
  };
  const escape = (event) => {
    if (event.key === 'Escape') close(true);
  };
  const rows = options.map((o) => {
    const row = h(
      'div',
      { class: 'select-option', role: 'option', tabindex: -1, 'aria-selected': chosen.has(o.value) ? 'true' : 'false' },
      emoji(o.emoji) && h('span', { class: 'option-emoji' }, emoji(o.emoji)),
      h(
        'span',
        { class: 'option-text' },
        h('span', { class: 'option-label' }, o.label),
        o.description && h('span', { class: 'option-description' }, o.description),
      ),
      multiple
        ? h('span', { class: 'option-check' }, icon('check', 'icon'))
        : chosen.has(o.value) && h('span', { class: 'option-tick' }, icon('check', 'icon')),
    );
    row.addEventListener('click', () => {
      if (!multiple) {
        chosen.clear();
        chosen.add(o.value);
        showValue();
        close(false);
        ui.select(c.custom_id, [o.value]);
        return;
      }
      if (chosen.has(o.value)) chosen.delete(o.value);
      else if (chosen.size < max) chosen.add(o.value);
      rows.forEach((r, k) => {
        r.setAttribute('aria-selected', chosen.has(options[k].value) ? 'true' : 'false');
      });
      showValue();
    });
    return row;
  });
  menu.append(...rows);
  // Keys as in Discord: arrows move through the options, Enter or Space picks one.
  menu.addEventListener('keydown', (event) => {
    const at = rows.indexOf(document.activeElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      rows[(at + (event.key === 'ArrowDown' ? 1 : rows.length - 1)) % rows.length]?.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) {
      event.preventDefault();
      rows[at].click();
    } else if (event.key === 'Tab') {
      close(true);
    }
  });
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' || disabled) return;
    event.preventDefault();
    if (menu.hidden) trigger.click();
    rows[0]?.focus();
  });
  trigger.addEventListener('click', () => {
    if (!menu.hidden) return close(true);
    menu.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    root.classList.add('is-open');
    const scroller = root.closest('.scroller');
    const below = scroller ? scroller.getBoundingClientRect().bottom - trigger.getBoundingClientRect().bottom : Infinity;
    if (below < Math.min(menu.scrollHeight, 320) + 8) root.classList.add('opens-up');
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape, true);
  });
  return root;
}
