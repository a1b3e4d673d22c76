/** Every slash command, in the order the bot registers them: each game's and `/race` (from the catalog), then those every game shares. */
import { gameCommands, modeCommands } from '../catalog.js';
import type { Command } from '../discord/command.js';
import { gameCommand } from './game.js';
import { helpCommand } from './help.js';
import { leaderboardCommand } from './leaderboard.js';
import { rulesCommand } from './rules.js';
import { settingsCommand } from './settings.js';
import { statsCommand } from './stats.js';
import { tournamentCommand } from './tournament.js';

/** The commands the bot registers and answers. */
export const commands: readonly Command[] = [
  ...gameCommands,
  gameCommand,
  ...modeCommands,
  tournamentCommand,
  leaderboardCommand,
  statsCommand,
  rulesCommand,
  helpCommand,
  settingsCommand,
];
