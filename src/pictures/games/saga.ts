/**
 * Saga for Risus's public table (issues 15, 18): each character (and its member) with the cards in hand
 * as backs out of the hand size that counts, in or out of the fight; the open check, conflict or fight
 * round (else the last one resolved) with the difficulty's cards and every player's cards, each sum's
 * running total against the target, and each player's standing; the fight's opponent and rank; the
 * piles and the GM's payback count. Never a private card: the hand and the GM's payback cards in the
 * view are not read.
 */
import { cardName, suitName } from '../../engine/cards.js';
import type { SagaContestView, SagaPlayerView, SagaSideView, SagaView } from '../../games/saga/index.js';
import { text } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardBack, playingCard } from '../playing-cards.js';
import { altText, group, type Scene, type SceneNode } from '../scene.js';
import { SAGA_PLAYERS_DRAWN } from '../shown.js';
import { tableSuitSymbol } from '../symbols.js';
import { caption, pile, pill, table, tray } from '../widgets.js';

const WIDTH = 960;
const HEIGHT = 540;
const PANEL_X = 420;
const PANEL_W = WIDTH - PANEL_X - 20;
const PANEL_H = 372;

const HOW: Record<string, string> = {
  pumped: '×2',
  'double-pumped': '×2',
  'double-pump draw': 'draw',
  'trump flip': 'trump',
  'opponent flip': 'flip',
  payback: 'payback',
};

/** One character: name and member, the cards in hand as backs out of the hand size, and whether it is out of the fight. */
function playerRow(player: SagaPlayerView, y: number, acting: boolean): SceneNode {
  const backs = Array.from({ length: Math.min(player.holding, 8) }, (_, i) => cardBack(196 + i * 16, 8, 30));
  const out = player.fight === 'out';
  return group(20, y, [
    tray(0, 0, 380, 62, acting ? { acting: player.id } : undefined),
    text(14, 28, player.name, { size: 24, bold: true, fill: out ? PALETTE.muted : acting ? PALETTE.gold : PALETTE.text, maxWidth: 170, minSize: 18 }),
    text(14, 52, out ? `${player.member} · out of the fight` : `${player.member} · edge ${player.edge}${player.fight === 'in' ? ' · fighting' : ''}`, { size: 20, fill: out ? PALETTE.bad : PALETTE.muted, maxWidth: 178, minSize: 16 }),
    ...backs,
    text(366, 40, `${player.holding}/${player.handSize}`, { size: 24, bold: true, fill: PALETTE.text, align: 'right' }),
  ], { mark: { player: player.id, holding: player.holding, handSize: player.handSize, edge: player.edge, fight: player.fight ?? 'none' } });
}

/** A row of a sum: its label, its starting number, each card with how it got there, and the total. */
function sumRow(label: string, start: number, entries: SagaSideView['mine'], y: number, height: number, role: string, total: number): SceneNode[] {
  const card = Math.min(64, Math.round(height * 0.58));
  const step = entries.length > 1 ? Math.min(card + 6, (PANEL_W - 280) / (entries.length - 1)) : 0;
  return [
    text(PANEL_X + 14, y + height * 0.42, label, { size: 22, bold: true, fill: PALETTE.muted, maxWidth: 120, minSize: 16 }),
    text(PANEL_X + 14, y + height * 0.42 + 32, String(start), { size: 28, bold: true, fill: PALETTE.text }),
    ...entries.map((entry, i) => {
      const x = PANEL_X + 140 + i * step;
      const how = HOW[entry.how];
      return group(0, 0, [
        playingCard(entry.card, x, y + 4, card, { mark: { role, how: entry.how, value: entry.value } }),
        ...(how ? [pill(x, y + 4 + card * 1.18, how, { size: 17, fill: entry.how === 'payback' ? PALETTE.bad : PALETTE.gold, ink: PALETTE.black }).node] : []),
      ]);
    }),
    group(PANEL_X + PANEL_W - 14, y + height * 0.5 + 10, [text(0, 0, `= ${total}`, { size: 30, bold: true, fill: PALETTE.text, align: 'right' })], { mark: { total: role, value: total } }),
  ];
}

/** How a player's side stands, in a word or two, and its colour. */
function standing(side: SagaSideView): { label: string; tone: string } {
  if (side.result === 'success') return { label: 'meets it', tone: PALETTE.good };
  if (side.result === 'failure') return { label: 'falls short', tone: PALETTE.bad };
  if (side.state === 'done') return { label: 'played', tone: PALETTE.info };
  return { label: side.state === 'may-play' ? 'may play on' : 'to play', tone: PALETTE.gold };
}

const KIND: Record<SagaContestView['kind'], string> = { check: 'Check', conflict: 'Conflict', round: 'Fight' };

function contestPanel(contest: SagaContestView, names: Map<string, string>): SceneNode[] {
  const against = contest.opponent ? ` vs ${contest.opponent}` : '';
  const round = contest.round === null ? '' : ` · round ${contest.round}`;
  const rowH = Math.min(96, (PANEL_H - 110) / Math.max(1, contest.sides.length + 1));
  const title = `${KIND[contest.kind]}${against}${round}${contest.status === 'resolved' ? ' · resolved' : ''}`;
  return [
    tray(PANEL_X, 20, PANEL_W, PANEL_H, { contest: contest.kind, status: contest.status }),
    text(PANEL_X + 14, 52, title, { size: 26, bold: true, fill: PALETTE.text, maxWidth: PANEL_W - 28, minSize: 16 }),
    group(PANEL_X + 14, 62, [
      ...(contest.trump ? [tableSuitSymbol(contest.trump, 12, 14, 22)] : []),
      text(contest.trump ? 30 : 0, 22, `${contest.trump ? 'trumps' : 'no trumps'} · ${contest.style} · meet or beat ${contest.target}`, { size: 22, fill: PALETTE.muted, maxWidth: PANEL_W - 60, minSize: 17 }),
    ]),
    ...sumRow(contest.opponent ? 'Rank' : 'Target', contest.base, contest.theirs, 96, rowH, 'theirs', contest.target),
    ...contest.sides.flatMap((side, i) => {
      const y = 96 + rowH * (i + 1);
      const { label, tone } = standing(side);
      const name = names.get(side.player) ?? 'Someone';
      return [
        ...sumRow(name, side.rating, side.mine, y, rowH, `mine:${side.player}`, side.total),
        pill(PANEL_X + PANEL_W - 150, y + rowH - 30, label, { size: 19, fill: tone, ink: PALETTE.black, maxWidth: 140, mark: { verdict: side.player, state: side.result ?? side.state } }).node,
      ];
    }),
  ];
}

function fightLine(view: SagaView): SceneNode[] {
  const fight = view.fight;
  if (!fight) return [];
  const still = fight.fighters.filter((f) => !f.out).length;
  const words =
    fight.outcome === 'on'
      ? `${fight.opponent.name} at rank ${fight.opponent.rank} · round ${fight.round} · ${still} of ${fight.fighters.length} still in`
      : fight.outcome === 'won'
        ? `${fight.opponent.name} is beaten`
        : fight.outcome === 'lost'
          ? `${fight.opponent.name} wins: everyone is out`
          : `The fight with ${fight.opponent.name} ended early`;
  const tone = fight.outcome === 'lost' ? PALETTE.bad : fight.outcome === 'won' ? PALETTE.good : PALETTE.text;
  return [group(PANEL_X, 396, [text(14, 24, words, { size: 23, bold: true, fill: tone, maxWidth: PANEL_W - 28, minSize: 16 })], { mark: { fight: fight.outcome, rank: fight.opponent.rank, round: fight.round } })];
}

/** How a fight stands, in words after its round. */
const FIGHT_OUTCOME: Record<NonNullable<SagaView['fight']>['outcome'], string> = { on: '', won: ': the opponent is beaten', lost: ': everyone is out, the opponent wins', ended: ': ended early' };

function describe(view: SagaView, contest: SagaContestView | null, names: Map<string, string>): string {
  const sum = (start: number, entries: SagaSideView['mine']) => [String(start), ...entries.map((e) => `${cardName(e.card)} ${e.value}`)].join(' + ');
  return altText([
    `Saga for Risus table: ${view.players.length} character${view.players.length === 1 ? '' : 's'}.`,
    ...view.players.map((p) => `${p.name} (${p.member}): ${p.holding} of ${p.handSize} cards in hand, edge ${p.edge}${p.fight === 'out' ? ', out of the fight' : p.fight === 'in' ? ', in the fight' : ''}.`),
    contest
      ? `${KIND[contest.kind]}${contest.opponent ? ` against ${contest.opponent}` : ''}${contest.round === null ? '' : `, round ${contest.round}`} (${contest.status}), ${contest.style}, ${contest.trump ? `${suitName(contest.trump)} trumps` : 'no trumps'}: to meet or beat ${sum(contest.base, contest.theirs)} = ${contest.target}; ` +
        contest.sides.map((side) => `${names.get(side.player) ?? 'someone'} ${sum(side.rating, side.mine)} = ${side.total}, ${standing(side).label}`).join('; ') + '.'
      : 'Nothing is open.',
    view.fight ? `Fight with ${view.fight.opponent.name}, rank ${view.fight.opponent.rank}, round ${view.fight.round}${FIGHT_OUTCOME[view.fight.outcome]}.` : '',
    `Draw pile ${view.draw}, discard ${view.discard}, GM payback ${view.payback.count}.`,
  ]);
}

/** The picture of a Saga table, as everyone at it sees it. */
export function sagaPicture(view: SagaView): Scene {
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  const contest = view.contest ?? view.last;
  const acting = new Set(view.waitingFor);
  const shown = view.players.slice(0, SAGA_PLAYERS_DRAWN);
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    caption(20, 40, 'Characters'),
    ...shown.map((player, i) => playerRow(player, 54 + i * 70, acting.has(player.id))),
    ...(view.players.length > SAGA_PLAYERS_DRAWN ? [text(20, 530, `and ${view.players.length - SAGA_PLAYERS_DRAWN} more`, { size: 20, bold: true, fill: PALETTE.muted })] : []),
    ...(view.players.length === 0 ? [text(20, 90, 'Nobody has joined yet', { size: 24, bold: true, fill: PALETTE.muted })] : []),
    ...(contest ? contestPanel(contest, names) : [tray(PANEL_X, 20, PANEL_W, PANEL_H, { contest: 'none' }), text(PANEL_X + PANEL_W / 2, 200, 'Nothing is open', { size: 28, bold: true, fill: PALETTE.muted, align: 'center' })]),
    ...fightLine(view),
    caption(PANEL_X, 458, 'Draw'),
    pile(PANEL_X, 466, 48, view.draw, 'draw'),
    caption(PANEL_X + 110, 458, 'Discard'),
    pile(PANEL_X + 110, 466, 48, view.discard, 'discard'),
    caption(PANEL_X + 240, 458, 'GM payback'),
    pile(PANEL_X + 240, 466, 48, view.payback.count, 'payback'),
  ];
  return { width: WIDTH, height: HEIGHT, nodes, alt: describe(view, contest, names) };
}
