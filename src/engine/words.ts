/** English for the games' narration and boards: counts with the right noun, and "a" or "an". */

/** The noun for a count: "kill" for 1, "kills" otherwise (`plural` for irregular nouns: die, dice). */
export function noun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun: "1 kill", "3 kills", "1 die", "2 dice". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${noun(n, singular, plural)}`;
}

/** Words that start with a vowel letter but are said with a consonant ("a unicorn", "a one-eyed"). */
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one\b|once\b)/i;
/** Numbers said with a vowel: 8, 11, 18, 80-89, 800-899 ("an 8", "an 11"). */
const VOWEL_NUMBER = /^(8|11(?!\d)|18(?!\d))/;

/** The indefinite article of a word as it is said: "an Orc", "a Rat", "an 8🪙", "an A🏆" (an Ace). */
export function article(word: string): 'a' | 'an' {
  if (VOWEL_NUMBER.test(word)) return 'an';
  if (/^[AEIOU](?![a-z])/.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A word with its indefinite article: "an Orc Soldier", "a Goblin". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

/** Text with its first letter in capitals, to open a sentence: "An Orc attacks!". */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A number of at least 0 with thousands separated and at most one decimal, as en-US writes it: "50,032",
 * "12.5". Rounded half away from zero on the number's shortest decimal form, as Intl.NumberFormat rounds
 * (0.15 gives "0.2"). Written by hand because Intl's number formatting maps some 8 MB of ICU's data and
 * caches into every process that uses it.
 */
function grouped(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '∞';
  // The shortest decimal form's digits, with the point put where its exponent says (1e-7, 1.5e+22).
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const [int = '', fraction = ''] = mantissa.split('.');
  const point = int.length + Number(exponent);
  const digits = (point < 1 ? '0'.repeat(1 - point) : '') + (int + fraction).padEnd(point, '0');
  const at = Math.max(point, 1);
  const tenths = BigInt(digits.slice(0, at) + (digits[at] ?? '0')) + ((digits[at + 1] ?? '0') >= '5' ? 1n : 0n);
  const whole = (tenths / 10n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return tenths % 10n === 0n ? whole : `${whole}.${tenths % 10n}`;
}

/**
 * A number as every board, line and leaderboard writes it: a true minus sign (U+2212) for negatives
 * ("−172"), thousands separated ("50,032"), at most one decimal; with `plus`, "+" before positives
 * (a bonus: "+1", "0", "−1"). The one way a number that may be negative is written in text.
 */
export function signed(value: number, plus = false): string {
  const digits = grouped(Math.abs(value));
  if (digits === '0') return '0';
  if (value < 0) return `−${digits}`;
  return plus ? `+${digits}` : digits;
}
