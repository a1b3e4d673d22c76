/**
 * Royal Assassin's table: the four suit columns with their Royals (the Pretender as large as the
 * tallest column lets it be, the Royals beneath it peeking out above with the cards left on them as
 * chips), the attack and defence cards on the Pretender fanned beside it and a strength badge, the
 * suit attacking each column; below, the stockpile count, the turned card, the reserve fanned so each
 * rank shows with its top card clearly on top, and the Joker; when the game is over, who holds the throne.
 */
import { cardName, cardNames, suitName } from '../../engine/cards.js';
import type { AssassinView, Column, JokerView } from '../../games/assassin/index.js';
import { jokerPlace } from '../../games/assassin/joker-place.js';
import { CHIP_BACK_WIDTH, CHIP_HEIGHT, cardChip, chipBack, chipIndex, chipWidth } from '../card-chips.js';
import { fanOffsets } from '../fan.js';
import { MIN_TEXT, text } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardHeaderOf, cardHeight, cardIndex, playingCard } from '../playing-cards.js';
import { altText, group, rect, type Scene, type SceneNode } from '../scene.js';
import { SHIELD_PATH, SWORD_PATH, suitSymbol, symbol, tableSuitSymbol } from '../symbols.js';
import { badge, caption, gameOver, heading, pile, pill, slot, table, tray } from '../widgets.js';

/** One Royal of a column with the cards on it. */
type Layer = AssassinView['columns'][Column][number];

const WIDTH = 960;
const HEIGHT = 540;
const COLUMNS: readonly Column[] = ['S', 'C', 'D', 'H'];
const COLUMN_WIDTH = 224;
/** The top of the first Royal of a column, and the lowest a Pretender may reach (room under it for its badge and a Joker's label). */
const TOP = 60;
const STACK_BOTTOM = 290;
const TRAY_Y = 368;
/** The widest Pretender: the cards on it still fit beside it. */
const PRETENDER_MOST = 144;
const SIDE_GAP = 8;
const MARK = 30;
const BOTTOM_CARD = 86;

/** How far each Royal beneath the Pretender peeks out above the next: its rank and suit whole. */
function peek(w: number): number {
  return cardIndex('KS', w).height;
}

/** The Pretenders' width: as large as the column with the most Royals lets them be. */
function pretenderWidth(view: AssassinView): number {
  const layers = Math.max(1, ...COLUMNS.map((column) => view.columns[column].length));
  let w = PRETENDER_MOST;
  while (w > 70 && (layers - 1) * peek(w) + cardHeight(w) > STACK_BOTTOM - TOP) w -= 2;
  return w;
}

/** Attack (under a sword) and defence (under a shield) cards on a Pretender, fanned down beside it from `y` to `end` so each rank shows. */
function sideFan(layer: Layer, x: number, y: number, w: number, end: number): SceneNode[] {
  const cards = [
    ...layer.attack.map((code) => ({ code, kind: 'attack' as const })),
    ...layer.defence.map((code) => ({ code, kind: 'defence' as const })),
  ];
  if (cards.length === 0) return [];
  const steps = cards.map(
    (card, i) => cardIndex(card.code, w).height + (card.kind === 'attack' && cards[i + 1]?.kind === 'defence' ? MARK : 0),
  );
  const offsets = fanOffsets(steps, cardHeight(w), end - y - MARK, 40);
  const nodes: SceneNode[] = [];
  cards.forEach((card, i) => {
    const cy = y + MARK + offsets[i]!;
    const first = i === 0 || cards[i - 1]!.kind !== card.kind;
    const colour = card.kind === 'attack' ? PALETTE.bad : PALETTE.info;
    if (first) nodes.push(symbol(card.kind === 'attack' ? SWORD_PATH : SHIELD_PATH, x + w / 2, cy - MARK / 2, 24, colour));
    nodes.push(playingCard(card.code, x, cy, w, { mark: { role: card.kind, on: layer.royal }, highlight: colour }));
  });
  return nodes;
}

/** The cards left on a Royal beneath the Pretender, as chips beside its rank, each rank whole. */
function beneathChips(layer: Layer, x: number, y: number, room: number): SceneNode[] {
  const cards = [...layer.attack.map((code) => ({ code, role: 'attack' })), ...layer.defence.map((code) => ({ code, role: 'defence' }))];
  const offsets = fanOffsets(
    cards.map((card) => chipIndex(card.code)),
    chipWidth(cards.at(-1)?.code ?? 'AS'),
    room,
    70,
  );
  return cards.map(
    (card, i) =>
      cardChip(card.code, x + offsets[i]!, y, {
        mark: { role: card.role, on: layer.royal },
        highlight: card.role === 'attack' ? PALETTE.bad : PALETTE.info,
      }).node,
  );
}

function header(view: AssassinView, column: Column, x: number): SceneNode[] {
  const by = view.pairings[column];
  const nodes: SceneNode[] = [
    tableSuitSymbol(column, x + 16, 32, 28),
    text(x + 34, 43, suitName(column), {
      size: 26,
      bold: true,
      fill: PALETTE.text,
      maxWidth: by ? COLUMN_WIDTH - 100 : COLUMN_WIDTH - 38,
      minSize: MIN_TEXT,
    }),
  ];
  if (by) {
    nodes.push(
      group(
        x + COLUMN_WIDTH - 64,
        14,
        [
          rect(0, 0, 62, 36, { r: 18, fill: PALETTE.bad }),
          symbol(SWORD_PATH, 19, 18, 26, PALETTE.black),
          suitSymbol(by, 43, 18, 24, PALETTE.black),
        ],
        { mark: { attackedBy: by, column } },
      ),
    );
  }
  return nodes;
}

function columnNodes(view: AssassinView, column: Column, x: number, w: number): SceneNode[] {
  const layers = view.columns[column];
  const nodes = header(view, column, x);
  if (layers.length === 0) {
    nodes.push(slot(x + 4, TOP, w, 'no one', { empty: column }));
    return nodes;
  }
  const top = layers.length - 1;
  const side = x + 4 + w + SIDE_GAP;
  layers.forEach((layer, i) => {
    const y = TOP + i * peek(w);
    nodes.push(playingCard(layer.royal, x + 4, y, w, { mark: { role: i === top ? 'pretender' : 'beneath', column } }));
    if (i === top) return;
    const from = x + 4 + cardHeaderOf(layer.royal, w).width + 6;
    nodes.push(...beneathChips(layer, from, y + (peek(w) - CHIP_HEIGHT) / 2, x + COLUMN_WIDTH - from));
  });
  const pretender = layers[top]!;
  const py = TOP + top * peek(w);
  const strength = view.strengths[column] ?? 0;
  const bottom = py + cardHeight(w);
  const here = view.jokers.filter((joker) => joker.at === column);
  // A Joker's label runs under the cards on the Pretender: they stop above it.
  nodes.push(...sideFan(pretender, side, py, x + COLUMN_WIDTH - side, here.length > 0 ? bottom + 28 : TRAY_Y - 12));
  nodes.push(badge(x + 4 + w / 2, bottom + 4, 24, String(strength), PALETTE.gold, PALETTE.black, 'strength', strength));
  if (here.length > 0)
    nodes.push(
      pill(x + 4, bottom + 34, here.length > 1 ? 'JOKERS here' : 'JOKER here', {
        fill: PALETTE.major,
        ink: PALETTE.text,
        mark: { joker: column },
      }).node,
    );
  return nodes;
}

/** Where the Joker is, in words. */
function jokerWhere(joker: AssassinView['joker']): string {
  switch (joker) {
    case 'available':
      return 'ready';
    case 'discarded':
      return 'discarded';
    case 'buried':
      return 'in the cards';
    default:
      return `over ${suitName(joker)}`;
  }
}

/** A Joker that may be played now: by the player's side, just turned, or on top of the reserve. */
function jokerReady(joker: JokerView): boolean {
  return joker.at === 'aside' || joker.at === 'pending' || (joker.at === 'reserve' && joker.fromTop === 0);
}

/** The Joker: one card and where it is, or with two Jokers a row for each, its number and its place. */
function jokerNodes(view: AssassinView, x: number, y: number): SceneNode[] {
  if (view.jokers.length >= 2) {
    return view.jokers.map((joker, i) => {
      const ready = jokerReady(joker);
      const chip =
        joker.at === 'stock'
          ? { node: chipBack(0, 0), width: CHIP_BACK_WIDTH }
          : cardChip(joker.card, 0, 0, { faded: !ready, ...(ready ? { highlight: PALETTE.gold } : {}) });
      return group(
        x,
        y + 16 + i * 74,
        [
          chip.node,
          text(chip.width + 14, 27, `Joker ${i + 1}`, { size: MIN_TEXT, bold: true, fill: PALETTE.muted }),
          text(0, 60, jokerPlace(joker, true), { size: MIN_TEXT, bold: true, fill: ready ? PALETTE.gold : PALETTE.text }),
        ],
        { mark: { joker: joker.card, at: joker.at === 'reserve' ? `reserve ${joker.fromTop}` : joker.at } },
      );
    });
  }
  const where = jokerWhere(view.joker);
  const card =
    view.joker === 'buried'
      ? slot(x, y + 36, BOTTOM_CARD, '?', { joker: 'buried' })
      : playingCard('JK1', x, y + 36, BOTTOM_CARD, {
          mark: { joker: view.joker },
          faded: view.joker !== 'available',
          ...(view.joker === 'available' ? { highlight: PALETTE.gold } : {}),
        });
  return [caption(x, y + 24, 'Joker'), card, heading(x + BOTTOM_CARD + 14, y + 90, where, WIDTH - 28 - x - BOTTOM_CARD - 14).node];
}

/** The reserve: its last seven cards fanned so each rank shows, the top card on top and marked. */
function reserveNodes(view: AssassinView, x: number, y: number, room: number): SceneNode[] {
  const shown = view.reserve.slice(-7);
  const nodes: SceneNode[] = [caption(x, y + 24, `Reserve ${view.reserve.length}`)];
  if (shown.length === 0) return [...nodes, slot(x, y + 36, BOTTOM_CARD, 'empty', { reserve: 'empty' })];
  const offsets = fanOffsets(
    shown.map((code) => cardIndex(code, BOTTOM_CARD).width),
    BOTTOM_CARD,
    room,
    60,
  );
  shown.forEach((code, i) => {
    const top = i === shown.length - 1;
    nodes.push(
      playingCard(code, x + offsets[i]!, y + 36, BOTTOM_CARD, {
        mark: { role: top ? 'reserve-top' : 'reserve' },
        ...(top ? { highlight: PALETTE.gold } : {}),
      }),
    );
  });
  nodes.push(pill(x + offsets.at(-1)! + 10, y + 36 + cardHeight(BOTTOM_CARD) - 14, 'TOP', { fill: PALETTE.gold, ink: PALETTE.black }).node);
  return nodes;
}

function outcome(view: AssassinView): SceneNode[] {
  if (!view.over) return [];
  if (view.won)
    return [
      gameOver(WIDTH, HEIGHT, {
        won: true,
        title: 'The throne is yours',
        score: `Score ${100 + view.stock}`,
        lines: [`Every Pretender is dead with ${view.stock} cards to spare`],
      }),
    ];
  const ruler = view.ruler === 'JK1' || view.ruler === undefined ? 'The Joker' : `The ${cardName(view.ruler)}`;
  const code = view.ruler ?? 'JK1';
  const art = {
    width: 110,
    height: cardHeight(110),
    draw: (x: number, y: number) => playingCard(code, x, y, 110, { mark: { role: 'ruler' } }),
  };
  return [
    gameOver(WIDTH, HEIGHT, {
      won: false,
      title: `${ruler} takes the throne`,
      score: `Score ${view.royalsKilled}`,
      lines: [`${view.royalsKilled} Royal${view.royalsKilled === 1 ? '' : 's'} killed`],
      art,
    }),
  ];
}

/** The cards on a Royal, in words: "attacked with 5 and 4 of Diamonds, defended with 7 of Spades". */
function cardsOn(layer: Layer): string[] {
  return [
    layer.attack.length > 0 ? `attacked with ${cardNames(layer.attack)}` : '',
    layer.defence.length > 0 ? `defended with ${cardNames(layer.defence)}` : '',
  ];
}

/** A Royal's name without its suit, which its column already says: "Jack", "Queen", "King". */
function royalName(code: string): string {
  return cardName(code).split(' of ')[0]!;
}

function describe(view: AssassinView): string {
  const columns = COLUMNS.map((column) => {
    const layers = view.columns[column];
    if (layers.length === 0) return `${suitName(column)}: no Pretender.`;
    const top = layers.at(-1)!;
    const beneath = layers
      .slice(0, -1)
      .reverse()
      .map((l) => [royalName(l.royal), ...cardsOn(l)].filter(Boolean).join(' '));
    const by = view.pairings[column];
    const jokers = view.jokers.filter((joker) => joker.at === column).length;
    const parts = [
      `${suitName(column)}: ${royalName(top.royal)}, strength ${view.strengths[column]}`,
      ...cardsOn(top),
      by ? `under attack by ${suitName(by)}` : '',
      beneath.length > 0 ? `over ${beneath.join(', over ')}` : '',
      jokers > 1 ? 'both Jokers wait here' : jokers === 1 ? 'the Joker waits here' : '',
    ];
    return `${parts.filter(Boolean).join(', ')}.`;
  });
  const jokers =
    view.jokers.length >= 2
      ? `Jokers: ${view.jokers.map((joker, i) => `Joker ${i + 1} ${jokerPlace(joker, true)}`).join('; ')}.`
      : `Joker: ${jokerWhere(view.joker)}.`;
  return altText([
    'Royal Assassin table.',
    view.over
      ? view.won
        ? 'The throne is yours.'
        : `${view.ruler === 'JK1' || !view.ruler ? 'The Joker' : `The ${cardName(view.ruler)}`} takes the throne.`
      : '',
    view.pending ? `Turned: ${cardName(view.pending)}.` : '',
    `Stockpile: ${view.stock} cards. Reserve: ${view.reserve.length} ` +
      `cards${view.reserve.length > 0 ? `, from the top ${cardNames(view.reserve.slice(-7).reverse())}` : ''}.`,
    jokers,
    ...columns,
  ]);
}

/** The picture of a Royal Assassin game. */
export function picture(view: AssassinView): Scene {
  const nodes: SceneNode[] = [table(WIDTH, HEIGHT)];
  const w = pretenderWidth(view);
  COLUMNS.forEach((column, i) => {
    nodes.push(...columnNodes(view, column, 20 + i * (COLUMN_WIDTH + 8), w));
  });
  const jokerX = view.jokers.length >= 2 ? 588 : 660;
  nodes.push(
    tray(12, TRAY_Y, WIDTH - 24, HEIGHT - 10 - TRAY_Y),
    caption(28, TRAY_Y + 24, 'Stock'),
    pile(28, TRAY_Y + 36, BOTTOM_CARD, view.stock, 'stock'),
    caption(140, TRAY_Y + 24, 'Turned'),
    view.pending
      ? playingCard(view.pending, 140, TRAY_Y + 36, BOTTOM_CARD, { mark: { role: 'pending' }, highlight: PALETTE.gold })
      : slot(140, TRAY_Y + 36, BOTTOM_CARD, '—', { pending: 'none' }),
    ...reserveNodes(view, 256, TRAY_Y, jokerX - 24 - 256),
    ...jokerNodes(view, jokerX, TRAY_Y),
    ...outcome(view),
  );
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view) };
}
