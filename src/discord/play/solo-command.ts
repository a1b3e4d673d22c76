/** The slash command of a solo game whose daily deal needs no character: `start [seed] [its options]` and `daily`. */
import type { AnyGame } from '../../engine/game.js';
import type { Command, StartOptions } from '../command.js';
import { commandEverywhere, privateOption, seedOption } from '../command-builders.js';
import { ephemeral } from '../respond.js';
import { dailySubcommand, startGame } from './start-game.js';

/** What makes a solo game's command: its name and descriptions, the game, its daily's options and its start's. */
export interface SoloCommandSpec {
  name: string;
  description: string;
  startDescription: string;
  game: AnyGame;
  dailyOptions: unknown;
  startOptions: StartOptions;
}

/** The command: `start` reads the game's options (a bad one is refused privately, nothing started), `daily` deals today's. */
export function soloCommand(spec: SoloCommandSpec): Command {
  const { game, startOptions } = spec;
  return {
    data: commandEverywhere(spec.name, spec.description)
      .addSubcommand((sub) =>
        startOptions.add(
          sub
            .setName('start')
            .setDescription(spec.startDescription)
            .addStringOption(seedOption('Replay a deal: the seed shown on a board'))
            .addBooleanOption(privateOption),
        ),
      )
      .addSubcommand((sub) => dailySubcommand(sub).addBooleanOption(privateOption)),
    async execute(interaction, ctx) {
      if (interaction.options.getSubcommand() === 'daily') {
        await startGame(interaction, ctx, game, spec.dailyOptions, 'daily');
        return;
      }
      const read = startOptions.read(interaction);
      if ('problem' in read) {
        await interaction.reply(ephemeral(`${read.problem} Nothing was started.`));
        return;
      }
      await startGame(interaction, ctx, game, read.options);
    },
    startOptions,
  };
}
