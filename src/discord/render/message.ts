/** The message payloads renderers produce: plain Discord API JSON, so they can be checked and stored. */
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';

/** A board or answer: embeds and rows of components. */
export interface MessagePayload {
  content?: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
}

/** Discord's limits that a message must respect. */
export const LIMITS = {
  actionRows: 5,
  buttonsPerRow: 5,
  selectOptions: 25,
  buttonLabel: 80,
  embedTotal: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
} as const;

/** Embed colours, one per mood of a board. */
export const COLORS = {
  neutral: 0x5865f2,
  good: 0x3ba55d,
  warning: 0xfaa61a,
  danger: 0xed4245,
  muted: 0x4f545c,
} as const;
