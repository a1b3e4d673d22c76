/**
 * The best possible score of a Scoundrel deal as players read it: the line under the
 * game-over board's score ("Best possible: 14 · you: −23"), and the best line itself, shown privately
 * room by room: each room's cards as it was turned, what was done there in order, and the health it
 * left, ending with the score.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import { cardLabel } from '../../engine/cards.js';
import { signed } from '../../engine/words.js';
import { type LineRoom, type LineStep, playLine } from '../../games/scoundrel/line-rooms.js';
import { scoreScoundrel } from '../../games/scoundrel/view.js';
import { type Solution, type SolutionStatus, startOf } from '../../sessions/coach/deal-solutions.js';
import { COLORS, LIMITS } from '../render/message.js';

/** The game-over board's line on the deal's best possible score, beside the player's `score`. */
export function bestScoreLine(status: SolutionStatus, score: number): string {
  if (status.kind === 'working') return 'Best possible: working it out…';
  if (status.kind === 'unavailable') return 'Best possible: not worked out yet (press Best line to try again).';
  const { result } = status.solution;
  if (result.decided) {
    return score >= result.best
      ? `🎯 You found the best possible score (${signed(result.best)}).`
      : `Best possible: ${signed(result.best)} · you: ${signed(score)}`;
  }
  // Undecided: the best line found is a floor (and so is the player's own score); nothing is guessed beyond it.
  return `Best possible: at least ${signed(Math.max(result.lowerBound, score))} (not proven further) · you: ${signed(score)}`;
}

/** One card of a room as the line played it. */
function stepText(step: LineStep): string {
  const card = cardLabel(step.card);
  if (step.how === 'equip') return `equip ${card}`;
  if (step.how === 'wasted') return `${card} wasted (second potion)`;
  if (step.how === 'drink') return step.change > 0 ? `drink ${card} (${signed(step.change, true)})` : `drink ${card} (no effect)`;
  const cost = step.change === 0 ? 'no damage' : signed(step.change);
  return step.how === 'weapon' ? `${card} on ${cardLabel(step.weapon ?? '')} (${cost})` : `${card} barehanded (${cost})`;
}

/** A room of the line: "**3.** 9♠ 8♦ 5♥ J♣ — equip 8♦, 9♠ on 8♦ (−1), drink 5♥ (+3) → ❤ 17". */
export function roomText(room: LineRoom, number: number): string {
  const what = room.avoided ? 'avoided' : room.steps.map(stepText).join(', ');
  const after = room.health > 0 ? `❤ ${room.health}` : `slain (❤ ${signed(room.health)})`;
  return `**${number}.** ${room.cards.map(cardLabel).join(' ')} — ${what} → ${after}`;
}

/** Lines packed into fields of at most 1,024 characters, each named for the rooms it holds. */
function roomFields(lines: readonly string[]): APIEmbedField[] {
  const fields: APIEmbedField[] = [];
  let first = 0;
  let chunk: string[] = [];
  const flush = (last: number) => {
    if (chunk.length === 0) return;
    fields.push({ name: first === last ? `Room ${first + 1}` : `Rooms ${first + 1}–${last + 1}`, value: chunk.join('\n') });
    chunk = [];
  };
  lines.forEach((line, i) => {
    if (chunk.length > 0 && [...chunk, line].join('\n').length > LIMITS.fieldValue) {
      flush(i - 1);
      first = i;
    }
    chunk.push(line);
  });
  flush(lines.length - 1);
  return fields;
}

/** The private answer to "Best line": the deal's best line room by room, ending with its score. `deal` names it ("Seed abc"). */
export function bestLineEmbed(deal: string, solution: Solution): APIEmbed {
  const played = playLine(startOf(solution), solution.result.line);
  if (!played.ok) throw new Error(`a checked solution does not play: ${played.reason}`);
  const end = scoreScoundrel(played.end);
  const { result } = solution;
  const headline = result.decided
    ? `Best possible: **${signed(result.best)}**${result.won ? ' (the dungeon can be cleared)' : ' (every line dies: this one dies best)'}.`
    : `The search ran out before proving the best. This line scores ` +
      `**${signed(result.lowerBound)}**; no line scores more than **${signed(result.upperBound)}**.`;
  return {
    title: 'Scoundrel · the best line of this deal',
    color: result.decided && result.won ? COLORS.good : COLORS.muted,
    description:
      `${deal} · weapon rule: ${solution.weaponRule}\n${headline}\nRoom by room: the ` +
      `cards as the room was turned, what was done in order, and the health after.`,
    fields: [
      ...roomFields(played.rooms.map((room, i) => roomText(room, i + 1))),
      { name: 'Score', value: `**${signed(end.score ?? 0)}**: ${end.summary ?? ''}` },
    ],
    footer: { text: 'Found by an exact search over every line of legal moves, with the deck known.' },
  };
}
