/** Checking a game's rules summary (its `/… rules` embed) in the board tests. */
import type { APIEmbed } from 'discord.js';
import { expect } from 'vitest';
import { limitViolations } from '../helpers/limits.js';

/** Expects the rules summary to fit an embed and to say each of `phrases`, word for word. */
export function expectSummarySays(summary: APIEmbed, phrases: string[]): void {
  expect(limitViolations({ embeds: [summary], components: [] })).toEqual([]);
  const words = JSON.stringify(summary);
  for (const phrase of phrases) expect(words).toContain(phrase);
}
