/**
 * The buttons and select menus of a Rogue Risus board: one component choice per legal action. Buttons
 * come first, five to a row; potions, scrolls, wands and Identify choices go in select menus, each
 * alone in its row (at most 14 options: one per card of a suit).
 */
import {
  ButtonStyle,
  ComponentType,
  type APIButtonComponentWithCustomId,
  type APISelectMenuOption,
  type APIStringSelectComponent,
} from 'discord.js';
import { tarotLabel } from '../../engine/tarot.js';
import { kindOfCard } from '../../games/rogue/cards.js';
import { rogue, type RogueAction, type RogueState, type RogueView } from '../../games/rogue/index.js';
import { cardMeaning } from '../../games/rogue/view.js';
import type { ItemKind } from '../../games/rogue/state.js';
import type { Session } from '../../sessions/session.js';
import { actionId, menuId, optionValue } from '../game-ui.js';
import { LIMITS, type MessagePayload } from '../render/message.js';
import { truncate } from '../render/text.js';
import { itemLine } from './rogue-sheet.js';

/** The select menus of the board, by the action they send. */
type MenuKey = ItemKind | 'identify-potion' | 'identify-scroll' | 'identify-wand';

const PLACEHOLDERS: Record<MenuKey, string> = {
  potion: '🧪 Drink a potion…',
  scroll: '📜 Read a scroll…',
  wand: '🪄 Raise a wand (then choose its target)…',
  'identify-potion': '📜 Identify a potion…',
  'identify-scroll': '📜 Identify a scroll…',
  'identify-wand': '📜 Identify a wand…',
};

const SLOT_NAMES = { amulet: 'amulet', special: 'special item', ring1: 'ring 1', ring2: 'ring 2' } as const;

/** The menu an action belongs in, or null for a button. */
function menuOf(action: RogueAction): MenuKey | null {
  if (action.type === 'aim') return 'wand';
  if (action.type === 'use' && action.target === undefined) return kindOfCard(action.card);
  if (action.type === 'identify') {
    const kind = kindOfCard(action.card);
    return kind === null ? null : `identify-${kind}`;
  }
  return null;
}

function buttonLabel(action: RogueAction, view: RogueView): string {
  switch (action.type) {
    case 'draw':
      return view.escapeLevel === null ? 'Draw a card' : `Face the level ${view.escapeLevel} monster`;
    case 'rest':
      return 'Rest (2+ heals a die)';
    case 'descend':
      return `Go down to level ${view.level + 1}`;
    case 'escape':
      return 'Escape with the Worldstone';
    case 'fight':
      return action.pump ? `Pump ${action.pump}` : 'Fight a round';
    case 'shoot':
      return `Extra shot (+1 die, ${view.extraShots} left)`;
    case 'accept':
      return 'Take the roll';
    case 'use':
      return action.target === 'self' ? 'At yourself' : `At the ${view.combat?.monster.name ?? 'monster'}`;
    case 'cancel':
      return 'Put the wand away';
    case 'pick':
      return `Explore ${cardMeaning(action.card, view.level)}`;
    case 'equip': {
      const worn = action.slot === 'amulet' ? view.amulet : action.slot === 'special' ? view.special : view.rings[action.slot === 'ring1' ? 0 : 1];
      return `Wear as ${SLOT_NAMES[action.slot]}${worn ? ` (drop ${worn.name})` : ''}`;
    }
    case 'discard':
      return 'Leave it';
    case 'chaos':
      return `Erase ${action.group} effects`;
    case 'aim':
    case 'identify':
      return tarotLabel(action.card);
  }
}

function buttonStyle(action: RogueAction): APIButtonComponentWithCustomId['style'] {
  switch (action.type) {
    case 'fight':
      return action.pump ? ButtonStyle.Secondary : ButtonStyle.Danger;
    case 'draw':
    case 'pick':
    case 'equip':
      return ButtonStyle.Primary;
    case 'rest':
    case 'escape':
    case 'accept':
      return ButtonStyle.Success;
    case 'use':
    case 'shoot':
      return ButtonStyle.Danger;
    default:
      return ButtonStyle.Secondary;
  }
}

function option(action: RogueAction, view: RogueView): APISelectMenuOption {
  const card = action.type === 'use' || action.type === 'aim' || action.type === 'identify' ? action.card : '';
  const item = view.inventory.find((held) => held.card === card);
  return {
    label: truncate(item ? itemLine(item) : tarotLabel(card), 100),
    value: optionValue(action),
    ...(item?.text ? { description: truncate(item.text, 100) } : {}),
  };
}

/** The rows of components for exactly the legal actions of the state. */
export function controls(session: Session, state: RogueState, view: RogueView): MessagePayload['components'] {
  const buttons: APIButtonComponentWithCustomId[] = [];
  const menus = new Map<MenuKey, RogueAction[]>();
  for (const action of rogue.legalActions(state)) {
    const menu = menuOf(action);
    if (menu) menus.set(menu, [...(menus.get(menu) ?? []), action]);
    else {
      buttons.push({
        type: ComponentType.Button,
        style: buttonStyle(action),
        label: truncate(buttonLabel(action, view), LIMITS.buttonLabel),
        custom_id: actionId(session, action),
      });
    }
  }
  const rows: MessagePayload['components'] = [];
  for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + LIMITS.buttonsPerRow) });
  }
  for (const [key, actions] of menus) {
    const select: APIStringSelectComponent = {
      type: ComponentType.StringSelect,
      custom_id: menuId(session, key),
      placeholder: PLACEHOLDERS[key],
      options: actions.map((action) => option(action, view)),
    };
    rows.push({ type: ComponentType.ActionRow, components: [select] });
  }
  return rows;
}
