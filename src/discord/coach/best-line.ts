/**
 * The best possible score of a deal as players read it, for any game with a solver (engine/coach.ts): the
 * line under the game-over board's score ("Best possible: 14 · you: −23"), and the best line itself, shown
 * privately step by step as the game's coach tells it (a room of Scoundrel's: its cards as it was turned, what
 * was done there in order, and the health it left), ending with the score.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { CoachedGame, CoachTerms } from '../../engine/coach.js';
import { playSolution, type Solution, type SolutionStatus } from '../../sessions/coach/deal-solutions.js';
import { COLORS, LIMITS } from '../render/message.js';

/** The game-over board's line on the deal's best possible score, beside the player's `score`, in the game's `terms`. */
export function bestScoreLine(status: SolutionStatus, score: number, terms: Pick<CoachTerms, 'score'>): string {
  if (status.kind === 'working') return 'Best possible: working it out…';
  if (status.kind === 'unavailable') return 'Best possible: not worked out yet (press Best line to try again).';
  const { result } = status.solution;
  if (result.decided) {
    return score >= result.best
      ? `🎯 You found the best possible score (${terms.score(result.best)}).`
      : `Best possible: ${terms.score(result.best)} · you: ${terms.score(score)}`;
  }
  // Undecided: the best line found is a floor (and so is the player's own score); nothing is guessed beyond it.
  return `Best possible: at least ${terms.score(Math.max(result.lowerBound, score))} (not proven further) · you: ${terms.score(score)}`;
}

/** Steps numbered ("**3.** …") and packed into fields of at most 1,024 characters, each named for the steps it holds ("Rooms 1–5"). */
function stepFields(steps: readonly string[], terms: Pick<CoachTerms, 'step' | 'steps'>, most: number): APIEmbedField[] {
  const fields: APIEmbedField[] = [];
  let first = 0;
  let chunk: string[] = [];
  let length = 0;
  const flush = (last: number) => {
    if (chunk.length === 0) return;
    fields.push({
      name: first === last ? `${terms.step} ${first + 1}` : `${terms.steps} ${first + 1}–${last + 1}`,
      value: chunk.join('\n'),
    });
    length += fields.at(-1)!.name.length + fields.at(-1)!.value.length;
    chunk = [];
  };
  for (const [i, step] of steps.entries()) {
    const line = `**${i + 1}.** ${step}`;
    if (chunk.length > 0 && [...chunk, line].join('\n').length > LIMITS.fieldValue) {
      flush(i - 1);
      first = i;
    }
    // A line too long for the embed's whole (a very long game) ends the list with what is left.
    if (length + [...chunk, line].join('\n').length + 40 > most || fields.length >= LIMITS.embedFields - 2) {
      chunk.push(`… and ${steps.length - i} more`);
      flush(i - 1);
      return fields;
    }
    chunk.push(line);
  }
  flush(steps.length - 1);
  return fields;
}

/** The private answer to "Best line": the deal's best line step by step, ending with its score. `deal` names it ("Seed abc"). */
export function bestLineEmbed(deal: string, solution: Solution, found: CoachedGame): APIEmbed {
  const { coach, rules } = found;
  const played = playSolution(found, solution);
  const steps = coach.lineSteps(rules.setup(coach.initOf(solution.seed, solution.rules, solution.deck)), solution.result.line);
  if (!played.ok || !steps.ok)
    throw new Error(`a checked solution does not play: ${played.ok ? (steps.ok ? '' : steps.reason) : played.reason}`);
  const end = rules.result(played.state);
  const { result } = solution;
  const { terms } = coach;
  const headline = result.decided
    ? `Best possible: **${terms.score(result.best)}** (${result.won ? terms.canWin : terms.cannotWin}).`
    : `The search ran out before proving the best. This line scores ` +
      `**${terms.score(result.lowerBound)}**; no line scores more than **${terms.score(result.upperBound)}**.`;
  const description = `${deal} · ${coach.rulesLabel(solution.rules)}\n${headline}\n${terms.lineHow}`;
  const scoreField = { name: 'Score', value: `**${terms.score(end.score ?? 0)}**: ${end.summary ?? ''}` };
  const footer = { text: 'Found by an exact search over every line of legal moves, with the deck known.' };
  const title = `${rules.title} · the best line of this deal`;
  const room = LIMITS.embedTotal - title.length - description.length - scoreField.value.length - footer.text.length - 20;
  return {
    title,
    color: result.decided && result.won ? COLORS.good : COLORS.muted,
    description,
    fields: [...stepFields(steps.steps, terms, room), scoreField],
    footer,
  };
}
