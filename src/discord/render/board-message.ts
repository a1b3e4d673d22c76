/**
 * A board as it is sent: the embed and its buttons, with the table's picture attached and
 * shown as the first embed's image (`attachment://<name>`), its alt text as the attachment's
 * description. Every send lists the message's attachments, so an edit replaces the old picture
 * instead of piling pictures up, and a board drawn without a picture drops the old one.
 */
import type { RawFile } from 'discord.js';
import type { BoardPicture } from '../pictures/board-picture.js';
import { NO_PINGS } from '../respond.js';
import type { MessagePayload } from './message.js';

/** A board with its picture, or null when pictures are off (or it could not be drawn). */
export interface DrawnBoard extends MessagePayload {
  picture: BoardPicture | null;
  /** Settles when something the board says is still being worked out is ready, and the board should be drawn again. */
  redrawWhen?: Promise<unknown> | null;
}

/** The board with its picture as the first embed's image. */
export function withPicture(payload: MessagePayload, picture: BoardPicture | null): DrawnBoard {
  if (!picture) return { ...payload, picture: null };
  const [first, ...rest] = payload.embeds;
  const embeds = first ? [{ ...first, image: { url: `attachment://${picture.name}` } }, ...rest] : payload.embeds;
  return { ...payload, embeds, picture };
}

/** The options of a reply, an update or a follow-up that sends the board (discord.js). */
export function boardReply(board: DrawnBoard) {
  const { picture, redrawWhen: _later, ...payload } = board;
  return {
    ...payload,
    files: picture ? [{ attachment: picture.file, name: picture.name, description: picture.alt }] : [],
    attachments: [],
    allowedMentions: NO_PINGS,
  };
}

/** The body and files of a REST edit that sends the board (a channel message, or a message of an interaction). */
export function boardEdit(board: DrawnBoard | Partial<MessagePayload>): { body: Record<string, unknown>; files?: RawFile[] } {
  if (!('picture' in board)) return { body: { ...board, allowed_mentions: NO_PINGS } };
  const { picture, redrawWhen: _later, ...payload } = board;
  const attachments = picture ? [{ id: '0', filename: picture.name, description: picture.alt }] : [];
  return {
    body: { ...payload, attachments, allowed_mentions: NO_PINGS },
    ...(picture ? { files: [{ name: picture.name, data: picture.file, contentType: picture.contentType }] } : {}),
  };
}
