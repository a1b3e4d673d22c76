/**
 * Scoundrel's table: the room's cards large, each with what facing it does; the weapon with
 * the monsters it slew fanned on it in order and the limit it can hit; health as a bar; the dungeon
 * pile and its count; this turn's faced cards and potion; and, when the run is over, the score and how
 * it was counted.
 */
import { cardName } from '../../engine/cards.js';
import { kindOf, valueOf } from '../../games/scoundrel/cards.js';
import type { ScoundrelView } from '../../games/scoundrel/index.js';
import { fanOffsets } from '../fan.js';
import { MIN_TEXT, signed, text } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardHeaderOf, cardHeight, cardIndex, playingCard } from '../playing-cards.js';
import { altText, circle, group, type Scene, type SceneNode } from '../scene.js';
import { textBlock } from '../text-block.js';
import { badge, bar, caption, gameOver, pile, pill, slot, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 540;
const ROOM_CARD = 124;
const ROOM_STEP = 166;
const LEFT_W = ROOM_STEP * 3 + ROOM_CARD;
const WEAPON_X = 690;
const WEAPON_CARD = 110;
const SLAIN_CARD = 84;

/** What facing a room card does now: the damage a monster deals (with the weapon when it can), a potion's healing. */
function effect(view: ScoundrelView, code: string): { label: string; fill: string; ink: string; value: number } {
  const kind = kindOf(code);
  const value = valueOf(code);
  if (kind === 'weapon') return { label: 'equip', fill: PALETTE.info, ink: PALETTE.black, value };
  if (kind === 'potion') {
    const heal = view.potionUsed ? 0 : Math.min(value, view.maxHealth - view.health);
    return view.potionUsed
      ? { label: 'wasted', fill: PALETTE.panelEdge, ink: PALETTE.text, value: 0 }
      : { label: `+${heal}`, fill: PALETTE.good, ink: PALETTE.black, value: heal };
  }
  const withWeapon = view.weapon !== null && view.weaponTargets.includes(code);
  const damage = withWeapon ? Math.max(0, value - valueOf(view.weapon!)) : value;
  return {
    label: damage === 0 ? 'no damage' : `${withWeapon ? 'weapon ' : ''}−${damage}`,
    fill: damage === 0 ? PALETTE.good : PALETTE.bad,
    ink: PALETTE.black,
    value: damage,
  };
}

function room(view: ScoundrelView): SceneNode[] {
  const nodes: SceneNode[] = [caption(28, 44, 'Room')];
  view.room.forEach((code, i) => {
    const x = 28 + i * ROOM_STEP;
    nodes.push(playingCard(code, x, 60, ROOM_CARD, { mark: { role: 'room' } }));
    const what = effect(view, code);
    const label = pill(0, 0, what.label, { fill: what.fill, ink: what.ink });
    nodes.push(
      group(x + (ROOM_CARD - label.width) / 2, 60 + cardHeight(ROOM_CARD) + 8, [label.node], { mark: { effect: code, value: what.value } }),
    );
  });
  if (view.room.length === 0) nodes.push(slot(28, 60, ROOM_CARD, 'empty'));
  return nodes;
}

/** The weapon, the monsters it slew fanned over it in order (the earliest stacked under when they are many), and the limit it can hit. */
function weapon(view: ScoundrelView): SceneNode[] {
  const x = WEAPON_X;
  const nodes: SceneNode[] = [caption(x, 44, 'Weapon')];
  const below = 60 + cardHeight(WEAPON_CARD) + 44;
  if (view.weapon === null) {
    nodes.push(slot(x, 60, WEAPON_CARD, 'none', { weapon: 'none' }));
    nodes.push(
      textBlock(x, below, 'Bare hands: full damage', {
        size: MIN_TEXT,
        minSize: MIN_TEXT,
        bold: true,
        fill: PALETTE.text,
        maxWidth: WIDTH - 20 - x,
        maxLines: 2,
      }).node,
    );
    return nodes;
  }
  nodes.push(playingCard(view.weapon, x, 60, WEAPON_CARD, { mark: { role: 'weapon' } }));
  const start = x + cardHeaderOf(view.weapon, WEAPON_CARD).width + 8;
  const offsets = fanOffsets(
    view.slain.map((code) => cardIndex(code, SLAIN_CARD).width),
    SLAIN_CARD,
    WIDTH - 16 - start,
    56,
  );
  view.slain.forEach((code, i) => {
    nodes.push(playingCard(code, start + offsets[i]!, 76 + Math.min(i, 4) * 6, SLAIN_CARD, { mark: { role: 'slain', order: i } }));
  });
  const limit = view.weaponLimit === null ? 'any' : String(view.weaponLimit);
  const mark = badge(x + 26, below - 8, 26, limit, PALETTE.gold, PALETTE.black, 'limit', view.weaponLimit ?? 0);
  const words = view.weaponLimit === null ? 'hits any monster' : `hits monsters up to ${view.weaponLimit}`;
  nodes.push(
    mark,
    textBlock(x + 64, below - 14, words, {
      size: MIN_TEXT,
      minSize: MIN_TEXT,
      bold: true,
      fill: PALETTE.text,
      maxWidth: WIDTH - 20 - x - 64,
      maxLines: 2,
    }).node,
  );
  return nodes;
}

function health(view: ScoundrelView): SceneNode {
  const colour = view.health > 12 ? PALETTE.good : view.health > 6 ? PALETTE.warn : PALETTE.bad;
  return bar(28, 304, LEFT_W, 46, view.health, view.maxHealth, colour, 'health', `HEALTH ${signed(view.health)} / ${view.maxHealth}`);
}

/** The turn: three marks for the cards to face (or "face all"), the potion of the turn, and the avoid. */
function turn(view: ScoundrelView): SceneNode[] {
  const lastRoom = view.dungeon === 0;
  const marks = lastRoom
    ? []
    : [0, 1, 2].map((i) => circle(124 + i * 40, 44, 14, i < view.faced ? { fill: PALETTE.gold } : { stroke: PALETTE.muted, lineWidth: 3 }));
  const potion = pill(0, 0, view.potionUsed ? 'potion used' : 'potion ready', {
    size: 24,
    fill: view.potionUsed ? PALETTE.panelEdge : PALETTE.good,
    ink: view.potionUsed ? PALETTE.text : PALETTE.black,
  });
  const avoid = view.canAvoid ? 'may avoid the room' : view.lastTurnAvoided && view.faced === 0 ? 'avoided last room' : 'no avoiding';
  const avoidPill = pill(0, 0, avoid, {
    size: 24,
    fill: view.canAvoid ? PALETTE.info : PALETTE.panelEdge,
    ink: view.canAvoid ? PALETTE.black : PALETTE.text,
  });
  return [
    tray(28, 370, LEFT_W, 146),
    group(
      28,
      370,
      [
        text(20, 54, lastRoom ? 'Last room: face every card' : 'Faced', { size: 28, bold: true, fill: PALETTE.text }),
        ...marks,
        group(20, 82, [potion.node], { mark: { potion: view.potionUsed ? 'used' : 'ready' } }),
        group(40 + potion.width, 82, [avoidPill.node], { mark: { avoid: view.canAvoid ? 'yes' : 'no' } }),
      ],
      { mark: { faced: view.faced } },
    ),
  ];
}

function outcome(view: ScoundrelView): SceneNode[] {
  if (!view.over || view.score === null) return [];
  const bonus = view.score - view.health;
  const lines = view.won
    ? [bonus > 0 ? `Health ${view.health} + last potion ${bonus} = ${view.score}` : `Health ${view.health} = score ${view.score}`]
    : [`Health ${signed(view.health)} − monsters left ${view.health - view.score} = ${signed(view.score)}`];
  return [
    gameOver(WIDTH, HEIGHT, {
      won: view.won,
      title: view.won ? 'Dungeon cleared' : 'Slain in the dungeon',
      score: `Score ${signed(view.score)}`,
      lines,
    }),
  ];
}

function describe(view: ScoundrelView): string {
  const names = (codes: string[]) => codes.map(cardName).join(', ');
  const weaponLine =
    view.weapon === null
      ? 'No weapon.'
      : `Weapon: ${cardName(view.weapon)}${view.slain.length > 0 ? `, with ${names(view.slain)} slain on it` : ''}; ` +
        `it hits ${view.weaponLimit === null ? 'any monster' : `monsters up to ${view.weaponLimit}`}.`;
  return altText([
    `Scoundrel table. Health ${view.health} of ${view.maxHealth}.`,
    view.over && view.score !== null ? `${view.won ? 'The dungeon is cleared' : 'Slain in the dungeon'}: score ${view.score}.` : '',
    view.room.length > 0 ? `Room: ${names(view.room)}.` : 'The room is empty.',
    weaponLine,
    `Dungeon: ${view.dungeon} card${view.dungeon === 1 ? '' : 's'} left.`,
    `Discard: ${view.discard} card${view.discard === 1 ? '' : 's'}.`,
    view.over
      ? ''
      : `This turn: ${view.dungeon === 0 ? 'the last room, face every card; ' : ''}${view.faced} ` +
        `card${view.faced === 1 ? '' : 's'} faced, ` +
        (view.potionUsed ? 'potion used' : 'potion ready') +
        (view.canAvoid ? ', the room may be avoided' : view.lastTurnAvoided && view.faced === 0 ? ', the last room was avoided' : '') +
        '.',
  ]);
}

/** The picture of a Scoundrel run. */
export function picture(view: ScoundrelView): Scene {
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    ...room(view),
    ...weapon(view),
    health(view),
    ...turn(view),
    caption(WEAPON_X, 336, 'Dungeon'),
    pile(WEAPON_X, 350, 110, view.dungeon, 'dungeon'),
    caption(WEAPON_X + 140, 336, 'Discard'),
    pile(WEAPON_X + 140, 350, 110, view.discard, 'discard'),
    ...outcome(view),
  ];
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view) };
}
