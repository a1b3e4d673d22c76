/**
 * Rogue Risus's table: the level's drawn tarot cards as cards and how far down the level is;
 * the monster of a fight as its card, with its level, its dice, its damage and resistances, and the
 * roll waiting for extra shots; the character's cliché dice (lost dice crossed out), bonuses, equipment
 * slots and items (unidentified ones marked "?"); the last move's dice; a choice waiting to be made.
 */

import { tarotName } from '../../engine/tarot.js';
import { capitalised } from '../../engine/words.js';
import type { RogueView } from '../../games/rogue/index.js';
import type { DamageType } from '../../games/rogue/state.js';
import type { GearView } from '../../games/rogue/view.js';
import { die, dieToken } from '../dice.js';
import { fanOffsets } from '../fan.js';
import { MIN_REGULAR_TEXT, MIN_TEXT, text, textWidth } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardHeight } from '../playing-cards.js';
import { ALT_MAX, altText, group, type Mark, type Scene, type SceneNode } from '../scene.js';
import { SKULL_PATH, symbol } from '../symbols.js';
import { tarotCard, tarotIndex } from '../tarot-cards.js';
import { textBlock } from '../text-block.js';
import { bar, caption, gameOver, heading, pill, slot, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 720;
const DRAWN = 67;
/** How far the second row of drawn cards lies under the first: the first row's ranks show whole. */
const DRAWN_OVERLAP = 44;
const BAR_Y = 202;
const PANEL_Y = 252;
const PANEL_H = HEIGHT - 10 - PANEL_Y;
const PANEL_W = 450;
const MONSTER = 92;
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

/** The drawn cards of the level, two rows of thirteen (the second over the first's lower part), and the bar of the level's progress. */
function level(view: RogueView): SceneNode[] {
  if (view.escapeLevel !== null) {
    return [
      tray(20, 56, WIDTH - 40, BAR_Y - 64, { escape: view.escapeLevel }),
      text(WIDTH / 2, 116, `Escape: a level ${view.escapeLevel} monster is next`, {
        size: 34,
        bold: true,
        fill: PALETTE.gold,
        align: 'center',
      }),
      text(WIDTH / 2, 160, `${view.escapeLevel} level${view.escapeLevel === 1 ? '' : 's'} to go, 20 to 1`, {
        size: 28,
        fill: PALETTE.muted,
        align: 'center',
      }),
    ];
  }
  const nodes: SceneNode[] = view.drawn.map((code, i) =>
    tarotCard(code, 20 + (i % 13) * 71, 56 + Math.floor(i / 13) * DRAWN_OVERLAP, DRAWN, { mark: { role: 'drawn', order: i } }),
  );
  if (view.drawn.length === 0)
    nodes.push(text(WIDTH / 2, 130, 'No card drawn on this level yet', { size: 28, fill: PALETTE.muted, align: 'center' }));
  nodes.push(
    bar(
      20,
      BAR_Y,
      420,
      40,
      view.drawn.length,
      view.levelSize,
      view.canDescend ? PALETTE.good : PALETTE.info,
      'level',
      `${view.drawn.length} / ${view.levelSize} drawn`,
    ),
  );
  nodes.push(
    textBlock(456, BAR_Y + 29, `${view.deckLeft} left · ${descent(view)}`, {
      size: MIN_TEXT,
      minSize: MIN_TEXT,
      bold: true,
      fill: view.canDescend ? PALETTE.good : PALETTE.muted,
      maxWidth: WIDTH - 20 - 456,
      maxLines: 1,
    }).node,
  );
  return nodes;
}

/** A small label in a row of chips. */
interface Chip {
  label: string;
  fill: string;
  mark: Mark;
}

/**
 * Chips flowing into rows: the first row from (x, y) `width` wide, the rows after it from `next` (no higher than its y); returns them and
 * the y under the last row.
 */
function flowingChips(
  items: Chip[],
  x: number,
  y: number,
  width: number,
  next: { x: number; y: number; width: number },
): { nodes: SceneNode[]; bottom: number } {
  const nodes: SceneNode[] = [];
  let row = { x, width, y, used: 0 };
  for (const item of items) {
    const made = pill(0, 0, item.label, { fill: item.fill, ink: PALETTE.black });
    if (row.used > 0 && row.used + made.width > row.width) row = { x: next.x, width: next.width, y: Math.max(row.y + 44, next.y), used: 0 };
    nodes.push(group(row.x + row.used, row.y, made.node.children, { mark: item.mark }));
    row.used += made.width + 8;
  }
  return { nodes, bottom: items.length > 0 ? row.y + 36 : y };
}

/** The part of the left panel a fight or a choice draws, and the bottom of what it drew. */
interface Drawn {
  nodes: SceneNode[];
  bottom: number;
}

/**
 * The fight: the monster's card, name and level, its dice left, its damage, the resistances that work against you and its weaknesses, and
 * the roll waiting for shots.
 */
function fight(view: RogueView, x: number, y: number): Drawn {
  const combat = view.combat!;
  const monster = combat.monster;
  const half = monster.cliche < 1;
  const lost = half ? 0 : Math.max(0, monster.cliche - monster.dice);
  const dice = half
    ? [pill(0, 0, '½ die', { fill: PALETTE.bad, ink: PALETTE.black }).node]
    : [
        ...Array.from({ length: monster.dice }, (_, i) => dieToken(i * 36, 0, 30, PALETTE.bad, false)),
        ...Array.from({ length: lost }, (_, i) => dieToken((monster.dice + i) * 36, 0, 30, PALETTE.bad, true)),
      ];
  const card = combat.card
    ? tarotCard(combat.card, 14, 14, MONSTER, { mark: { role: 'monster' }, highlight: PALETTE.bad })
    : slot(14, 14, MONSTER, `level ${monster.level}`, { role: 'monster' });
  const side = MONSTER + 26;
  const room = PANEL_W - 14 - side;
  const name = heading(side, 40, monster.name, room);
  const levelY = 40 + name.depth + 50;
  const cardBottom = 14 + cardHeight(MONSTER) + 12;
  const properties: Chip[] = [
    { label: TYPE_NAMES[monster.type], fill: TYPE_FILLS[monster.type], mark: { deals: monster.type } },
    ...combat.resists.map((type) => ({ label: `resists ${TYPE_NAMES[type]}`, fill: PALETTE.muted, mark: { resists: type } })),
    ...monster.weak.map((type) => ({ label: `weak: ${TYPE_NAMES[type]}`, fill: PALETTE.good, mark: { weak: type } })),
    ...(monster.item ? [{ label: 'drops an item', fill: PALETTE.gold, mark: { drops: 'item' } }] : []),
  ];
  const chipsY = levelY + 52;
  const flow =
    chipsY + 36 <= cardBottom
      ? flowingChips(properties, side, chipsY, room, { x: 14, y: cardBottom, width: PANEL_W - 28 })
      : flowingChips(properties, 14, Math.max(chipsY, cardBottom), PANEL_W - 28, { x: 14, y: cardBottom, width: PANEL_W - 28 });
  let next = Math.max(flow.bottom, cardBottom) + 12;
  const under =
    combat.monsterEffects.length > 0
      ? textBlock(14, next + 20, `Under ${combat.monsterEffects.join(', ')}`, {
          size: MIN_TEXT,
          minSize: MIN_TEXT,
          bold: true,
          fill: PALETTE.muted,
          maxWidth: PANEL_W - 28,
          maxLines: 2,
        })
      : null;
  if (under) next += under.depth + 36;
  const roll = combat.roll;
  const said = roll ? `You ${roll.player} vs ${roll.monster}` : '';
  const nodes = [
    tray(x, y, PANEL_W, PANEL_H, { fight: monster.name, round: combat.round }),
    group(x, y, [
      card,
      name.node,
      text(side, levelY, `Level ${monster.level} monster · round ${combat.round}`, { size: MIN_REGULAR_TEXT, fill: PALETTE.muted }),
      group(side, levelY + 12, dice, { mark: { monsterDice: monster.dice, cliche: monster.cliche } }),
      ...flow.nodes,
      ...(under ? [under.node] : []),
      ...(roll
        ? [
            group(
              14,
              next,
              [
                text(0, 24, said, { size: 26, bold: true, fill: roll.player > roll.monster ? PALETTE.good : PALETTE.bad }),
                text(textWidth(said, 26, true) + 12, 24, 'extra shots, or take it', { size: MIN_TEXT, bold: true, fill: PALETTE.muted }),
              ],
              { mark: { roll: roll.player, against: roll.monster } },
            ),
          ]
        : []),
    ]),
  ];
  return { nodes, bottom: y + next + (roll ? 36 : 0) };
}

/** What the board offers while exploring, in the board's order: "Rest, or draw a card", "Draw a card, or go down", "Rested: draw a card". */
function exploring(view: RogueView): string {
  const offered = new Set(view.moves.map((move) => move.action.type));
  const words = [
    offered.has('rest') ? 'rest' : '',
    offered.has('draw') ? (view.escapeLevel === null ? 'draw a card' : `face the level ${view.escapeLevel} monster`) : '',
    offered.has('descend') ? `go down to level ${view.level + 1}` : '',
    offered.has('escape') ? 'escape with the Worldstone' : '',
  ].filter(Boolean);
  const choices = words.length > 1 ? `${words.slice(0, -1).join(', ')}, or ${words.at(-1)}` : (words[0] ?? '');
  return view.rested && !offered.has('rest') ? `Rested: ${choices}` : capitalised(choices);
}

/** A choice waiting to be made, when there is no fight: the two cards of the Amulet of Speed, the equipment found, or what to choose. */
function choice(view: RogueView, x: number, y: number): Drawn {
  const pending = view.pending;
  const nodes: SceneNode[] = [tray(x, y, PANEL_W, PANEL_H, pending ? { choice: pending.kind } : { rest: view.rested ? 'tried' : 'ready' })];
  const line = (words: string) => heading(x + 16, y + 78, words, PANEL_W - 32);
  if (!pending) {
    const said = line(exploring(view));
    nodes.push(caption(x + 16, y + 38, 'Exploring'), said.node);
    return { nodes, bottom: y + 90 + said.depth };
  }
  if (pending.kind === 'pick') {
    nodes.push(caption(x + 16, y + 38, 'Amulet of Speed: keep one'));
    pending.cards.forEach((code, i) => {
      nodes.push(tarotCard(code, x + 16 + i * 124, y + 54, 110, { mark: { role: 'pick' }, highlight: PALETTE.info }));
    });
    return { nodes, bottom: y + 54 + cardHeight(110) + 8 };
  }
  if (pending.kind === 'equip') {
    nodes.push(
      caption(x + 16, y + 38, 'Found: wear it or leave it'),
      tarotCard(pending.card, x + 16, y + 54, 110, { mark: { role: 'found' }, highlight: PALETTE.gold }),
    );
    return { nodes, bottom: y + 54 + cardHeight(110) + 8 };
  }
  const words = {
    identify: 'Choose an item to identify',
    chaos: 'Choose what Chaos erases',
    aim: 'Aim the wand: monster or self',
  } as const;
  const said = line(words[pending.kind]);
  nodes.push(caption(x + 16, y + 38, 'Your choice'), said.node);
  if (pending.kind !== 'aim') return { nodes, bottom: y + 90 + said.depth };
  nodes.push(tarotCard(pending.card, x + 16, y + 100 + said.depth, 96, { mark: { role: 'wand' } }));
  return { nodes, bottom: y + 100 + said.depth + cardHeight(96) + 8 };
}

/**
 * The last move's rolls, die by die, at the bottom of the left panel under what is drawn above them (`top`), the latest kept when there is
 * room for only one: who rolled (the pool's make-up is in the board's text) and each die.
 */
function rolls(view: RogueView, x: number, top: number, bottom: number): SceneNode[] {
  const room = PANEL_W - 32;
  const rows = view.rolls
    .filter((roll) => roll.dice.length > 0)
    .slice(-2)
    .map((roll) => {
      const dice = roll.dice.slice(0, 8);
      const label = Math.max(200, room - 10 - dice.length * 34);
      const words = textBlock(0, 24, roll.label.split(' (')[0]!, {
        size: MIN_TEXT,
        minSize: MIN_TEXT,
        bold: true,
        fill: PALETTE.muted,
        maxWidth: label,
        maxLines: 2,
      });
      return { roll, dice, label, words, height: words.depth + 38 };
    });
  const fit = rows.filter((_, i) => rows.slice(i).reduce((sum, row) => sum + row.height, 0) <= bottom - top);
  let y = bottom - fit.reduce((sum, row) => sum + row.height, 0);
  return fit.map(({ roll, dice, label, words, height }) => {
    const step = Math.min(34, (room - label - 10) / dice.length);
    const row = group(x, y, [words.node, ...dice.map((value, j) => die(value, label + 10 + j * step, 0, Math.min(30, step - 3)))], {
      mark: { rolled: roll.label, dice: roll.dice.join(' ') },
    });
    y += height;
    return row;
  });
}

function gearSlot(gear: GearView | null, x: number, y: number, label: string): SceneNode {
  return gear
    ? tarotCard(gear.card, x, y, 90, { mark: { role: 'equipment', slot: label } })
    : slot(x, y, 90, label, { slot: label, empty: 1 });
}

/** An item held: its card, "?" while unknown and how many, on the part of the card a fan leaves showing. */
function item(held: RogueView['inventory'][number], x: number): SceneNode {
  return group(
    x,
    0,
    [
      tarotCard(held.card, 0, 0, DRAWN, { mark: { role: 'item', kind: held.kind } }),
      ...(held.effect === null ? [pill(2, 40, '?', { fill: PALETTE.warn, ink: PALETTE.black }).node] : []),
      ...(held.count > 1 ? [pill(2, cardHeight(DRAWN) + 6, `${held.count}`, { fill: PALETTE.text, ink: PALETTE.black }).node] : []),
    ],
    { mark: { item: held.card, count: held.count, known: held.effect === null ? 0 : 1 } },
  );
}

/** The character: cliché dice, bonuses, counters, equipment slots and items. */
function character(view: RogueView, x: number, y: number): SceneNode[] {
  const lost = Math.max(0, view.maxDice - view.dice);
  const tokens = [
    ...Array.from({ length: view.dice }, (_, i) => dieToken(i * 40, 0, 34, PALETTE.gold, false)),
    ...Array.from({ length: lost }, (_, i) => dieToken((view.dice + i) * 40, 0, 34, PALETTE.gold, true)),
  ];
  const counters: Chip[] = [
    {
      label: view.weapon === null ? `robe ${bonus(view.armour)}` : `weapon ${bonus(view.weapon)}`,
      fill: PALETTE.muted,
      mark: { gear: 'weapon' },
    },
    ...(view.weapon === null ? [] : [{ label: `armour ${bonus(view.armour)}`, fill: PALETTE.muted, mark: { gear: 'armour' } }]),
    { label: `shots ${view.extraShots}`, fill: PALETTE.info, mark: { shots: String(view.extraShots) } },
    ...(view.worldstone ? [{ label: 'Worldstone', fill: PALETTE.gold, mark: { worldstone: 'yes' } }] : []),
  ];
  const chips = flowingChips(counters, 0, 96, PANEL_W - 32, { x: 0, y: 140, width: PANEL_W - 32 });
  const slotsY = chips.bottom + 14;
  const slots = [
    gearSlot(view.amulet, 0, 0, 'amulet'),
    gearSlot(view.rings[0] ?? null, 98, 0, 'ring'),
    gearSlot(view.rings[1] ?? null, 196, 0, 'ring'),
  ];
  if (view.weapon === null) slots.push(gearSlot(view.special, 294, 0, 'special'));
  const held = view.inventory.slice(0, 7);
  const offsets = fanOffsets(
    held.map((h) => Math.max(tarotIndex(h.card, DRAWN).width, 42)),
    DRAWN,
    PANEL_W - 32,
    DRAWN + 6,
  );
  const itemsY = slotsY + cardHeight(90) + 14;
  return [
    tray(x, y, PANEL_W, PANEL_H),
    group(x + 16, y, [
      textBlock(0, 38, view.clicheTitle, { size: 28, minSize: MIN_TEXT, bold: true, fill: PALETTE.text, maxWidth: 270, maxLines: 1 }).node,
      group(
        288,
        14,
        [
          symbol(SKULL_PATH, 14, 14, 26, PALETTE.muted),
          text(34, 24, `${view.kills} kills`, { size: MIN_TEXT, bold: true, fill: PALETTE.text }),
        ],
        { mark: { kills: view.kills } },
      ),
      group(0, 50, tokens, { mark: { dice: view.dice, max: view.maxDice } }),
      ...chips.nodes,
      group(0, slotsY, slots, {
        mark: { equipment: [view.amulet?.card, ...view.rings.map((r) => r.card), view.special?.card].filter(Boolean).join(' ') },
      }),
      ...(held.length > 0
        ? [
            group(
              0,
              itemsY,
              held.map((h, i) => item(h, offsets[i]!)),
            ),
          ]
        : []),
    ]),
  ];
}

function outcome(view: RogueView): SceneNode[] {
  if (!view.over) return [];
  return [
    gameOver(WIDTH, HEIGHT, {
      won: view.won,
      title: view.won ? 'Escaped with the Worldstone' : 'The run is over',
      score: `Score ${grouped(view.score ?? 0)}`,
      lines: [`Deepest level ${view.deepest} · ${view.kills} kill${view.kills === 1 ? '' : 's'}`],
    }),
  ];
}

/** Where the level stands: may go down, must, or after how many cards. */
function descent(view: RogueView): string {
  return view.mustDescend
    ? 'the level is done: go down'
    : view.canDescend
      ? 'you may go down'
      : view.descendAfter !== null
        ? `go down after ${view.descendAfter}`
        : 'the last level';
}

function describe(view: RogueView): string {
  const combat = view.combat;
  const gear = [view.amulet, ...view.rings, view.special].filter((g): g is GearView => g !== null).map((g) => `${g.name} (${g.arcana})`);
  const monster = combat?.monster;
  const properties =
    monster && combat
      ? [
          `dealing ${TYPE_NAMES[monster.type]} damage`,
          combat.resists.length > 0 ? `resisting ${combat.resists.map((t) => TYPE_NAMES[t]).join(' and ')}` : '',
          monster.weak.length > 0 ? `weak to ${monster.weak.map((t) => TYPE_NAMES[t]).join(' and ')}` : '',
          monster.item ? 'dropping an item' : '',
          combat.monsterEffects.length > 0 ? `under ${combat.monsterEffects.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : '';
  const head = [
    `Rogue Risus table: ${view.name}, ${view.clicheTitle}, ${view.dice} of ` +
      `${view.maxDice} dice, ${view.kills} kill${view.kills === 1 ? '' : 's'}, ` +
      `${view.extraShots} extra shot${view.extraShots === 1 ? '' : 's'}${view.worldstone ? ', carrying the Worldstone' : ''}.`,
    view.over
      ? `${view.won ? 'Escaped with the Worldstone' : 'The run is over'}: score ${grouped(view.score ?? 0)}, deepest level ${view.deepest}.`
      : '',
    view.escapeLevel !== null
      ? `Escaping: a level ${view.escapeLevel} monster is next.`
      : `Level ${view.level}, ${view.levelName}: ${view.drawn.length} of ` +
        `${view.levelSize} cards drawn, ${view.deckLeft} left, ${descent(view)}.`,
    monster && combat
      ? `Fighting ${monster.name}${combat.card ? ` (${tarotName(combat.card)})` : ''}, a level ${monster.level} monster with ` +
        `${monster.cliche < 1 ? 'half a die' : `${monster.dice} of ${monster.cliche} dice`}, round ${combat.round}, ${properties}.`
      : '',
    combat?.roll ? `Your roll ${combat.roll.player} against ${combat.roll.monster}: extra shots, or take it.` : '',
    view.rolls.length > 0
      ? `Last rolls: ${view.rolls.map((roll) => `${roll.label}: ${roll.dice.map((die) => `${die} `).join('')}${roll.text.replace(/\*\*/g, '')}`).join('; ')}.`
      : '',
    `${view.weapon === null ? `Robe ${bonus(view.armour)}` : `Weapon ${bonus(view.weapon)}, armour ${bonus(view.armour)}`}. ` +
      `${gear.length > 0 ? `Wearing ${gear.join(', ')}.` : 'No amulet or ring.'}`,
    view.inventory.length > 0
      ? `Items: ${view.inventory
          .map((item) => (item.name ?? `unknown ${item.kind}`) + (item.count > 1 ? ` ×${item.count}` : ''))
          .join(', ')}.`
      : '',
  ];
  return altText([...head, view.escapeLevel === null ? drawnWords(view.drawn, ALT_MAX - altText(head).length - 1) : '']);
}

/** The level's drawn cards in words within `room` characters, the earliest left out first: "Drawn on this level (3 earlier, then): …". */
function drawnWords(drawn: readonly string[], room: number): string {
  for (let skip = 0; skip < drawn.length; skip++) {
    const names = drawn.slice(skip).map(tarotName).join(', ');
    const words =
      skip === 0 ? `Drawn on this level: ${names}.` : `Drawn on this level, the last ${drawn.length - skip} of ${drawn.length}: ${names}.`;
    if (words.length <= room) return words;
  }
  return '';
}

/** The picture of a Rogue Risus run. */
export function picture(view: RogueView): Scene {
  const where = view.escapeLevel !== null ? 'The escape' : `Level ${view.level} · ${view.levelName}`;
  const whereWidth = Math.min(480, textWidth(where, 26, true));
  const left = view.combat ? fight(view, 20, PANEL_Y) : choice(view, 20, PANEL_Y);
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    textBlock(20, 40, view.name, {
      size: 30,
      minSize: MIN_TEXT,
      bold: true,
      fill: PALETTE.text,
      maxWidth: WIDTH - 60 - whereWidth,
      maxLines: 1,
    }).node,
    textBlock(WIDTH - 20, 40, where, {
      size: 26,
      minSize: MIN_TEXT,
      bold: true,
      fill: PALETTE.gold,
      align: 'right',
      maxWidth: 480,
      maxLines: 1,
    }).node,
    ...level(view),
    ...left.nodes,
    ...rolls(view, 36, left.bottom, PANEL_Y + PANEL_H - 8),
    ...character(view, 490, PANEL_Y),
    ...outcome(view),
  ];
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view) };
}
