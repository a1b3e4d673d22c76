/**
 * Clichés written the Risus way for `/saga join`: `Weekend Warrior (3), Hairdresser (2), [Wizard] (4)`.
 * Every cliché may be pumped once (Risus); brackets mark one that may be double-pumped.
 */
import type { Cliche } from './state.js';

/** The form `/saga join` expects, shown when the text does not read. */
const CLICHE_FORM =
  'Write clichés as `Name (rating)` separated by commas, ratings 1 to 6, brackets for ' +
  'one you may double-pump, e.g. `Weekend Warrior (3), Hairdresser (2), [Wizard] (4)`.';

const ONE = /^(\[\s*)?([^[\]()]+?)(\s*\])?\s*\(\s*(\d+)\s*\)$/;

/** Reads clichés, or says what is wrong and shows the expected form. */
export function parseCliches(text: string): { ok: true; cliches: Cliche[] } | { ok: false; message: string } {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) return { ok: false, message: `No clichés given. ${CLICHE_FORM}` };
  if (parts.length > 10) return { ok: false, message: `At most 10 clichés, not ${parts.length}. ${CLICHE_FORM}` };
  const cliches: Cliche[] = [];
  for (const part of parts) {
    const match = ONE.exec(part);
    if (!match || Boolean(match[1]) !== Boolean(match[3]))
      return { ok: false, message: `"${part}" does not read as a cliché. ${CLICHE_FORM}` };
    const name = (match[2] ?? '').trim();
    const rating = Number(match[4]);
    if (name.length > 40) return { ok: false, message: `"${name.slice(0, 40)}…" is longer than 40 characters. ${CLICHE_FORM}` };
    if (rating < 1 || rating > 6) return { ok: false, message: `${name} is rated ${rating}; ratings run from 1 to 6. ${CLICHE_FORM}` };
    if (cliches.some((c) => c.name.toLowerCase() === name.toLowerCase()))
      return { ok: false, message: `${name} is listed twice. ${CLICHE_FORM}` };
    cliches.push({ name, rating, pump: match[1] ? 'double' : 'single' });
  }
  return { ok: true, cliches };
}
