/**
 * What every game-over board adds after the game's own account of the run: where the run
 * placed on the boards, and the way into the next run: Play again (a new deal with the same options),
 * Replay this deal (unranked), Leaderboard. Unranked runs get an Undo button on every board. A game
 * with a solver (its coach: engine/coach.ts) also says the deal's best possible score under the run's own,
 * with a Best line button; on a row of their own, Watch (the run played back) and, in a game with an
 * advisor, Review. A finished table game that keeps its moves gets Watch beside its own buttons.
 */
import { type APIButtonComponentWithCustomId, type APIEmbedField, ButtonStyle, ComponentType } from 'discord.js';
import type { AchievementDef } from '../../engine/game.js';
import type { Places } from '../../sessions/scores/leaderboard.js';
import type { Session } from '../../sessions/session.js';
import type { EncodableAction } from '../actions/custom-id.js';
import { actionId } from '../game-ui.js';
import { LIMITS, type MessagePayload } from '../render/message.js';
import { truncate } from '../render/text.js';

/** The action type of a daily run's Share button. */
export const SHARE_ACTION = 'share';

/** An achievement the run earned, and whether this run is the first to earn it for its player. */
export interface RunAchievement {
  def: AchievementDef;
  fresh: boolean;
}

/**
 * What the bot knows about a finished run beyond its state: whether it was won, its places on the boards when it was ranked, and what it
 * earned.
 */
export interface RunEnd {
  /** A won run's places carry a medal; a lost run's are only stated. */
  won: boolean;
  places: Places | null;
  achievements: RunAchievement[];
  /** The deal's best possible score, in a game the bot solves: the line under the score, and what the Best line button sends. */
  best?: { line: string; action: EncodableAction } | null;
  /** True in a game with an advisor: the run can be reviewed move by move (a Review button). */
  review?: boolean;
}

/** The action type of a finished run's Review button (a game with an advisor). */
const REVIEW_ACTION = 'review';

/** The action type of the Show button of a run finished on a private board (show-click.ts). */
const SHOW_ACTION = 'show';

/** The action type of a finished game's Watch button (watch-click.ts). */
const WATCH_ACTION = 'watch';

/** The lines of what the run earned: new achievements first; an unranked run's are not recorded. */
export function achievementLines(session: Session, earned: readonly RunAchievement[]): string[] {
  if (earned.length === 0) return [];
  // The description's first letter only: the rest may name someone (King Kozmo).
  const name = (a: RunAchievement) =>
    `${a.def.emoji ?? '🏅'} **${a.def.title}** ` +
    `(${a.def.description.charAt(0).toLowerCase()}${a.def.description.slice(1).replace(/\.$/, '')})`;
  if (!session.ranked) return [`Earned, not recorded (an unranked run): ${earned.map(name).join(' · ')}`];
  const fresh = earned.filter((a) => a.fresh);
  const again = earned.filter((a) => !a.fresh);
  return [
    ...(fresh.length > 0 ? [`New achievement${fresh.length === 1 ? '' : 's'}: ${fresh.map(name).join(' · ')}`] : []),
    ...(again.length > 0 ? [`Earned again: ${again.map((a) => `${a.def.emoji ?? '🏅'} ${a.def.title}`).join(' · ')}`] : []),
  ];
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The line that says where the run placed (with a medal when it was won), or why it is on no board. */
export function placesLine(session: Session, places: Places | null, won: boolean): string {
  if (!session.ranked) return 'Unranked (a replayed deal, or options outside the standard game): this run is on no board.';
  if (!places || (places.server === null && places.global === null)) return 'Ranked: it goes on the boards once it is recorded.';
  const ranks = [
    places.server === null ? null : `**${ordinal(places.server)}** on this server`,
    places.daily === null ? null : `**${ordinal(places.daily)}** on today's daily`,
    places.global === null ? null : `**${ordinal(places.global)}** worldwide`,
  ].filter((part): part is string => part !== null);
  const medal = won ? '🏅 ' : '';
  if (!places.best) return `${medal}Your best run is ${ranks.join(' · ')}`;
  return `${medal || 'Placed '}${ranks.join(' · ')}`;
}

function button(
  session: Session,
  label: string,
  action: string | EncodableAction,
  style: ButtonStyle.Primary | ButtonStyle.Secondary,
): APIButtonComponentWithCustomId {
  return { type: ComponentType.Button, style, label, custom_id: actionId(session, typeof action === 'string' ? { type: action } : action) };
}

/** The Watch button of a finished game: its moves played back. */
function watchButton(session: Session): APIButtonComponentWithCustomId {
  return button(session, '▶️ Watch', WATCH_ACTION, ButtonStyle.Secondary);
}

/** Adds a row of buttons when the message has room for one; otherwise leaves it as it is. */
function withRow(payload: MessagePayload, buttons: APIButtonComponentWithCustomId[]): MessagePayload {
  if (payload.components.length >= LIMITS.actionRows) return payload;
  return { ...payload, components: [...payload.components, { type: ComponentType.ActionRow, components: buttons }] };
}

/** The game-over board with the run's places, the deal's best possible score, and the buttons into the next run. */
export function withRunEnd(payload: MessagePayload, session: Session, end: RunEnd): MessagePayload {
  const field: APIEmbedField = {
    name: 'This run',
    value: truncate(
      [placesLine(session, end.places, end.won), ...achievementLines(session, end.achievements)].join('\n'),
      LIMITS.fieldValue,
    ),
  };
  const [first, ...rest] = payload.embeds;
  const described =
    first && end.best
      ? { ...first, description: truncate(`${first.description ?? ''}\n${end.best.line}`.trim(), LIMITS.embedDescription) }
      : first;
  const embeds = !described
    ? payload.embeds
    : (described.fields?.length ?? 0) < LIMITS.embedFields
      ? [{ ...described, fields: [...(described.fields ?? []), field] }, ...rest]
      : [described, ...rest];
  const withButtons = withRow({ ...payload, embeds }, [
    button(session, 'Play again', 'again', ButtonStyle.Primary),
    button(session, 'Replay this deal (unranked)', 'replay', ButtonStyle.Secondary),
    button(session, 'Leaderboard', 'leaderboard', ButtonStyle.Secondary),
    ...(end.best ? [button(session, 'Best line', end.best.action, ButtonStyle.Secondary)] : []),
    ...(session.daily ? [button(session, 'Share', SHARE_ACTION, ButtonStyle.Secondary)] : []),
  ]);
  return withRow(withButtons, [
    ...(end.review ? [button(session, '🔎 Review', REVIEW_ACTION, ButtonStyle.Secondary)] : []),
    watchButton(session),
    ...(session.privateTo === null ? [] : [button(session, '📣 Show', SHOW_ACTION, ButtonStyle.Secondary)]),
  ]);
}

/** Adds a button to the last row of buttons when it has room, else in a row of its own. */
function withButton(payload: MessagePayload, added: APIButtonComponentWithCustomId): MessagePayload {
  const last = payload.components.at(-1);
  const fits = last && last.components.length < LIMITS.buttonsPerRow && last.components.every((c) => c.type === ComponentType.Button);
  if (!last || !fits) return withRow(payload, [added]);
  return { ...payload, components: [...payload.components.slice(0, -1), { ...last, components: [...last.components, added] }] };
}

/** A finished table game's board with Watch, beside its own buttons (a solo run's has it among its run's end). */
export function withWatch(payload: MessagePayload, session: Session): MessagePayload {
  return withButton(payload, watchButton(session));
}

/** A board of an unranked run with a button that takes the last move back. */
export function withUndo(payload: MessagePayload, session: Session): MessagePayload {
  return withButton(payload, button(session, '↩ Undo last move', 'undo', ButtonStyle.Secondary));
}

/** A board of an unranked run of a game with an advisor, with a button that asks it privately for a hint. */
export function withHint(payload: MessagePayload, session: Session): MessagePayload {
  return withButton(payload, button(session, '💡 Hint', 'hint', ButtonStyle.Secondary));
}
