/** Proves the local Discord with a real discord.js Client in this process (no bot needed). */

import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
} from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_ID,
  BOT_TOKEN,
  CHANNEL_ID,
  GUILD_ID,
  type LocalDiscord,
  type MessageChange,
  OTHER_CHANNEL_ID,
  Permission,
  SECOND_GUILD_ID,
  specTimings,
  startLocalDiscord,
  users,
} from '../../local-discord/index.js';

/** Added to Date.now() by the local Discord's clock: lets a test jump past the 3 s and 15 min limits. */
let skew = 0;
let discord: LocalDiscord;
let client: Client;
let handler: ((interaction: Interaction) => Promise<void>) | undefined;
let handled: { resolve: () => void; reject: (error: unknown) => void } | undefined;

/** Installs the bot logic for the next interaction; resolves when it has run (rejects with its error). */
function onNextInteraction(logic: (interaction: Interaction) => Promise<void>): Promise<void> {
  handler = logic;
  return new Promise((resolve, reject) => (handled = { resolve, reject }));
}

/** The error a promise rejects with (fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  discord = await startLocalDiscord({ now: () => Date.now() + skew });
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiBase } });
  client.on(Events.InteractionCreate, (interaction) => {
    const logic = handler;
    const done = handled;
    handler = undefined;
    if (!logic || !done) return;
    logic(interaction).then(done.resolve, done.reject);
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(BOT_TOKEN);
  await ready;
});

afterEach(() => {
  skew = 0;
  handler = undefined;
  discord.takeViolations();
});

afterAll(async () => {
  await client?.destroy();
  await discord?.close();
  console.info(`spec validator: load ${specTimings.loadMs.toFixed(0)} ms, compile ${specTimings.compileMs.toFixed(0)} ms`);
});

describe('local Discord with a real discord.js client', () => {
  it('logs the client in with both test guilds, their channels, roles and members', () => {
    expect(client.user?.id).toBe(APPLICATION_ID);
    const guild = client.guilds.cache.get(GUILD_ID);
    expect(guild?.available).toBe(true);
    expect(client.guilds.cache.has(SECOND_GUILD_ID)).toBe(true);
    expect(guild?.channels.cache.get(CHANNEL_ID)?.isTextBased()).toBe(true);
    expect(guild?.channels.cache.has(OTHER_CHANNEL_ID)).toBe(true);
    expect(guild?.members.cache.get(users.mona.id)?.permissions.has(PermissionFlagsBits.ManageMessages)).toBe(true);
    expect(guild?.members.cache.get(users.alice.id)?.permissions.has(PermissionFlagsBits.ManageMessages)).toBe(false);
    expect(guild?.members.me?.permissions.has(PermissionFlagsBits.SendMessages)).toBe(true);
  });

  it('delivers a slash command with subcommand and typed options; records an ephemeral reply', async () => {
    const seen: Record<string, unknown> = {};
    const done = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      Object.assign(seen, {
        guild: interaction.guild?.name,
        channel: interaction.channelId,
        user: interaction.user.username,
        member: interaction.member?.user.id,
        sub: interaction.options.getSubcommand(),
        rounds: interaction.options.getInteger('rounds'),
        odds: interaction.options.getNumber('odds'),
        name: interaction.options.getString('name'),
        open: interaction.options.getBoolean('open'),
        opponent: interaction.options.getUser('opponent')?.username,
        canModerate: interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages),
      });
      await interaction.reply({ content: 'Only you can see this', flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    });
    const id = discord.command({
      user: users.alice,
      name: 'game',
      subcommand: 'start',
      options: { rounds: 3, odds: 0.5, name: 'Scoundrel', open: true, opponent: users.bob },
      memberPermissions: Permission.ManageMessages,
    });
    const answer = await discord.answerTo(id);
    await done;
    expect(seen).toEqual({
      guild: 'Tabletop Test Guild',
      channel: CHANNEL_ID,
      user: 'alice',
      member: users.alice.id,
      sub: 'start',
      rounds: 3,
      odds: 0.5,
      name: 'Scoundrel',
      open: true,
      opponent: 'bob',
      canModerate: true,
    });
    expect(answer.callbackType).toBe(4);
    expect(answer.ephemeral).toBe(true);
    expect(answer.message?.content).toBe('Only you can see this');
    expect(answer.message?.allowedMentions).toEqual({ parse: [] });
    expect(answer.elapsedMs).toBeLessThan(3000);
    expect(discord.latestMessage(CHANNEL_ID, { ephemeral: true }).visibleTo).toBe(users.alice.id);
    discord.assertNoViolations();
  });

  it('records a reply with an embed and a button, and a click on it reaching interaction.update', async () => {
    const replied = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('draw').setLabel('Draw').setStyle(ButtonStyle.Primary).setEmoji('🃏'),
        new ButtonBuilder().setCustomId('flee').setLabel('Flee').setStyle(ButtonStyle.Secondary).setDisabled(true),
      );
      await interaction.reply({ embeds: [new EmbedBuilder().setTitle('Board').setDescription('Room 1')], components: [row] });
    });
    const answer = await discord.answerTo(discord.command({ user: users.alice, name: 'play' }));
    await replied;
    const board = answer.message;
    if (!board) throw new Error('no board');
    expect(board.embeds[0]?.title).toBe('Board');
    expect(discord.buttons(board)).toEqual([
      { customId: 'draw', label: 'Draw', style: ButtonStyle.Primary, disabled: false, emoji: '🃏', url: undefined },
      { customId: 'flee', label: 'Flee', style: ButtonStyle.Secondary, disabled: true, emoji: undefined, url: undefined },
    ]);
    expect(() => discord.click({ user: users.bob, message: board, customId: 'flee' })).toThrow(/disabled/);

    let clickedMessageId: string | undefined;
    const updated = onNextInteraction(async (interaction) => {
      if (!interaction.isButton()) throw new Error('expected a button');
      clickedMessageId = interaction.message.id;
      await interaction.update({ content: `${interaction.user.username} drew a card`, embeds: [], components: [] });
    });
    const click = await discord.answerTo(discord.click({ user: users.bob, message: board, customId: 'draw' }));
    await updated;
    expect(clickedMessageId).toBe(board.id);
    expect(click.callbackType).toBe(7);
    expect(click.message?.id).toBe(board.id);
    expect(discord.latestMessage(CHANNEL_ID).content).toBe('bob drew a card');
    expect(discord.buttons(discord.latestMessage(CHANNEL_ID))).toEqual([]);
    discord.assertNoViolations();
  });

  it('records deferReply + editReply, and a string select answered by deferUpdate + editReply', async () => {
    const done = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      await interaction.deferReply();
      const menu = new StringSelectMenuBuilder()
        .setCustomId('pick')
        .addOptions({ label: 'Sword', value: 'sword' }, { label: 'Shield', value: 'shield' });
      await interaction.editReply({ content: 'Choose', components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] });
    });
    const answer = await discord.answerTo(discord.command({ user: users.carol, name: 'equip', channelId: OTHER_CHANNEL_ID }));
    await done;
    expect(answer.callbackType).toBe(5);
    expect(answer.ephemeral).toBe(false);
    expect(answer.message?.content).toBe('Choose');
    expect(answer.message?.channelId).toBe(OTHER_CHANNEL_ID);

    const picked = onNextInteraction(async (interaction) => {
      if (!interaction.isStringSelectMenu()) throw new Error('expected a select');
      await interaction.deferUpdate();
      await interaction.editReply({ content: `Picked ${interaction.values.join(', ')}`, components: [] });
    });
    const message = discord.latestMessage(OTHER_CHANNEL_ID);
    expect(() => discord.select({ user: users.carol, message, customId: 'pick', values: ['axe'] })).toThrow(/no option axe/);
    const pick = await discord.answerTo(discord.select({ user: users.carol, message, customId: 'pick', values: ['shield'] }));
    await picked;
    expect(pick.callbackType).toBe(6);
    expect(pick.message?.id).toBe(message.id);
    expect(pick.message?.content).toBe('Picked shield');
    discord.assertNoViolations();
  });

  it('records followUps: after a reply a new message, after a deferred reply it fills in the "thinking" message', async () => {
    const done = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      const response = await interaction.reply({ content: 'first', withResponse: true });
      expect(response.resource?.message?.content).toBe('first');
      await interaction.followUp({ content: 'second', flags: MessageFlags.Ephemeral });
    });
    await discord.answerTo(discord.command({ user: users.dave, name: 'roll' }));
    await done;
    const [first, second] = discord.messages(CHANNEL_ID).slice(-2);
    expect([first?.content, first?.ephemeral, second?.content, second?.ephemeral]).toEqual(['first', false, 'second', true]);

    const count = discord.messages(CHANNEL_ID).length;
    const deferred = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.followUp({ content: 'thought about it' });
    });
    const answer = await discord.answerTo(discord.command({ user: users.dave, name: 'roll' }));
    await deferred;
    expect(answer.message?.content).toBe('thought about it');
    expect(answer.ephemeral).toBe(true);
    expect(discord.messages(CHANNEL_ID).length).toBe(count + 1);
    discord.assertNoViolations();
  });

  it('tells onMessage listeners about every created, edited and deleted message, with snapshots', async () => {
    const changes: MessageChange[] = [];
    const stop = discord.onMessage((change) => changes.push(change));
    const done = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.editReply({ content: 'one' });
      await interaction.editReply({ content: 'two' });
      await interaction.deleteReply();
    });
    await discord.answerTo(discord.command({ user: users.bob, name: 'count', channelId: OTHER_CHANNEL_ID }));
    await done;
    stop();
    const after = onNextInteraction(async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply('not seen');
    });
    await discord.answerTo(discord.command({ user: users.bob, name: 'count' }));
    await after;
    expect(changes.map((c) => [c.kind, c.message.content, c.message.ephemeral, c.message.visibleTo, c.message.channelId])).toEqual([
      ['created', '', true, users.bob.id, OTHER_CHANNEL_ID],
      ['edited', 'one', true, users.bob.id, OTHER_CHANNEL_ID],
      ['edited', 'two', true, users.bob.id, OTHER_CHANNEL_ID],
      ['deleted', 'two', true, users.bob.id, OTHER_CHANNEL_ID],
    ]);
    expect(new Set(changes.map((c) => c.message.id)).size).toBe(1);
    expect(changes[0]?.message.flags).toBe(MessageFlags.Ephemeral | MessageFlags.Loading);
    expect(changes[2]?.message.deleted).toBe(false);
    discord.assertNoViolations();
  });

  it('answers 10062 to a callback later than 3 s, and 40060 to a second callback', async () => {
    const late = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      skew += 3_001;
      const error = await rejection(interaction.reply('too late'));
      expect(error).toBeInstanceOf(DiscordAPIError);
      expect((error as DiscordAPIError).code).toBe(10062);
    });
    const lateId = discord.command({ user: users.alice, name: 'slow' });
    await expect(discord.answerTo(lateId)).rejects.toThrow(/10062/);
    await late;

    const twice = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      await interaction.reply('once');
      const again = interaction.client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
        body: { type: 4, data: { content: 'twice' } },
        auth: false,
      });
      expect(((await rejection(again)) as DiscordAPIError).code).toBe(40060);
    });
    const twiceId = discord.command({ user: users.alice, name: 'echo' });
    await twice;
    await expect(discord.answerTo(twiceId)).rejects.toThrow(/40060/);
  });

  it('answers 10015 Unknown Webhook to edits before the callback and after 15 minutes', async () => {
    const done = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      const early = interaction.client.rest.patch(Routes.webhookMessage(APPLICATION_ID, interaction.token, '@original'), {
        body: { content: 'early' },
        auth: false,
      });
      expect(((await rejection(early)) as DiscordAPIError).code).toBe(10015);
      await interaction.deferReply();
      skew += 15 * 60_000 + 1;
      expect(((await rejection(interaction.editReply('much later'))) as DiscordAPIError).code).toBe(10015);
    });
    discord.command({ user: users.bob, name: 'wait' });
    await done;
  });

  it('records spec violations with path and rule, and answers 50035', async () => {
    const cases: { name: string; data: Record<string, unknown>; instancePath: string; rule: RegExp }[] = [
      {
        name: 'custom_id of 150 characters',
        data: { components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'x'.repeat(150) }] }] },
        instancePath: '/data/components/0/components/0/custom_id',
        rule: /more than 100 characters \(maxLength\)/,
      },
      {
        name: '6 action rows',
        data: {
          components: Array.from({ length: 6 }, (_, i) => ({
            type: 1,
            components: [{ type: 2, style: 1, label: 'Go', custom_id: `b${i}` }],
          })),
        },
        instancePath: '/data/components',
        rule: /more than 5 action rows/,
      },
      {
        name: 'more than 6000 embed characters',
        data: { embeds: [{ description: 'a'.repeat(4000) }, { description: 'b'.repeat(2001) }] },
        instancePath: '/data/embeds',
        rule: /more than 6000 characters.*\(has 6001\)/,
      },
    ];
    for (const testCase of cases) {
      const done = onNextInteraction(async (interaction) => {
        if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
        const error = await rejection(interaction.reply(testCase.data));
        expect((error as DiscordAPIError).code, testCase.name).toBe(50035);
      });
      discord.command({ user: users.alice, name: 'broken' });
      await done;
      expect(discord.violations, testCase.name).toHaveLength(1);
      expect(discord.violations[0]).toMatchObject({
        method: 'POST',
        instancePath: testCase.instancePath,
        message: expect.stringMatching(testCase.rule),
      });
      expect(discord.violations[0]?.path).toMatch(/^\/interactions\/\d+\/\{token\}\/callback$/);
      expect(() => discord.assertNoViolations()).toThrow(testCase.instancePath);
      discord.takeViolations();
    }
  });

  it('answers unknown routes with a 404 JSON error', async () => {
    const response = await fetch(`${discord.apiBase}/v10/no/such/route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: '404: Not Found', code: 0 });
    expect(((await rejection(client.rest.get('/users/@me/nothing'))) as DiscordAPIError).status).toBe(404);
  });

  it('survives a gateway reconnect by resuming', async () => {
    const resumed = new Promise<void>((resolve) => client.once(Events.ShardResume, () => resolve()));
    discord.gateway.requestReconnect();
    await resumed;
    expect(discord.gateway.counts).toEqual({ identify: 1, resume: 1, tooFast: 0 });
    const done = onNextInteraction(async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply('still here');
    });
    expect((await discord.answerTo(discord.command({ user: users.alice, name: 'ping' }))).message?.content).toBe('still here');
    await done;
  });

  it('records registered commands and types options from them', async () => {
    const game = new SlashCommandBuilder()
      .setName('game')
      .setDescription('Play a game')
      .setDefaultMemberPermissions(PermissionFlagsBits.SendMessages)
      .addSubcommand((sub) =>
        sub
          .setName('start')
          .setDescription('Start a game')
          .addStringOption((o) => o.setName('seed').setDescription('Seed').setRequired(true)),
      );
    await client.rest.put(Routes.applicationCommands(APPLICATION_ID), { body: [game.toJSON()] });
    discord.assertNoViolations();
    expect(discord.registeredCommands().map((c) => c.name)).toEqual(['game']);
    expect(() => discord.command({ user: users.alice, name: 'nope' })).toThrow(/registered no command \/nope/);
    expect(() => discord.command({ user: users.alice, name: 'game', subcommand: 'start', options: {} })).toThrow(/needs option "seed"/);

    const done = onNextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a slash command');
      expect(interaction.commandId).toBe(discord.registeredCommands()[0]?.id);
      await interaction.reply(`seed ${interaction.options.getString('seed', true)}`);
    });
    const answer = await discord.answerTo(
      discord.command({ user: users.alice, name: 'game', subcommand: 'start', options: { seed: '42' } }),
    );
    await done;
    expect(answer.message?.content).toBe('seed 42');
    await client.rest.put(Routes.applicationCommands(APPLICATION_ID), { body: [] });
  });
});
