/**
 * `/race start <game> [that game's options] [minutes] [seed]`: opens a race of a solo game in this
 * channel, with the game's own options as its `start` command offers them. A race is a server's game:
 * its members race each other in one of its channels.
 */

import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { Command } from '../discord/command.js';
import { rangeOption, seedOption, serverCommand } from '../discord/command-builders.js';
import type { GameEntry } from '../discord/game-entry.js';
import { SEED_PATTERN } from '../discord/play/start-game.js';
import { joinWithCharacter } from '../discord/race/join.js';
import { openRace } from '../discord/race/open.js';
import { ephemeral } from '../discord/respond.js';
import { RACE_MINUTES } from '../games/race/index.js';

function raceOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addIntegerOption(
      rangeOption(
        'minutes',
        `How long the race runs once started (${RACE_MINUTES.min} to ${RACE_MINUTES.max}, default ${RACE_MINUTES.default})`,
        RACE_MINUTES,
      ),
    )
    .addStringOption(seedOption('Race a known deal: a seed shown on a board'));
}

/** The /race command over `games` (the catalog's): a race can be run on each of its solo games, with the options of its `start`. */
export function raceCommand(games: readonly GameEntry[]): Command {
  const raceable = games.filter((entry) => entry.rules.seating === 'solo');
  return {
    data: serverCommand('race', 'Race members of this server on one deal of a solo game, each on a private board')
      .addSubcommandGroup((group) => {
        group.setName('start').setDescription('Open a race in this channel');
        for (const entry of raceable) {
          group.addSubcommand((sub) => {
            const named = sub.setName(entry.rules.id).setDescription(`Race ${entry.rules.title}`);
            return raceOptions(entry.command.startOptions ? entry.command.startOptions.add(named) : named);
          });
        }
        return group;
      })
      .addSubcommandGroup((group) => {
        group.setName('challenge').setDescription('Challenge a member to a race of two');
        for (const entry of raceable) {
          group.addSubcommand((sub) => {
            const named = sub
              .setName(entry.rules.id)
              .setDescription(`Challenge a member to a ${entry.rules.title} race`)
              .addUserOption((o) => o.setName('member').setDescription('Who you challenge').setRequired(true));
            return raceOptions(entry.command.startOptions ? entry.command.startOptions.add(named) : named);
          });
        }
        return group;
      })
      .addSubcommandGroup((group) => {
        group.setName('join').setDescription("Join this channel's race with a character of your own");
        for (const entry of raceable) {
          const options = entry.command.startOptions;
          if (!options?.character) continue;
          group.addSubcommand((sub) =>
            options.add(sub.setName(entry.rules.id).setDescription(`Join a ${entry.rules.title} race as your own character`)),
          );
        }
        return group;
      }),
    async execute(interaction, ctx) {
      const group = interaction.options.getSubcommandGroup();
      const entry = raceable.find((candidate) => candidate.rules.id === interaction.options.getSubcommand());
      const character = entry?.command.startOptions?.character;
      if (group === 'join' && entry && character) {
        const own = entry.command.startOptions?.read(interaction) ?? { problem: 'That game has no character.' };
        if ('problem' in own) await interaction.reply(ephemeral(`${own.problem} Nothing was changed.`));
        else await joinWithCharacter(interaction, ctx, entry.rules, character, own.options);
        return;
      }
      if ((group !== 'start' && group !== 'challenge') || !entry) {
        await interaction.reply(ephemeral('I know `/race start <game>`, `/race challenge <game>` and `/race join <game>`.'));
        return;
      }
      const member = group === 'challenge' ? interaction.options.getUser('member') : null;
      if (group === 'challenge' && (!member || member.bot || member.id === interaction.user.id)) {
        await interaction.reply(ephemeral('Challenge another member of this server (not yourself, not a bot). Nothing was started.'));
        return;
      }
      const minutes = interaction.options.getInteger('minutes') ?? RACE_MINUTES.default;
      if (minutes < RACE_MINUTES.min || minutes > RACE_MINUTES.max) {
        await interaction.reply(ephemeral(`\`minutes\` is ${RACE_MINUTES.min} to ${RACE_MINUTES.max}. Nothing was started.`));
        return;
      }
      const seed = interaction.options.getString('seed');
      if (seed !== null && !SEED_PATTERN.test(seed)) {
        await interaction.reply(ephemeral('A seed is 1 to 32 letters, digits, `-` or `_`, e.g. `seed:dragon-42`. Nothing was started.'));
        return;
      }
      const read = entry.command.startOptions?.read(interaction) ?? { options: null };
      if ('problem' in read) {
        await interaction.reply(ephemeral(`${read.problem} Nothing was started.`));
        return;
      }
      // Where each entrant plays their own character, the opener's is the one they gave.
      const ownerOptions = character ? read.options : null;
      const challenged = member?.id ?? null;
      await openRace(interaction, ctx, {
        game: entry.rules.id,
        options: read.options,
        minutes,
        seed,
        ownerOptions,
        challenged,
        invited: [],
      });
    },
  };
}
