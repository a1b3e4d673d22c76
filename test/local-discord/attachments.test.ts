/** The local Discord keeps the files the bot uploads, serves them, and refuses pictures that would not show. */
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_TOKEN, CHANNEL_ID, type LocalDiscord, startLocalDiscord } from '../../local-discord/index.js';

let discord: LocalDiscord;
let rest: REST;
const png = (byte: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, byte]);

beforeAll(async () => {
  discord = await startLocalDiscord();
  rest = new REST({ api: discord.apiBase, retries: 0 }).setToken(BOT_TOKEN);
});
afterAll(async () => {
  await discord.close();
});

describe('Local Discord: uploaded files', () => {
  it("stores a message's files, resolves attachment:// in its embeds and serves the bytes", async () => {
    const sent = (await rest.post(Routes.channelMessages(CHANNEL_ID), {
      body: {
        embeds: [{ title: 'Table', image: { url: 'attachment://board.png' } }],
        attachments: [{ id: '0', filename: 'board.png', description: 'The table' }],
      },
      files: [{ name: 'board.png', data: png(1), contentType: 'image/png' }],
    })) as { id: string; embeds: { image: { url: string } }[]; attachments: { filename: string; description: string; url: string }[] };
    expect(sent.attachments).toMatchObject([{ filename: 'board.png', description: 'The table' }]);
    expect(sent.embeds[0]?.image.url).toBe(sent.attachments[0]?.url);
    const served = await fetch(sent.attachments[0]!.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png(1));
    expect(discord.message(sent.id)?.embeds[0]?.image?.url).toBe('attachment://board.png');
  });

  it("replaces a message's files on an edit that lists only the new ones, and keeps them when it lists none", async () => {
    const sent = (await rest.post(Routes.channelMessages(CHANNEL_ID), {
      body: { content: 'v1', attachments: [{ id: '0', filename: 'a.png' }] },
      files: [{ name: 'a.png', data: png(1) }],
    })) as { id: string };
    const [first] = discord.message(sent.id)!.attachments;
    await rest.patch(Routes.channelMessage(CHANNEL_ID, sent.id), {
      body: { content: 'v2', attachments: [{ id: '0', filename: 'b.png' }] },
      files: [{ name: 'b.png', data: png(2) }],
    });
    expect(discord.message(sent.id)?.attachments.map((a) => a.filename)).toEqual(['b.png']);
    const [second] = discord.message(sent.id)!.attachments;
    expect((await fetch(first!.url)).status).toBe(404);
    expect(Buffer.from(await (await fetch(second!.url)).arrayBuffer())).toEqual(png(2));
    await rest.patch(Routes.channelMessage(CHANNEL_ID, sent.id), { body: { content: 'v3' } });
    expect(discord.message(sent.id)?.attachments.map((a) => a.filename)).toEqual(['b.png']);
    expect(discord.attachmentFile(second!.id)?.data).toEqual(png(2));
    await rest.patch(Routes.channelMessage(CHANNEL_ID, sent.id), { body: { attachments: [] } });
    expect(discord.message(sent.id)?.attachments).toEqual([]);
    expect(discord.attachmentFile(second!.id)).toBeUndefined();
  });

  it('stops serving the files of a deleted message', async () => {
    const sent = (await rest.post(Routes.channelMessages(CHANNEL_ID), {
      body: { content: 'gone soon', attachments: [{ id: '0', filename: 'a.png' }] },
      files: [{ name: 'a.png', data: png(3) }],
    })) as { id: string; attachments: { url: string }[] };
    expect((await fetch(sent.attachments[0]!.url)).status).toBe(200);
    await rest.delete(Routes.channelMessage(CHANNEL_ID, sent.id));
    expect((await fetch(sent.attachments[0]!.url)).status).toBe(404);
  });

  it('refuses an embed that refers to a file the message does not have, and a listed file that was not uploaded', async () => {
    await expect(
      rest.post(Routes.channelMessages(CHANNEL_ID), { body: { embeds: [{ image: { url: 'attachment://missing.png' } }] } }),
    ).rejects.toThrow(/Invalid Form Body/);
    await expect(
      rest.post(Routes.channelMessages(CHANNEL_ID), { body: { content: 'x', attachments: [{ id: '3', filename: 'x.png' }] } }),
    ).rejects.toThrow(/Invalid Form Body/);
    const violations = discord.takeViolations();
    expect(violations.map((v) => v.message)).toEqual([
      expect.stringMatching(/attachment:\/\/missing\.png, which the message does not have/),
      expect.stringMatching(/3 is neither an uploaded file/),
    ]);
  });
});
