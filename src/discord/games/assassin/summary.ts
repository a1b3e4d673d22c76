/** Royal Assassin's `/rules` summary, following the alternate rules of the channel's game when there is one. */
import type { APIEmbed } from 'discord.js';
import { assassinOptionsSchema, VARIANTS, type Variant } from '../../../games/assassin/index.js';
import { COLORS } from '../../render/message.js';

/** Each alternate rule of the rulebook in a line, as the bot plays it. */
const VARIANT_LINES: Record<Variant, string> = {
  'two-jokers':
    'Both Jokers are shuffled into the stockpile; a Joker can be placed only when it is turned ' +
    'up, lies on top of the reserve or has come back to you, so it may never come into play.',
  'four-royals': 'Setup ends as soon as the fourth Royal is placed.',
  'aces-low-after-play': 'An Ace counts 11 only for the play that puts it down, then 1, and the table is settled again.',
  'exact-cancel': 'Attack and defence are discarded only when their totals are equal; a defence above the attack stays.',
  'royal-beneath': 'A Royal turned onto an attacked column comes in beneath the attack and defence, and may come in already dead.',
  'joker-discarded': "When the Joker's column dies, the Joker is discarded instead of coming back to you.",
  'recycle-reserve': 'When the stockpile is out, the reserve is turned over into a new one, for as long as a play will come of it.',
};

/** The variants of a stored game's options, or null when there is no game of this kind (or it does not read). */
function variantsOf(options: unknown): Set<Variant> | null {
  if (options === undefined) return null;
  const parsed = assassinOptionsSchema.safeParse(options);
  return parsed.success ? new Set(parsed.data.variants) : null;
}

/** The `/rules` summary embed; with a game's options it describes that game's rules and marks its alternate rules. */
export function assassinSummary(options?: unknown): APIEmbed {
  const game = variantsOf(options);
  const on = (variant: Variant) => game?.has(variant) ?? false;
  const setup = on('four-royals')
    ? "Cards are turned: number cards (Aces too) to the reserve, Royals to their suit's column, until the fourth Royal is placed."
    : "Cards are turned: number cards (Aces too) to the reserve, Royals to their suit's column. After each " +
      'Royal, the next number card (not an Ace) ends the setup if it is at most the number of Royals up.';
  const royal = on('royal-beneath')
    ? 'A Royal joins its column at once, beneath the attack and defence cards on it: the new Pretender.'
    : 'A Royal joins its column at once, on top: the new Pretender, interrupting any attack beneath it.';
  const aces = on('aces-low-after-play') ? 'an Ace 11 for the play that puts it down, then 1' : 'Aces 11';
  const cancel = on('exact-cancel')
    ? 'when the defence equals the attack exactly, both are discarded'
    : 'when the defence reaches the attack, both are discarded';
  const joker = on('two-jokers')
    ? 'Both Jokers are in the stockpile: place one when it is turned up or on top of the ' +
      'reserve, over a column of two or more Royals whose Pretender is under attack.'
    : 'Place him over a column of two or more Royals whose Pretender is under attack.';
  const jokerAfter = on('joker-discarded') ? 'and the Joker is discarded' : 'and the Joker comes back to you';
  const end = on('recycle-reserve')
    ? 'When the stockpile is out, the reserve is turned over into a new one while a play will come of it; the game is lost when none will.'
    : 'Lose when the stockpile is out and no play is left.';
  const alternates = VARIANTS.map((variant) => `${on(variant) ? '✅' : '▫️'} \`${variant}\`: ${VARIANT_LINES[variant]}`).join('\n');
  const which =
    game === null
      ? ''
      : game.size === 0
        ? " This channel's game plays the standard rules."
        : ` This channel's game plays ${[...game].map((v) => `\`${v}\``).join(', ')} (✅ below).`;
  return {
    title: 'Royal Assassin: how the bot plays it',
    color: COLORS.neutral,
    description: `Kill every Pretender to the throne before your stockpile runs out. The Joker, your Royal Assassin, helps.${which}`,
    fields: [
      { name: 'Setup (automatic)', value: setup },
      {
        name: 'Attacks',
        value:
          `Turn a card. ${royal} A number card may attack the Pretender of a column of the ` +
          `other colour (black attacks red, red attacks black), or go on the reserve. A column ` +
          `is attacked by one suit at a time and a suit attacks one column. Attacks begin ` +
          `from the stockpile; the reserve's top card may continue an attack of its own suit.`,
      },
      {
        name: 'Defence and death',
        value:
          `K 13, Q 12, J 11, ${aces}, other cards their value. An attacked Pretender takes cards of its own suit from the top of the ` +
          `reserve while its defence is at most the attack; ${cancel}. A Pretender at 0 or less dies and the Royal beneath takes over.`,
      },
      { name: 'The Joker', value: `${joker} When that Pretender dies, every Royal of the column dies, ${jokerAfter}.` },
      {
        name: 'The end',
        value:
          `Win the moment no Royal is face up (score: 100 + stockpile cards left). ${end} ` +
          `When the stockpile is out and no play left can kill a Royal, you may concede: it ` +
          `counts as the loss. The highest Pretender takes the throne (then the strongest, then ` +
          `the largest entourage; if all tie, the Joker). A loss scores the Royals killed.`,
      },
      {
        name: 'The buttons',
        value:
          'Each play says what it does: "Attack Q♥ with 7♠ (strength 12 → 5)", ' +
          '"(kills her)", "(strength 13 → 7, 6♥ defends: cancelled, back to 13)", ' +
          '"Joker over ♥ (K♥ at 5: kill him and all 3 ♥ Royals die)". Red: a play ' +
          'that ends the game lost ("you lose to K♠"), or leaves a Pretender ' +
          'stronger than before. Green: a play that kills a Royal, or places the Joker. Grey: the rest.',
      },
      { name: 'Alternate rules (`variants`, comma-separated)', value: `${alternates}\nOnly the standard game is ranked.` },
      { name: 'Commands', value: '`/assassin start [seed] [variants]` · `/assassin daily` (standard rules) · `/game show` · `/game end`' },
    ],
    footer: { text: 'Royal Assassin © 1996-2004 Mark R. Brown, Creative Commons.' },
  };
}
