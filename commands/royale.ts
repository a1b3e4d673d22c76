/** `/royale start …` and `/royale daily …`: a Risus Royale run in this channel, with the character's points. */
import { SlashCommandBuilder, type ChatInputCommandInteraction, type SlashCommandSubcommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { ephemeral } from '../src/discord/respond.js';
import { startGame } from '../src/discord/start-game.js';
import { characterProblem, royale, type RoyaleOptions } from '../src/games/royale/index.js';
import { EVERY_CONTEXT, EVERY_INSTALL } from '../src/discord/reach.js';

function character(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  for (const [name, what] of [['wizardry', 'Wizardry (Spades)'], ['fighting', 'Fighting (Clubs)'], ['thievery', 'Thievery (Diamonds)'], ['cleric', 'Cleric-Type-Stuff (Hearts)']] as const) {
    sub.addIntegerOption((o) => o.setName(name).setDescription(`Points in ${what}, 1 to 4`).setRequired(true).setMinValue(1).setMaxValue(4));
  }
  return sub
    .addStringOption((o) => o.setName('name').setDescription("Your character's name").setMaxLength(40))
    .addBooleanOption((o) => o.setName('easy').setDescription('12 points instead of 10'))
    .addIntegerOption((o) => o.setName('harder').setDescription('Add 1 or 2 to every opponent').setMinValue(0).setMaxValue(2));
}

/** The character from the command's options, or why it does not work. */
function readCharacter(interaction: ChatInputCommandInteraction): RoyaleOptions | string {
  const options: RoyaleOptions = {
    name: interaction.options.getString('name') ?? interaction.user.globalName ?? interaction.user.username,
    points: {
      S: interaction.options.getInteger('wizardry', true),
      C: interaction.options.getInteger('fighting', true),
      D: interaction.options.getInteger('thievery', true),
      H: interaction.options.getInteger('cleric', true),
    },
    easy: interaction.options.getBoolean('easy') ?? false,
    harder: interaction.options.getInteger('harder') ?? 0,
  };
  if (options.harder < 0 || options.harder > 2) return '`harder` is 0, 1 or 2.';
  const problem = characterProblem(options);
  return problem ? `${problem} A 4-3-2-1 spread works well, e.g. \`wizardry:1 fighting:4 thievery:3 cleric:2\`.` : options;
}

/** The /royale command. */
export const royaleCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('royale')
    .setDescription('Risus Royale: clean up the Kingdom of Kardz, a solitaire Risus adventure')
    .setIntegrationTypes(EVERY_INSTALL)
    .setContexts(EVERY_CONTEXT)
    .addSubcommand((sub) => character(sub.setName('start').setDescription('Start a Risus Royale run in this channel')).addStringOption((o) => o.setName('seed').setDescription('Replay a deal: the seed shown on a board').setMaxLength(32)))
    .addSubcommand((sub) => character(sub.setName('daily').setDescription("Play today's map: the same for everyone, one ranked attempt a day (UTC)"))),
  async execute(interaction, ctx) {
    const options = readCharacter(interaction);
    if (typeof options === 'string') {
      await interaction.reply(ephemeral(`${options} Nothing was started.`));
      return;
    }
    await startGame(interaction, ctx, royale, options, interaction.options.getSubcommand() === 'daily' ? 'daily' : 'start');
  },
};
