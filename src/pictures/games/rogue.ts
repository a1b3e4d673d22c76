/**
 * Rogue Risus's table (issue 18): the level's drawn tarot cards as cards and how far down the level is;
 * the monster of a fight as its card, with its level, its dice, its damage and resistances, and the
 * roll waiting for extra shots; the character's cliché dice (lost dice crossed out), bonuses, equipment
 * slots and items (unidentified ones marked "?"); the last move's dice; a choice waiting to be made.
 */
import { tarotName } from '../../engine/tarot.js';
import type { RogueView } from '../../games/rogue/index.js';
import type { DamageType } from '../../games/rogue/state.js';
import type { GearView } from '../../games/rogue/view.js';
import { die, dieToken } from '../dice.js';
import { text } from '../font.js';
import { PALETTE } from '../palette.js';
import { ALT_MAX, altText, group, type Mark, type Scene, type SceneNode } from '../scene.js';
import { SKULL_PATH, symbol } from '../symbols.js';
import { tarotCard } from '../tarot-cards.js';
import { bar, caption, gameOver, pill, slot, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 600;
const DRAWN = 60;
const TYPE_NAMES: Record<DamageType, string> = { P: 'Physical', F: 'Fire', I: 'Ice', E: 'Electrical' };
const TYPE_FILLS: Record<DamageType, string> = { P: PALETTE.muted, F: PALETTE.warn, I: PALETTE.info, E: PALETTE.gold };

/** A number with thousands separated by commas, as the leaderboard prints scores. */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A bonus as the sheet writes it: "+1", "0", "-1". */
function bonus(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The drawn cards of the level, two rows of thirteen, and the bar of the level's progress. */
function level(view: RogueView): SceneNode[] {
  if (view.escapeLevel !== null) {
    return [
      tray(20, 60, WIDTH - 40, 200, { escape: view.escapeLevel }),
      text(WIDTH / 2, 150, `Escape: a level ${view.escapeLevel} monster is next`, { size: 34, bold: true, fill: PALETTE.gold, align: 'center' }),
      text(WIDTH / 2, 196, `${view.escapeLevel} level${view.escapeLevel === 1 ? '' : 's'} to go, 20 to 1`, { size: 26, fill: PALETTE.muted, align: 'center' }),
    ];
  }
  const nodes: SceneNode[] = view.drawn.map((code, i) => tarotCard(code, 20 + (i % 13) * 71, 62 + Math.floor(i / 13) * 92, DRAWN, { mark: { role: 'drawn', order: i } }));
  if (view.drawn.length === 0) nodes.push(text(WIDTH / 2, 150, 'No card drawn on this level yet', { size: 26, fill: PALETTE.muted, align: 'center' }));
  const hint = view.mustDescend ? 'the level is done: go down' : view.canDescend ? 'you may go down' : view.descendAfter !== null ? `go down after ${view.descendAfter}` : 'the last level';
  nodes.push(bar(20, 248, 420, 30, view.drawn.length, view.levelSize, view.canDescend ? PALETTE.good : PALETTE.info, 'level', `${view.drawn.length} / ${view.levelSize} drawn`));
  nodes.push(text(456, 272, `${view.deckLeft} left · ${hint}`, { size: 22, bold: true, fill: view.canDescend ? PALETTE.good : PALETTE.muted, maxWidth: 484 }));
  return nodes;
}

/** A small label in a row of chips. */
interface Chip {
  label: string;
  fill: string;
  mark: Mark;
}

/** A row of chips, left to right. */
function chips(x: number, y: number, items: Chip[]): SceneNode[] {
  let at = x;
  return items.map((item) => {
    const made = pill(at, y, item.label, { size: 18, fill: item.fill, ink: PALETTE.black, mark: item.mark });
    at += made.width + 6;
    return made.node;
  });
}

/** Chips flowing into rows: the first row from (x, y) `width` wide, the rows after it from `next` (no higher than its y); returns them and the y under the last row. */
function flowingChips(items: Chip[], x: number, y: number, width: number, next: { x: number; y: number; width: number }): { nodes: SceneNode[]; bottom: number } {
  const nodes: SceneNode[] = [];
  let row = { x, width, y, used: 0 };
  for (const item of items) {
    const made = pill(0, 0, item.label, { size: 18, fill: item.fill, ink: PALETTE.black });
    if (row.used > 0 && row.used + made.width > row.width) row = { x: next.x, width: next.width, y: Math.max(row.y + 32, next.y), used: 0 };
    nodes.push(group(row.x + row.used, row.y, made.node.children, { mark: item.mark }));
    row.used += made.width + 6;
  }
  return { nodes, bottom: row.y + 28 };
}

/** The fight: the monster's card, name and level, its dice left, its damage, the resistances that work against you and its weaknesses, and the roll waiting for shots. */
function fight(view: RogueView, x: number, y: number): SceneNode[] {
  const combat = view.combat!;
  const monster = combat.monster;
  const half = monster.cliche < 1;
  const lost = half ? 0 : Math.max(0, monster.cliche - monster.dice);
  const dice = half
    ? [pill(0, 0, '½ die', { size: 20, fill: PALETTE.bad, ink: PALETTE.black }).node]
    : [...Array.from({ length: monster.dice }, (_, i) => dieToken(i * 30, 0, 26, PALETTE.bad, false)), ...Array.from({ length: lost }, (_, i) => dieToken((monster.dice + i) * 30, 0, 26, PALETTE.bad, true))];
  const card = combat.card ? tarotCard(combat.card, 14, 16, 100, { mark: { role: 'monster' }, highlight: PALETTE.bad }) : slot(14, 16, 100, `level ${monster.level}`, { role: 'monster' });
  const properties: Chip[] = [
    { label: TYPE_NAMES[monster.type], fill: TYPE_FILLS[monster.type], mark: { deals: monster.type } },
    ...combat.resists.map((type) => ({ label: `resists ${TYPE_NAMES[type]}`, fill: PALETTE.muted, mark: { resists: type } })),
    ...monster.weak.map((type) => ({ label: `weak: ${TYPE_NAMES[type]}`, fill: PALETTE.good, mark: { weak: type } })),
    ...(monster.item ? [{ label: 'drops an item', fill: PALETTE.gold, mark: { drops: 'item' } }] : []),
  ];
  const flow = flowingChips(properties, 128, 124, 310, { x: 14, y: 166, width: 422 });
  const under = combat.monsterEffects.length > 0 ? [text(14, Math.max(flow.bottom, 166) + 22, `Under ${combat.monsterEffects.join(', ')}`, { size: 20, bold: true, fill: PALETTE.muted, maxWidth: 422, minSize: 15 })] : [];
  const rollY = Math.max(flow.bottom, 166) + (under.length > 0 ? 54 : 30);
  return [
    tray(x, y, 450, 312, { fight: monster.name, round: combat.round }),
    group(x, y, [
      card,
      text(128, 44, monster.name, { size: 26, bold: true, fill: PALETTE.text, maxWidth: 310, minSize: 18 }),
      text(128, 72, `Level ${monster.level} monster · round ${combat.round}`, { size: 20, bold: true, fill: PALETTE.muted, maxWidth: 310 }),
      group(128, 86, dice, { mark: { monsterDice: monster.dice, cliche: monster.cliche } }),
      ...flow.nodes,
      ...under,
      ...(combat.roll ? [group(14, rollY - 24, [
        text(0, 24, `You ${combat.roll.player} vs ${combat.roll.monster}`, { size: 24, bold: true, fill: combat.roll.player > combat.roll.monster ? PALETTE.good : PALETTE.bad }),
        text(160, 24, 'extra shots, or take it', { size: 18, bold: true, fill: PALETTE.muted, maxWidth: 262 }),
      ], { mark: { roll: combat.roll.player, against: combat.roll.monster } })] : []),
    ]),
  ];
}

/** A choice waiting to be made, when there is no fight: the two cards of the Amulet of Speed, the equipment found, or what to choose. */
function choice(view: RogueView, x: number, y: number): SceneNode[] {
  const pending = view.pending;
  const nodes: SceneNode[] = [tray(x, y, 450, 312, pending ? { choice: pending.kind } : { rest: view.rested ? 'tried' : 'ready' })];
  if (!pending) {
    nodes.push(caption(x + 16, y + 36, 'Exploring'), text(x + 16, y + 76, view.rested ? 'Rested: draw a card' : 'Rest, or draw a card', { size: 26, bold: true, fill: PALETTE.text, maxWidth: 418 }));
    return nodes;
  }
  if (pending.kind === 'pick') {
    nodes.push(caption(x + 16, y + 36, 'Amulet of Speed: keep one'));
    pending.cards.forEach((code, i) => nodes.push(tarotCard(code, x + 16 + i * 120, y + 52, 100, { mark: { role: 'pick' }, highlight: PALETTE.info })));
  } else if (pending.kind === 'equip') {
    nodes.push(caption(x + 16, y + 36, 'Found: wear it or leave it'), tarotCard(pending.card, x + 16, y + 52, 100, { mark: { role: 'found' }, highlight: PALETTE.gold }));
  } else {
    const words = { identify: 'Choose an item to identify', chaos: 'Choose what Chaos erases', aim: 'Aim the wand: monster or self' } as const;
    nodes.push(caption(x + 16, y + 36, 'Your choice'), text(x + 16, y + 76, words[pending.kind], { size: 26, bold: true, fill: PALETTE.text, maxWidth: 418 }));
    if (pending.kind === 'aim') nodes.push(tarotCard(pending.card, x + 16, y + 96, 90, { mark: { role: 'wand' } }));
  }
  return nodes;
}

/** The last move's rolls, die by die. */
function rolls(view: RogueView, x: number, y: number): SceneNode[] {
  return view.rolls.filter((roll) => roll.dice.length > 0).slice(-2).map((roll, i) => group(x, y + i * 32, [
    text(0, 20, roll.label, { size: 18, bold: true, fill: PALETTE.muted, maxWidth: 180 }),
    ...roll.dice.slice(0, 8).map((value, j) => die(value, 188 + j * 28, 0, 24)),
  ], { mark: { rolled: roll.label, dice: roll.dice.join(' ') } }));
}

function gearSlot(gear: GearView | null, x: number, y: number, label: string): SceneNode {
  return gear ? tarotCard(gear.card, x, y, 64, { mark: { role: 'equipment', slot: label } }) : slot(x, y, 64, label, { slot: label, empty: 1 });
}

/** The character: cliché dice, bonuses, counters, equipment slots and items. */
function character(view: RogueView, x: number, y: number): SceneNode[] {
  const lost = Math.max(0, view.maxDice - view.dice);
  const tokens = [...Array.from({ length: view.dice }, (_, i) => dieToken(i * 34, 0, 30, PALETTE.gold, false)), ...Array.from({ length: lost }, (_, i) => dieToken((view.dice + i) * 34, 0, 30, PALETTE.gold, true))];
  const counters: Chip[] = [
    { label: view.weapon === null ? `robe ${bonus(view.armour)}` : `weapon ${bonus(view.weapon)}`, fill: PALETTE.muted, mark: { gear: 'weapon' } },
    ...(view.weapon === null ? [] : [{ label: `armour ${bonus(view.armour)}`, fill: PALETTE.muted, mark: { gear: 'armour' } }]),
    { label: `shots ${view.extraShots}`, fill: PALETTE.info, mark: { shots: String(view.extraShots) } },
    ...(view.worldstone ? [{ label: 'Worldstone', fill: PALETTE.gold, mark: { worldstone: 'yes' } }] : []),
  ];
  const slots = [gearSlot(view.amulet, 0, 0, 'amulet'), gearSlot(view.rings[0] ?? null, 72, 0, 'ring'), gearSlot(view.rings[1] ?? null, 144, 0, 'ring')];
  if (view.weapon === null) slots.push(gearSlot(view.special, 216, 0, 'special'));
  const items = view.inventory.slice(0, 7).map((item, i) => group(i * 42, 0, [
    tarotCard(item.card, 0, 0, 40, { mark: { role: 'item', kind: item.kind } }),
    ...(item.effect === null ? [pill(22, -10, '?', { size: 16, fill: PALETTE.warn, ink: PALETTE.black }).node] : []),
    ...(item.count > 1 ? [pill(18, 40, `${item.count}`, { size: 14, fill: PALETTE.text, ink: PALETTE.black }).node] : []),
  ], { mark: { item: item.card, count: item.count, known: item.effect === null ? 0 : 1 } }));
  return [
    tray(x, y, 450, 312),
    group(x + 16, y, [
      text(0, 36, view.clicheTitle, { size: 26, bold: true, fill: PALETTE.text, maxWidth: 250, minSize: 18 }),
      group(0, 48, tokens, { mark: { dice: view.dice, max: view.maxDice } }),
      group(300, 12, [symbol(SKULL_PATH, 14, 14, 26, PALETTE.muted), text(34, 23, `${view.kills} kills`, { size: 22, bold: true, fill: PALETTE.text })], { mark: { kills: view.kills } }),
      ...chips(0, 90, counters),
      group(0, 132, slots, { mark: { equipment: [view.amulet?.card, ...view.rings.map((r) => r.card), view.special?.card].filter(Boolean).join(' ') } }),
      ...(items.length > 0 ? [group(296, 142, items.slice(0, 3)), group(0, 250, items.slice(3))] : []),
    ]),
  ];
}

function outcome(view: RogueView): SceneNode[] {
  if (!view.over) return [];
  return [gameOver(WIDTH, HEIGHT, {
    won: view.won,
    title: view.won ? 'Escaped with the Worldstone' : 'The run is over',
    score: `Score ${grouped(view.score ?? 0)}`,
    lines: [`Deepest level ${view.deepest} · ${view.kills} kill${view.kills === 1 ? '' : 's'}`],
  })];
}

/** Where the level stands: may go down, must, or after how many cards. */
function descent(view: RogueView): string {
  return view.mustDescend ? 'the level is done: go down' : view.canDescend ? 'you may go down' : view.descendAfter !== null ? `go down after ${view.descendAfter}` : 'the last level';
}

function describe(view: RogueView): string {
  const combat = view.combat;
  const gear = [view.amulet, ...view.rings, view.special].filter((g): g is GearView => g !== null).map((g) => `${g.name} (${g.arcana})`);
  const monster = combat?.monster;
  const properties = monster && combat ? [
    `dealing ${TYPE_NAMES[monster.type]} damage`,
    combat.resists.length > 0 ? `resisting ${combat.resists.map((t) => TYPE_NAMES[t]).join(' and ')}` : '',
    monster.weak.length > 0 ? `weak to ${monster.weak.map((t) => TYPE_NAMES[t]).join(' and ')}` : '',
    monster.item ? 'dropping an item' : '',
    combat.monsterEffects.length > 0 ? `under ${combat.monsterEffects.join(', ')}` : '',
  ].filter(Boolean).join(', ') : '';
  const head = [
    `Rogue Risus table: ${view.name}, ${view.clicheTitle}, ${view.dice} of ${view.maxDice} dice, ${view.kills} kill${view.kills === 1 ? '' : 's'}, ${view.extraShots} extra shot${view.extraShots === 1 ? '' : 's'}${view.worldstone ? ', carrying the Worldstone' : ''}.`,
    view.over ? `${view.won ? 'Escaped with the Worldstone' : 'The run is over'}: score ${grouped(view.score ?? 0)}, deepest level ${view.deepest}.` : '',
    view.escapeLevel !== null
      ? `Escaping: a level ${view.escapeLevel} monster is next.`
      : `Level ${view.level}, ${view.levelName}: ${view.drawn.length} of ${view.levelSize} cards drawn, ${view.deckLeft} left, ${descent(view)}.`,
    monster && combat ? `Fighting ${monster.name}${combat.card ? ` (${tarotName(combat.card)})` : ''}, a level ${monster.level} monster with ${monster.cliche < 1 ? 'half a die' : `${monster.dice} of ${monster.cliche} dice`}, round ${combat.round}, ${properties}.` : '',
    combat?.roll ? `Your roll ${combat.roll.player} against ${combat.roll.monster}: extra shots, or take it.` : '',
    `${view.weapon === null ? `Robe ${bonus(view.armour)}` : `Weapon ${bonus(view.weapon)}, armour ${bonus(view.armour)}`}. ${gear.length > 0 ? `Wearing ${gear.join(', ')}.` : 'No amulet or ring.'}`,
    view.inventory.length > 0 ? `Items: ${view.inventory.map((item) => `${item.name ?? `unknown ${item.kind}`}${item.count > 1 ? ` ×${item.count}` : ''}`).join(', ')}.` : '',
  ];
  return altText([...head, view.escapeLevel === null ? drawnWords(view.drawn, ALT_MAX - altText(head).length - 1) : '']);
}

/** The level's drawn cards in words within `room` characters, the earliest left out first: "Drawn on this level (3 earlier, then): …". */
function drawnWords(drawn: readonly string[], room: number): string {
  for (let skip = 0; skip < drawn.length; skip++) {
    const names = drawn.slice(skip).map(tarotName).join(', ');
    const words = skip === 0 ? `Drawn on this level: ${names}.` : `Drawn on this level, the last ${drawn.length - skip} of ${drawn.length}: ${names}.`;
    if (words.length <= room) return words;
  }
  return '';
}

/** The picture of a Rogue Risus run. */
export function roguePicture(view: RogueView): Scene {
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    text(20, 42, view.name, { size: 30, bold: true, fill: PALETTE.text, maxWidth: 400, minSize: 22 }),
    text(WIDTH - 20, 42, view.escapeLevel !== null ? 'The escape' : `Level ${view.level} · ${view.levelName}`, { size: 26, bold: true, fill: PALETTE.gold, align: 'right', maxWidth: 500, minSize: 18 }),
    ...level(view),
    ...(view.combat ? fight(view, 20, 276) : choice(view, 20, 276)),
    ...rolls(view, 36, 526),
    ...character(view, 490, 276),
    ...outcome(view),
  ];
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view) };
}
