/** `/scoundrel start [seed] [weapon-rule]` and `/scoundrel daily`: a Scoundrel run in this channel. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { scoundrel } from '../../../games/scoundrel/index.js';
import { weaponRuleSchema } from '../../../games/scoundrel/state.js';
import type { Command, StartOptions } from '../../command.js';
import { EVERY_CONTEXT, EVERY_INSTALL } from '../../reach.js';
import { ephemeral } from '../../respond.js';
import { dailySubcommand, startGame } from '../../start-game.js';
import { scoundrelBoard } from './board.js';

/** Scoundrel's options: the weapon rule. */
const startOptions: StartOptions = {
  add: (sub) =>
    sub.addStringOption((option) =>
      option
        .setName('weapon-rule')
        .setDescription('Which monsters a used weapon may still hit')
        .addChoices(
          { name: 'lenient: up to the last monster it slew (default)', value: 'lenient' },
          { name: 'strict: only monsters weaker than the last it slew', value: 'strict' },
        ),
    ),
  read(interaction) {
    const weaponRule = weaponRuleSchema.safeParse(interaction.options.getString('weapon-rule') ?? 'lenient');
    return weaponRule.success ? { options: { weaponRule: weaponRule.data } } : { problem: '`weapon-rule` is `lenient` or `strict`.' };
  },
};

/** The /scoundrel command. */
export const scoundrelCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('scoundrel')
    .setDescription('Scoundrel: a solo roguelike through a dungeon of 44 cards')
    .setIntegrationTypes(EVERY_INSTALL)
    .setContexts(EVERY_CONTEXT)
    .addSubcommand((sub) =>
      startOptions.add(
        sub
          .setName('start')
          .setDescription('Start a Scoundrel run in this channel')
          .addStringOption((option) => option.setName('seed').setDescription('Replay a deal: the seed shown on a board').setMaxLength(32)),
      ),
    )
    .addSubcommand(dailySubcommand),
  async execute(interaction, ctx) {
    if (interaction.options.getSubcommand() === 'daily') {
      await startGame(interaction, ctx, scoundrel, scoundrelBoard.dailyOptions, 'daily');
      return;
    }
    const read = startOptions.read(interaction);
    if ('problem' in read) {
      await interaction.reply(ephemeral(`${read.problem} Nothing was started.`));
      return;
    }
    await startGame(interaction, ctx, scoundrel, read.options);
  },
  startOptions,
};
