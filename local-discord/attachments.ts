/**
 * Files the bot uploads with its messages, as Discord keeps them: a message body sent as
 * multipart/form-data carries `payload_json` and `files[n]` parts; its `attachments` list names each new
 * file by its part's index (`id: n`) and each attachment to keep by its id. On an edit, attachments not
 * listed are removed; a body without `attachments` keeps the old ones and adds the files. An embed shows
 * an uploaded file as `attachment://<filename>`, which Discord turns into the file's URL; a reference to
 * a file the message does not have is an error here, so a picture that would not show fails the tests.
 */
import type { APIEmbed } from 'discord.js';
import { snowflake } from './snowflake.js';
import type { SchemaError } from './spec-validator.js';
import { isJsonObject, type JsonObject } from './types.js';

/** Discord's attachment size limit without boosts (10 MiB), sent as `attachment_size_limit`. */
const ATTACHMENT_SIZE_LIMIT = 10_485_760;

/** A file part of a multipart body. */
export interface UploadedFile {
  /** The form field, `files[n]`. */
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** An attachment of a stored message. */
export interface StoredAttachment {
  id: string;
  filename: string;
  description: string | undefined;
  contentType: string;
  size: number;
  /** Where the local Discord serves the file. */
  url: string;
}

/** What a create or edit body does to a message's attachments: the new list, or why the body is refused. */
export type AttachmentPlan = { attachments: StoredAttachment[]; files: Map<string, Buffer> } | { errors: SchemaError[] };

/** The `attachment://` names the embeds refer to (image, thumbnail, author and footer icons). */
function attachmentReferences(embeds: readonly APIEmbed[]): string[] {
  const urls = embeds.flatMap((embed) => [embed.image?.url, embed.thumbnail?.url, embed.author?.icon_url, embed.footer?.icon_url]);
  return urls
    .filter((url): url is string => typeof url === 'string' && url.startsWith('attachment://'))
    .map((url) => url.slice('attachment://'.length));
}

/** The embeds as Discord returns them: every `attachment://` reference replaced by the file's URL. */
export function resolveAttachmentUrls(embeds: readonly APIEmbed[], attachments: readonly StoredAttachment[]): APIEmbed[] {
  const url = (ref: string | undefined) => {
    if (!ref?.startsWith('attachment://')) return ref;
    return attachments.find((a) => a.filename === ref.slice('attachment://'.length))?.url ?? ref;
  };
  return embeds.map((embed) => ({
    ...embed,
    ...(embed.image ? { image: { ...embed.image, url: url(embed.image.url) ?? embed.image.url, proxy_url: url(embed.image.url) } } : {}),
    ...(embed.thumbnail ? { thumbnail: { ...embed.thumbnail, url: url(embed.thumbnail.url) ?? embed.thumbnail.url } } : {}),
  }));
}

/**
 * The attachments a message has after `body` (its `attachments` list and the uploaded `files`), from
 * `existing` (undefined when the message is new), with the bytes of the new ones; `prefix` locates
 * the body in the request for error paths; `baseUrl` is where files are served.
 */
export function planAttachments(
  existing: readonly StoredAttachment[] | undefined,
  body: JsonObject,
  files: readonly UploadedFile[],
  prefix: string,
  baseUrl: string,
): AttachmentPlan {
  const errors: SchemaError[] = [];
  const byIndex = new Map(files.map((file) => [Number(/^files\[(\d+)\]$/.exec(file.field)?.[1] ?? NaN), file]));
  for (const file of files) {
    if (file.data.length > ATTACHMENT_SIZE_LIMIT)
      errors.push({
        instancePath: `${prefix}/attachments`,
        message: `${file.filename} is ${file.data.length} bytes, over the ${ATTACHMENT_SIZE_LIMIT}-byte limit`,
      });
  }
  const fresh = (file: UploadedFile, listed?: JsonObject): StoredAttachment => {
    const id = snowflake();
    const filename = typeof listed?.filename === 'string' ? listed.filename : file.filename;
    const description = typeof listed?.description === 'string' ? listed.description : undefined;
    return {
      id,
      filename,
      description,
      contentType: file.contentType,
      size: file.data.length,
      url: `${baseUrl}/attachments/${id}/${encodeURIComponent(filename)}`,
    };
  };
  const bytes = new Map<string, Buffer>();
  let attachments: StoredAttachment[];
  if (Array.isArray(body.attachments)) {
    attachments = [];
    for (const [i, item] of body.attachments.entries()) {
      if (!isJsonObject(item)) continue;
      const file = byIndex.get(Number(item.id));
      const kept = existing?.find((a) => a.id === String(item.id));
      if (file && !kept) {
        const attachment = fresh(file, item);
        bytes.set(attachment.id, file.data);
        attachments.push(attachment);
      } else if (kept) {
        attachments.push(kept);
      } else {
        errors.push({
          instancePath: `${prefix}/attachments/${i}/id`,
          message: `${String(item.id)} is neither an uploaded file (files[n]) nor an attachment of the message`,
        });
      }
    }
  } else {
    const added = files.map((file) => {
      const attachment = fresh(file);
      bytes.set(attachment.id, file.data);
      return attachment;
    });
    attachments = [...(existing ?? []), ...added];
  }
  if (attachments.length > 10)
    errors.push({ instancePath: `${prefix}/attachments`, message: `at most 10 attachments, not ${attachments.length}` });
  return errors.length > 0 ? { errors } : { attachments, files: bytes };
}

/** References to files the message would not have: each an error at the embed that makes it. */
export function danglingReferences(embeds: readonly APIEmbed[], attachments: readonly StoredAttachment[], prefix: string): SchemaError[] {
  const names = new Set(attachments.map((a) => a.filename));
  return attachmentReferences(embeds)
    .filter((name) => !names.has(name))
    .map((name) => ({
      instancePath: `${prefix}/embeds`,
      message: `refers to attachment://${name}, which the message does not have (its files: ${[...names].join(', ') || 'none'})`,
    }));
}
