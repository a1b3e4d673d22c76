/**
 * Saga for Risus's public table (issue 18), drawn from `SagaView` as it stands (the view is being
 * reworked: this file is the one to adapt). Each character with its hand size as card backs; the open
 * check, conflict or fight round with every card played and flipped, the running total against the
 * target; the fight's opponent and rank; the piles and the GM's payback count. Never a private card:
 * the hand and the GM's payback cards in the view are not read.
 */
import { cardName } from '../../engine/cards.js';
import type { SagaCheckView, SagaPlayerView, SagaView } from '../../games/saga/index.js';
import { text } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardBack, playingCard } from '../playing-cards.js';
import { altText, group, type Scene, type SceneNode } from '../scene.js';
import { tableSuitSymbol } from '../symbols.js';
import { bar, caption, pile, pill, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 540;
const ROWS = 6;
const PANEL_X = 420;
const PANEL_W = WIDTH - PANEL_X - 20;
const CARD = 70;

const HOW: Record<string, string> = {
  pumped: '×2',
  'double-pumped': '×2',
  'double-pump draw': 'draw',
  'trump flip': 'trump',
  'opponent flip': 'flip',
  payback: 'payback',
};

/** One character: name, edge, its clichés in short, and the cards in hand as backs out of the hand size. */
function playerRow(player: SagaPlayerView, y: number, acting: boolean): SceneNode {
  const backs = Array.from({ length: Math.min(player.holding, 8) }, (_, i) => cardBack(196 + i * 16, 8, 30));
  const cliches = player.cliches.map((c) => `${c.pump === 'double' ? `[${c.name}]` : c.name} ${c.rating}`).join(', ');
  return group(20, y, [
    tray(0, 0, 380, 62, acting ? { acting: player.id } : undefined),
    text(14, 28, player.name, { size: 24, bold: true, fill: acting ? PALETTE.gold : PALETTE.text, maxWidth: 170, minSize: 18 }),
    text(14, 52, cliches, { size: 17, fill: PALETTE.muted, maxWidth: 174 }),
    ...backs,
    text(366, 40, `${player.holding}/${player.handSize}`, { size: 24, bold: true, fill: PALETTE.text, align: 'right' }),
  ], { mark: { player: player.id, holding: player.holding, handSize: player.handSize, edge: player.edge } });
}

/** A side of the contest: its starting number and each card in the sum, with how it got there. */
function side(label: string, start: number, entries: SagaCheckView['mine'], y: number, role: string): SceneNode[] {
  const total = start + entries.reduce((sum, e) => sum + e.value, 0);
  const step = entries.length > 1 ? Math.min(CARD + 8, (PANEL_W - 240) / (entries.length - 1)) : 0;
  return [
    text(PANEL_X + 14, y + 30, label, { size: 20, bold: true, fill: PALETTE.muted, maxWidth: 150 }),
    text(PANEL_X + 14, y + 70, String(start), { size: 34, bold: true, fill: PALETTE.text }),
    ...entries.map((entry, i) => {
      const x = PANEL_X + 80 + i * step;
      const how = HOW[entry.how];
      return group(0, 0, [
        playingCard(entry.card, x, y + 6, CARD, { mark: { role, how: entry.how, value: entry.value } }),
        ...(how ? [pill(x + 2, y + 88, how, { size: 15, fill: entry.how === 'payback' ? PALETTE.bad : PALETTE.gold, ink: PALETTE.black }).node] : []),
      ]);
    }),
    group(PANEL_X + PANEL_W - 14, y + 60, [text(0, 0, `= ${total}`, { size: 34, bold: true, fill: PALETTE.text, align: 'right' })], { mark: { total: role, value: total } }),
  ];
}

function contest(view: SagaView, check: SagaCheckView, names: Map<string, string>): SceneNode[] {
  const who = names.get(check.player) ?? 'Someone';
  const fight = check.kind === 'fight' ? view.fight : null;
  const title = fight ? `${who} vs ${fight.opponent.name} · round ${fight.round}` : `${who}: ${check.cliche}`;
  const status = check.status === 'open' ? (check.done ? 'GM to resolve' : 'to play') : check.status === 'succeeded' ? 'success' : 'failure';
  const tone = check.status === 'succeeded' ? PALETTE.good : check.status === 'failed' ? PALETTE.bad : PALETTE.info;
  const mine = check.rating + check.mine.reduce((sum, e) => sum + e.value, 0);
  return [
    tray(PANEL_X, 20, PANEL_W, 352, { check: check.kind, status: check.status }),
    text(PANEL_X + 14, 52, title, { size: 26, bold: true, fill: PALETTE.text, maxWidth: PANEL_W - 28, minSize: 18 }),
    group(PANEL_X + 14, 62, [
      ...(check.trump ? [tableSuitSymbol(check.trump, 12, 14, 22)] : []),
      text(check.trump ? 30 : 0, 22, `${check.trump ? 'trumps' : 'no trumps'} · ${check.style}${fight ? ` · ${check.cliche}` : ''} · rating ${check.rating}`, { size: 19, fill: PALETTE.muted, maxWidth: PANEL_W - 60 }),
    ]),
    ...side('You', check.rating, check.mine, 92, 'mine'),
    ...side(fight ? 'Rank' : 'Target', check.base, check.theirs, 216, 'theirs'),
    bar(PANEL_X + 14, 334, PANEL_W - 180, 26, Math.min(mine, check.target), check.target, tone, 'progress', `${mine} / ${check.target}`),
    pill(PANEL_X + PANEL_W - 156, 331, status, { size: 18, fill: tone, ink: PALETTE.black, maxWidth: 150, mark: { verdict: check.status } }).node,
  ];
}

function fightLine(view: SagaView, names: Map<string, string>): SceneNode[] {
  const fight = view.fight;
  if (!fight) return [];
  const who = names.get(fight.player) ?? 'Someone';
  const words = fight.outcome === 'on' ? `${fight.opponent.name} at rank ${fight.opponent.rank} · ${who}'s fight hand ${fight.handSize}` : fight.outcome === 'won' ? `${fight.opponent.name} is beaten` : `${who} is out of the fight`;
  return [group(PANEL_X, 378, [text(14, 24, words, { size: 22, bold: true, fill: fight.outcome === 'lost' ? PALETTE.bad : fight.outcome === 'won' ? PALETTE.good : PALETTE.text, maxWidth: PANEL_W - 28, minSize: 16 })], { mark: { fight: fight.outcome, rank: fight.opponent.rank, hand: fight.handSize } })];
}

function describe(view: SagaView, names: Map<string, string>): string {
  const check = view.check;
  const who = check ? (names.get(check.player) ?? 'someone') : '';
  const sum = (start: number, entries: SagaCheckView['mine']) => [String(start), ...entries.map((e) => `${cardName(e.card)} ${e.value}`)].join(' + ');
  return altText([
    `Saga for Risus table: ${view.players.length} character${view.players.length === 1 ? '' : 's'}.`,
    ...view.players.map((p) => `${p.name}: ${p.holding} of ${p.handSize} cards in hand, edge ${p.edge}.`),
    check ? `${check.kind === 'fight' ? 'Fight round' : 'Check'} for ${who} with ${check.cliche}: ${sum(check.rating, check.mine)} = ${check.total} against ${sum(check.base, check.theirs)} = ${check.target}; ${check.status === 'open' ? 'open' : check.status === 'succeeded' ? 'success' : 'failure'}.` : 'No check is open.',
    view.fight ? `Fight with ${view.fight.opponent.name}, rank ${view.fight.opponent.rank}, round ${view.fight.round}.` : '',
    `Draw pile ${view.draw}, discard ${view.discard}, GM payback ${view.payback.count}.`,
  ]);
}

/** The picture of a Saga table, as everyone at it sees it. */
export function sagaPicture(view: SagaView): Scene {
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  const acting = view.check?.player ?? null;
  const shown = view.players.slice(0, ROWS);
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    caption(20, 40, 'Characters'),
    ...shown.map((player, i) => playerRow(player, 54 + i * 70, player.id === acting)),
    ...(view.players.length > ROWS ? [text(20, 530, `and ${view.players.length - ROWS} more`, { size: 20, bold: true, fill: PALETTE.muted })] : []),
    ...(view.players.length === 0 ? [text(20, 90, 'Nobody has joined yet', { size: 24, bold: true, fill: PALETTE.muted })] : []),
    ...(view.check ? contest(view, view.check, names) : [tray(PANEL_X, 20, PANEL_W, 352, { check: 'none' }), text(PANEL_X + PANEL_W / 2, 190, 'No check is open', { size: 28, bold: true, fill: PALETTE.muted, align: 'center' })]),
    ...fightLine(view, names),
    caption(PANEL_X, 432, 'Draw'),
    pile(PANEL_X, 442, 64, view.draw, 'draw'),
    caption(PANEL_X + 110, 432, 'Discard'),
    pile(PANEL_X + 110, 442, 64, view.discard, 'discard'),
    caption(PANEL_X + 240, 432, 'GM payback'),
    pile(PANEL_X + 240, 442, 64, view.payback.count, 'payback'),
  ];
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view, names) };
}
