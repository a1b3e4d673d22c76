/**
 * Risus Royale's table: the character's name and the goal across the top; the 4 x 4 kingdom
 * (face-down piles, the creatures and opponents face up, cleared spaces, the player's marker, the
 * spaces the player may move to, the goal's opponents crowned; in a duel the other player's marker,
 * silver, from the view of the player to act); beside it the character's clichés as
 * dice with wounds crossed out (large while nothing else is on), the battle under way and the last
 * rolls; along the bottom the treasures held and the victory area.
 */
import { cardName } from '../../engine/cards.js';
import type { BattleView, ClicheSuit, RoyaleView, SpaceView } from '../../games/royale/index.js';
import { TABLES, treasureOf } from '../../games/royale/tables.js';
import { die, dieToken } from '../dice.js';
import { fanOffsets } from '../fan.js';
import { MIN_REGULAR_TEXT, MIN_TEXT, text, textWidth } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardBack, cardHeight, cardIndex, playingCard } from '../playing-cards.js';
import { altText, circle, group, rect, type Scene, type SceneNode } from '../scene.js';
import { CHECK_PATH, CROWN_PATH, symbol, tableSuitSymbol } from '../symbols.js';
import { textBlock } from '../text-block.js';
import { caption, gameOver, heading, slot, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 720;
const CLICHES: readonly ClicheSuit[] = ['S', 'C', 'D', 'H'];
const TILE = 78;
const TILE_H = cardHeight(TILE);
const MAP_X = 24;
const MAP_Y = 126;
const RIGHT = 384;
const PANEL = WIDTH - RIGHT - 24;
/** The top of the treasures and the victory area, under the map and the panel. */
const STRIP_Y = 592;
const SMALL_CARD = 68;
const PAWN = 'M0-46A16 16 0 1 1 0-14A16 16 0 1 1 0-46ZM-14-10L14-10L24 30L36 38L36 48L-36 48L-36 38L-24 30Z';

/** A cliché's short name: Wizardry, Fighting, Thievery, Cleric. */
function clicheName(cliche: ClicheSuit): string {
  return TABLES.clicheNames[cliche].split('-')[0]!;
}

/** The crown on an opponent the goal needs. */
function goalBadge(): SceneNode[] {
  return [circle(0, 0, 15, { fill: PALETTE.table, stroke: PALETTE.gold, lineWidth: 2 }), symbol(CROWN_PATH, 0, 1, 18, PALETTE.gold)];
}

/** The player's marker (gold), or in a duel the other player's (silver). */
function hereBadge(colour: string = PALETTE.gold): SceneNode[] {
  return [circle(0, 0, 18, { fill: PALETTE.table, stroke: colour, lineWidth: 3 }), symbol(PAWN, 0, 0, 24, colour)];
}

/** The other player's marker in a duel. */
const RIVAL = PALETTE.text;

/**
 * What the kingdom's marks mean, while nothing else is on: the spaces to move to, the goal's crown, the player's marker, a cleared space.
 */
function legend(view: RoyaleView, x: number, y: number): SceneNode[] {
  const rows: [SceneNode[], string][] = [
    [[rect(-12, -17, 24, 34, { r: 5, stroke: PALETTE.info, lineWidth: 3, dash: [6, 4] })], 'a space you may go to'],
    [goalBadge(), 'an opponent the goal needs'],
    [hereBadge(), view.rival ? `where ${view.name} stands` : 'where you stand'],
    ...(view.rival ? [[hereBadge(RIVAL), `where ${view.rival.name} stands`] as [SceneNode[], string]] : []),
    [[symbol(CHECK_PATH, 0, 0, 30, 'none', { stroke: PALETTE.good, lineWidth: 5 })], 'a space cleared'],
  ];
  const step = rows.length > 4 ? 34 : 40;
  return rows.map(([mark, words], i) =>
    group(x, y + i * step, [group(20, 0, mark), text(52, 10, words, { size: MIN_REGULAR_TEXT, fill: PALETTE.muted })]),
  );
}

function tile(view: RoyaleView, space: SpaceView): SceneNode {
  const x = MAP_X + (space.cell % 4) * (TILE + 6);
  const y = MAP_Y + Math.floor(space.cell / 4) * (TILE_H + 5);
  const move = view.moves.some((m) => 'cell' in m.action && m.action.cell === space.cell);
  const nodes: SceneNode[] = [];
  if (move) nodes.push(rect(-4, -4, TILE + 8, TILE_H + 8, { r: 10, stroke: PALETTE.info, lineWidth: 4, dash: [9, 6] }));
  if (space.state === 'hidden') nodes.push(cardBack(0, 0, TILE));
  else if (space.state === 'cleared')
    nodes.push(slot(0, 0, TILE, ''), symbol(CHECK_PATH, TILE / 2, TILE_H / 2, 40, 'none', { stroke: PALETTE.good, lineWidth: 6 }));
  else if (space.card)
    nodes.push(playingCard(space.card, 0, 0, TILE, { mark: { role: space.state }, ...(space.here ? { highlight: PALETTE.gold } : {}) }));
  if (space.here && space.state !== 'guard' && space.state !== 'opponent')
    nodes.push(rect(-4, -4, TILE + 8, TILE_H + 8, { r: 10, stroke: PALETTE.gold, lineWidth: 4 }));
  if (space.goal) nodes.push(group(TILE - 10, 10, goalBadge(), { mark: { goal: space.cell } }));
  if (space.here) nodes.push(group(TILE - 14, TILE_H - 16, hereBadge(), { mark: { here: space.cell } }));
  // Well inside its own tile, bottom left, so it never reads as the next space's.
  if (view.rival?.position === space.cell) nodes.push(group(22, TILE_H - 22, hereBadge(RIVAL), { mark: { rival: space.cell } }));
  return group(x, y, nodes, { mark: { cell: space.cell, state: space.state, ...(move ? { move: 1 } : {}) } });
}

function tokens(
  x: number,
  y: number,
  size: number,
  step: number,
  whole: number,
  lost: number,
  colour: string,
  cliche: string,
): SceneNode[] {
  return [
    ...Array.from({ length: whole }, (_, i) => dieToken(x + i * step, y, size, colour, false, { cliche })),
    ...Array.from({ length: lost }, (_, i) => dieToken(x + (whole + i) * step, y, size, colour, true, { cliche })),
  ];
}

/**
 * The four clichés: suit, name, and a die token per point, wounds crossed out; a row each and large when nothing else is on, two by two
 * beside a battle.
 */
function character(view: RoyaleView, x: number, y: number, roomy: boolean): { nodes: SceneNode[]; height: number } {
  const [row, size, columns] = roomy ? [56, 44, 1] : [44, 30, 2];
  const cell = PANEL / columns;
  const nodes = CLICHES.map((cliche, i) => {
    const cx = x + (i % columns) * cell;
    const cy = y + Math.floor(i / columns) * row;
    const wounds = Math.min(view.wounds[cliche], view.points[cliche]);
    const whole = view.points[cliche] - wounds;
    const start = 44 + Math.max(...CLICHES.map((c) => textWidth(clicheName(c), roomy ? 30 : MIN_TEXT, true)));
    const step = Math.min(size + 6, (cell - start - 4) / Math.max(1, view.points[cliche]));
    return group(
      cx,
      cy,
      [
        tableSuitSymbol(cliche, 13, size / 2, roomy ? 30 : 26),
        text(34, size / 2 + (roomy ? 11 : 9), clicheName(cliche), { size: roomy ? 30 : MIN_TEXT, bold: true, fill: PALETTE.text }),
        ...tokens(start, 0, Math.min(size, step - 4), step, whole, wounds, PALETTE.gold, cliche),
      ],
      { mark: { cliche, dice: whole, wounds } },
    );
  });
  return { nodes, height: Math.ceil(4 / columns) * row };
}

function enemyName(battle: BattleView): string {
  return battle.creature ? battle.creature.name : `${battle.opponent!.name}, ${battle.opponent!.race} ${battle.opponent!.cls}`;
}

function enemyFull(battle: BattleView, cliche: ClicheSuit): number {
  if (battle.creature) return battle.creature.strengths[cliche] ?? 0;
  return battle.opponent?.suit === cliche ? battle.opponent.strength : 0;
}

/** The battle: the enemy's card and name, its dice and yours in each of its clichés, what is in use; with its height. */
function battleNodes(battle: BattleView, x: number, y: number): { nodes: SceneNode[]; height: number } {
  const side = 124;
  const room = PANEL - side - 14;
  const name = heading(0, 30, enemyName(battle), room);
  const roundY = 30 + name.depth + 34;
  const foes = CLICHES.filter((c) => battle.enemyDice[c] !== undefined);
  const rows = foes.map((cliche, i) => {
    const theirs = battle.enemyDice[cliche] ?? 0;
    const full = Math.max(theirs, enemyFull(battle, cliche));
    const yours = battle.yourDice[cliche] ?? 0;
    const step = Math.min(32, (room - 30 - 44) / Math.max(1, full + yours));
    const vs = 30 + full * step + 4;
    return group(
      0,
      roundY + 12 + i * 38,
      [
        tableSuitSymbol(cliche, 12, 14, 24),
        ...tokens(30, 0, Math.min(28, step - 3), step, theirs, full - theirs, PALETTE.bad, cliche),
        text(vs + 18, 23, 'vs', { size: MIN_TEXT, bold: true, fill: PALETTE.muted, align: 'center' }),
        ...tokens(vs + 40, 0, Math.min(28, step - 3), step, yours, 0, PALETTE.gold, cliche),
      ],
      { mark: { versus: cliche, theirs, yours } },
    );
  });
  const items = [battle.plus, battle.minus, ...battle.xs].filter((code): code is string => code !== null);
  const itemsY = roundY + 12 + rows.length * 38 + 28;
  const inUse =
    items.length > 0
      ? textBlock(0, itemsY, `In use: ${items.map((code) => treasureOf(code).name).join(', ')}`, {
          size: MIN_REGULAR_TEXT,
          minSize: MIN_REGULAR_TEXT,
          fill: PALETTE.muted,
          maxWidth: room,
          maxLines: 2,
        })
      : null;
  const height = Math.max(12 + cardHeight(96) + 14, (inUse ? itemsY + inUse.depth + 10 : itemsY - 28) + 14);
  return {
    nodes: [
      tray(x, y, PANEL, height, { battle: battle.enemy, round: battle.round }),
      playingCard(battle.card, x + 12, y + 12, 96, { mark: { role: 'enemy' }, highlight: PALETTE.bad }),
      group(x + side, y, [
        name.node,
        text(0, roundY, battle.round === 0 ? 'Before the first round' : `Round ${battle.round}`, {
          size: MIN_TEXT,
          bold: true,
          fill: PALETTE.muted,
        }),
        ...rows,
        ...(inUse ? [inUse.node] : []),
      ]),
    ],
    height,
  };
}

/** Who made a roll, as the table says it. */
function roller(roll: RoyaleView['rolls'][number]): string {
  return roll.who === 'you' || roll.who === 'escape-you' ? 'You' : roll.who === 'ability' ? 'Item' : 'Foe';
}

/** The last move's rolls, every die (the best one struck out when an X item ignores it), their totals, and the dice pumped. */
function rollNodes(view: RoyaleView, x: number, y: number): SceneNode[] {
  return view.rolls.map((roll, i) => {
    const struck = roll.ignored === null ? -1 : roll.dice.indexOf(roll.ignored);
    const note = roll.pumped ? `pumped ${roll.pumped}` : struck >= 0 ? 'best die out' : '';
    const total = `= ${roll.total}`;
    const room = PANEL - 64 - textWidth(total, MIN_TEXT, true) - 12 - (note ? textWidth(note, MIN_TEXT, true) + 12 : 0);
    const step = Math.min(34, room / Math.max(1, roll.dice.length));
    const size = Math.min(28, step - 3);
    const dice = roll.dice.map((value, j) =>
      j === struck
        ? group(0, 0, [die(value, 64 + j * step, 0, size)], { opacity: 0.35, mark: { ignored: value } })
        : die(value, 64 + j * step, 0, size),
    );
    const end = 64 + roll.dice.length * step + 6;
    return group(
      x,
      y + i * 38,
      [
        text(0, 22, roller(roll), {
          size: MIN_TEXT,
          bold: true,
          fill: roll.who === 'enemy' || roll.who === 'escape-enemy' ? PALETTE.bad : PALETTE.gold,
        }),
        ...dice,
        text(end, 22, total, { size: MIN_TEXT, bold: true, fill: PALETTE.text }),
        ...(note ? [text(end + textWidth(total, MIN_TEXT, true) + 12, 22, note, { size: MIN_TEXT, bold: true, fill: PALETTE.muted })] : []),
      ],
      { mark: { roll: roll.who, total: roll.total, dice: roll.dice.join(' '), ...(roll.pumped ? { pumped: roll.pumped } : {}) } },
    );
  });
}

/** A row of cards in `width`, overlapping more as there are more, each rank whole (the first stacked under when they are many). */
function cardRow(codes: readonly string[], x: number, y: number, width: number, role: string): SceneNode[] {
  const offsets = fanOffsets(
    codes.map((code) => cardIndex(code, SMALL_CARD).width),
    SMALL_CARD,
    width,
    SMALL_CARD + 8,
  );
  return codes.map((code, i) => playingCard(code, x + offsets[i]!, y, SMALL_CARD, { mark: { role } }));
}

function treasureNodes(view: RoyaleView, x: number, y: number, width: number): SceneNode[] {
  return [
    caption(x, y + 18, `Treasures ${view.treasures.length}`),
    ...cardRow(
      view.treasures.map((t) => t.card),
      x,
      y + 28,
      width,
      'treasure',
    ),
  ];
}

function victoryNodes(view: RoyaleView, x: number, y: number, width: number): SceneNode[] {
  return [
    caption(x, y + 18, `Victory ${view.progress.defeated} / ${view.progress.needed}`),
    ...cardRow(view.victory, x, y + 28, width, 'victory'),
  ];
}

function outcome(view: RoyaleView): SceneNode[] {
  if (view.phase === 'won')
    return [
      gameOver(WIDTH, HEIGHT, {
        won: true,
        title: 'The kingdom is yours',
        // A duel is won, not scored.
        score: view.rival ? `${view.name} wins the duel` : `Score ${1000 - view.turns}`,
        lines: [`Goal achieved in ${view.turns} turns`],
      }),
    ];
  if (view.phase === 'lost')
    return [
      gameOver(WIDTH, HEIGHT, {
        won: false,
        title: 'The run is over',
        score: view.rival ? 'Nobody wins the duel' : `Score ${view.progress.defeated}`,
        lines: [
          view.lostBecause ?? 'No way on',
          `${view.progress.defeated} goal opponent${view.progress.defeated === 1 ? '' : 's'} defeated`,
        ],
      }),
    ];
  return [];
}

/** A space in words: its face-up card, "face down" or "cleared", and whether the goal counts it and the player stands there. */
function spaceWords(space: SpaceView): string {
  const what = space.card ? cardName(space.card) : space.state === 'cleared' ? 'cleared' : 'face down';
  const notes = [space.goal ? 'goal' : '', space.here ? 'you' : ''].filter(Boolean);
  return notes.length > 0 ? `${what} (${notes.join(', ')})` : what;
}

/** A side's dice by cliché: "Wizardry 4, Cleric 2". */
function diceOf(dice: Partial<Record<ClicheSuit, number>>): string {
  return CLICHES.filter((c) => dice[c] !== undefined)
    .map((c) => `${clicheName(c)} ${dice[c]}`)
    .join(', ');
}

function describe(view: RoyaleView): string {
  const battle = view.battle;
  const items = battle
    ? [battle.plus, battle.minus, ...battle.xs].filter((code): code is string => code !== null).map((code) => treasureOf(code).name)
    : [];
  const rolls = view.rolls.map(
    (roll) =>
      `${roller(roll)} ${roll.dice.join(' ')}${roll.ignored === null ? '' : ` less the best ${roll.ignored}`} ` +
      `= ${roll.total}${roll.pumped ? ` (pumped ${roll.pumped})` : ''}`,
  );
  return altText([
    `Risus Royale table: ${view.name}'s kingdom, 4 by 4, turn ${view.turns}.`,
    view.phase === 'won' ? 'The goal is achieved.' : view.phase === 'lost' ? `The run is lost: ${view.lostBecause ?? 'no way on'}.` : '',
    `Goal: ${view.goalName}; ${view.progress.defeated} of ${view.progress.needed} defeated.`,
    view.position >= 0 ? '' : 'You have not entered the kingdom yet.',
    view.rival
      ? `A duel: ${view.rival.name} ` +
        (view.rival.position >= 0
          ? `stands on row ${Math.floor(view.rival.position / 4) + 1}, column ${(view.rival.position % 4) + 1} (the silver marker).`
          : 'has not entered the kingdom yet.')
      : '',
    ...[0, 1, 2, 3].map(
      (row) =>
        `Row ${row + 1}: ${view.map
          .slice(row * 4, row * 4 + 4)
          .map(spaceWords)
          .join(', ')}.`,
    ),
    `Clichés: ${CLICHES.map(
      (c) => `${clicheName(c)} ${view.points[c] - Math.min(view.wounds[c], view.points[c])} of ${view.points[c]}`,
    ).join(', ')}.`,
    battle
      ? `Battle with ${enemyName(battle)} (${cardName(battle.card)}), ` +
        `${battle.round === 0 ? 'before the first round' : `round ${battle.round}`}: ` +
        `its dice ${diceOf(battle.enemyDice)}; your dice ` +
        `${diceOf(battle.yourDice)}${items.length > 0 ? `; in use: ${items.join(', ')}` : ''}.`
      : '',
    rolls.length > 0 ? `Last rolls: ${rolls.join('; ')}.` : '',
    view.victory.length > 0 ? `Victory: ${view.victory.map(cardName).join(', ')}.` : '',
    view.treasures.length > 0 ? `Treasures: ${view.treasures.map((t) => t.name).join(', ')}.` : 'No treasure yet.',
  ]);
}

/** The picture of a Risus Royale run. */
export function picture(view: RoyaleView): Scene {
  const turn = view.rival ? `turn ${view.turns} · ${view.rival.name} in silver` : `turn ${view.turns}`;
  const turnWidth = textWidth(turn, MIN_TEXT, true);
  const goal = textBlock(36, 82, view.goalName, {
    size: MIN_TEXT,
    minSize: MIN_TEXT,
    bold: true,
    fill: PALETTE.gold,
    maxWidth: WIDTH - 24 - MAP_X - 36,
    maxLines: 2,
  });
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    textBlock(MAP_X, 42, view.name, {
      size: 32,
      minSize: MIN_TEXT,
      bold: true,
      fill: PALETTE.text,
      maxWidth: WIDTH - 2 * MAP_X - turnWidth - 24,
      maxLines: 1,
    }).node,
    text(WIDTH - 24, 42, turn, { size: MIN_TEXT, bold: true, fill: PALETTE.muted, align: 'right' }),
    group(MAP_X, 0, [symbol(CROWN_PATH, 14, 74, 24, PALETTE.gold), goal.node], { mark: { goalName: view.goalName } }),
    ...view.map.map((space) => tile(view, space)),
  ];
  const roomy = !view.battle && view.rolls.length === 0;
  const cliches = character(view, RIGHT, MAP_Y, roomy);
  nodes.push(...cliches.nodes);
  let y = MAP_Y + cliches.height + 14;
  if (view.battle) {
    const battle = battleNodes(view.battle, RIGHT, y);
    nodes.push(...battle.nodes);
    y += battle.height + 14;
  } else if (view.phase === 'start' || view.phase === 'move' || view.phase === 'retreat') {
    const ask = { start: 'Choose an edge space to enter', retreat: 'Retreat to a marked space', move: 'Move to a marked space' }[
      view.phase
    ];
    nodes.push(caption(RIGHT, y + 26, ask, { fill: PALETTE.info, size: 26 }));
    y += 44;
  }
  if (roomy) nodes.push(...legend(view, RIGHT, y + 28));
  nodes.push(...rollNodes(view, RIGHT, y));
  nodes.push(...treasureNodes(view, MAP_X, STRIP_Y, RIGHT - MAP_X - 24), ...victoryNodes(view, RIGHT, STRIP_Y, PANEL), ...outcome(view));
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view) };
}
