/**
 * Royal Assassin's table (issue 18): the four suit columns with their Royals (the Pretender large, the
 * Royals beneath it peeking out above), the attack and defence cards on each and a strength badge, the
 * suit attacking each column; below, the stockpile count, the turned card, the reserve with its top
 * card clearly on top, and the Joker; when the game is over, who holds the throne.
 */
import { cardName, cardNames, suitName } from '../../engine/cards.js';
import type { AssassinView, Column, JokerView } from '../../games/assassin/index.js';
import { jokerPlace } from '../../games/assassin/joker-place.js';
import { text } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardBack, cardHeight, playingCard } from '../playing-cards.js';
import { altText, group, rect, type Scene, type SceneNode } from '../scene.js';
import { SHIELD_PATH, SWORD_PATH, suitSymbol, symbol, tableSuitSymbol } from '../symbols.js';
import { badge, caption, gameOver, pile, pill, slot, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 540;
const COLUMNS: readonly Column[] = ['S', 'C', 'D', 'H'];
const COLUMN_WIDTH = 224;
const PRETENDER = 104;
const SIDE_CARD = 54;
const TINY = 30;
const PEEK = 40;
const BOTTOM_CARD = 86;

/** Attack (a sword) or defence (a shield) cards on a Pretender, fanned down, under their mark. */
function fan(kind: 'attack' | 'defence', cards: string[], x: number, y: number, royal: string): SceneNode[] {
  if (cards.length === 0) return [];
  const colour = kind === 'attack' ? PALETTE.bad : PALETTE.info;
  const step = Math.min(28, (356 - y - 34 - cardHeight(SIDE_CARD)) / Math.max(1, cards.length - 1));
  return [
    symbol(kind === 'attack' ? SWORD_PATH : SHIELD_PATH, x + SIDE_CARD / 2, y + 14, 26, colour),
    ...cards.map((code, i) => playingCard(code, x, y + 34 + i * step, SIDE_CARD, { mark: { role: kind, on: royal } })),
  ];
}

function header(view: AssassinView, column: Column, x: number): SceneNode[] {
  const nodes: SceneNode[] = [tableSuitSymbol(column, x + 18, 32, 30), text(x + 40, 42, suitName(column), { size: 26, bold: true, fill: PALETTE.text, maxWidth: view.pairings[column] ? 110 : 180, minSize: 20 })];
  const by = view.pairings[column];
  if (by) {
    nodes.push(group(x + COLUMN_WIDTH - 70, 14, [
      rect(0, 0, 66, 36, { r: 18, fill: PALETTE.bad }),
      symbol(SWORD_PATH, 20, 18, 26, PALETTE.black),
      suitSymbol(by, 46, 18, 24, PALETTE.black),
    ], { mark: { attackedBy: by, column } }));
  }
  return nodes;
}

function columnNodes(view: AssassinView, column: Column, x: number): SceneNode[] {
  const layers = view.columns[column];
  const nodes = header(view, column, x);
  if (layers.length === 0) {
    nodes.push(slot(x + 4, 62, PRETENDER, 'no one', { empty: column }));
    return nodes;
  }
  const top = layers.length - 1;
  layers.forEach((layer, i) => {
    const y = 62 + i * PEEK;
    nodes.push(playingCard(layer.royal, x + 4, y, PRETENDER, { mark: { role: i === top ? 'pretender' : 'beneath', column } }));
    if (i === top) return;
    const under = [...layer.attack.map((code) => ({ code, role: 'attack' })), ...layer.defence.map((code) => ({ code, role: 'defence' }))];
    under.forEach((card, j) => nodes.push(playingCard(card.code, x + PRETENDER + 8 + j * 18, y, TINY, { mark: { role: card.role, on: layer.royal } })));
  });
  const pretender = layers[top]!;
  const py = 62 + top * PEEK;
  nodes.push(...fan('attack', pretender.attack, x + PRETENDER + 8, py, pretender.royal));
  nodes.push(...fan('defence', pretender.defence, x + PRETENDER + 8 + (pretender.attack.length > 0 ? SIDE_CARD + 2 : 0), py, pretender.royal));
  const strength = view.strengths[column] ?? 0;
  const bottom = py + cardHeight(PRETENDER);
  nodes.push(badge(x + 4 + PRETENDER / 2, bottom + 4, 24, String(strength), PALETTE.gold, PALETTE.black, 'strength', strength));
  const here = view.jokers.filter((joker) => joker.at === column);
  if (here.length > 0) nodes.push(pill(x + 4, bottom + 36, here.length > 1 ? 'JOKERS here' : 'JOKER here', { size: 20, fill: PALETTE.major, ink: PALETTE.text, mark: { joker: column } }).node);
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
function jokerNodes(view: AssassinView, x: number): SceneNode[] {
  if (view.jokers.length >= 2) {
    return [
      caption(x, 390, 'Jokers'),
      ...view.jokers.map((joker, i) => {
        const ready = jokerReady(joker);
        const hidden = joker.at === 'stock';
        const card = hidden ? cardBack(0, 0, 40) : playingCard(joker.card, 0, 0, 40, { faded: !ready, ...(ready ? { highlight: PALETTE.gold } : {}) });
        return group(x, 402 + i * 62, [
          card,
          text(52, 24, `Joker ${i + 1}`, { size: 20, bold: true, fill: PALETTE.muted }),
          text(52, 50, jokerPlace(joker, true), { size: 22, bold: true, fill: ready ? PALETTE.gold : PALETTE.text, maxWidth: 940 - x - 52, minSize: 16 }),
        ], { mark: { joker: joker.card, at: joker.at === 'reserve' ? `reserve ${joker.fromTop}` : joker.at } });
      }),
    ];
  }
  const where = jokerWhere(view.joker);
  const card = view.joker === 'buried' ? slot(x, 402, BOTTOM_CARD, '?', { joker: 'buried' }) : playingCard('JK1', x, 402, BOTTOM_CARD, { mark: { joker: view.joker }, faded: view.joker !== 'available', ...(view.joker === 'available' ? { highlight: PALETTE.gold } : {}) });
  return [caption(x, 390, 'Joker'), card, text(x + BOTTOM_CARD + 12, 450, where, { size: 24, bold: true, fill: PALETTE.text, maxWidth: 940 - x - BOTTOM_CARD - 12 })];
}

function reserveNodes(view: AssassinView, x: number): SceneNode[] {
  const shown = view.reserve.slice(-7);
  const nodes: SceneNode[] = [caption(x, 390, `Reserve ${view.reserve.length}`)];
  if (shown.length === 0) return [...nodes, slot(x, 402, BOTTOM_CARD, 'empty', { reserve: 'empty' })];
  shown.forEach((code, i) => {
    const top = i === shown.length - 1;
    nodes.push(playingCard(code, x + i * 28, 402, BOTTOM_CARD, { mark: { role: top ? 'reserve-top' : 'reserve' }, ...(top ? { highlight: PALETTE.gold } : {}) }));
  });
  const last = x + (shown.length - 1) * 28;
  nodes.push(pill(last + 14, 402 + cardHeight(BOTTOM_CARD) - 8, 'TOP', { size: 18, fill: PALETTE.gold, ink: PALETTE.black }).node);
  return nodes;
}

function outcome(view: AssassinView): SceneNode[] {
  if (!view.over) return [];
  if (view.won) return [gameOver(WIDTH, HEIGHT, { won: true, title: 'The throne is yours', score: `Score ${100 + view.stock}`, lines: [`Every Pretender is dead with ${view.stock} cards to spare`] })];
  const ruler = view.ruler === 'JK1' || view.ruler === undefined ? 'The Joker' : `The ${cardName(view.ruler)}`;
  const code = view.ruler ?? 'JK1';
  const art = { width: 110, height: cardHeight(110), draw: (x: number, y: number) => playingCard(code, x, y, 110, { mark: { role: 'ruler' } }) };
  return [gameOver(WIDTH, HEIGHT, { won: false, title: `${ruler} takes the throne`, score: `Score ${view.royalsKilled}`, lines: [`${view.royalsKilled} Royal${view.royalsKilled === 1 ? '' : 's'} killed`], art })];
}

/** The cards on a Royal, in words: "attacked with 5 and 4 of Diamonds, defended with 7 of Spades". */
function cardsOn(layer: AssassinView['columns'][Column][number]): string[] {
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
    const beneath = layers.slice(0, -1).reverse().map((l) => [royalName(l.royal), ...cardsOn(l)].filter(Boolean).join(' '));
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
  const jokers = view.jokers.length >= 2 ? `Jokers: ${view.jokers.map((joker, i) => `Joker ${i + 1} ${jokerPlace(joker, true)}`).join('; ')}.` : `Joker: ${jokerWhere(view.joker)}.`;
  return altText([
    'Royal Assassin table.',
    view.over ? (view.won ? 'The throne is yours.' : `${view.ruler === 'JK1' || !view.ruler ? 'The Joker' : `The ${cardName(view.ruler)}`} takes the throne.`) : '',
    view.pending ? `Turned: ${cardName(view.pending)}.` : '',
    `Stockpile: ${view.stock} cards. Reserve: ${view.reserve.length} cards${view.reserve.length > 0 ? `, from the top ${cardNames(view.reserve.slice(-7).reverse())}` : ''}.`,
    jokers,
    ...columns,
  ]);
}

/** The picture of a Royal Assassin game. */
export function assassinPicture(view: AssassinView): Scene {
  const nodes: SceneNode[] = [table(WIDTH, HEIGHT)];
  COLUMNS.forEach((column, i) => nodes.push(...columnNodes(view, column, 20 + i * (COLUMN_WIDTH + 8))));
  nodes.push(
    tray(12, 366, WIDTH - 24, 164),
    caption(28, 390, 'Stock'),
    pile(28, 402, BOTTOM_CARD, view.stock, 'stock'),
    caption(140, 390, 'Turned'),
    view.pending ? playingCard(view.pending, 140, 402, BOTTOM_CARD, { mark: { role: 'pending' }, highlight: PALETTE.gold }) : slot(140, 402, BOTTOM_CARD, '—', { pending: 'none' }),
    ...reserveNodes(view, 256),
    ...jokerNodes(view, 660),
    ...outcome(view),
  );
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view) };
}
