/**
 * Playing-card codes (docs/rulings.md, Common): rank `A 2..10 J Q K` + suit `S C D H`, e.g. `10H`, `QS`;
 * jokers `JK1`, `JK2`. Decks are arrays of codes listed top card first.
 */

/** The four suits in the order of a fresh deck. */
export const SUITS = ['S', 'C', 'D', 'H'] as const;
export type Suit = (typeof SUITS)[number];

/** The thirteen ranks from Ace to King. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** A parsed playing card. */
export interface Card {
  rank: Rank;
  suit: Suit;
}

const CODE = /^(A|[2-9]|10|J|Q|K)([SCDH])$/;

const parsed = new Map<string, Readonly<Card> | null>();

/** Parses a playing-card code, or returns null when it is not one (jokers included). */
export function parseCard(code: string): Readonly<Card> | null {
  let known = parsed.get(code);
  if (known === undefined) {
    const match = CODE.exec(code);
    known = match ? Object.freeze({ rank: match[1] as Rank, suit: match[2] as Suit }) : null;
    if (parsed.size < 10_000) parsed.set(code, known);
  }
  return known;
}

/** Parses a code that must be a playing card; throws on anything else (a programming error). */
export function card(code: string): Readonly<Card> {
  const parsed = parseCard(code);
  if (!parsed) throw new Error(`Not a playing card: ${code}`);
  return parsed;
}

/** True for the jokers `JK1` and `JK2`. */
export function isJoker(code: string): boolean {
  return code === 'JK1' || code === 'JK2';
}

/** The suit letter of a playing card code. */
export function suitOf(code: string): Suit {
  return card(code).suit;
}

/** The rank of a playing card code. */
export function rankOf(code: string): Rank {
  return card(code).rank;
}

/** Hearts and diamonds are red. */
export function isRed(suit: Suit): boolean {
  return suit === 'H' || suit === 'D';
}

/** The number of a rank with Aces high: 2..10, J 11, Q 12, K 13, A 14. */
export function aceHighValue(rank: Rank): number {
  return rank === 'A' ? 14 : faceOrNumber(rank);
}

/** The number of a rank with Aces low: A 1, 2..10, J 11, Q 12, K 13. */
export function aceLowValue(rank: Rank): number {
  return rank === 'A' ? 1 : faceOrNumber(rank);
}

function faceOrNumber(rank: Rank): number {
  if (rank === 'J') return 11;
  if (rank === 'Q') return 12;
  if (rank === 'K') return 13;
  return Number(rank);
}

/** True for Jack, Queen and King. */
export function isFace(rank: Rank): boolean {
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

/** The 52 cards of a fresh deck, Spades, Clubs, Diamonds, Hearts, each Ace to King. */
export function standardDeck(): string[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));
}

const SUIT_NAMES: Record<Suit, string> = { S: 'Spades', C: 'Clubs', D: 'Diamonds', H: 'Hearts' };
const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', C: '♣', D: '♦', H: '♥' };
/** The ranks named in words; the others are named by their number. */
const RANK_WORDS: Partial<Record<Rank, string>> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

function rankName(rank: Rank): string {
  return RANK_WORDS[rank] ?? rank;
}

/** The English name of a suit. */
export function suitName(suit: Suit): string {
  return SUIT_NAMES[suit];
}

/** The symbol of a suit: ♠ ♣ ♦ ♥. */
export function suitSymbol(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** A card's full name, e.g. "Jack of Spades", "Joker". */
export function cardName(code: string): string {
  if (isJoker(code)) return 'Joker';
  const { rank, suit } = card(code);
  return `${rankName(rank)} of ${SUIT_NAMES[suit]}`;
}

/**
 * Cards in words, each run of one suit naming its suit once: "5, 4 and 2 of Diamonds, 7 of Spades,
 * Joker" (the short form that keeps a long list of cards readable aloud).
 */
export function cardNames(codes: readonly string[]): string {
  const runs: string[][] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && !isJoker(code) && !isJoker(last[0]!) && suitOf(last[0]!) === suitOf(code)) last.push(code);
    else runs.push([code]);
  }
  return runs
    .map((run) => {
      if (isJoker(run[0]!)) return 'Joker';
      const ranks = run.map((code) => rankName(rankOf(code)));
      const listed = ranks.length > 1 ? `${ranks.slice(0, -1).join(', ')} and ${ranks.at(-1)}` : ranks[0]!;
      return `${listed} of ${SUIT_NAMES[suitOf(run[0]!)]}`;
    })
    .join(', ');
}

/** A card's short label, e.g. "J♠", "10♥", "🃏". */
export function cardLabel(code: string): string {
  if (isJoker(code)) return '🃏';
  const { rank, suit } = card(code);
  return `${rank}${SUIT_SYMBOLS[suit]}`;
}
