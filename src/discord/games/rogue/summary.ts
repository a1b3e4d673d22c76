/** The `/rules` summary of Rogue Risus, as the bot plays it. */
import type { APIEmbed } from 'discord.js';
import { LEVEL_UPS, MAX_CLICHE } from '../../../games/rogue/character.js';
import { LEVELS } from '../../../games/rogue/data.js';
import { DESCEND_AFTER, LEVEL_CARDS } from '../../../games/rogue/explore.js';
import { EXTRA_SHOTS } from '../../../games/rogue/setup.js';
import { COLORS } from '../../render/message.js';

/** The summary embed. */
export function rogueSummary(): APIEmbed {
  return {
    title: 'Rogue Risus: how the bot plays it',
    color: COLORS.neutral,
    description:
      'A solo roguelike with a tarot deck and Risus dice. Go down twenty levels, take the **Worldstone** from ' +
      'level 20, and fight your way back out. Lose your last die and the run is over.',
    fields: [
      {
        name: 'Your character',
        value:
          '**Fighter** (Physical; sword and armour), **Fire**, **Ice** or **Lightning Mage** (robe only, may pump). ' +
          `You start with **1 die** and **${EXTRA_SHOTS} extra shots**. Kills ` +
          `${LEVEL_UPS.join(', ').replace(/, (\d+)$/, ' and $1')} each add a die (up to ${MAX_CLICHE}). ` +
          'Weapon and armour bonuses (−1 to +3) add or remove dice; when they leave you 0 dice you roll one die halved ' +
          '(−1 dice: thirded), rounded up.',
      },
      {
        name: 'Exploring',
        value:
          `Each level is **${LEVEL_CARDS} cards**; level ${LEVELS} has **${LEVEL_CARDS + 1}**, ` +
          `The World shuffled in. ⚔️ Swords: fight the monster of that rank on the level roster. ` +
          '🏆 Cups, 🪙 Pentacles, 🪄 Wands: on a 5+ first fight the Sword of the same rank, then find a potion (2+), ' +
          'a scroll (3+) or a wand with 3 charges (4+). **Rest** once before a draw, when a die is missing: 2+ heals a die, ' +
          `a 1 forces the next draw and its monster roll counts as 6. **Go ` +
          `down** after ${DESCEND_AFTER} cards; when the level is done you must.`,
      },
      {
        name: 'Fights',
        value:
          'Each round both sides roll their dice; the lower total loses a die, a tie costs nothing and is rolled again. ' +
          'A monster of level ½ rolls one die halved. Against a resistance your total loses 1 per die rolled, against a ' +
          'weakness it gains 1 per die. After a losing or tied roll spend **extra shots** (+1 die each) or take the roll; ' +
          'when your last shot misses, the roll is taken. Mages **pump**: extra dice for one roll, lost after it, win or ' +
          'lose, never your last die (Clarity makes a pump free). The **Amulet of Strength** lets a fighter pump and win ' +
          'ties. Monsters marked *Item* drop a major arcana.',
      },
      {
        name: 'Items and equipment',
        value:
          'Potions and scrolls work any time; wands only in a fight, pointed at the monster or yourself before you ' +
          "know what they do. An item's effect is drawn from 14 tokens the first time and remembered. Equipment: " +
          '1 amulet, 2 rings, and a special item for mages; a full slot asks which to keep. The rings of Warmth, ' +
          'Coolness and Grounding make you resist Ice, Fire and Electricity; the Polar, Solar and Storm rings strip a ' +
          "monster's resistance to them.",
      },
      {
        name: 'The Worldstone and the escape',
        value:
          'Level 20 hides **The World** among its cards. With the Worldstone, escape: beat one random monster of every ' +
          'level from 20 up to 1. Escape kills count.',
      },
      {
        name: 'The buttons',
        value:
          'Each says what it costs: "Take the roll (lose your last die: you die)", "Extra shot (+1 die: wins on a 4+, ' +
          '5 left)", "Pump 2 (costs 2 dice)". Red: a move that kills you or costs dice for certain. Green: a safe or ' +
          'healing one. Grey: the rest.',
      },
      {
        name: 'Score',
        value: 'Escaped × 1,000,000 + deepest level × 10,000 + kills: escaping beats everything, then depth, then kills.',
      },
      {
        name: 'Commands',
        value:
          '`/rogue start <cliche> [name] [seed]` (`cliche`: fighter, fire-mage, ice-mage or lightning-mage) · ' +
          "`/rogue daily <cliche> [name]` (today's dungeon, one ranked attempt) · `/game show` · `/game end`",
      },
    ],
    footer: { text: 'Rogue Risus by Dan Suptic (2006), for Risus by S. John Ross.' },
  };
}
