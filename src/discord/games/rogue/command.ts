/** `/rogue start <cliche> [name] [seed]` and `/rogue daily <cliche> [name]`: a Rogue Risus run in this channel. */
import { SlashCommandBuilder, type SlashCommandStringOption } from '@discordjs/builders';
import { rogue } from '../../../games/rogue/index.js';
import { clicheSchema, rogueOptionsSchema } from '../../../games/rogue/state.js';
import type { Command } from '../../command.js';
import { EVERY_CONTEXT, EVERY_INSTALL } from '../../reach.js';
import { ephemeral } from '../../respond.js';
import { dailySubcommand, startGame } from '../../start-game.js';

/** The longest character name. */
const NAME_MAX = 32;

function clicheOption(option: SlashCommandStringOption): SlashCommandStringOption {
  return option
    .setName('cliche')
    .setDescription('Your cliché: what you are and the damage you deal')
    .setRequired(true)
    .addChoices(
      { name: 'Fighter (Physical; sword and armour)', value: 'fighter' },
      { name: 'Fire Mage (Fire; robe, may pump)', value: 'fire-mage' },
      { name: 'Ice Mage (Ice; robe, may pump)', value: 'ice-mage' },
      { name: 'Lightning Mage (Electrical; robe, may pump)', value: 'lightning-mage' },
    );
}

function nameOption(option: SlashCommandStringOption): SlashCommandStringOption {
  return option.setName('name').setDescription("Your character's name (default: your name)").setMaxLength(NAME_MAX);
}

/** The /rogue command. */
export const rogueCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('rogue')
    .setDescription('Rogue Risus: a solo tarot roguelike with Risus dice, twenty levels deep')
    .setIntegrationTypes(EVERY_INSTALL)
    .setContexts(EVERY_CONTEXT)
    .addSubcommand((sub) =>
      sub
        .setName('start')
        .setDescription('Start a Rogue Risus run in this channel')
        .addStringOption((option) => clicheOption(option))
        .addStringOption((option) => nameOption(option))
        .addStringOption((option) => option.setName('seed').setDescription('Replay a dungeon: the seed shown on a board').setMaxLength(32)),
    )
    .addSubcommand((sub) =>
      dailySubcommand(sub)
        .addStringOption((option) => clicheOption(option))
        .addStringOption((option) => nameOption(option)),
    ),
  async execute(interaction, ctx) {
    const cliche = clicheSchema.safeParse(interaction.options.getString('cliche'));
    if (!cliche.success) {
      await interaction.reply(ephemeral('`cliche` is `fighter`, `fire-mage`, `ice-mage` or `lightning-mage`. Nothing was started.'));
      return;
    }
    const name = interaction.options.getString('name');
    const options = rogueOptionsSchema.safeParse({ cliche: cliche.data, ...(name === null ? {} : { name }) });
    if (!options.success) {
      await interaction.reply(ephemeral(`A name is 1 to ${NAME_MAX} characters (not only spaces). Nothing was started.`));
      return;
    }
    await startGame(interaction, ctx, rogue, options.data, interaction.options.getSubcommand() === 'daily' ? 'daily' : 'start');
  },
};
