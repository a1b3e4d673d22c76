/**
 * Risus Royale's table (issue 18): the 4 x 4 kingdom (face-down piles, the creatures and opponents face
 * up, cleared spaces, the player's marker, the spaces the player may move to, the goal's opponents
 * crowned); the character's clichés as dice with wounds crossed out; the goal and the victory area; the
 * treasures held; and the battle under way with its last rolls.
 */
import { cardName } from '../../engine/cards.js';
import type { BattleView, ClicheSuit, RoyaleView, SpaceView } from '../../games/royale/index.js';
import { TABLES, treasureOf } from '../../games/royale/tables.js';
import { die, dieToken } from '../dice.js';
import { text } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardBack, cardHeight, playingCard } from '../playing-cards.js';
import { altText, circle, group, rect, type Scene, type SceneNode } from '../scene.js';
import { CHECK_PATH, CROWN_PATH, symbol, tableSuitSymbol } from '../symbols.js';
import { caption, gameOver, pill, slot, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 600;
const CLICHES: readonly ClicheSuit[] = ['S', 'C', 'D', 'H'];
const TILE = 88;
const TILE_H = cardHeight(TILE);
const MAP_X = 24;
const RIGHT = 424;
const PANEL = WIDTH - RIGHT - 20;
const MAP_Y = 52;
const PAWN = 'M0-46A16 16 0 1 1 0-14A16 16 0 1 1 0-46ZM-14-10L14-10L24 30L36 38L36 48L-36 48L-36 38L-24 30Z';

/** A cliché's short name: Wizardry, Fighting, Thievery, Cleric. */
function clicheName(cliche: ClicheSuit): string {
  return TABLES.clicheNames[cliche].split('-')[0]!;
}

function tile(view: RoyaleView, space: SpaceView): SceneNode {
  const x = MAP_X + (space.cell % 4) * (TILE + 8);
  const y = MAP_Y + Math.floor(space.cell / 4) * (TILE_H + 6);
  const move = view.moves.some((m) => 'cell' in m.action && m.action.cell === space.cell);
  const nodes: SceneNode[] = [];
  if (move) nodes.push(rect(-5, -5, TILE + 10, TILE_H + 10, { r: 10, stroke: PALETTE.info, lineWidth: 4, dash: [9, 6] }));
  if (space.state === 'hidden') nodes.push(cardBack(0, 0, TILE));
  else if (space.state === 'cleared') nodes.push(slot(0, 0, TILE, ''), symbol(CHECK_PATH, TILE / 2, TILE_H / 2, 44, 'none', { stroke: PALETTE.good, lineWidth: 6 }));
  else if (space.card) nodes.push(playingCard(space.card, 0, 0, TILE, { mark: { role: space.state }, ...(space.here ? { highlight: PALETTE.gold } : {}) }));
  if (space.here && space.state !== 'guard' && space.state !== 'opponent') nodes.push(rect(-4, -4, TILE + 8, TILE_H + 8, { r: 10, stroke: PALETTE.gold, lineWidth: 4 }));
  if (space.goal) nodes.push(group(TILE - 8, 8, [circle(0, 0, 17, { fill: PALETTE.table, stroke: PALETTE.gold, lineWidth: 2 }), symbol(CROWN_PATH, 0, 1, 20, PALETTE.gold)], { mark: { goal: space.cell } }));
  if (space.here) nodes.push(group(TILE - 14, TILE_H - 18, [circle(0, 0, 20, { fill: PALETTE.table, stroke: PALETTE.gold, lineWidth: 3 }), symbol(PAWN, 0, 0, 26, PALETTE.gold)], { mark: { here: space.cell } }));
  return group(x, y, nodes, { mark: { cell: space.cell, state: space.state, ...(move ? { move: 1 } : {}) } });
}

function tokens(x: number, y: number, size: number, whole: number, lost: number, colour: string, cliche: string): SceneNode[] {
  const step = size + 4;
  return [
    ...Array.from({ length: whole }, (_, i) => dieToken(x + i * step, y, size, colour, false, { cliche })),
    ...Array.from({ length: lost }, (_, i) => dieToken(x + (whole + i) * step, y, size, colour, true, { cliche })),
  ];
}

/** The four clichés, two by two: suit, name, and a die token per point, wounds crossed out. */
function character(view: RoyaleView, x: number, y: number): SceneNode[] {
  return CLICHES.map((cliche, i) => {
    const cx = x + (i % 2) * 262;
    const cy = y + Math.floor(i / 2) * 40;
    const wounds = Math.min(view.wounds[cliche], view.points[cliche]);
    return group(cx, cy, [
      tableSuitSymbol(cliche, 12, 14, 24),
      text(30, 23, clicheName(cliche), { size: 22, bold: true, fill: PALETTE.text, maxWidth: 100, minSize: 18 }),
      ...tokens(134, 0, 24, view.points[cliche] - wounds, wounds, PALETTE.gold, cliche),
    ], { mark: { cliche, dice: view.points[cliche] - wounds, wounds } });
  });
}

function enemyName(battle: BattleView): string {
  return battle.creature ? battle.creature.name : `${battle.opponent!.name}, ${battle.opponent!.race} ${battle.opponent!.cls}`;
}

function enemyFull(battle: BattleView, cliche: ClicheSuit): number {
  if (battle.creature) return battle.creature.strengths[cliche] ?? 0;
  return battle.opponent?.suit === cliche ? battle.opponent.strength : 0;
}

/** The battle: the enemy's card and name, its dice and yours in each of its clichés, the last rolls. */
function battleNodes(view: RoyaleView, battle: BattleView, x: number, y: number): SceneNode[] {
  const foes = CLICHES.filter((c) => battle.enemyDice[c] !== undefined);
  const rows = foes.map((cliche, i) => {
    const theirs = battle.enemyDice[cliche] ?? 0;
    const full = Math.max(theirs, enemyFull(battle, cliche));
    const yours = battle.yourDice[cliche] ?? 0;
    return group(0, 64 + i * 36, [
      tableSuitSymbol(cliche, 12, 13, 22),
      ...tokens(30, 0, 22, theirs, full - theirs, PALETTE.bad, cliche),
      text(226, 18, 'vs', { size: 20, bold: true, fill: PALETTE.muted, align: 'center' }),
      ...tokens(246, 0, 22, yours, 0, PALETTE.gold, cliche),
    ], { mark: { versus: cliche, theirs, yours } });
  });
  const items = [battle.plus, battle.minus, ...battle.xs].filter((code): code is string => code !== null);
  return [
    tray(x, y, PANEL, 196, { battle: battle.enemy, round: battle.round }),
    playingCard(battle.card, x + 12, y + 12, 96, { mark: { role: 'enemy' }, highlight: PALETTE.bad }),
    group(x + 126, y, [
      text(0, 36, enemyName(battle), { size: 24, bold: true, fill: PALETTE.text, maxWidth: PANEL - 140, minSize: 18 }),
      text(0, 56, battle.round === 0 ? 'Before the first round' : `Round ${battle.round}`, { size: 18, bold: true, fill: PALETTE.muted }),
      ...rows,
      ...(items.length > 0 ? [text(0, 186, `In use: ${items.map((code) => treasureOf(code).name).join(', ')}`, { size: 18, fill: PALETTE.muted, maxWidth: PANEL - 140 })] : []),
    ]),
  ];
}

/** Who made a roll, as the table says it. */
function roller(roll: RoyaleView['rolls'][number]): string {
  return roll.who === 'you' || roll.who === 'escape-you' ? 'You' : roll.who === 'ability' ? 'Item' : 'Foe';
}

/** The last move's rolls, every die (the best one struck out when an X item ignores it), their totals, and the dice pumped. */
function rollNodes(view: RoyaleView, x: number, y: number): SceneNode[] {
  return view.rolls.map((roll, i) => {
    const step = Math.min(32, 300 / Math.max(1, roll.dice.length));
    const size = Math.min(26, step - 3);
    const struck = roll.ignored === null ? -1 : roll.dice.indexOf(roll.ignored);
    const dice = roll.dice.map((value, j) => (j === struck ? group(0, 0, [die(value, 70 + j * step, 0, size)], { opacity: 0.35, mark: { ignored: value } }) : die(value, 70 + j * step, 0, size)));
    const end = 70 + roll.dice.length * step + 6;
    const note = roll.pumped ? `pumped ${roll.pumped}` : struck >= 0 ? 'best die out' : '';
    return group(x, y + i * 32, [
      text(0, 21, roller(roll), { size: 22, bold: true, fill: roll.who === 'enemy' || roll.who === 'escape-enemy' ? PALETTE.bad : PALETTE.gold }),
      ...dice,
      text(end, 21, `= ${roll.total}`, { size: 22, bold: true, fill: PALETTE.text }),
      ...(note ? [text(end + 62, 21, note, { size: 17, bold: true, fill: PALETTE.muted, maxWidth: PANEL - end - 62, minSize: 13 })] : []),
    ], { mark: { roll: roll.who, total: roll.total, dice: roll.dice.join(' '), ...(roll.pumped ? { pumped: roll.pumped } : {}) } });
  });
}

/** A row of small cards in `width`, overlapping more as there are more, so every one shows its corner. */
function cardRow(codes: readonly string[], x: number, y: number, width: number, role: string): SceneNode[] {
  const step = codes.length > 1 ? Math.min(40, (width - 52) / (codes.length - 1)) : 0;
  return codes.map((code, i) => playingCard(code, x + i * step, y, 52, { mark: { role } }));
}

function treasureNodes(view: RoyaleView, x: number, y: number): SceneNode[] {
  return [caption(x, y, `Treasures ${view.treasures.length}`), ...cardRow(view.treasures.map((t) => t.card), x, y + 12, 250, 'treasure')];
}

function victoryNodes(view: RoyaleView, x: number, y: number): SceneNode[] {
  return [caption(x, y, `Victory ${view.progress.defeated} / ${view.progress.needed}`), ...cardRow(view.victory, x, y + 12, WIDTH - 20 - x, 'victory')];
}

function outcome(view: RoyaleView): SceneNode[] {
  if (view.phase === 'won') return [gameOver(WIDTH, HEIGHT, { won: true, title: 'The kingdom is yours', score: `Score ${1000 - view.turns}`, lines: [`Goal achieved in ${view.turns} turns`] })];
  if (view.phase === 'lost') return [gameOver(WIDTH, HEIGHT, { won: false, title: 'The run is over', score: `Score ${view.progress.defeated}`, lines: [view.lostBecause ?? 'No way on', `${view.progress.defeated} goal opponent${view.progress.defeated === 1 ? '' : 's'} defeated`] })];
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
  return CLICHES.filter((c) => dice[c] !== undefined).map((c) => `${clicheName(c)} ${dice[c]}`).join(', ');
}

function describe(view: RoyaleView): string {
  const battle = view.battle;
  const items = battle ? [battle.plus, battle.minus, ...battle.xs].filter((code): code is string => code !== null).map((code) => treasureOf(code).name) : [];
  const rolls = view.rolls.map((roll) => `${roller(roll)} ${roll.dice.join(' ')}${roll.ignored === null ? '' : ` less the best ${roll.ignored}`} = ${roll.total}${roll.pumped ? ` (pumped ${roll.pumped})` : ''}`);
  return altText([
    `Risus Royale table: ${view.name}'s kingdom, 4 by 4, turn ${view.turns}.`,
    view.phase === 'won' ? 'The goal is achieved.' : view.phase === 'lost' ? `The run is lost: ${view.lostBecause ?? 'no way on'}.` : '',
    `Goal: ${view.goalName}; ${view.progress.defeated} of ${view.progress.needed} defeated.`,
    view.position >= 0 ? '' : 'You have not entered the kingdom yet.',
    ...[0, 1, 2, 3].map((row) => `Row ${row + 1}: ${view.map.slice(row * 4, row * 4 + 4).map(spaceWords).join(', ')}.`),
    `Clichés: ${CLICHES.map((c) => `${clicheName(c)} ${view.points[c] - Math.min(view.wounds[c], view.points[c])} of ${view.points[c]}`).join(', ')}.`,
    battle ? `Battle with ${enemyName(battle)} (${cardName(battle.card)}), ${battle.round === 0 ? 'before the first round' : `round ${battle.round}`}: its dice ${diceOf(battle.enemyDice)}; your dice ${diceOf(battle.yourDice)}${items.length > 0 ? `; in use: ${items.join(', ')}` : ''}.` : '',
    rolls.length > 0 ? `Last rolls: ${rolls.join('; ')}.` : '',
    view.victory.length > 0 ? `Victory: ${view.victory.map(cardName).join(', ')}.` : '',
    view.treasures.length > 0 ? `Treasures: ${view.treasures.map((t) => t.name).join(', ')}.` : 'No treasure yet.',
  ]);
}

/** The picture of a Risus Royale run. */
export function royalePicture(view: RoyaleView): Scene {
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    caption(MAP_X, 38, 'Kingdom'),
    ...view.map.map((space) => tile(view, space)),
    text(RIGHT, 40, view.name, { size: 30, bold: true, fill: PALETTE.text, maxWidth: PANEL - 110, minSize: 22 }),
    text(WIDTH - 20, 38, `turn ${view.turns}`, { size: 22, bold: true, fill: PALETTE.muted, align: 'right' }),
    group(RIGHT, 52, [pill(0, 0, view.goalName, { size: 18, minSize: 14, fill: PALETTE.gold, ink: PALETTE.black, maxWidth: PANEL }).node], { mark: { goalName: view.goalName } }),
    ...character(view, RIGHT, 98),
  ];
  if (view.battle) nodes.push(...battleNodes(view, view.battle, RIGHT, 188));
  else if (view.phase === 'start' || view.phase === 'move' || view.phase === 'retreat') nodes.push(caption(RIGHT, 212, { start: 'Choose an edge space to enter', retreat: 'Retreat to a marked space', move: 'Move to a marked space' }[view.phase], { maxWidth: PANEL }));
  nodes.push(...rollNodes(view, RIGHT, view.battle ? 396 : 232));
  nodes.push(...treasureNodes(view, RIGHT, 500), ...victoryNodes(view, RIGHT + 262, 500), ...outcome(view));
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view) };
}
