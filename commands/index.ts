/** Every slash command, by name. */
import type { Command } from '../src/discord/command.js';
import { assassinCommand } from './assassin.js';
import { gameCommand } from './game.js';
import { helpCommand } from './help.js';
import { leaderboardCommand } from './leaderboard.js';
import { rogueCommand } from './rogue.js';
import { royaleCommand } from './royale.js';
import { rulesCommand } from './rules.js';
import { sagaCommand } from './saga.js';
import { scoundrelCommand } from './scoundrel.js';
import { settingsCommand } from './settings.js';
import { statsCommand } from './stats.js';

/** The commands the bot registers and answers. */
export const commands: readonly Command[] = [scoundrelCommand, sagaCommand, assassinCommand, royaleCommand, rogueCommand, gameCommand, leaderboardCommand, statsCommand, rulesCommand, helpCommand, settingsCommand];
