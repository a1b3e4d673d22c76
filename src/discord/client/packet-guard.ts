/**
 * A guard in front of discord.js for INTERACTION_CREATE packets. discord.js builds its interaction
 * objects without checking the payload, so a malformed packet would throw inside its gateway handler
 * and end the process. The guard checks the fields discord.js relies on; a packet that fails is
 * renamed so discord.js skips it, and answered with a private notice when it carries an id and token.
 */
import { type Client, Events, GatewayDispatchEvents, InteractionResponseType, MessageFlags, Routes } from 'discord.js';
import { z } from 'zod';
import type { Logger } from '../../log.js';

const id = z.string().regex(/^\d{1,20}$/);
const user = z.looseObject({ id });
const base = z.looseObject({
  id,
  application_id: id,
  token: z.string().min(1),
  user: user.optional(),
  member: z.looseObject({ user }).optional(),
});
const commandData = z.looseObject({
  id,
  name: z.string(),
  type: z.number().int(),
  options: z.array(z.looseObject({ name: z.string(), type: z.number() })).optional(),
});

/** The interaction types the bot takes, with the data discord.js reads for each. */
const interactionSchema = z.discriminatedUnion('type', [
  base.extend({ type: z.literal(2), data: commandData }),
  base.extend({
    type: z.literal(3),
    data: z.looseObject({ custom_id: z.string(), component_type: z.number().int(), values: z.array(z.string()).optional() }),
    message: z.looseObject({ id, channel_id: id }),
  }),
  base.extend({ type: z.literal(4), data: commandData }),
  base.extend({ type: z.literal(5), data: z.looseObject({ custom_id: z.string(), components: z.array(z.unknown()) }) }),
]);

/** Name given to a packet discord.js must not handle. */
const DROPPED = 'INTERACTION_CREATE_DROPPED';

/** True when an INTERACTION_CREATE payload has what discord.js needs to build the interaction. */
export function isWellFormedInteraction(payload: unknown): boolean {
  const parsed = interactionSchema.safeParse(payload);
  return parsed.success && (parsed.data.user !== undefined || parsed.data.member !== undefined);
}

/** Installs the guard on a client, before it logs in. */
export function guardInteractionPackets(client: Client, log: Logger): void {
  client.on(Events.Raw, (packet: { t?: string; d?: unknown }) => {
    if (packet.t !== GatewayDispatchEvents.InteractionCreate || isWellFormedInteraction(packet.d)) return;
    packet.t = DROPPED;
    const { id: interactionId, token } = z
      .looseObject({ id, token: z.string().min(1) })
      .catch({ id: '', token: '' })
      .parse(packet.d);
    log.warn(`dropped a malformed interaction${interactionId ? ` ${interactionId}` : ''}`);
    if (!interactionId) return;
    const body = {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: {
        content: "I couldn't read that interaction, so nothing was done. Please try again.",
        flags: MessageFlags.Ephemeral,
        allowed_mentions: { parse: [] },
      },
    };
    client.rest.post(Routes.interactionCallback(interactionId, token), { body, auth: false }).catch((error: unknown) => {
      log.warn(`could not answer the malformed interaction ${interactionId}: ${String(error)}`);
    });
  });
}
