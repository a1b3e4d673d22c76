/**
 * `/saga …`: a Saga for Risus table in this channel. `start` makes the caller the GM; players `join`
 * with their character and clichés; `hand` shows a member their cards; the GM calls `check` and
 * `fight`, `resolve`s them and `heal`s players.
 */
import { ApplicationIntegrationType, InteractionContextType, MessageFlags, SlashCommandBuilder, type ChatInputCommandInteraction, type SlashCommandSubcommandBuilder } from 'discord.js';
import { actFromCommand } from '../src/discord/command-act.js';
import { reachOf } from '../src/discord/reach.js';
import type { Command } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { sagaUi } from '../src/discord/games/saga-ui.js';
import { corruptNotice, noGameNotice } from '../src/discord/notices.js';
import { ephemeral, NO_PINGS } from '../src/discord/respond.js';
import { startGame } from '../src/discord/start-game.js';
import { parseCliches, saga } from '../src/games/saga/index.js';
import type { ActionSuit, SagaOptions, Style } from '../src/games/saga/state.js';

const SUITS = [
  { name: 'Clubs ♣', value: 'C' },
  { name: 'Hearts ♥', value: 'H' },
  { name: 'Diamonds ♦', value: 'D' },
];
const STYLES = [
  { name: 'physical', value: 'physical' },
  { name: 'social', value: 'social' },
  { name: 'other', value: 'other' },
];

function contest(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addUserOption((o) => o.setName('player').setDescription('Who acts').setRequired(true))
    .addStringOption((o) => o.setName('cliche').setDescription('Which of their clichés, by name').setRequired(true).setMaxLength(40))
    .addStringOption((o) => o.setName('style').setDescription('The kind of action (its suit is trump)').setRequired(true).addChoices(...STYLES));
}

/** The table options from `/saga start`, or why they do not work. */
function startOptions(interaction: ChatInputCommandInteraction): Partial<SagaOptions> | string {
  const suits = (['physical', 'social', 'other'] as const).map((style) => [interaction.options.getString(style), style] as const);
  const chosen = suits.filter(([suit]) => suit !== null);
  const options: Partial<SagaOptions> = {
    decks: interaction.options.getInteger('decks') ?? 1,
    edge: interaction.options.getInteger('edge') ?? 2,
    tiesToOpponent: interaction.options.getString('ties') === 'opponent',
  };
  if (options.decks! < 1 || options.decks! > 4 || options.edge! < 1 || options.edge! > 4) return '`decks` and `edge` run from 1 to 4.';
  if (chosen.length > 0) {
    if (chosen.length < 3) return 'To remap the styles, give all three: `physical`, `social` and `other`, each a different suit.';
    const styles = Object.fromEntries(chosen.map(([suit, style]) => [suit, style])) as Record<ActionSuit, Style>;
    if (Object.keys(styles).length !== 3 || !Object.keys(styles).every((suit) => ['C', 'H', 'D'].includes(suit))) {
      return 'Each style needs its own suit among Clubs, Hearts and Diamonds (Spades are always GM payback).';
    }
    options.styles = styles;
  }
  return options;
}

async function showHand(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const loaded = await ctx.sessions.load(interaction.channelId);
  if (loaded.kind !== 'ok' || loaded.game.id !== 'saga') {
    await interaction.reply(ephemeral(loaded.kind === 'corrupt' ? corruptNotice(loaded.reason) : loaded.kind === 'none' ? noGameNotice : 'This channel\'s game is not a Saga table.'));
    return;
  }
  const view = sagaUi.privateView!(loaded.session, interaction.user.id);
  if (typeof view === 'string') await interaction.reply(ephemeral(view));
  else await interaction.reply({ ...view, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
}

/** The /saga command. */
export const sagaCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('saga')
    .setDescription('Saga cards for a Risus group: a GM, players with hands, checks and fights')
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .setContexts(InteractionContextType.Guild)
    .addSubcommand((sub) =>
      sub
        .setName('start')
        .setDescription('Open a Saga table in this channel, with you as the GM')
        .addIntegerOption((o) => o.setName('decks').setDescription('Decks shuffled together (1 to 4, default 1)').setMinValue(1).setMaxValue(4))
        .addIntegerOption((o) => o.setName('edge').setDescription("Players' default edge (1 to 4, default 2)").setMinValue(1).setMaxValue(4))
        .addStringOption((o) => o.setName('physical').setDescription('Suit of physical actions (default Clubs)').addChoices(...SUITS))
        .addStringOption((o) => o.setName('social').setDescription('Suit of social actions (default Hearts)').addChoices(...SUITS))
        .addStringOption((o) => o.setName('other').setDescription('Suit of other actions (default Diamonds)').addChoices(...SUITS))
        .addStringOption((o) => o.setName('ties').setDescription('Who wins a tied fight round (default the player)').addChoices({ name: 'the player', value: 'player' }, { name: 'the opponent', value: 'opponent' })),
    )
    .addSubcommand((sub) =>
      sub
        .setName('join')
        .setDescription('Join the table with your character')
        .addStringOption((o) => o.setName('character').setDescription("Your character's name").setRequired(true).setMaxLength(40))
        .addStringOption((o) => o.setName('cliches').setDescription('e.g. Weekend Warrior (3), Hairdresser (2), [Wizard] (4)').setRequired(true).setMaxLength(500))
        .addIntegerOption((o) => o.setName('edge').setDescription('Your edge (1 to 4; default the table\'s)').setMinValue(1).setMaxValue(4)),
    )
    .addSubcommand((sub) => sub.setName('hand').setDescription('See your hand (players) or your payback cards (GM), privately'))
    .addSubcommand((sub) =>
      contest(sub.setName('check').setDescription('GM: call for a check against a target')).addIntegerOption((o) =>
        o.setName('target').setDescription('The number to meet or beat').setRequired(true).setMinValue(1).setMaxValue(99),
      ),
    )
    .addSubcommand((sub) =>
      contest(sub.setName('fight').setDescription('GM: start a fight against an opponent'))
        .addStringOption((o) => o.setName('opponent').setDescription("The opponent's name").setRequired(true).setMaxLength(40))
        .addIntegerOption((o) => o.setName('rank').setDescription("The opponent's cliché rank").setRequired(true).setMinValue(1).setMaxValue(20)),
    )
    .addSubcommand((sub) => sub.setName('resolve').setDescription('GM: resolve the open check or fight round'))
    .addSubcommand((sub) =>
      sub
        .setName('heal')
        .setDescription("GM: restore a player's hand size")
        .addUserOption((o) => o.setName('player').setDescription('Who').setRequired(true)),
    ),
  async execute(interaction, ctx) {
    if (interaction.context !== InteractionContextType.Guild || reachOf(interaction) !== 'channel') {
      await interaction.reply(ephemeral('A Saga table needs its players and its channel: open one in a server that has the bot, with `/saga start`. Nothing was started.'));
      return;
    }
    const sub = interaction.options.getSubcommand();
    if (sub === 'start') {
      const options = startOptions(interaction);
      if (typeof options === 'string') await interaction.reply(ephemeral(`${options} Nothing was started.`));
      else await startGame(interaction, ctx, saga, options);
      return;
    }
    if (sub === 'hand') return showHand(interaction, ctx);
    if (sub === 'join') {
      const cliches = parseCliches(interaction.options.getString('cliches', true));
      if (!cliches.ok) {
        await interaction.reply(ephemeral(`${cliches.message} Nothing was saved.`));
        return;
      }
      const edge = interaction.options.getInteger('edge');
      const action = { type: 'join', player: interaction.user.id, name: interaction.options.getString('character', true), cliches: cliches.cliches, ...(edge === null ? {} : { edge }) };
      return actFromCommand(interaction, ctx, 'saga', action, true);
    }
    if (sub === 'check' || sub === 'fight') {
      const base = {
        player: interaction.options.getUser('player', true).id,
        cliche: interaction.options.getString('cliche', true),
        style: interaction.options.getString('style', true),
      };
      const action =
        sub === 'check'
          ? { type: 'check', ...base, target: interaction.options.getInteger('target', true) }
          : { type: 'fight', ...base, opponent: { name: interaction.options.getString('opponent', true), rank: interaction.options.getInteger('rank', true) } };
      return actFromCommand(interaction, ctx, 'saga', action);
    }
    if (sub === 'resolve') return actFromCommand(interaction, ctx, 'saga', { type: 'resolve' });
    if (sub === 'heal') return actFromCommand(interaction, ctx, 'saga', { type: 'heal', player: interaction.options.getUser('player', true).id });
    await interaction.reply(ephemeral(`I don't know \`/saga ${sub}\`. \`/help\` lists the commands.`));
  },
};
