/** Where the session a click names is kept: the clicker's own private run in the channel, or the channel's game. */
import type { Place } from '../../sessions/session.js';
import type { Click } from './action.js';

/** The place of the session a click's custom id names: the clicker's private run there when it is that session, else the channel's. */
export function placeOfClick({ interaction, ctx, id }: Pick<Click, 'interaction' | 'ctx' | 'id'>): Promise<Place> {
  return ctx.sessions.locate(interaction.channelId, interaction.user.id, id.sessionId);
}
