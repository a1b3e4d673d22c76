/** `/scoundrel start [seed] [weapon-rule]` and `/scoundrel daily`: a Scoundrel run in this channel. */
import { scoundrel } from '../../../games/scoundrel/index.js';
import { weaponRuleSchema } from '../../../games/scoundrel/state.js';
import type { Command, StartOptions } from '../../command.js';
import { choiceOption } from '../../command-builders.js';
import { soloCommand } from '../../play/solo-command.js';
import { scoundrelBoard } from './board.js';

/** Scoundrel's options: the weapon rule. */
const startOptions: StartOptions = {
  add: (sub) =>
    sub.addStringOption(
      choiceOption('weapon-rule', 'Which monsters a used weapon may still hit', {
        lenient: 'lenient: up to the last monster it slew (default)',
        strict: 'strict: only monsters weaker than the last it slew',
      }),
    ),
  read(interaction) {
    const weaponRule = weaponRuleSchema.safeParse(interaction.options.getString('weapon-rule') ?? 'lenient');
    return weaponRule.success ? { options: { weaponRule: weaponRule.data } } : { problem: '`weapon-rule` is `lenient` or `strict`.' };
  },
};

/** The /scoundrel command. */
export const scoundrelCommand: Command = soloCommand({
  name: 'scoundrel',
  description: 'Scoundrel: a solo roguelike through a dungeon of 44 cards',
  startDescription: 'Start a Scoundrel run in this channel',
  game: scoundrel,
  dailyOptions: scoundrelBoard.dailyOptions,
  startOptions,
});
