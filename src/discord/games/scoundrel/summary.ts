/** The `/rules` summary of Scoundrel, as the bot plays it. */
import type { APIEmbed } from 'discord.js';
import { COLORS } from '../../render/message.js';

/** The summary embed. */
export function scoundrelSummary(): APIEmbed {
  return {
    title: 'Scoundrel: how the bot plays it',
    color: COLORS.neutral,
    description: 'A solo dungeon crawl through 44 cards. You start with **20 health**; survive the whole dungeon to win.',
    fields: [
      {
        name: 'The cards',
        value:
          '♣ ♠ **Monsters** hit for their value (J 11, Q 12, K 13, A 14).\n' +
          '♦ **Weapons** 2–10: taking one equips it and discards the old one.\n' +
          '♥ **Potions** 2–10 heal, never above 20; only **one per turn** works, a second is wasted.',
      },
      {
        name: 'A turn',
        value:
          'The room fills to 4 cards. Face 3 of them one at a time; the 4th stays for the next room. ' +
          'Before facing any, you may **avoid** a full room (its cards go under the dungeon), but never two rooms in a row. ' +
          'When the dungeon is empty, face every card left.',
      },
      {
        name: 'Fighting',
        value:
          'Barehanded, a monster hits for its full value. With your weapon you take only monster − weapon. ' +
          'Once a weapon has slain a monster it can only hit monsters no stronger than the last one it slew ' +
          '(`weapon-rule: strict`: strictly weaker).',
      },
      {
        name: 'The buttons',
        value:
          'Only what the rules allow, each saying what it does: "Fight 9♠ with 8♦ (−1 ❤, weapon then hits ≤ 9)", ' +
          '"Drink 5♥ (+2 ❤)". Red: the costliest move, or one that kills you ("you die"). Green: a heal, or a fight ' +
          'that costs nothing. Grey: the rest.',
      },
      {
        name: 'Score',
        value:
          "Slain: your health minus every monster not yet faced. Cleared: your health, plus the potion's value " +
          'if you finish at 20 health with a potion as the last card.',
      },
      {
        name: 'After the run',
        value:
          'The game-over board gives the best score the deal allowed beside yours, found by an exact search with the deck known; ' +
          '**Best line** shows you, privately, one way to reach it, room by room. The daily deal is always one that can be won.',
      },
      { name: 'Commands', value: '`/scoundrel start [seed] [weapon-rule]` · `/scoundrel daily` · `/game show` · `/game end`' },
    ],
    footer: { text: 'Scoundrel by Zach Gage and Kurt Bieg (2011).' },
  };
}
