/**
 * How the bot's REST client sends a message with files (a board with its picture): the multipart body
 * written into one buffer, with its length, instead of the form that undici streams part by part
 * through web streams, several turns of the event loop a request. Every other request goes out as
 * @discordjs/rest sends it. The body is what undici would write for the same form (RFC 7578, with the
 * WHATWG escaping of names and line breaks), so Discord reads the same fields.
 */
import { randomBytes } from 'node:crypto';
import { DefaultRestOptions, type RESTOptions } from 'discord.js';

type MakeRequest = RESTOptions['makeRequest'];
type RequestInit = Parameters<MakeRequest>[1];

const CRLF = '\r\n';

/** A field or file name as a multipart header quotes it: line breaks and quotes escaped (WHATWG). */
function quoted(name: string): string {
  return name.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
}

/** A text field's value with every line break as CRLF, as a form is sent. */
function crlf(value: string): string {
  return value.replace(/\r\n|\r|\n/g, CRLF);
}

/** The multipart/form-data body of a form and its content type. */
export async function multipartBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const fields: { head: string; data: Buffer }[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      fields.push({ head: `Content-Disposition: form-data; name="${quoted(name)}"${CRLF}${CRLF}`, data: Buffer.from(crlf(value)) });
    } else {
      const type = value.type || 'application/octet-stream';
      const head =
        `Content-Disposition: form-data; name="${quoted(name)}"; ` +
        `filename="${quoted(value.name)}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`;
      fields.push({ head, data: Buffer.from(await value.arrayBuffer()) });
    }
  }
  // 96 random bits, as undici's own boundary: no part of a body holds it but by a chance of 2^-96.
  const boundary = `----TabletopGm${randomBytes(12).toString('hex')}`;
  const chunks = fields.flatMap(({ head, data }) => [Buffer.from(`--${boundary}${CRLF}${head}`), data, Buffer.from(CRLF)]);
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** @discordjs/rest's request, with a form body sent as one buffer (see the module comment). */
export function bufferedMultipart(send: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
  return async (url, init: RequestInit) => {
    if (!(init.body instanceof FormData)) return send(url, init);
    const { body, contentType } = await multipartBody(init.body);
    const headers = { ...(init.headers as Record<string, string> | undefined), 'Content-Type': contentType };
    return send(url, { ...init, headers, body });
  };
}
