/** Colours mean risk on every board: red ends the run or costs the most, green is safe or heals, grey is neutral. */
import { ButtonStyle } from 'discord.js';
import type { Risk } from '../../engine/game.js';

const STYLES = { danger: ButtonStyle.Danger, safe: ButtonStyle.Success, neutral: ButtonStyle.Secondary } as const;

/** The button style of a move's risk. */
export function riskStyle(risk: Risk): (typeof STYLES)[Risk] {
  return STYLES[risk];
}

/** The words a button ends with when its move ends the run. */
export const YOU_DIE = 'you die';
