/** `/assassin start [seed] [variants]` and `/assassin daily`: a Royal Assassin game in this channel. */
import { assassin, VARIANTS, type Variant } from '../../../games/assassin/index.js';
import type { Command, StartOptions } from '../../command.js';
import { soloCommand } from '../../play/solo-command.js';
import { assassinBoard } from './board.js';

/** Reads a comma-separated list of variant names, or says which are unknown. */
export function readVariants(text: string | null): Variant[] | string {
  if (text === null || text.trim() === '') return [];
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(VARIANTS as readonly string[]).includes(name));
  // Each name in a code span, where nothing links or pings: its own backticks are left out so it cannot close the span.
  const quoted = unknown.map((n) => `\`${n.replaceAll('`', '').slice(0, 30) || '?'}\``);
  if (unknown.length > 0) return `Unknown variant ${quoted.join(', ')}. The variants are: ${VARIANTS.join(', ')} (comma-separated).`;
  return [...new Set(names)] as Variant[];
}

/** Royal Assassin's options: its alternate rules. */
const startOptions: StartOptions = {
  add: (sub) =>
    sub.addStringOption((o) =>
      o
        .setName('variants')
        .setDescription('Alternate rules, comma-separated, e.g. two-jokers, exact-cancel (unranked; see /rules)')
        .setMaxLength(200),
    ),
  read(interaction) {
    const variants = readVariants(interaction.options.getString('variants'));
    return typeof variants === 'string' ? { problem: variants } : { options: { variants } };
  },
};

/** The /assassin command. */
export const assassinCommand: Command = soloCommand({
  name: 'assassin',
  description: 'Royal Assassin: a patience game of Pretenders, with the Joker as your assassin',
  startDescription: 'Start a Royal Assassin game in this channel',
  game: assassin,
  dailyOptions: assassinBoard.dailyOptions,
  startOptions,
});
