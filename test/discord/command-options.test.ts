/**
 * Every slash command the bot registers is one Discord accepts: in each command and subcommand, the
 * required options come before the optional ones (Discord refuses the registration otherwise), and every
 * solo game offers a private board on its `start` and `daily`.
 */
import type { APIApplicationCommandOption } from 'discord.js';
import { ApplicationCommandOptionType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.js';
import { commands } from '../../src/commands/index.js';

/** Each list of options that is not of subcommands, with the path that leads to it. */
function optionLists(
  path: string,
  options: readonly APIApplicationCommandOption[],
): { path: string; options: APIApplicationCommandOption[] }[] {
  const nested = options.filter(
    (o) => o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (nested.length === 0) return [{ path, options: [...options] }];
  return nested.flatMap((o) => ('options' in o ? optionLists(`${path} ${o.name}`, o.options ?? []) : []));
}

describe('The registered commands', () => {
  it('put every required option before the optional ones', () => {
    const misplaced = commands.flatMap((command) => {
      const json = command.data.toJSON();
      return optionLists(`/${json.name}`, json.options ?? []).filter(({ options }) => {
        const firstOptional = options.findIndex((o) => !o.required);
        return firstOptional !== -1 && options.slice(firstOptional).some((o) => o.required);
      });
    });
    expect(misplaced.map((list) => list.path)).toEqual([]);
  });

  it("offer a private board on every solo game's start and daily", () => {
    const solo = catalog.filter((entry) => entry.rules.seating === 'solo');
    for (const entry of solo) {
      const json = entry.command.data.toJSON();
      for (const sub of ['start', 'daily']) {
        const found = optionLists(`/${json.name}`, json.options ?? []).find((list) => list.path === `/${json.name} ${sub}`);
        expect(
          found?.options.map((o) => o.name),
          `/${json.name} ${sub}`,
        ).toContain('private');
      }
    }
  });
});
