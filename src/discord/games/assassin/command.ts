/** `/assassin start [seed] [variants]` and `/assassin daily`: a Royal Assassin game in this channel. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { assassin, VARIANTS, type Variant } from '../../../games/assassin/index.js';
import type { Command, StartOptions } from '../../command.js';
import { EVERY_CONTEXT, EVERY_INSTALL } from '../../reach.js';
import { ephemeral } from '../../respond.js';
import { dailySubcommand, startGame } from '../../start-game.js';
import { assassinBoard } from './board.js';

/** Reads a comma-separated list of variant names, or says which are unknown. */
export function readVariants(text: string | null): Variant[] | string {
  if (text === null || text.trim() === '') return [];
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(VARIANTS as readonly string[]).includes(name));
  // Each name in a code span, where nothing links or pings: its own backticks are left out so it cannot close the span.
  const quoted = unknown.map((n) => `\`${n.replaceAll('`', '').slice(0, 30) || '?'}\``);
  if (unknown.length > 0) return `Unknown variant ${quoted.join(', ')}. The variants are: ${VARIANTS.join(', ')} (comma-separated).`;
  return [...new Set(names)] as Variant[];
}

/** Royal Assassin's options: its alternate rules. */
const startOptions: StartOptions = {
  add: (sub) =>
    sub.addStringOption((o) =>
      o
        .setName('variants')
        .setDescription('Alternate rules, comma-separated, e.g. two-jokers, exact-cancel (unranked; see /rules)')
        .setMaxLength(200),
    ),
  read(interaction) {
    const variants = readVariants(interaction.options.getString('variants'));
    return typeof variants === 'string' ? { problem: variants } : { options: { variants } };
  },
};

/** The /assassin command. */
export const assassinCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('assassin')
    .setDescription('Royal Assassin: a patience game of Pretenders, with the Joker as your assassin')
    .setIntegrationTypes(EVERY_INSTALL)
    .setContexts(EVERY_CONTEXT)
    .addSubcommand((sub) =>
      startOptions.add(
        sub
          .setName('start')
          .setDescription('Start a Royal Assassin game in this channel')
          .addStringOption((o) => o.setName('seed').setDescription('Replay a deal: the seed shown on a board').setMaxLength(32)),
      ),
    )
    .addSubcommand(dailySubcommand),
  async execute(interaction, ctx) {
    if (interaction.options.getSubcommand() === 'daily') {
      await startGame(interaction, ctx, assassin, assassinBoard.dailyOptions, 'daily');
      return;
    }
    const read = startOptions.read(interaction);
    if ('problem' in read) {
      await interaction.reply(ephemeral(`${read.problem} Nothing was started.`));
      return;
    }
    await startGame(interaction, ctx, assassin, read.options);
  },
  startOptions,
};
