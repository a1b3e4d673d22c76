/**
 * Tarot card codes (docs/rulings.md, Common): minor arcana rank `A 2..10 P Kn Q K` (Page, Knight) + suit
 * `W C S P` (Wands, Cups, Swords, Pentacles), e.g. `KnS`, `PP`, `10C`; major arcana `M0` (The Fool)
 * .. `M21` (The World) in the Rider-Waite order. Decks are arrays of codes listed top card first.
 */

/** The four minor-arcana suits. */
const TAROT_SUITS = ['W', 'C', 'S', 'P'] as const;
export type TarotSuit = (typeof TAROT_SUITS)[number];

/** The fourteen minor-arcana ranks from Ace to King. */
export const TAROT_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K'] as const;
export type TarotRank = (typeof TAROT_RANKS)[number];

/** A parsed minor-arcana card. */
export interface MinorCard {
  rank: TarotRank;
  suit: TarotSuit;
}

/** The 22 major arcana in the Rider-Waite order, `M0` to `M21`. */
export const MAJOR_NAMES = [
  'The Fool',
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Strength',
  'The Hermit',
  'Wheel of Fortune',
  'Justice',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
] as const;

const MINOR = /^(A|[2-9]|10|P|Kn|Q|K)([WCSP])$/;
const MAJOR = /^M(\d|1\d|2[01])$/;

/** Parses a minor-arcana code, or returns null for anything else (major arcana included). */
export function parseMinor(code: string): MinorCard | null {
  const match = MINOR.exec(code);
  return match ? { rank: match[1] as TarotRank, suit: match[2] as TarotSuit } : null;
}

/** Parses a code that must be a minor-arcana card; throws on anything else (a programming error). */
export function minor(code: string): MinorCard {
  const parsed = parseMinor(code);
  if (!parsed) throw new Error(`Not a minor-arcana card: ${code}`);
  return parsed;
}

/** The number of a major-arcana code (`M13` is 13), or null when it is not one. */
export function majorNumber(code: string): number | null {
  return MAJOR.test(code) ? Number(code.slice(1)) : null;
}

/** The 56 minor arcana: Wands, Cups, Swords, Pentacles, each Ace to King. */
export function minorArcana(): string[] {
  return TAROT_SUITS.flatMap((suit) => TAROT_RANKS.map((rank) => `${rank}${suit}`));
}

/** The major arcana `M0`..`M21`. */
export function majorArcana(): string[] {
  return MAJOR_NAMES.map((_, i) => `M${i}`);
}

const SUIT_NAMES: Record<TarotSuit, string> = { W: 'Wands', C: 'Cups', S: 'Swords', P: 'Pentacles' };
const SUIT_SYMBOLS: Record<TarotSuit, string> = { W: '🪄', C: '🏆', S: '⚔️', P: '🪙' };
const RANK_NAMES: Record<TarotRank, string> = {
  A: 'Ace',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  P: 'Page',
  Kn: 'Knight',
  Q: 'Queen',
  K: 'King',
};

/** A card's full name: "Knight of Swords", "The Tower". */
export function tarotName(code: string): string {
  const major = majorNumber(code);
  if (major !== null) return MAJOR_NAMES[major] ?? code;
  const { rank, suit } = minor(code);
  return `${RANK_NAMES[rank]} of ${SUIT_NAMES[suit]}`;
}

/** A card's short label: "Kn⚔️", "10🏆", or the major arcana's name. */
export function tarotLabel(code: string): string {
  const major = majorNumber(code);
  if (major !== null) return MAJOR_NAMES[major] ?? code;
  const { rank, suit } = minor(code);
  return `${rank}${SUIT_SYMBOLS[suit]}`;
}

/** Each suit by its emoji without the variation selector (⚔️ is ⚔ and U+FE0F). */
const SUIT_BY_SYMBOL = new Map(TAROT_SUITS.map((suit) => [SUIT_SYMBOLS[suit].replace('\uFE0F', ''), suit]));

/** A minor card's short label in a text ("Kn⚔️", "10🏆"): its rank and its suit's emoji, the variation selector optional. */
const SHORT_LABEL = new RegExp(`(?<![\\p{L}\\p{N}])(A|10|[2-9]|P|Kn|Q|K)(${[...SUIT_BY_SYMBOL.keys()].join('|')})\uFE0F?`, 'gu');

/** A text with each minor card's short label spelled out ("Kn⚔️" becomes "Knight of Swords"), for where its suit's emoji cannot be drawn. */
export function spellTarotLabels(text: string): string {
  return text.replace(
    SHORT_LABEL,
    (_, rank: string, symbol: string) => `${RANK_NAMES[rank as TarotRank]} of ${SUIT_NAMES[SUIT_BY_SYMBOL.get(symbol)!]}`,
  );
}
