/**
 * Saga for Risus's public table: each character by seat number (its name on two lines when long, and
 * its member) with the hand size that counts and the cards in hand as backs, in or out of the fight;
 * the open check, conflict or fight round (else the last one resolved) with its round, the opponent,
 * the difficulty's cards and every player's cards as chips with how each got there, each sum's total
 * against the target and each player's standing beside it, never over it; the piles and the GM's
 * payback count. The picture is as tall as what it draws. Never a private card: the hand and the GM's
 * payback cards in the view are not read.
 */
import { cardName, suitName } from '../../engine/cards.js';
import type { SagaContestView, SagaPlayerView, SagaSideView, SagaView } from '../../games/saga/index.js';
import { cardChip } from '../card-chips.js';
import { centredText, MIN_REGULAR_TEXT, MIN_TEXT, text, textWidth } from '../font.js';
import { PALETTE } from '../palette.js';
import { cardBack, cardHeight } from '../playing-cards.js';
import { altText, circle, group, type Mark, rect, type Scene, type SceneNode } from '../scene.js';
import { SAGA_PLAYERS_DRAWN } from '../shown.js';
import { tableSuitSymbol } from '../symbols.js';
import { textBlock } from '../text-block.js';
import { pill, table, tray } from '../widgets.js';

const WIDTH = 960;
/** The picture is as tall as what it draws, within these. */
const LEAST_HEIGHT = 420;
const MOST_HEIGHT = 720;
/** The line of piles under the panel. */
const PILES_H = 52;
const LEFT_W = 372;
const PANEL_X = 412;
const PANEL_W = WIDTH - PANEL_X - 20;
const INNER = PANEL_W - 28;
const PANEL_BOTTOM = MOST_HEIGHT - PILES_H;
const ROW_GAP = 8;
const LINE = 44;
/** The room a finished fight's line takes under a contest. */
const FIGHT_OVER_H = 70;
/** The width of the card backs that show a character's hand. */
const BACK = 18;

const HOW: Record<string, string> = {
  pumped: '×2',
  'double-pumped': '×2',
  'double-pump draw': 'draw',
  'trump flip': 'trump',
  'opponent flip': 'flip',
  payback: 'payback',
};

/** A character's seat number in a round badge: it ties a contest's rows to the characters listed, whatever their names. */
function seatBadge(x: number, y: number, seat: number, tone: string): SceneNode {
  return group(x, y, [
    circle(0, 0, 16, { fill: tone }),
    centredText(0, 0, String(seat), { size: MIN_TEXT, bold: true, fill: PALETTE.black }),
  ]);
}

/**
 * One character: seat, name (on two lines when long) and member, the hand size that counts with the cards in hand as backs, and whether it
 * is in or out of the fight; with its height.
 */
function playerRow(player: SagaPlayerView, seat: number, y: number, acting: boolean): { node: SceneNode; height: number } {
  const out = player.fight === 'out';
  const count = `${player.holding}/${player.handSize}`;
  const shown = Math.min(player.holding, 8);
  // The name's lines run beside the count (first line) and the backs (second): it takes the room both leave.
  const backsLeft = LEFT_W - 14 - BACK - Math.max(0, shown - 1) * 7;
  const right = Math.min(LEFT_W - 14 - textWidth(count, 26, true), shown > 0 ? backsLeft : LEFT_W) - 10;
  const name = textBlock(48, 32, player.name, {
    size: MIN_TEXT,
    minSize: MIN_TEXT,
    bold: true,
    fill: out ? PALETTE.muted : acting ? PALETTE.gold : PALETTE.text,
    maxWidth: right - 48,
    maxLines: 2,
  });
  const backsBottom = 40 + cardHeight(BACK);
  const statusY = Math.max(32 + name.depth + 30, backsBottom + 24);
  const status = out ? 'out ·' : `edge ${player.edge}${player.fight === 'in' ? ' · fighting' : ''} ·`;
  const statusWidth = textWidth(status, MIN_REGULAR_TEXT, false);
  const backs = Array.from({ length: shown }, (_, i) => cardBack(LEFT_W - 14 - BACK - (shown - 1 - i) * 7, 40, BACK));
  const height = statusY + 12;
  return {
    height,
    node: group(
      20,
      y,
      [
        tray(0, 0, LEFT_W, height, acting ? { acting: player.id } : undefined),
        group(0, 0, [seatBadge(26, 24, seat, acting ? PALETTE.gold : PALETTE.muted), name.node], { mark: { name: player.name } }),
        text(LEFT_W - 14, 32, count, { size: 26, bold: true, fill: PALETTE.text, align: 'right' }),
        text(14, statusY, status, { size: MIN_REGULAR_TEXT, fill: out ? PALETTE.bad : PALETTE.muted }),
        textBlock(14 + statusWidth + 7, statusY, player.member, {
          size: MIN_REGULAR_TEXT,
          minSize: MIN_REGULAR_TEXT,
          fill: PALETTE.muted,
          maxWidth: LEFT_W - 28 - statusWidth - 7,
          maxLines: 1,
        }).node,
        ...backs,
      ],
      { mark: { player: player.id, holding: player.holding, handSize: player.handSize, edge: player.edge, fight: player.fight ?? 'none' } },
    ),
  };
}

/** A card of a sum as a chip, with how it got there beside it. */
function entryNode(entry: SagaSideView['mine'][number], role: string): { node: SceneNode; width: number } {
  const chip = cardChip(entry.card, 0, 0, { mark: { role, how: entry.how, value: entry.value } });
  const how = HOW[entry.how];
  if (!how) return chip;
  const tag = pill(chip.width + 4, 0, how, { fill: entry.how === 'payback' ? PALETTE.bad : PALETTE.gold, ink: PALETTE.black });
  return { node: group(0, 0, [chip.node, tag.node]), width: chip.width + 4 + tag.width };
}

/** What leads a row of a sum: a name (with its seat) on a line of its own, or a short label or seat at the start of the row's one line. */
interface Lead {
  nodes: SceneNode[];
  width: number;
  ownLine: boolean;
  /** How far a name on its own line runs below its first line (a second line). */
  depth?: number;
}

/**
 * A row of a sum: who (its lead), how it stands, its total at the right; the starting number and each
 * card with how it got there, after a short lead or under a name, flowing on as many lines as they take.
 */
function sumRow(
  lead: Lead,
  start: number,
  entries: SagaSideView['mine'],
  role: string,
  total: number | string,
  verdict: { node: SceneNode; width: number } | null,
): { nodes: SceneNode[]; height: number } {
  const totalText = `= ${total}`;
  const totalWidth = textWidth(totalText, 28, true);
  const right = INNER + 14;
  const top = lead.ownLine ? 40 + (lead.depth ?? 0) : 0;
  const startX = lead.ownLine ? 14 : 14 + lead.width + 10;
  const firstEnd = right - (verdict ? verdict.width + 12 : 0) - (lead.ownLine ? 0 : totalWidth + 12);
  const placed: SceneNode[] = [];
  let [x, line] = [startX + textWidth(String(start), 28, true) + 14, 0];
  for (const entry of entries) {
    const made = entryNode(entry, role);
    if (x + made.width > (line === 0 ? firstEnd : right) && x > startX + 40) [x, line] = [startX + 40, line + 1];
    placed.push(group(x, top + line * LINE, [made.node]));
    x += made.width + 10;
  }
  const verdictX = right - (verdict?.width ?? 0) - (lead.ownLine ? 0 : totalWidth + 12);
  return {
    height: top + (line + 1) * LINE - 8,
    nodes: [
      ...lead.nodes,
      ...(verdict ? [group(verdictX, top, [verdict.node])] : []),
      group(right, 29, [text(0, 0, totalText, { size: 28, bold: true, fill: PALETTE.text, align: 'right' })], {
        mark: { total: role, value: total },
      }),
      text(startX, top + 29, String(start), { size: 28, bold: true, fill: PALETTE.text }),
      ...placed,
    ],
  };
}

/** The difficulty's row while its target is the GM's secret: its label, that it is hidden, and "= ?" for its total. */
function hiddenRow(label: string): { nodes: SceneNode[]; height: number } {
  const after = 14 + textWidth(label, MIN_TEXT, true) + 12;
  return {
    height: LINE - 8,
    nodes: [
      text(14, 29, label, { size: MIN_TEXT, bold: true, fill: PALETTE.muted }),
      text(after, 29, 'hidden until the GM resolves', { size: MIN_REGULAR_TEXT, fill: PALETTE.muted }),
      group(INNER + 14, 29, [text(0, 0, '= ?', { size: 28, bold: true, fill: PALETTE.text, align: 'right' })], {
        mark: { total: 'theirs', value: '?' },
      }),
    ],
  };
}

/** How a player's side stands, in a word or two, and its colour. */
function standing(side: SagaSideView): { label: string; tone: string } {
  if (side.result === 'success') return { label: 'meets it', tone: PALETTE.good };
  if (side.result === 'failure') return { label: 'falls short', tone: PALETTE.bad };
  if (side.state === 'done') return { label: 'played', tone: PALETTE.info };
  return { label: side.state === 'may-play' ? 'may play on' : 'to play', tone: PALETTE.gold };
}

const KIND: Record<SagaContestView['kind'], string> = { check: 'Check', conflict: 'Conflict', round: 'Fight' };

/** How a fight stands: who is still in, or how it ended. */
function fightWords(fight: NonNullable<SagaView['fight']>): string {
  const still = fight.fighters.filter((f) => !f.out).length;
  if (fight.outcome === 'on') return `${still} of ${fight.fighters.length} still in`;
  return fight.outcome === 'won' ? 'beaten' : fight.outcome === 'lost' ? 'everyone is out, it wins' : 'the fight ended early';
}

/**
 * The open contest (or the last one): what it is and against whom, its style, trump and target, then a row for the difficulty and for each
 * side, as many as fit; with the bottom of what it draws.
 */
function contestPanel(
  view: SagaView,
  contest: SagaContestView,
  seats: Map<string, number>,
  names: Map<string, string>,
): { nodes: SceneNode[]; bottom: number } {
  // The fight this round belongs to: not one the GM started and ended since.
  const fight = contest.kind === 'round' && view.fight?.opponent.name === contest.opponent ? view.fight : null;
  const title = [
    KIND[contest.kind],
    contest.round === null ? '' : `round ${contest.round}`,
    contest.status === 'resolved' ? 'resolved' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const nodes: SceneNode[] = [text(PANEL_X + 14, 52, title, { size: 28, bold: true, fill: PALETTE.text })];
  let y = 52;
  if (contest.opponent) {
    const against = textBlock(PANEL_X + 14 + textWidth('vs ', 26, true), y + 36, contest.opponent, {
      size: 26,
      minSize: MIN_TEXT,
      bold: true,
      fill: PALETTE.warn,
      maxWidth: INNER - textWidth('vs ', 26, true),
      maxLines: 2,
      mark: { name: contest.opponent },
    });
    nodes.push(text(PANEL_X + 14, y + 36, 'vs', { size: 26, bold: true, fill: PALETTE.muted }), against.node);
    y += 36 + against.depth;
  }
  // The style, trump and target, and for a fight round how the fight stands (its rank is the first row's start).
  const terms = [
    contest.trump ? 'trumps' : 'no trumps',
    contest.style,
    `meet or beat ${contest.target ?? 'a hidden target'}`,
    ...(fight ? [fightWords(fight)] : []),
  ].join(' · ');
  const from = contest.trump ? 30 : 0;
  const line = textBlock(from, 25, terms, {
    size: MIN_REGULAR_TEXT,
    minSize: MIN_REGULAR_TEXT,
    fill: PALETTE.muted,
    maxWidth: INNER - from,
    maxLines: 2,
  });
  const fightMark = fight ? { mark: { fight: fight.outcome, rank: fight.opponent.rank ?? 'hidden', round: fight.round } } : {};
  nodes.push(group(PANEL_X + 14, y + 12, [...(contest.trump ? [tableSuitSymbol(contest.trump, 12, 16, 24)] : []), line.node], fightMark));
  y += 52 + line.depth;
  const theirs = (compact: boolean) => {
    const label = contest.opponent ? 'Rank' : 'Target';
    if (contest.base === null) return hiddenRow(label);
    return sumRow(
      {
        nodes: [text(14, 29, label, { size: MIN_TEXT, bold: true, fill: PALETTE.muted })],
        width: textWidth(label, MIN_TEXT, true),
        ownLine: !compact,
      },
      contest.base,
      contest.theirs,
      'theirs',
      contest.target ?? '?',
      null,
    );
  };
  const side = (entry: SagaSideView, compact: boolean) => {
    const { label, tone } = standing(entry);
    const seat = seats.get(entry.player);
    const verdict = pill(0, 0, label, {
      fill: tone,
      ink: PALETTE.black,
      mark: { verdict: entry.player, state: entry.result ?? entry.state },
    });
    const name = names.get(entry.player) ?? 'Someone';
    const badge = seat === undefined ? [] : [seatBadge(30, 18, seat, PALETTE.muted)];
    const named = textBlock(seat === undefined ? 14 : 52, 29, name, {
      size: MIN_TEXT,
      minSize: MIN_TEXT,
      bold: true,
      fill: PALETTE.text,
      maxWidth: INNER - (seat === undefined ? 0 : 38) - textWidth(`= ${entry.total}`, 28, true) - 16,
      maxLines: 2,
    });
    const lead: Lead = compact
      ? { nodes: badge, width: seat === undefined ? 0 : 32, ownLine: false }
      : { nodes: [group(0, 0, [...badge, named.node], { mark: { name } })], width: 0, ownLine: true, depth: named.depth };
    return sumRow(lead, entry.rating, entry.mine, `mine:${entry.player}`, entry.total, verdict);
  };
  // Each side under its name when they all fit so; else on one line each after its seat, which the characters' list names.
  const layout = (compact: boolean) => [theirs(compact), ...contest.sides.map((entry) => side(entry, compact))];
  const ended = !fight && view.fight ? view.fight : null;
  const room = PANEL_BOTTOM - 10 - y - (ended ? FIGHT_OVER_H : 0);
  const tall = (rows: { height: number }[]) => rows.reduce((sum, row) => sum + row.height + ROW_GAP, 0);
  const full = layout(false);
  const rows = tall(full) <= room ? full : layout(true);
  const fits = rows.filter((_, i) => tall(rows.slice(0, i + 1)) <= room);
  const shownRows = fits.length < rows.length ? fits.slice(0, -1) : fits;
  for (const row of shownRows) {
    nodes.push(group(PANEL_X, y, row.nodes));
    y += row.height + ROW_GAP;
  }
  const left = rows.length - shownRows.length;
  if (left > 0) {
    nodes.push(
      text(PANEL_X + 14, y + 24, `and ${left} more side${left === 1 ? '' : 's'}`, { size: MIN_TEXT, bold: true, fill: PALETTE.muted }),
    );
    y += 40;
  }
  if (ended) {
    nodes.push(fightOver(ended, y + 24));
    y += FIGHT_OVER_H;
  }
  return { nodes, bottom: y };
}

/** A fight with nothing of it open (it is over): its opponent and how it ended. */
function fightOver(fight: NonNullable<SagaView['fight']>, y: number): SceneNode {
  return group(
    PANEL_X + 14,
    y,
    [
      textBlock(0, 0, `${fight.opponent.name}: ${fightWords(fight)}`, {
        size: MIN_TEXT,
        minSize: MIN_TEXT,
        bold: true,
        fill: fight.outcome === 'lost' ? PALETTE.bad : fight.outcome === 'won' ? PALETTE.good : PALETTE.text,
        maxWidth: INNER,
        maxLines: 2,
      }).node,
    ],
    { mark: { fight: fight.outcome, rank: fight.opponent.rank ?? 'hidden', round: fight.round } },
  );
}

/** The piles along the bottom right, from `top`: each a card back (an outline when empty), its count and its name. */
function piles(view: SagaView, top: number): SceneNode[] {
  const items: [string, number, string][] = [
    ['draw', view.draw, 'draw'],
    ['discard', view.discard, 'discard'],
    ['payback', view.payback.count, 'GM payback'],
  ];
  const widths = items.map(([, count, label]) => 32 + textWidth(String(count), 26, true) + 8 + textWidth(label, MIN_REGULAR_TEXT, false));
  let x = WIDTH - 20 - widths.reduce((sum, w) => sum + w + 18, -18);
  return items.map(([name, count, label], i) => {
    const node = group(
      x,
      top,
      [
        count === 0 ? rect(0, 2, 22, 32, { r: 3, stroke: PALETTE.panelEdge, lineWidth: 2, dash: [5, 4] }) : cardBack(0, 2, 22),
        text(32, 28, String(count), { size: 26, bold: true, fill: PALETTE.text }),
        text(40 + textWidth(String(count), 26, true), 28, label, { size: MIN_REGULAR_TEXT, fill: PALETTE.muted }),
      ],
      { mark: { pile: name, count } },
    );
    x += widths[i]! + 18;
    return node;
  });
}

/** How a fight stands, in words after its round. */
const FIGHT_OUTCOME: Record<NonNullable<SagaView['fight']>['outcome'], string> = {
  on: '',
  won: ': the opponent is beaten',
  lost: ': everyone is out, the opponent wins',
  ended: ': ended early',
};

function describe(view: SagaView, contest: SagaContestView | null, names: Map<string, string>): string {
  const sum = (start: number, entries: SagaSideView['mine']) =>
    [String(start), ...entries.map((e) => `${cardName(e.card)} ${e.value}`)].join(' + ');
  return altText([
    `Saga for Risus table: ${view.players.length} character${view.players.length === 1 ? '' : 's'}.`,
    ...view.players.map(
      (p) =>
        `${p.name} (${p.member}): ${p.holding} of ${p.handSize} cards in hand, edge ` +
        `${p.edge}${p.fight === 'out' ? ', out of the fight' : p.fight === 'in' ? ', in the fight' : ''}.`,
    ),
    contest
      ? `${KIND[contest.kind]}${contest.opponent ? ` against ${contest.opponent}` : ''}` +
        `${contest.round === null ? '' : `, round ${contest.round}`} ` +
        `(${contest.status}), ` +
        `${contest.style}, ${contest.trump ? `${suitName(contest.trump)} trumps` : 'no trumps'}: ` +
        `to meet or beat ${contest.base === null ? 'a hidden target' : `${sum(contest.base, contest.theirs)} = ${contest.target}`}; ` +
        contest.sides
          .map((side) => `${names.get(side.player) ?? 'someone'} ${sum(side.rating, side.mine)} = ${side.total}, ${standing(side).label}`)
          .join('; ') +
        '.'
      : 'Nothing is open.',
    view.fight
      ? `Fight with ${view.fight.opponent.name}, rank ${view.fight.opponent.rank ?? 'hidden'}, ` +
        `round ${view.fight.round}${FIGHT_OUTCOME[view.fight.outcome]}.`
      : '',
    `Draw pile ${view.draw}, discard ${view.discard}, GM payback ${view.payback.count}.`,
  ]);
}

/** The picture of a Saga table, as everyone at it sees it. */
export function picture(view: SagaView): Scene {
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  const seats = new Map(view.players.map((p, i) => [p.id, i + 1]));
  const contest = view.contest ?? view.last;
  const acting = new Set(view.waitingFor);
  const nodes: SceneNode[] = [];
  let y = 20;
  for (const [i, player] of view.players.slice(0, SAGA_PLAYERS_DRAWN).entries()) {
    const row = playerRow(player, i + 1, y, acting.has(player.id));
    nodes.push(row.node);
    y += row.height + ROW_GAP;
  }
  if (view.players.length > SAGA_PLAYERS_DRAWN) {
    nodes.push(
      text(20, y + 24, `and ${view.players.length - SAGA_PLAYERS_DRAWN} more`, { size: MIN_TEXT, bold: true, fill: PALETTE.muted }),
    );
    y += 40;
  }
  if (view.players.length === 0) nodes.push(text(20, 60, 'Nobody has joined yet', { size: 26, bold: true, fill: PALETTE.muted }));
  const panel = contest
    ? contestPanel(view, contest, seats, names)
    : {
        nodes: [
          text(PANEL_X + PANEL_W / 2, 110, 'Nothing is open', { size: 28, bold: true, fill: PALETTE.muted, align: 'center' }),
          ...(view.fight ? [fightOver(view.fight, 170)] : []),
        ],
        bottom: 140 + (view.fight ? FIGHT_OVER_H : 0),
      };
  const height = Math.min(MOST_HEIGHT, Math.max(LEAST_HEIGHT, y + 2, panel.bottom + 14 + PILES_H));
  const mark: Mark = contest ? { contest: contest.kind, status: contest.status } : { contest: 'none' };
  return {
    width: WIDTH,
    height,
    nodes: [
      table(WIDTH, height),
      tray(PANEL_X, 20, PANEL_W, height - PILES_H - 20, mark),
      ...nodes,
      ...panel.nodes,
      ...piles(view, height - 46),
    ],
    alt: describe(view, contest, names),
  };
}
