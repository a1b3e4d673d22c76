import { describe, expect, it } from 'vitest';
import { parseMultipart } from '../../local-discord/multipart-body.js';

/** A form as Node's own fetch encodes it (undici): its bytes and Content-Type. */
async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}

/** A board's form as @discordjs/rest makes it: the picture (with bytes that look like line breaks and dashes), then the message's JSON. */
function boardForm(picture: Buffer, payload: object): FormData {
  const form = new FormData();
  form.append('files[0]', new Blob([picture], { type: 'image/png' }), 'scoundrel-board.png');
  form.append('payload_json', JSON.stringify(payload));
  return form;
}

describe('local Discord: multipart/form-data bodies', () => {
  it('reads the message JSON and the file, byte for byte, as a view into the body', async () => {
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 45, 45, 13, 10, 13, 10, 0, 255]);
    const payload = { embeds: [{ title: 'Scoundrel ♠', image: { url: 'attachment://scoundrel-board.png' } }] };
    const { body, type } = await encoded(boardForm(picture, payload));
    const form = parseMultipart(body, type);
    expect(JSON.parse(form.fields.get('payload_json') ?? '')).toEqual(payload);
    expect(form.files).toHaveLength(1);
    expect(form.files[0]).toMatchObject({ field: 'files[0]', filename: 'scoundrel-board.png', contentType: 'image/png' });
    expect(Buffer.compare(form.files[0]!.data, picture)).toBe(0);
    expect(form.files[0]!.data.buffer).toBe(body.buffer);
  });

  it('unescapes quotes and line breaks in names, keeps files in order, and types an untyped file as text', async () => {
    const made = new FormData();
    made.append('files[0]', new Blob(['first']), 'a "quoted"\nname.png');
    made.append('na"me\r\n', 'line 1\nline 2');
    made.append('files[1]', new Blob(['second'], { type: 'Image/WEBP' }), 'two.webp');
    const { body, type } = await encoded(made);
    const form = parseMultipart(body, type);
    expect(form.files.map((f) => [f.field, f.filename, f.contentType, f.data.toString()])).toEqual([
      ['files[0]', 'a "quoted"\nname.png', 'application/octet-stream', 'first'],
      ['files[1]', 'two.webp', 'image/webp', 'second'],
    ]);
    expect(form.fields.get('na"me\r\n')).toBe('line 1\r\nline 2');
    const bare = Buffer.from('--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nhi\r\n--b--\r\n');
    expect(parseMultipart(bare, 'multipart/form-data; boundary="b"').files[0]?.contentType).toBe('text/plain');
  });

  it('refuses a body that is not well formed, saying why', async () => {
    const { body, type } = await encoded(boardForm(Buffer.from('png'), {}));
    const text = body.toString('latin1');
    const broken = (edited: string) => () => parseMultipart(Buffer.from(edited, 'latin1'), type);
    expect(() => parseMultipart(body, 'multipart/form-data')).toThrow(/without a boundary/);
    expect(broken(text.slice(0, text.lastIndexOf('\r\n--')))).toThrow(/does not end with a boundary/);
    expect(broken(`x${text}`)).toThrow(/no boundary at byte 0/);
    expect(broken(text.replace('Content-Disposition: form-data; name="files[0]"', 'Content-Disposition: attachment'))).toThrow(
      /not a form-data disposition/,
    );
    expect(broken(text.replace(/Content-Disposition: form-data; name="payload_json"\r\n/, ''))).toThrow(/a part without a name/);
    expect(broken(text.replace('\r\n\r\n', '\r\n'))).toThrow(/not a header line/);
    expect(broken(`${text}trailing`)).toThrow(/no line break after the boundary/);
  });
});
