/** `/help`: the games and every command, privately. */
import {
  ApplicationCommandOptionType,
  MessageFlags,
  SlashCommandBuilder,
  type APIApplicationCommandOption,
} from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { gameUis } from '../src/discord/games/index.js';
import { COLORS } from '../src/discord/render/message.js';
import { NO_PINGS } from '../src/discord/respond.js';
import { games } from '../src/games/index.js';
import { assassinCommand } from './assassin.js';
import { gameCommand } from './game.js';
import { leaderboardCommand } from './leaderboard.js';
import { rogueCommand } from './rogue.js';
import { royaleCommand } from './royale.js';
import { rulesCommand } from './rules.js';
import { sagaCommand } from './saga.js';
import { scoundrelCommand } from './scoundrel.js';
import { statsCommand } from './stats.js';
import { EVERY_CONTEXT, EVERY_INSTALL } from '../src/discord/reach.js';
import { settingsCommand } from './settings.js';

function usage(option: APIApplicationCommandOption): string {
  return option.required ? `${option.name}:` : `[${option.name}]`;
}

/** One line per command and subcommand, e.g. "/scoundrel start [seed] [weapon-rule]: Start a…". */
function commandLines(command: Command): string[] {
  const json = command.data.toJSON();
  const options = json.options ?? [];
  const subs = options.filter((option) => option.type === ApplicationCommandOptionType.Subcommand);
  if (subs.length === 0) {
    return [`\`/${json.name}${options.map((o) => ` ${usage(o)}`).join('')}\`: ${json.description}`];
  }
  return subs.map((sub) => {
    const args = 'options' in sub && sub.options ? sub.options.map((o) => ` ${usage(o)}`).join('') : '';
    return `\`/${json.name} ${sub.name}${args}\`: ${sub.description}`;
  });
}

/** A command's lines as embed fields of at most 1,024 characters: `/saga`, then `/saga (more)` when it needs another. */
function commandFields(command: Command): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  for (const line of commandLines(command)) {
    const last = fields.at(-1);
    if (last && last.value.length + 1 + line.length <= 1024) last.value += `\n${line}`;
    else fields.push({ name: fields.length === 0 ? `/${command.data.name}` : `/${command.data.name} (more)`, value: line.slice(0, 1024) });
  }
  return fields;
}

/** The /help command. */
export const helpCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('help')
    .setDescription('The games this bot runs and its commands (only you see the answer)')
    .setIntegrationTypes(EVERY_INSTALL)
    .setContexts(EVERY_CONTEXT),
  async execute(interaction) {
    const commands = [scoundrelCommand, sagaCommand, assassinCommand, royaleCommand, rogueCommand, gameCommand, leaderboardCommand, statsCommand, rulesCommand, helpCommand, settingsCommand];
    await interaction.reply({
      flags: MessageFlags.Ephemeral,
      allowedMentions: NO_PINGS,
      embeds: [
        {
          title: 'Tabletop GM: card and dice games, run by the bot',
          color: COLORS.neutral,
          description:
            'One game per channel (a thread counts as a channel). Play with the buttons on the board; ' +
            'only the member who started a solo run can play it.',
          fields: [
            {
              name: 'Games',
              value: Object.values(gameUis)
                .map((ui) => `**${games[ui.id].title}**: ${ui.blurb}`)
                .join('\n'),
            },
            ...commands.flatMap(commandFields),
          ],
        },
      ],
    });
  },
};
