/** The `/rules` summary of Rogue Risus, as the bot plays it. */
import type { APIEmbed } from 'discord.js';
import { COLORS } from '../render/message.js';

/** The rules embed. */
export function rogueRules(): APIEmbed {
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
          'You start with **1 die** and **5 extra shots**. Kills 10, 30, 60, 100 and 150 each add a die (up to 6). ' +
          'Weapon and armour bonuses (−1 to +3) add or remove dice; with 1 die, −1 halves the roll and −1/−1 thirds it.',
      },
      {
        name: 'Exploring',
        value:
          'Each level is **25 cards**. ⚔️ Swords: fight the monster of that rank on the level roster. ' +
          '🏆 Cups, 🪙 Pentacles, 🪄 Wands: on a 5+ first fight the Sword of the same rank, then find a potion (2+), ' +
          'a scroll (3+) or a wand with 3 charges (4+). **Rest** once before a draw: 2+ heals a die, a 1 forces the next ' +
          'draw and its monster roll counts as 6. **Go down** after 16 cards; at 25 you must.',
      },
      {
        name: 'Fights',
        value:
          'Each round both sides roll their dice; the lower total loses a die, ties roll again. A monster of level ½ ' +
          'rolls one die halved. Against a resistance your total loses 1 per die rolled, against a weakness it gains 1 ' +
          'per die. After a losing roll spend **extra shots** (+1 die each) or take it. Mages **pump**: extra dice now, ' +
          'lost afterwards. Monsters marked *Item* drop a major arcana.',
      },
      {
        name: 'Items and equipment',
        value:
          'Potions and scrolls work any time; wands only in a fight, pointed at the monster or yourself before you ' +
          'know what they do. An item\'s effect is drawn from 14 tokens the first time and remembered. Equipment: ' +
          '1 amulet, 2 rings, and a special item for mages; a full slot asks which to keep.',
      },
      {
        name: 'The Worldstone and the escape',
        value:
          'Level 20 hides **The World** among its cards. With the Worldstone, escape: beat one random monster of every ' +
          'level from 20 up to 1. Escape kills count.',
      },
      {
        name: 'Score',
        value: 'Escaped × 1,000,000 + deepest level × 10,000 + kills: escaping beats everything, then depth, then kills.',
      },
      {
        name: 'Commands',
        value: '`/rogue start cliche:<fighter|fire-mage|ice-mage|lightning-mage> [name] [seed]` · `/game show` · `/game end`',
      },
    ],
    footer: { text: 'Rogue Risus by Dan Suptic (2006), for Risus by S. John Ross.' },
  };
}
