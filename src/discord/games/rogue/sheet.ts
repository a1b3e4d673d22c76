/** The embed fields of a Rogue Risus board: character sheet, level, encounter, rolls, inventory and story. */
import type { APIEmbedField } from 'discord.js';
import { tarotLabel } from '../../../engine/tarot.js';
import { count, signed } from '../../../engine/words.js';
import { equipment } from '../../../games/rogue/data.js';
import type { DamageType, ItemKind } from '../../../games/rogue/state.js';
import { cardMeaning, type ItemView, type RogueView } from '../../../games/rogue/view.js';
import type { BoardOptions } from '../../game-ui.js';
import { drawn, shown, withPictureOn } from '../../render/compact.js';
import { truncate, userText } from '../../render/text.js';

const TYPE_NAMES: Record<DamageType, string> = { P: 'Physical', F: 'Fire', I: 'Ice', E: 'Electrical' };
const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const KIND_TITLES: Record<ItemKind, string> = { potion: '🧪 Potions', scroll: '📜 Scrolls', wand: '🪄 Wands' };

/** Whole lines up to `max` characters; the first `keepFirst` lines stay, later ones are dropped from the front. */
export function fitLines(lines: readonly string[], max: number, keepFirst = 0): string {
  const head = lines.slice(0, keepFirst);
  const tail = lines.slice(keepFirst);
  let text = [...head, ...tail].join('\n');
  let dropped = 0;
  while (text.length > max && dropped < tail.length) {
    dropped += 1;
    text = [...head, `… ${count(dropped, 'earlier line')} …`, ...tail.slice(dropped)].join('\n');
  }
  return truncate(text, max) || '—';
}

/** Dice as faces, e.g. "⚂ ⚄". */
function faces(dice: readonly number[]): string {
  return dice.map((die) => FACES[die - 1] ?? String(die)).join(' ');
}

/** "●●○" for 2 dice of 3. */
function diceBar(dice: number, max: number): string {
  return '●'.repeat(dice) + '○'.repeat(Math.max(0, max - dice));
}

/** The character's name, escaped. */
export function heroName(view: RogueView): string {
  return userText(view.name, 32);
}

/** The gear worn, by name: "Amulet of Torture, Magic Staff" (the picture draws their cards), or null when none is. */
function gearNames(view: RogueView): string | null {
  const worn = [view.amulet, ...view.rings, ...(view.weapon === null ? [view.special] : [])].filter((gear) => gear !== null);
  return worn.length > 0 ? worn.map((gear) => `**${gear.name}**`).join(', ') : null;
}

/**
 * The sheet under the title; with the picture, only what it does not draw: the damage the character
 * deals, the kills the next die needs and the gear worn by name.
 */
export function sheetLine(view: RogueView, options?: BoardOptions): string {
  const next = view.nextLevelUp === null ? 'cliché full' : `next die at ${view.nextLevelUp}`;
  if (withPictureOn(options)) {
    const gear = gearNames(view);
    return `${TYPE_NAMES[view.damageType]} damage · ☠️ ${view.nextLevelUp === null ? next : `${next} kills`}${gear ? ` · ${gear}` : ''}`;
  }
  return (
    `**${view.clicheTitle}** ${diceBar(view.dice, view.maxDice)} ` +
    `**${view.dice}**/${view.maxDice} dice · ${TYPE_NAMES[view.damageType]} damage\n` +
    `🎯 ${count(view.extraShots, 'extra shot')} · ☠️ ${count(view.kills, 'kill')} (${next})` +
    (view.worldstone ? ' · 🌍 **Worldstone**' : '')
  );
}

function gearLine(label: string, gear: { name: string; arcana: string } | null): string {
  return `${label}: ${gear ? `**${gear.name}** (${gear.arcana})` : '—'}`;
}

/**
 * Weapon, armour, amulet, rings, special item, bonus dice and the effects at work; with the picture, which draws the gear and the bonuses
 * (the sheet line names the gear, the fight's buttons say its dice and pumps), only the effects at work, or null when none is.
 */
export function characterField(view: RogueView, options?: BoardOptions): APIEmbedField | null {
  if (withPictureOn(options)) {
    const lines = effectLines(view);
    return lines.length > 0 ? { name: '🧙 Character', value: fitLines(lines, 700) } : null;
  }
  const lines = [
    ...shown(options, [
      drawn(
        view.weapon === null
          ? `Robe ${signed(view.armour, true)} · no weapon`
          : `Weapon ${signed(view.weapon, true)} · Armour ${signed(view.armour, true)}`,
      ),
    ]),
    gearLine('Amulet', view.amulet),
    `Rings: ${view.rings.length > 0 ? view.rings.map((r) => `**${r.name}** (${r.arcana})`).join(', ') : '—'}`,
  ];
  if (view.weapon === null) lines.push(gearLine('Special', view.special));
  if (view.bonuses.length > 0 && view.dice > 0) {
    const divided = view.pool.divisor > 1 ? ` ÷ ${view.pool.divisor}` : '';
    lines.push(
      `Rolls ${view.dice} ${view.bonuses.map((b) => `${signed(b.dice, true)} ${b.label}`).join(' ')} ` +
        `= **${view.pool.dice}** dice${divided}`,
    );
  }
  lines.push(...effectLines(view));
  if (view.canPump && view.pumpCap > 0 && !view.over) lines.push(`Pump: up to ${count(view.pumpCap, 'die', 'dice')}`);
  return { name: '🧙 Character', value: fitLines(lines, 700) };
}

/** The effects at work or waiting for the next fight, Clarity and the Gift. */
function effectLines(view: RogueView): string[] {
  return [
    ...(view.effects.length > 0 ? [`${view.combat ? 'At work this fight' : 'Ready for the next fight'}: ${view.effects.join(', ')}`] : []),
    ...(view.clarity ? ['Clarity: your next pump costs no dice'] : []),
    ...(view.gift ? ['Gift: your next item roll succeeds'] : []),
  ];
}

/**
 * The level, its cards drawn of 25, and the escape; with the picture, only the cards the map reveals (the picture draws the rest), or null.
 */
export function levelField(view: RogueView, options?: BoardOptions): APIEmbedField | null {
  if (view.escapeLevel !== null) {
    return (
      shown(options, [
        drawn({
          name: '🏃 Escape',
          value: `Next: a monster of **level ${view.escapeLevel}** (${count(view.escapeLevel, 'level')} to go, 20 → 1).`,
        }),
      ])[0] ?? null
    );
  }
  const lines = shown(options, [
    drawn(`**Level ${view.level}**: ${view.levelName}`),
    drawn(
      `Cards drawn: **${view.drawn.length}** of ${view.levelSize} (${view.deckLeft} left)` +
        (view.mustDescend
          ? ' · the level is done: go down'
          : view.canDescend
            ? ' · you may go down'
            : view.descendAfter !== null
              ? ` · go down after ${view.descendAfter}`
              : ''),
    ),
    view.drawn.length > 0 && drawn(`Drawn: ${view.drawn.slice(-8).map(tarotLabel).join(' ')}`),
    view.mapped &&
      `🗺️ Mapped: ${view.mapped
        .slice(0, 8)
        .map((c) => cardMeaning(c, view.level))
        .join(' · ')}${view.mapped.length > 8 ? ' …' : ''}`,
  ]);
  return lines.length > 0 ? { name: '🗺️ Dungeon', value: fitLines(lines, 700) } : null;
}

function typeList(types: readonly DamageType[]): string {
  return types.length > 0 ? types.map((t) => TYPE_NAMES[t]).join(', ') : 'none';
}

/**
 * The current fight: the monster's type, resistances and weaknesses, and the roll waiting for shots; null with the picture, which draws it
 * all.
 */
export function encounterField(view: RogueView, options?: BoardOptions): APIEmbedField | null {
  const combat = view.combat;
  if (!combat || withPictureOn(options)) return null;
  const { monster } = combat;
  const size = monster.cliche < 1 ? '½' : `${monster.dice} of ${monster.cliche} dice`;
  const lines = [
    `**${monster.name}** (${size}) · ${TYPE_NAMES[monster.type]} damage${monster.item ? ' · drops an item' : ''}`,
    `Resists: ${typeList(combat.resists)} · Weak to: ${typeList(monster.weak)}`,
    `${combat.card ? `Card ${tarotLabel(combat.card)} · ` : ''}round ${combat.round}` +
      (combat.monsterEffects.length > 0 ? ` · under ${combat.monsterEffects.join(', ')}` : ''),
  ];
  if (combat.roll) lines.push(`Your roll **${combat.roll.player}** against **${combat.roll.monster}**: spend extra shots or take it.`);
  return { name: `⚔️ Level ${monster.level} monster`, value: fitLines(lines, 700) };
}

/** The choice the player is asked to make, if any. */
export function choiceField(view: RogueView): APIEmbedField | null {
  const pending = view.pending;
  if (!pending) return null;
  switch (pending.kind) {
    case 'pick':
      return {
        name: '🏇 Amulet of Speed',
        value: `Pick a card to explore:\n${pending.cards.map((c) => cardMeaning(c, view.level)).join('\n')}`,
      };
    case 'equip': {
      const item = equipment(pending.card);
      return {
        name: `🎁 ${item.name} (${item.arcana})`,
        value: truncate(`${item.text}\nYour ${item.slot} slot is full: wear it instead, or leave it.`, 700),
      };
    }
    case 'identify':
      return { name: '📜 Identify', value: 'Choose a blank item to identify.' };
    case 'chaos':
      return { name: '📜 Chaos', value: 'Choose the group whose known effects are erased.' };
    case 'aim':
      return {
        name: `🪄 Wand ${tarotLabel(pending.card)} raised`,
        value: 'Point it at the monster or at yourself, before you learn what it does.',
      };
  }
}

/** Every roll of the last move, die by die; null with the picture, which draws them (its alt text says them). */
export function rollsField(view: RogueView, options?: BoardOptions): APIEmbedField | null {
  if (view.rolls.length === 0 || withPictureOn(options)) return null;
  const lines = view.rolls.map((roll) => `${roll.label}: ${roll.dice.length > 0 ? `${faces(roll.dice)} ` : ''}${roll.text}`);
  return { name: '🎲 Rolls', value: fitLines(lines, 1000) };
}

function itemHead(item: ItemView): string {
  return `${tarotLabel(item.card)} ${item.kind === 'wand' ? count(item.count, 'charge') : `×${item.count}`}`;
}

/** An item as a select menu offers it (plain text): card, count and the effect once known. */
export function itemText(item: ItemView): string {
  return `${itemHead(item)}: ${item.name ?? 'unknown'}`;
}

/**
 * One field per kind of item held: each item whose effect is known on a line of its own with it, then
 * the ones not yet identified together on one line, so "unknown" is said once however many there are;
 * none with the picture, which draws the items (its alt text and the items' menu name them).
 */
export function inventoryFields(view: RogueView, options?: BoardOptions): APIEmbedField[] {
  if (withPictureOn(options)) return [];
  return (['potion', 'scroll', 'wand'] as const).flatMap((kind) => {
    const items = view.inventory.filter((item) => item.kind === kind);
    if (items.length === 0) return [];
    const known = items.flatMap((item) => (item.name === null ? [] : [`${itemHead(item)}: ${item.name}`]));
    const unknown = items.filter((item) => item.name === null).map(itemHead);
    const lines = [...known, ...(unknown.length > 0 ? [`*Unknown:* ${unknown.join(' · ')}`] : [])];
    return [{ name: KIND_TITLES[kind], value: fitLines(lines, 600), inline: true }];
  });
}

/**
 * The story of the run: its first line and as many of the last as fit; with the picture, so the board fits a screen beside it, its first
 * line and its last two ("… " before them when lines are left out).
 */
export function storyField(view: RogueView, options?: BoardOptions): APIEmbedField {
  const story = view.story.map((line) => userText(line, 200));
  const [first, ...rest] = story;
  const value = withPictureOn(options) && rest.length > 2 ? [first, `… ${rest.at(-2)}`, rest.at(-1)].join('\n') : fitLines(story, 1000, 1);
  return { name: '📖 The story of the run', value: truncate(value, 1000) };
}
