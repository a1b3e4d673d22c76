import { describe, expect, it } from 'vitest';
import { bufferedMultipart, multipartBody } from '../../src/discord/client/multipart-request.js';

/** A multipart body with its boundary replaced by `B`, to compare two bodies made with different boundaries. */
const normalized = (body: Buffer, contentType: string) => body.toString('latin1').replaceAll(contentType.split('boundary=')[1]!, 'B');

/** The body Node's own fetch writes for a form (undici), boundary normalized. */
async function platformBody(form: FormData): Promise<string> {
  const response = new Response(form);
  return normalized(Buffer.from(await response.arrayBuffer()), response.headers.get('content-type') ?? '');
}

/** A board's form as @discordjs/rest makes it: the picture, then the message's JSON. */
function boardForm(): FormData {
  const form = new FormData();
  const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 45, 45, 13, 10, 255]);
  form.append('files[0]', new Blob([picture], { type: 'image/png' }), 'scoundrel-board.png');
  form.append(
    'payload_json',
    JSON.stringify({ embeds: [{ title: 'Scoundrel', description: 'Room\nof four', image: { url: 'attachment://scoundrel-board.png' } }] }),
  );
  return form;
}

describe('Discord: a message with files sent as one buffer', () => {
  it('writes the same bytes as Node’s own form encoding, for a board', async () => {
    const { body, contentType } = await multipartBody(boardForm());
    expect(contentType).toMatch(/^multipart\/form-data; boundary=----TabletopGm[0-9a-f]{24}$/);
    expect(normalized(body, contentType)).toBe(await platformBody(boardForm()));
  });

  it('escapes quotes and line breaks in names, sends text with CRLF line breaks, and types an untyped file', async () => {
    const form = () => {
      const made = new FormData();
      made.append('files[0]', new Blob(['hi']), 'a "quoted"\nname.png');
      made.append('na"me\r\n', 'line 1\nline 2\rline 3\r\n');
      return made;
    };
    const { body, contentType } = await multipartBody(form());
    const text = normalized(body, contentType);
    expect(text).toContain('filename="a %22quoted%22%0Aname.png"\r\nContent-Type: application/octet-stream\r\n');
    expect(text).toContain('name="na%22me%0D%0A"\r\n\r\nline 1\r\nline 2\r\nline 3\r\n\r\n');
    expect(text).toBe(await platformBody(form()));
  });

  it('reads back, with Node’s own form parser, as the fields and bytes that went in', async () => {
    const { body, contentType } = await multipartBody(boardForm());
    const parsed = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const file = parsed.get('files[0]') as File;
    expect([file.name, file.type, [...Buffer.from(await file.arrayBuffer())]]).toEqual([
      'scoundrel-board.png',
      'image/png',
      [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 45, 45, 13, 10, 255],
    ]);
    expect(JSON.parse(parsed.get('payload_json') as string).embeds[0].image.url).toBe('attachment://scoundrel-board.png');
  });

  it('sends a form as one buffer with its type and the request’s other headers, and any other body as it is', async () => {
    const sent: { url: string; init: Parameters<ReturnType<typeof bufferedMultipart>>[1] }[] = [];
    const send = bufferedMultipart(async (url, init) => {
      sent.push({ url, init });
      return new Response('{}', { status: 200 });
    });
    await send('http://discord.test/api/v10/interactions/1/t/callback', {
      method: 'POST',
      headers: { Authorization: 'Bot x' },
      body: boardForm(),
    });
    await send('http://discord.test/api/v10/channels/1/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"content":"hi"}',
    });
    const [form, json] = sent;
    const headers = form!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bot x');
    expect(Buffer.isBuffer(form!.init.body)).toBe(true);
    expect(normalized(form!.init.body as Buffer, headers['Content-Type']!)).toBe(await platformBody(boardForm()));
    expect(json!.init).toEqual({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"content":"hi"}' });
  });
});
