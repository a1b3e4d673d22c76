/**
 * Saga's words in Discord, shared by the table, the private panels and the public records: the
 * member behind each character (`<@id>`: a mention renders in embed text and pings nobody there),
 * both sums of a contest card by card, and who acts next. Names are escaped here.
 */
import { type Suit, suitSymbol } from '../../../engine/cards.js';
import { sumTerms } from '../../../games/saga/cards.js';
import type { SagaContestView, SagaSideView, SagaView } from '../../../games/saga/index.js';
import type { Entry } from '../../../games/saga/state.js';
import { userText } from '../../render/text.js';

/** A member as a mention. */
export function mention(id: string): string {
  return `<@${id}>`;
}

/** A character's name, escaped, by member id. */
export function characterOf(view: SagaView, id: string): string {
  const player = view.players.find((p) => p.id === id);
  return player ? userText(player.name, 40) : 'someone who left';
}

/** A character and the member behind them: "**Sir Reginald** (<@id>)". */
function seat(view: SagaView, id: string): string {
  return `**${characterOf(view, id)}** (${mention(id)})`;
}

/** A sum card by card: "4 (Knight) + 9♣ 9 + 8♥ trump flip 8 = **21**". */
function sumText(start: number, label: string, entries: readonly Entry[]): string {
  return `${sumTerms(start, label, entries)} = **${start + entries.reduce((n, e) => n + e.value, 0)}**`;
}

/** What the base of a contest's difficulty is: the target, or the opponent's rank. */
function baseLabel(contest: SagaContestView): string {
  return contest.opponent === null ? 'target' : `${userText(contest.opponent, 40)}'s rank`;
}

/**
 * The difficulty line: "To meet or beat: 4 (Ninja's rank) + 8♥ flip 8 = **12**", or the target hidden (shown to the GM, marked
 * secret).
 */
function targetLine(contest: SagaContestView): string {
  if (contest.base === null) return 'To meet or beat: 🔒 target hidden until the GM resolves';
  const secret = contest.hidden ? ' · 🔒 hidden from the players' : '';
  return `To meet or beat: ${sumText(contest.base, baseLabel(contest), contest.theirs)}${secret}`;
}

/** The style and its trump suit: "physical (♣ trump)". */
function styleText(contest: Pick<SagaContestView, 'style' | 'trump'>): string {
  return `${contest.style} (${contest.trump ? `${suitSymbol(contest.trump as Suit)} trump` : 'no trump'})`;
}

/** A contest's name without mentions (for field names and titles): "Check · Sir Reginald", "Round 2 vs Ninja". */
export function contestName(view: SagaView, contest: SagaContestView): string {
  const first = contest.sides[0] ? characterOf(view, contest.sides[0].player) : 'nobody';
  if (contest.kind === 'check') return `🎯 Check · ${first}`;
  if (contest.kind === 'conflict') return `🤺 Conflict · ${first} vs ${userText(contest.opponent ?? '', 40)}`;
  return `⚔️ Fight vs ${userText(contest.opponent ?? '', 40)} · round ${contest.round ?? 1}`;
}

const SIDE_STATE: Record<SagaSideView['state'], string> = {
  'to-play': '⏳ to play',
  'may-play': '⏳ may play another card or stop',
  done: 'played',
};

/** One side of a contest: "**Sir Reginald** (<@id>): 4 (Knight) + 9♣ 9 = **13** · played", or its result once resolved. */
function sideLine(view: SagaView, side: SagaSideView): string {
  const state = side.result === 'success' ? '✅ meets it' : side.result === 'failure' ? '❌ falls short' : SIDE_STATE[side.state];
  return `${seat(view, side.player)}: ${sumText(side.rating, userText(side.cliche, 40), side.mine)} · ${state}`;
}

/** A whole contest: style, difficulty, and each side. */
export function contestText(view: SagaView, contest: SagaContestView): string {
  return [styleText(contest), targetLine(contest), ...contest.sides.map((side) => sideLine(view, side))].join('\n');
}

/** Who acts next, with mentions: "<@id> plays for **Sir Reginald**", "the GM (<@id>) resolves". */
export function nextLine(view: SagaView): string {
  const gm = `the GM (${mention(view.gm)})`;
  if (!view.contest) return `${gm} calls a check, a conflict or a fight`;
  if (view.gmTurn) return `${gm} resolves`;
  const sides = view.contest.sides.filter((side) => view.waitingFor.includes(side.player));
  return sides
    .map(
      (side) =>
        `${mention(side.player)} ${side.state === 'may-play' ? 'may play another card for' : 'plays for'} ` +
        `**${characterOf(view, side.player)}**${side.state === 'may-play' ? ' or stops' : ''}`,
    )
    .join('; ');
}
