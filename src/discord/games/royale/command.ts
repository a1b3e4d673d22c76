/**
 * `/royale start …` and `/royale daily …`: a Risus Royale run in this channel, with the character's
 * points. `start` also takes the rulebook's other rules (easy, harder, goal 12, and the optional Risus
 * Pumping Dice and Double Pumps), which are unranked; the daily deal is the standard game.
 * `/royale duel member:@x …` challenges a member to the game for two on one map (duel-command.ts).
 */

import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { ChatInputCommandInteraction } from 'discord.js';
import { type ClicheSuit, characterProblem, type RoyaleOptions, royale, royaleOptionsSchema } from '../../../games/royale/index.js';
import type { Command, StartOptions } from '../../command.js';
import { commandEverywhere, privateOption, seedOption } from '../../command-builders.js';
import { startGame } from '../../play/start-game.js';
import { ephemeral } from '../../respond.js';
import { openDuel } from './duel/duel-command.js';

const CLICHES = [
  ['wizardry', 'S', 'Wizardry (Spades)'],
  ['fighting', 'C', 'Fighting (Clubs)'],
  ['thievery', 'D', 'Thievery (Diamonds)'],
  ['cleric', 'H', 'Cleric (Hearts)'],
] as const;

function character(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  for (const [name, , what] of CLICHES) {
    sub.addIntegerOption((o) =>
      o.setName(name).setDescription(`Points in ${what}, 1 to 4`).setRequired(true).setMinValue(1).setMaxValue(4),
    );
  }
  return sub.addStringOption((o) => o.setName('name').setDescription("Your character's name").setMaxLength(40));
}

function otherRules(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addBooleanOption((o) => o.setName('easy').setDescription('12 points instead of 10 (unranked)'))
    .addIntegerOption((o) => o.setName('harder').setDescription('Add 1 or 2 to every opponent (unranked)').setMinValue(0).setMaxValue(2))
    .addBooleanOption((o) =>
      o.setName('any-goal').setDescription('Play goal 12, achieve any one goal, instead of the dealt goal (unranked)'),
    )
    .addBooleanOption((o) =>
      o.setName('pumping').setDescription('Risus Pumping Dice: pump dice into a roll, lose as many after it (unranked)'),
    )
    .addStringOption((o) =>
      o
        .setName('double-pump')
        .setDescription('Risus Double Pumps: this cliché rolls two dice per die pumped (unranked)')
        .addChoices(...CLICHES.map(([name, suit]) => ({ name, value: suit }))),
    );
}

/** The character and rules from the command's options, or why they do not work. */
function readCharacter(interaction: ChatInputCommandInteraction, daily: boolean): RoyaleOptions | string {
  const doublePump = daily ? null : interaction.options.getString('double-pump');
  const options: RoyaleOptions = {
    name: interaction.options.getString('name') ?? interaction.user.globalName ?? interaction.user.username,
    points: {
      S: interaction.options.getInteger('wizardry', true),
      C: interaction.options.getInteger('fighting', true),
      D: interaction.options.getInteger('thievery', true),
      H: interaction.options.getInteger('cleric', true),
    },
    easy: daily ? false : (interaction.options.getBoolean('easy') ?? false),
    harder: daily ? 0 : (interaction.options.getInteger('harder') ?? 0),
    anyGoal: daily ? false : (interaction.options.getBoolean('any-goal') ?? false),
    pumping: daily ? false : (interaction.options.getBoolean('pumping') ?? false),
    doublePump: CLICHES.some(([, suit]) => suit === doublePump) ? (doublePump as ClicheSuit) : null,
  };
  if (options.harder < 0 || options.harder > 2) return '`harder` is 0, 1 or 2.';
  if (doublePump !== null && options.doublePump === null) return '`double-pump` is one of wizardry, fighting, thievery or cleric.';
  const problem = characterProblem(options);
  return problem ? `${problem} A 4-3-2-1 spread works well, e.g. \`wizardry:1 fighting:4 thievery:3 cleric:2\`.` : options;
}

/** Risus Royale's options: the character and the rulebook's other rules. */
const startOptions: StartOptions = {
  add: (sub) => otherRules(character(sub)),
  read(interaction) {
    const options = readCharacter(interaction, false);
    return typeof options === 'string' ? { problem: options } : { options };
  },
  character(race, own) {
    const rules = royaleOptionsSchema.safeParse(race);
    const mine = royaleOptionsSchema.safeParse(own);
    if (!rules.success || !mine.success) return { problem: 'That character does not read as one.' };
    const options = { ...rules.data, name: mine.data.name, points: mine.data.points };
    const problem = characterProblem(options);
    return problem ? { problem: `${problem} (this race's rules are its opener's)` } : { options };
  },
};

/** The /royale command. */
export const royaleCommand: Command = {
  data: commandEverywhere('royale', 'Risus Royale: clean up the Kingdom of Kardz, a solitaire Risus adventure')
    .addSubcommand((sub) =>
      startOptions
        .add(sub.setName('start').setDescription('Start a Risus Royale run in this channel'))
        .addStringOption(seedOption('Replay a deal: the seed shown on a board'))
        .addBooleanOption(privateOption),
    )
    .addSubcommand((sub) =>
      character(
        sub.setName('daily').setDescription("Play today's map, standard rules: the same for everyone, one ranked attempt a day (UTC)"),
      ).addBooleanOption(privateOption),
    )
    .addSubcommand((sub) =>
      character(
        sub
          .setName('duel')
          .setDescription('Challenge a member to Risus Royale for two on one map, taking turns (standard rules)')
          .addUserOption((o) => o.setName('member').setDescription('Who you challenge').setRequired(true)),
      ).addStringOption(seedOption('Duel on a known deal: a seed shown on a board (shown to both of you)')),
    ),
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    // The daily deal and a duel play the standard rules.
    const options = readCharacter(interaction, sub !== 'start');
    if (typeof options === 'string') {
      await interaction.reply(ephemeral(`${options} Nothing was started.`));
      return;
    }
    if (sub === 'duel') {
      await openDuel(interaction, ctx, options);
      return;
    }
    await startGame(interaction, ctx, royale, options, sub === 'daily' ? 'daily' : 'start');
  },
  startOptions,
};
