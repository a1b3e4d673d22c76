/**
 * The buttons and select menus of a Rogue Risus board: one component choice per legal action. Buttons
 * come first, five to a row; pumped rounds go in a menu of their own (as Risus Royale's do), the items
 * held in one menu (by kind when there are more than a menu takes), and Identify choices in theirs,
 * each menu alone in its row.
 */
import { type APIButtonComponentWithCustomId, type APISelectMenuOption, type APIStringSelectComponent, ComponentType } from 'discord.js';
import { percentText } from '../../../engine/dice-odds.js';
import { tarotLabel } from '../../../engine/tarot.js';
import { capitalised, count } from '../../../engine/words.js';
import { kindOfCard } from '../../../games/rogue/cards.js';
import type { RogueAction, RogueMove, RogueView, RollStakes } from '../../../games/rogue/index.js';
import type { DiceRolled, RoundOdds } from '../../../games/rogue/round-odds.js';
import type { ItemKind } from '../../../games/rogue/state.js';
import { cardMeaning } from '../../../games/rogue/view.js';
import type { Session } from '../../../sessions/session.js';
import { actionId, menuId, optionValue } from '../../game-ui.js';
import { LIMITS, type MessagePayload } from '../../render/message.js';
import { riskStyle, YOU_DIE } from '../../render/risk.js';
import { truncate } from '../../render/text.js';
import { itemText } from './sheet.js';

/** The select menus of the board, by the action they send. */
type MenuKey = 'pump' | 'item' | ItemKind | 'identify-potion' | 'identify-scroll' | 'identify-wand';

/** What the items' menu lets the player do with each kind. */
const USES: Record<ItemKind, [emoji: string, verb: string]> = {
  potion: ['🧪', 'drink a potion'],
  scroll: ['📜', 'read a scroll'],
  wand: ['🪄', 'raise a wand'],
};

const PLACEHOLDERS: Record<Exclude<MenuKey, 'item'>, string> = {
  pump: 'Fight pumped: more dice for one roll, as many lost after it…',
  potion: '🧪 Drink a potion…',
  scroll: '📜 Read a scroll…',
  wand: '🪄 Raise a wand (then choose its target)…',
  'identify-potion': '📜 Identify a potion…',
  'identify-scroll': '📜 Identify a scroll…',
  'identify-wand': '📜 Identify a wand…',
};

const SLOT_NAMES = { amulet: 'amulet', special: 'special item', ring1: 'ring 1', ring2: 'ring 2' } as const;

/** The menu an action belongs in, or null for a button; the items held share one menu while they fit in it (`itemMenus`). */
function menuOf(action: RogueAction): MenuKey | null {
  if (action.type === 'fight' && action.pump) return 'pump';
  if (action.type === 'aim') return 'wand';
  if (action.type === 'use' && action.target === undefined) return kindOfCard(action.card);
  if (action.type === 'identify') {
    const kind = kindOfCard(action.card);
    return kind === null ? null : `identify-${kind}`;
  }
  return null;
}

/** What one extra shot needs: "wins on a 4+", "wins for sure", "can't win alone". */
function shotNeeds(roll: RollStakes): string {
  if (roll.shotWinsOn === null) return "can't win alone";
  if (roll.shotWinsOn === 1) return 'wins for sure';
  return `wins on a ${roll.shotWinsOn}${roll.shotWinsOn < 6 ? '+' : ''}`;
}

/** What taking the waiting roll costs: "lose your last die: you die", "lose 1 die, 2 left", "a tie: roll again". */
function takeCost(roll: RollStakes, view: RogueView): string {
  if (roll.outcome === 'tie')
    return roll.cost > 0 ? `a tie: roll again, pumping costs ${count(roll.cost, 'die', 'dice')}` : 'a tie: roll again';
  const lose = roll.cost >= view.dice && view.dice === 1 ? 'lose your last die' : `lose ${count(roll.cost, 'die', 'dice')}`;
  if (roll.death === 'certain') return `${lose}: ${YOU_DIE}`;
  if (roll.death === 'unless-invisible') return `${lose}: ${YOU_DIE} unless Invisibility rolls 4+`;
  if (roll.cost === 0) return 'the Amulet of Life takes the blow';
  return `${lose}, ${view.dice - roll.cost} left`;
}

/** One side's dice: "4d", or "1d÷2" for one die divided (a penalty, a ½ monster). */
function diceText(rolled: DiceRolled): string {
  return `${rolled.dice}d${rolled.divisor > 1 ? `÷${rolled.divisor}` : ''}`;
}

/** A round's dice and its exact chance to win: "4d vs 3d · 62%". */
function oddsText(odds: RoundOdds): string {
  return `${diceText(odds.yours)} vs ${diceText(odds.theirs)} · ${percentText(odds.chance)}`;
}

/** The fight button: its dice and chance, "Fight a round (4d vs 3d · 62%)". */
function fightLabel(view: RogueView): string {
  const round = view.combat?.rounds[0];
  return round ? `Fight a round (${oddsText(round.odds)})` : 'Fight a round';
}

/** A pumped round in its menu: its dice and chance and when it turns a lost round into death, then what it costs. */
function pumpOption(move: RogueMove, pump: number, view: RogueView): APISelectMenuOption {
  const round = view.combat?.rounds[pump];
  const odds = round ? `: ${oddsText(round.odds)}` : '';
  const cost =
    !round || round.cost === 0 ? 'Free: Clarity is at work' : `Costs ${count(round.cost, 'die', 'dice')} after the roll, win or lose`;
  return {
    label: truncate(`Pump ${pump}${odds}${move.risk === 'danger' ? ' (a lost round kills you)' : ''}`, 100),
    value: optionValue(move.action),
    description: cost,
  };
}

function buttonLabel(move: RogueMove, view: RogueView): string {
  const { action } = move;
  const roll = view.combat?.roll ?? null;
  switch (action.type) {
    case 'draw':
      return view.escapeLevel === null ? 'Draw a card' : `Face the level ${view.escapeLevel} monster`;
    case 'rest':
      return `Rest (2+ heals a die, a 1 forces ${view.restFailure === 'fight' ? 'a fight' : 'the next draw'})`;
    case 'descend':
      return `Go down to level ${view.level + 1}`;
    case 'escape':
      return 'Escape with the Worldstone';
    case 'fight':
      return fightLabel(view);
    case 'shoot':
      if (!roll) return 'Extra shot (+1 die)';
      return roll.lastShot
        ? `Extra shot (+1 die: ${shotNeeds(roll)}; your last, a miss takes the roll)`
        : `Extra shot (+1 die: ${shotNeeds(roll)}, ${view.extraShots} left)`;
    case 'accept':
      return roll ? `Take the roll (${takeCost(roll, view)})` : 'Take the roll';
    case 'use':
      if (action.target === 'self') return move.endsRun ? `At yourself (${YOU_DIE})` : 'At yourself';
      return `At the ${view.combat?.monster.name ?? 'monster'}`;
    case 'cancel':
      return 'Put the wand away';
    case 'pick':
      return `Explore ${cardMeaning(action.card, view.level)}`;
    case 'equip': {
      const worn =
        action.slot === 'amulet' ? view.amulet : action.slot === 'special' ? view.special : view.rings[action.slot === 'ring1' ? 0 : 1];
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

function option(move: RogueMove, view: RogueView): APISelectMenuOption {
  const { action } = move;
  if (action.type === 'fight') return pumpOption(move, action.pump ?? 0, view);
  const card = action.type === 'use' || action.type === 'aim' || action.type === 'identify' ? action.card : '';
  const item = view.inventory.find((held) => held.card === card);
  const label = item ? itemText(item) : tarotLabel(card);
  return {
    label: truncate(move.endsRun ? `${label} (${YOU_DIE})` : label, 100),
    value: optionValue(action),
    ...(item?.text ? { description: truncate(item.text, 100) } : {}),
  };
}

/** The kinds of item among a menu's moves, in the board's order. */
function kindsIn(moves: readonly RogueMove[]): ItemKind[] {
  const kinds = new Set(moves.map((move) => ('card' in move.action ? kindOfCard(move.action.card) : null)));
  return (['potion', 'scroll', 'wand'] as const).filter((kind) => kinds.has(kind));
}

/** A menu's placeholder; the items' menu names what it does with each kind in it: "🧪 Drink a potion or 🪄 raise a wand…". */
function placeholder(key: MenuKey, moves: readonly RogueMove[]): string {
  if (key !== 'item') return PLACEHOLDERS[key];
  const uses = kindsIn(moves).map((kind, i) => `${USES[kind][0]} ${i === 0 ? capitalised(USES[kind][1]) : USES[kind][1]}`);
  return `${uses.length > 1 ? `${uses.slice(0, -1).join(', ')} or ${uses.at(-1)}` : (uses[0] ?? '')}…`;
}

/** The menus with the potions, scrolls and wands held in one, when they fit in a menu, else a menu for each kind. */
function itemMenus(menus: Map<MenuKey, RogueMove[]>): Map<MenuKey, RogueMove[]> {
  const kinds = (['potion', 'scroll', 'wand'] as const).filter((kind) => menus.has(kind));
  const items = kinds.flatMap((kind) => menus.get(kind)!);
  if (kinds.length < 2 || items.length > LIMITS.selectOptions) return menus;
  const merged = new Map([...menus].filter(([key]) => !kinds.some((kind) => kind === key)));
  return merged.set('item', items);
}

/** The rows of components for exactly the legal actions of the state. */
export function controls(session: Session, view: RogueView): MessagePayload['components'] {
  const buttons: APIButtonComponentWithCustomId[] = [];
  const menus = new Map<MenuKey, RogueMove[]>();
  for (const move of view.moves) {
    const menu = menuOf(move.action);
    if (menu) menus.set(menu, [...(menus.get(menu) ?? []), move]);
    else {
      buttons.push({
        type: ComponentType.Button,
        style: riskStyle(move.risk),
        label: truncate(buttonLabel(move, view), LIMITS.buttonLabel),
        custom_id: actionId(session, move.action),
      });
    }
  }
  const rows: MessagePayload['components'] = [];
  for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + LIMITS.buttonsPerRow) });
  }
  for (const [key, moves] of itemMenus(menus)) {
    const select: APIStringSelectComponent = {
      type: ComponentType.StringSelect,
      custom_id: menuId(session, key),
      placeholder: placeholder(key, moves),
      options: moves.map((move) => option(move, view)),
    };
    rows.push({ type: ComponentType.ActionRow, components: [select] });
  }
  return rows;
}
