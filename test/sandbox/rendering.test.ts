/**
 * The sandbox page draws any payload as Discord does, whatever the game: here a discord.js client in
 * this process answers with markdown, mentions, escapes, an embed with fields, every button style and
 * select menus, and the page's clicks and choices reach it as interactions.
 */
import {
  ButtonStyle,
  Client,
  ComponentType,
  Events,
  GatewayIntentBits,
  type Interaction,
  type InteractionReplyOptions,
  MessageFlags,
  Routes,
  SlashCommandBuilder,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_ID,
  CHANNEL_ID,
  GUILD_ID,
  type LocalDiscord,
  MODERATOR_ROLE_ID,
  mainGuild,
  startLocalDiscord,
  users,
} from '../../local-discord/index.js';
import { startWebServer, type WebServer } from '../../sandbox/web-server.js';
import { launchChromium, type TestBrowser } from './browser.js';

const CONTENT = [
  '**bold** *italic* __under__ ~~gone~~ `code` \\*not italic\\* snake_case_name',
  `<@${users.alice.id}> <#${CHANNEL_ID}> <@&${MODERATOR_ROLE_ID}> <script>alert("x")</script>`,
  '> quoted',
  '- listed',
  '[a link](https://example.com/rules)',
].join('\n');

function showcase(): InteractionReplyOptions {
  return {
    content: CONTENT,
    allowedMentions: { parse: [] },
    embeds: [
      {
        title: 'Board <img src=x onerror="alert(1)">',
        description: 'Line one\nLine **two**',
        color: 0xed4245,
        fields: [
          { name: 'Left', value: 'L', inline: true },
          { name: 'Right', value: 'R', inline: true },
          { name: 'Wide', value: 'W' },
        ],
        footer: { text: 'Seed demo · move 0' },
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: 'primary', label: 'Draw', emoji: { name: '🃏' } },
          { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: 'private', label: 'Peek' },
          { type: ComponentType.Button, style: ButtonStyle.Success, custom_id: 'success', label: 'Heal' },
          { type: ComponentType.Button, style: ButtonStyle.Danger, custom_id: 'broken', label: 'Break' },
          { type: ComponentType.Button, style: ButtonStyle.Link, url: 'https://example.com/rules', label: 'Rules' },
        ],
      },
      {
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: 'off', label: 'Flee', disabled: true }],
      },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.StringSelect,
            custom_id: 'one',
            placeholder: 'Pick one',
            options: [
              { label: 'First', value: 'one', description: 'the first' },
              { label: 'Second', value: 'two', emoji: { name: '⚔️' } },
            ],
          },
        ],
      },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.StringSelect,
            custom_id: 'many',
            placeholder: 'Pick two',
            min_values: 2,
            max_values: 2,
            options: ['red', 'green', 'blue'].map((value) => ({ label: value, value })),
          },
        ],
      },
    ],
  };
}

let discord: LocalDiscord;
let client: Client;
let web: WebServer;
let browser: TestBrowser;
const log: string[] = [];
const received: { options?: Record<string, unknown>; values: string[][] } = { values: [] };
/** Holds the answer to a deferred reply until the test has seen "thinking". */
let stopThinking = (): void => undefined;
const thinking = new Promise<void>((resolve) => (stopThinking = resolve));

async function respond(interaction: Interaction): Promise<void> {
  if (interaction.isChatInputCommand()) {
    const o = interaction.options;
    received.options = {
      count: o.getInteger('count'),
      mode: o.getString('mode'),
      loud: o.getBoolean('loud'),
      who: o.getUser('who')?.username,
    };
    await interaction.reply(showcase());
  } else if (interaction.isStringSelectMenu()) {
    received.values.push(interaction.values);
    await interaction.update({ content: `Picked ${interaction.values.join(' and ')}` });
  } else if (interaction.isButton() && interaction.customId === 'private') {
    await interaction.reply({ content: `Only **${interaction.user.username}** sees this`, flags: MessageFlags.Ephemeral });
  } else if (interaction.isButton() && interaction.customId === 'broken') {
    await interaction.reply({ content: '' }).catch(() => undefined); // Discord refuses an empty message
  } else if (interaction.isButton() && interaction.customId === 'success') {
    await interaction.deferReply();
    await thinking;
    await interaction.editReply({ content: 'Thought it over' });
  } else if (interaction.isButton()) {
    await interaction.deferUpdate();
  }
}

beforeAll(async () => {
  discord = await startLocalDiscord();
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiBase } });
  client.on(Events.InteractionCreate, (interaction) => void respond(interaction));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(discord.token);
  await ready;
  const command = new SlashCommandBuilder()
    .setName('showcase')
    .setDescription('Every kind of payload')
    .addIntegerOption((o) => o.setName('count').setDescription('How many').setRequired(true).setMinValue(1).setMaxValue(5))
    .addStringOption((o) =>
      o.setName('mode').setDescription('Which mode').addChoices({ name: 'Mode A', value: 'a' }, { name: 'Mode B', value: 'b' }),
    )
    .addBooleanOption((o) => o.setName('loud').setDescription('Loudly?'))
    .addUserOption((o) => o.setName('who').setDescription('For whom'));
  await client.rest.put(Routes.applicationGuildCommands(APPLICATION_ID, GUILD_ID), { body: [command.toJSON()] });
  [web, browser] = await Promise.all([
    startWebServer({ discord, guild: mainGuild, port: 0, log: (line) => log.push(line) }),
    launchChromium(),
  ]);
  await browser.page.goto(web.url);
  await browser.page.locator('body.is-ready').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await client?.destroy();
  await discord?.close();
});

describe('Sandbox page: drawing payloads', () => {
  it('checks option ranges in the composer and sends typed options', async () => {
    const { page } = browser;
    await page.locator('.composer-input').fill('/showcase count:9');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('count', { exact: true }).inputValue()).toBe('9');
    await page.keyboard.press('Enter');
    expect(await page.locator('.composer-error').innerText()).toBe('count must be at most 5.');
    await page.getByLabel('count', { exact: true }).fill('3');
    await page.getByLabel('mode', { exact: true }).selectOption({ label: 'Mode B' });
    await page.getByLabel('loud', { exact: true }).selectOption('true');
    await page.getByLabel('who', { exact: true }).selectOption({ label: '@Bob' });
    await page.getByLabel('count', { exact: true }).press('Enter');
    await page.locator('.message .embed').waitFor();
    expect(received.options).toEqual({ count: 3, mode: 'b', loud: true, who: 'bob' });
  });

  it('draws markdown, mentions and escapes, and never turns text into markup', async () => {
    const content = browser.page.locator('.message-content').first();
    const texts = (selector: string) => content.locator(selector).allInnerTexts();
    expect(await texts('strong')).toEqual(['bold']);
    expect(await texts('em')).toEqual(['italic']);
    expect(await texts('u')).toEqual(['under']);
    expect(await texts('s')).toEqual(['gone']);
    expect(await texts('code')).toEqual(['code']);
    expect(await texts('.mention')).toEqual(['@Alice', '#game-table', '@Moderator']);
    expect(await texts('blockquote')).toEqual(['quoted']);
    expect(await texts('li')).toEqual(['listed']);
    expect(await content.locator('a').getAttribute('href')).toBe('https://example.com/rules');
    const text = await content.innerText();
    expect(text).toContain('*not italic* snake_case_name');
    expect(text).toContain('<script>alert("x")</script>');
    expect(await browser.page.locator('.messages script, .messages img').count()).toBe(0);
    await browser.screenshot('10-rendering');
  });

  it('draws the embed with its colour bar, inline fields side by side and the footer', async () => {
    const embed = browser.page.locator('.embed').first();
    expect(await embed.getAttribute('style')).toBe('border-left-color: rgb(237, 66, 69);');
    expect(await embed.locator('.embed-title').innerText()).toBe('Board <img src=x onerror="alert(1)">');
    expect(await embed.locator('.embed-description strong').innerText()).toBe('two');
    expect(await embed.locator('.embed-field').evaluateAll((els) => els.map((el) => el.getAttribute('style')))).toEqual(
      ['1 / 7', '7 / 13', '1 / 13'].map((columns) => `grid-column: ${columns};`),
    );
    expect(await embed.locator('.embed-footer').innerText()).toBe('Seed demo · move 0');
  });

  it('draws every button style, emoji, links and the disabled state', async () => {
    const message = browser.page.locator('.message').first();
    const classes = await message.locator('.btn').evaluateAll((els) => els.map((el) => el.className));
    expect(classes).toEqual([
      'btn btn-primary',
      'btn btn-secondary',
      'btn btn-success',
      'btn btn-danger',
      'btn btn-link',
      'btn btn-secondary',
    ]);
    expect(await message.locator('.btn-primary .emoji').innerText()).toBe('🃏');
    expect(await message.locator('a.btn-link').getAttribute('href')).toBe('https://example.com/rules');
    expect(await message.locator('.btn', { hasText: 'Flee' }).isDisabled()).toBe(true);
  });

  it('sends a choice from a menu and shows the edit in place; a multi-select sends when it closes', async () => {
    const { page } = browser;
    const message = page.locator('.message').first();
    await message.locator('.select-trigger', { hasText: 'Pick one' }).click();
    await message.locator('.select-option', { hasText: 'Second' }).click();
    await expect.poll(() => message.locator('.message-content').innerText()).toMatch(/^Picked two/);
    expect(await message.locator('.edited').innerText()).toBe('(edited)');
    await message.locator('.select-trigger', { hasText: 'Pick two' }).click();
    await message.locator('.select-option', { hasText: 'red' }).click();
    await message.locator('.select-option', { hasText: 'blue' }).click();
    await browser.screenshot('11-multi-select-open');
    await page.keyboard.press('Escape');
    await expect.poll(() => received.values).toEqual([['two'], ['red', 'blue']]);
    expect(await page.locator('.message').count()).toBe(1);
    await message.locator('.select-trigger', { hasText: 'Pick one' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => received.values.at(-1)).toEqual(['one']);
  });

  it('shows a deferred reply as "thinking" until the bot fills it in', async () => {
    const { page } = browser;
    await page.locator('.message').first().locator('.btn', { hasText: 'Heal' }).click();
    const reply = page.locator('.message').nth(1);
    expect(await reply.locator('.thinking').innerText()).toBe('Tabletop GM is thinking');
    stopThinking();
    await expect.poll(() => reply.locator('.message-content').innerText()).toBe('Thought it over');
    expect(await reply.locator('.thinking').count()).toBe(0);
    expect(await reply.locator('.reply-context').innerText()).toContain('Picked one');
  });

  it(
    'shows an ephemeral reply only to the member who caused it, ' + "and 'This interaction failed' when Discord refused the answer",
    async () => {
      const { page } = browser;
      const board = page.locator('.message').first();
      await page.locator('[data-user="carol"]').click();
      expect(await page.locator('.message').count()).toBe(2);
      await board.locator('.btn', { hasText: 'Peek' }).click();
      const note = page.locator('.message.is-ephemeral');
      await note.waitFor();
      expect(await note.locator('.message-content').innerText()).toBe('Only carol sees this');
      await page.locator('[data-user="dave"]').click();
      expect(await page.locator('.message.is-ephemeral').count()).toBe(0);
      await board.locator('.btn', { hasText: 'Break' }).click();
      await board.locator('.interaction-failed').waitFor();
      await browser.screenshot('12-interaction-failed');
      await page.locator('[data-user="carol"]').click();
      expect(await page.locator('.message.is-ephemeral').count()).toBe(1);
      expect(await board.locator('.interaction-failed').count()).toBe(0);
      expect(log.some((line) => line.includes('Cannot send an empty message'))).toBe(true);
    },
  );
});
