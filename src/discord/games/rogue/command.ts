/** `/rogue start <cliche> [name] [seed]` and `/rogue daily <cliche> [name]`: a Rogue Risus run in this channel. */
import type { SlashCommandStringOption } from '@discordjs/builders';
import { rogue } from '../../../games/rogue/index.js';
import { clicheSchema, rogueOptionsSchema } from '../../../games/rogue/state.js';
import type { Command, StartOptions } from '../../command.js';
import { commandEverywhere, privateOption, seedOption } from '../../command-builders.js';
import { dailySubcommand, startGame } from '../../play/start-game.js';
import { ephemeral } from '../../respond.js';

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

/** Rogue Risus's options: the character's cliché and name. */
const startOptions: StartOptions = {
  add: (sub) => sub.addStringOption((option) => clicheOption(option)).addStringOption((option) => nameOption(option)),
  read(interaction) {
    const cliche = clicheSchema.safeParse(interaction.options.getString('cliche'));
    if (!cliche.success) return { problem: '`cliche` is `fighter`, `fire-mage`, `ice-mage` or `lightning-mage`.' };
    const name = interaction.options.getString('name');
    const options = rogueOptionsSchema.safeParse({ cliche: cliche.data, ...(name === null ? {} : { name }) });
    return options.success ? { options: options.data } : { problem: `A name is 1 to ${NAME_MAX} characters (not only spaces).` };
  },
  // A run's options are its character alone.
  character: (_race, own) => ({ options: own }),
};

/** The /rogue command. */
export const rogueCommand: Command = {
  data: commandEverywhere('rogue', 'Rogue Risus: a solo tarot roguelike with Risus dice, twenty levels deep')
    .addSubcommand((sub) =>
      startOptions
        .add(sub.setName('start').setDescription('Start a Rogue Risus run in this channel'))
        .addStringOption(seedOption('Replay a dungeon: the seed shown on a board'))
        .addBooleanOption(privateOption),
    )
    .addSubcommand((sub) => startOptions.add(dailySubcommand(sub)).addBooleanOption(privateOption)),
  async execute(interaction, ctx) {
    const read = startOptions.read(interaction);
    if ('problem' in read) {
      await interaction.reply(ephemeral(`${read.problem} Nothing was started.`));
      return;
    }
    await startGame(interaction, ctx, rogue, read.options, interaction.options.getSubcommand() === 'daily' ? 'daily' : 'start');
  },
  startOptions,
};
