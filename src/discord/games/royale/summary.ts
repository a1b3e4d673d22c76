/** Risus Royale's `/rules` summary, following the options of the channel's run when there is one. */
import type { APIEmbed } from 'discord.js';
import { signed } from '../../../engine/words.js';
import { optionNames, type RoyaleSettings, royaleOptionsSchema } from '../../../games/royale/index.js';
import { TABLES } from '../../../games/royale/tables.js';
import { COLORS } from '../../render/message.js';

/** The options of `/royale start` beyond the character, each in a line. */
const OPTION_LINES = [
  '`easy`: 12 points instead of 10.',
  '`harder`: +1 or +2 to every opponent.',
  '`any-goal`: play goal 12 (achieve any one goal) instead of the dealt one.',
  '`pumping` (Risus Pumping Dice): pump a cliché before a round: each die pumped adds ' +
    'a die to that roll and is lost after it, win or lose, until you leave the space.',
  '`double-pump` (Risus Double Pumps): the cliché you name rolls two dice for each die pumped.',
];

/** A stored run's options, or null when there is no run of this game (or they do not read). */
function settingsOf(options: unknown): RoyaleSettings | null {
  if (options === undefined) return null;
  const parsed = royaleOptionsSchema.safeParse(options);
  return parsed.success ? parsed.data : null;
}

/** How pumping works in a run with these options, or null when it has none. */
function pumpText(run: RoyaleSettings): string | null {
  const double = run.doublePump ? TABLES.clicheNames[run.doublePump] : null;
  if (!run.pumping && !double) return null;
  const which = run.pumping
    ? double
      ? `Any cliché: one die per die pumped, ${double} two.`
      : 'Any cliché: one die per die pumped.'
    : `${double} only: two dice per die pumped.`;
  return (
    `${which} Pick a pump from the battle menu: the dice pumped are lost after the roll, win or lose (on top of ` +
    `a die for losing the round), and heal when you leave the space. Escapes and ability rolls are not pumped.`
  );
}

/** The `/rules` embed; with a run's options it describes that run. */
export function royaleSummary(options?: unknown): APIEmbed {
  const run = settingsOf(options);
  const points = run === null ? '10 in all (12 with `easy`)' : `${run.easy ? 12 : 10} in all`;
  const goal = run?.anyGoal
    ? 'This run plays goal 12: achieve any one of the eleven goals.'
    : 'Two deuces set your goal (defeat all Wizards, all Elves, a row of opponents…).';
  const harder = run && run.harder > 0 ? ` Every opponent has ${signed(run.harder, true)}.` : '';
  const names = run === null ? [] : optionNames(run);
  const which =
    run === null
      ? ''
      : names.length === 0
        ? " This channel's run plays the standard rules."
        : ` This channel's run plays: ${names.join(', ')} (unranked).`;
  const pumping = run === null ? null : pumpText(run);
  return {
    title: 'Risus Royale: how the bot plays it',
    color: COLORS.neutral,
    description: `Clean up the Kingdom of Kardz: a 4x4 map of card piles. ${goal}${which}`,
    fields: [
      {
        name: 'Your character',
        value:
          `Points in four clichés: Wizardry ♠, Fighting ♣, Thievery ♦, Cleric ` +
          `♥ (the rulebook's Cleric-Type-Stuff); 1 to 4 each, ${points}.`,
      },
      {
        name: 'The map',
        value:
          'Each pile: a guard creature on top, an opponent (Ace or face card) in ' +
          'the middle, a treasure at the bottom. Start on an edge space; each turn ' +
          'move to an adjacent space (diagonals too) that is not cleared, and face ' +
          'what is there. ⚑ marks a face-up opponent who counts for your goal.',
      },
      {
        name: 'Battles',
        value:
          `Pick a cliché you share with the enemy: you roll your dice, it rolls ` +
          `its; higher total wins the round (you lose ties); the loser drops a ` +
          `die in that cliché, and at 0 loses the battle. Switch clichés between ` +
          `rounds. Creatures have two clichés, opponents one.${harder} Beat ` +
          `the guard to face the opponent (your wounds stay until you leave the ` +
          `space); beat the opponent to take the treasure and clear the space. ` +
          `Before the first round you may try to escape an opponent your goal ` +
          `does not need, with one roll, if there is a space to escape to.`,
      },
      ...(pumping ? [{ name: 'Pumping', value: pumping }] : []),
      {
        name: 'Treasures',
        value:
          'Declare one Plus (+1 die) and one Minus (−1 enemy die) item before a ' +
          "battle's first round; an enemy left with no dice in a cliché is beaten " +
          "when you fight there. X items ignore the enemy's best die in their " +
          'cliché, every round; W items win a battle outright and are gone. ' +
          'Each works only in a cliché the enemy has, and needs an ability roll: ' +
          'your dice in its cliché must reach its number (a failed roll cannot ' +
          'be tried again that battle). C items only against creatures, O only ' +
          'against opponents. Lose a battle and the items in use are destroyed.',
      },
      {
        name: 'The buttons',
        value:
          'Each fight says the dice on each side and the exact chance to win ' +
          'the round, ties lost: "Wizardry 4d vs 3d · 74%"; pumps, escapes and ' +
          'items say their odds too. Red: a move that loses the run for certain (☠ ' +
          'on the map: it cuts off an opponent your goal needs, or leads into a ' +
          'dead end whose space cannot meet your goal; "the run is lost" on a ' +
          'battle button), any other dead end (⚠), or a round that can lose the ' +
          'battle ("a lost round loses the battle"). Green: a round you cannot lose, an escape, a W item. ' +
          'Grey: the rest.',
      },
      {
        name: 'Retreat and losing',
        value:
          'Beaten, or after an escape, you retreat to an adjacent space that is not cleared: you do not ' +
          'face it (a face-down pile stays face down) and move on next turn. You lose when cornered, ' +
          'when your goal can no longer be met (at the very move that cuts off an opponent it needs), ' +
          'or after 100 turns. Score: 1000 − turns for a win; the goal opponents defeated for a loss.',
      },
      { name: 'Options of `/royale start` (unranked)', value: OPTION_LINES.join('\n') },
      {
        name: 'Commands',
        value:
          '`/royale start <wizardry> <fighting> <thievery> <cleric> [name] [seed] [easy] [harder] [any-goal] [pumping] [double-pump]` ' +
          '· `/royale daily <wizardry> <fighting> <thievery> <cleric> [name]` (standard rules) · `/game show` · `/game end`',
      },
    ],
    footer: { text: 'Risus Royale © 2005 Mark R. Brown; Risus © S. John Ross.' },
  };
}
