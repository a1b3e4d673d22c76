/** How a game appears in Discord: its board renderer and `/rules` summary (docs/design.md, Discord layer). */
import type { APIEmbed, Client } from 'discord.js';
import type { AnyGame, GameEvent } from '../engine/game.js';
import type { Session } from '../sessions/session.js';
import type { ActionRow } from './actions/action.js';
import type { ComponentInteraction } from './actions/component-interaction.js';
import { type ComponentId, type EncodableAction, encodeAction, encodeComponentId, type Move } from './actions/custom-id.js';
import type { BotContext } from './context.js';
import type { MessagePayload } from './render/message.js';

/** What a move tells the channel beyond its board: what it settled, and who must act now. */
export interface Announcement {
  /**
   * The members who must act now and were not told yet: the board is posted anew as the bot's newest
   * message, pinging exactly them (the board's own text names them); empty: the board is edited in place.
   */
  pings: string[];
  /** What the move settled (a resolved check), told to everyone in a message of its own that stays, before the board. */
  record: APIEmbed | null;
}

/** A move of a hosted run (`GameUi.hostedMove`): the click, its custom id and move, whether it was confirmed, and the host's session. */
export interface HostedMove<State> {
  interaction: ComponentInteraction;
  ctx: BotContext;
  id: ComponentId;
  action: Move;
  sure: boolean;
  host: Session<State>;
}

/** How a board is drawn: with a picture of the table beside its text, or text only. */
export interface BoardOptions {
  pictures: boolean;
}

/**
 * A game's Discord face, over the game's own `State`: the catalog pairs each board with its game's rules,
 * whose schema checked the state of every session it is given.
 */
export interface GameUi<State = unknown> {
  /** One line for `/help`. */
  blurb: string;
  /**
   * The options of the game's daily deal when a button can start it without asking the player anything
   * (the daily post's buttons); absent when the player must choose first (a character).
   */
  dailyOptions?: unknown;
  /**
   * The public board of a session, with components for exactly the legal actions. With `pictures`, a
   * picture of the table goes with it: the text may leave out what the picture shows, as long as the
   * picture's alt text says it.
   */
  board(session: Session<State>, options?: BoardOptions): MessagePayload;
  /**
   * The `/rules` summary, as the bot plays the game. `options` are those of the channel's game when
   * it is this game (unchecked: a stored value), and the summary then follows them.
   */
  summary(options?: unknown): APIEmbed;
  /**
   * The picture of the board when another game's picture draws it (a Risus Royale duel, by Risus
   * Royale's, from the player to act): that game's id and the view it is drawn from; null for no
   * picture. Without it, the game's own picture draws the game's view.
   */
  picture?(state: State): { game: string; view: unknown } | null;
  /**
   * Answers a move of another game when this one is the channel's game and hosts runs of other games on its members' private boards
   * (a race: the entrant's own stored run decides). Games that host none leave it out.
   */
  hostedMove?(move: HostedMove<State>): Promise<void>;
  /**
   * What one member sees privately (a hand, secret cards) with its own controls, or a notice string
   * when they have nothing private here. Games without private views leave it out.
   */
  privateView?(session: Session<State>, viewerId: string): MessagePayload | string;
  /**
   * What the channel is told after a move from `before` to `after` (null when the game has just
   * started): the members newly to act, pinged on the board posted anew, and a public record of what
   * the move settled; null when there is neither. Games without turns leave it out.
   */
  announce?(before: State | null, after: State, events: GameEvent[]): Announcement | null;
  /**
   * How far a run is, in the game's own terms and without a card ("5 rooms left · 14 ❤"): what a race's
   * public standings show of an entrant still playing. Games without solo runs leave it out.
   */
  standing?(state: State): string;
  /**
   * A question to put privately to `actor` before `action` is made (a GM resolving while a player may
   * still play), with the move its "yes" button makes (marked `sure`, so it is not asked again); null
   * to make the move at once.
   */
  ask?(state: State, action: Record<string, unknown>, actor: string): Question | null;
  /**
   * The board's own buttons beyond its moves, by their type: rows of the action table (actions/table.ts)
   * that only this game's custom ids find, before the buttons every board shares (a duel's Rematch, a
   * race board's Join or Best line). Games without buttons of their own leave it out.
   */
  actions?: Readonly<Record<string, ActionRow>>;
  /**
   * True when every button of the board is one of its own `actions` (a race's: its entrants move on their
   * private boards, never on it): a custom id of any other type is refused, never taken for a shared button or a move.
   */
  ownActionsOnly?: boolean;
  /**
   * Registers the timed work the game handles with the bot's scheduled work (a duel challenge's expiry, a
   * race's deadline); called once for each game and mode, after the client is up. Games without any leave it out.
   */
  schedule?(client: Client, ctx: BotContext): void;
}

/** A question asked before a move: its text (names escaped) and the move a "yes" makes. */
export interface Question {
  text: string;
  yes: { label: string; action: EncodableAction };
  no: string;
}

/**
 * What draws a state of `game` as its board's picture: the game whose picture draws it and the view it is drawn
 * from (the board's own `picture`, else the game's public view), or null for a state drawn with no picture.
 */
export function drawnAs(game: AnyGame, ui: GameUi, state: unknown): { game: string; view: unknown } | null {
  return ui.picture ? ui.picture(state) : { game: game.id, view: game.view(state) };
}

/** The custom id of a component that sends `action` to this session at its current version. */
export function actionId(session: Session, action: EncodableAction): string {
  return encodeComponentId({ game: session.game, sessionId: session.id, version: session.version, action });
}

/** The custom id of a button that opens the clicking member's private view. */
export function privateViewId(session: Session): string {
  return actionId(session, { type: 'view' });
}

/**
 * The custom id of a select menu of this session: each of its options carries a whole action as
 * its value (`optionValue`), so the id only names the menu.
 */
export function menuId(session: Session, menu: string): string {
  return actionId(session, { type: 'menu', menu });
}

/** The value of a select-menu option that sends `action` (at most 100 characters). */
export function optionValue(action: EncodableAction): string {
  const value = encodeAction(action);
  if (value.length > 100) throw new Error(`Select option value over 100 characters: ${value}`);
  return value;
}

/** The custom id of a multi-select menu whose chosen values become the array `field` of an `action`. */
export function multiMenuId(session: Session, action: string, field: string): string {
  return actionId(session, { type: 'pick', action, field });
}
