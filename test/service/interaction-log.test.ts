/**
 * Each interaction's log line (docs/operations.md, "Logs"): `interaction` at info, or `interaction slow`, a
 * warning, when its handling took past 1.5 s, timed on a fake clock.
 */
import type { Interaction } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../../src/discord/client/router.js';
import type { Command } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import type { Logger } from '../../src/log.js';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => vi.useRealTimers());

/** The log lines of one command whose handling takes `ms`, as [level, message, its ms field]. */
async function linesOfCommandTaking(ms: number): Promise<[string, string, unknown][]> {
  const lines: [string, string, unknown][] = [];
  const log: Logger = {
    info: (message, fields) => lines.push(['info', message, fields?.ms]),
    warn: (message, fields) => lines.push(['warn', message, fields?.ms]),
    error: (message) => lines.push(['error', message, undefined]),
  };
  const command = { data: { name: 'slow' }, execute: () => new Promise((resolve) => setTimeout(resolve, ms)) } as unknown as Command;
  const route = createRouter({ commands: [command], games: [], log } as unknown as BotContext);
  const no = () => false;
  const interaction = {
    id: '1',
    commandName: 'slow',
    isAutocomplete: no,
    isRepliable: () => true,
    isChatInputCommand: () => true,
    isButton: no,
    isAnySelectMenu: no,
    isStringSelectMenu: no,
    isMessageComponent: no,
  } as unknown as Interaction;
  const routed = route(interaction);
  await vi.advanceTimersByTimeAsync(ms);
  await routed;
  return lines;
}

describe("An interaction's log line", () => {
  it('is `interaction` at info when its handling took 1.5 s, and `interaction slow` at warn when it took 1,501 ms', async () => {
    expect(await linesOfCommandTaking(1_500)).toEqual([['info', 'interaction', 1_500]]);
    expect(await linesOfCommandTaking(1_501)).toEqual([['warn', 'interaction slow', 1_501]]);
  });
});
