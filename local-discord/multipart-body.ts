/**
 * Reading a multipart/form-data body, as the bot sends a message with files: its text fields
 * (`payload_json`) and its file parts. It follows the multipart/form-data parser that undici's
 * `Response#formData` implements (https://andreubotella.github.io/multipart-form-data/), without
 * its copies: a file's bytes are a view into the body.
 */
import type { UploadedFile } from './attachments.js';

/** A multipart body read: its text fields by name (the first of each), and its files in order. */
export interface MultipartForm {
  fields: Map<string, string>;
  files: UploadedFile[];
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const DISPOSITION = /^form-data; name="([^"\r\n]*)"(?:; filename\*?="([^"\r\n]*)")?/;

/** The parts of a multipart/form-data body whose Content-Type is `contentType`; throws on a body that is not one. */
export function parseMultipart(body: Buffer, contentType: string): MultipartForm {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new Error('multipart/form-data without a boundary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const partEnd = Buffer.concat([CRLF, delimiter]);
  const form: MultipartForm = { fields: new Map(), files: [] };
  let at = 0;
  while (body[at] === 0x0d && body[at + 1] === 0x0a) at += 2;
  let end = body.length;
  while (body[end - 2] === 0x0d && body[end - 1] === 0x0a) end -= 2;
  for (;;) {
    if (!body.subarray(at, at + delimiter.length).equals(delimiter)) throw new Error(`multipart/form-data: no boundary at byte ${at}`);
    at += delimiter.length;
    if (at === end - 2 && body[at] === 0x2d && body[at + 1] === 0x2d) return form;
    if (!body.subarray(at, at + 2).equals(CRLF)) throw new Error(`multipart/form-data: no line break after the boundary at byte ${at}`);
    at += 2;
    const headersEnd = body.indexOf(HEADERS_END, at - 2);
    if (headersEnd === -1) throw new Error('multipart/form-data: a part without the end of its headers');
    const { name, filename, type } = partHeaders(body.toString('utf8', at, headersEnd));
    const next = body.indexOf(partEnd, headersEnd + 4);
    if (next === -1 || next >= end) throw new Error(`multipart/form-data: part "${name}" does not end with a boundary`);
    const data = body.subarray(headersEnd + 4, next);
    if (filename !== undefined) form.files.push({ field: name, filename, contentType: type ?? 'text/plain', data });
    else if (!form.fields.has(name)) form.fields.set(name, data.toString('utf8'));
    at = next + 2;
  }
}

/** A part's name, file name and content type, from its header lines. */
function partHeaders(text: string): { name: string; filename: string | undefined; type: string | undefined } {
  let disposition: RegExpExecArray | null = null;
  let type: string | undefined;
  for (const line of text === '' ? [] : text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`multipart/form-data: not a header line: ${JSON.stringify(line.slice(0, 80))}`);
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition') {
      disposition = DISPOSITION.exec(value);
      if (!disposition) throw new Error(`multipart/form-data: not a form-data disposition: ${JSON.stringify(value.slice(0, 80))}`);
    } else if (header === 'content-type') type = value.toLowerCase();
  }
  if (!disposition) throw new Error('multipart/form-data: a part without a name');
  const filename = disposition[2];
  return { name: formName(disposition[1]!), filename: filename === undefined ? undefined : formName(filename), type };
}

/** A name as the form encoding escapes it (line breaks and quotes as %0A, %0D and %22), unescaped. */
function formName(escaped: string): string {
  return escaped.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}
