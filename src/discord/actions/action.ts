/** What a row of the action table (table.ts) says of a button, and what its handler is given. */
import type { BotContext } from '../context.js';
import type { ComponentInteraction } from './component-interaction.js';
import type { ComponentId } from './custom-id.js';
import type { Origin } from './origin.js';

/** A click, decoded: the interaction, the services, and the custom id it sent. */
export interface Click {
  interaction: ComponentInteraction;
  ctx: BotContext;
  id: ComponentId;
}

/**
 * Who may press a button. The handler checks it against what the store holds and says why not:
 * - `anyone`: any member who sees the message;
 * - `owner`: the run's own player;
 * - `players`: whoever the game's own rules let make that move (a solo run's player, a table's members, its GM);
 * - `entrants`: a race's entrants;
 * - `opener`: the member who opened the race;
 * - `challenged`: the member a challenge names (the opener may also withdraw it);
 * - `recipient`: the member a private message was sent to (Discord shows it to nobody else);
 * - `enders`: whoever may end the channel's game: its owner, a table's GM, a moderator.
 */
type Who = 'anyone' | 'owner' | 'players' | 'entrants' | 'opener' | 'challenged' | 'recipient' | 'enders';

/**
 * What answering a click may change:
 * - `board`: the live board it came from, redrawn;
 * - `private`: the clicker's own private message it came from;
 * - `new`: a new message (a board posted, a replay), the board it replaces losing its buttons.
 * An action with none answers privately and changes no message.
 */
type Edit = 'board' | 'private' | 'new';

/** One kind of button: what it does, who may press it, which message it may come from, what it may change, and its handler. */
export interface ActionRow {
  does: string;
  who: Who;
  from: Origin;
  edits: readonly Edit[];
  handle(click: Click): Promise<void>;
}
