import { ApplicationCommandOptionType, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context.js';
import { rogueCommand } from '../../src/discord/games/rogue/command.js';

/** A stand-in interaction: string options by name, and the replies it was given. */
function interaction(options: Record<string, string | null>): { fake: ChatInputCommandInteraction; replies: unknown[] } {
  const replies: unknown[] = [];
  const fake = {
    options: { getString: (name: string) => options[name] ?? null },
    reply: async (payload: unknown) => {
      replies.push(payload);
    },
  } as unknown as ChatInputCommandInteraction;
  return { fake, replies };
}

/** The character's options, and whether each is required: the cliché, and an optional name. */
const CHARACTER = [
  ['cliche', true],
  ['name', false],
];

/** The options of `/rogue`'s subcommand at `index`, checked to be the subcommand `name`. */
function subcommandOptions(index: number, name: string) {
  const sub = rogueCommand.data.toJSON().options?.[index];
  expect(sub).toMatchObject({ name, type: ApplicationCommandOptionType.Subcommand });
  return sub && 'options' in sub ? (sub.options ?? []) : [];
}

describe('Discord: /rogue start', () => {
  it('asks for a cliché from four choices, an optional name and seed', () => {
    const options = subcommandOptions(0, 'start');
    expect(options.map((o) => [o.name, o.required ?? false])).toEqual([...CHARACTER, ['seed', false], ['private', false]]);
    const cliche = options[0];
    expect(cliche && 'choices' in cliche ? cliche.choices?.map((c) => c.value) : []).toEqual([
      'fighter',
      'fire-mage',
      'ice-mage',
      'lightning-mage',
    ]);
  });

  it("offers today's daily deal with the same cliché and name, and no seed", () => {
    const options = subcommandOptions(1, 'daily');
    expect(options.map((o) => [o.name, o.required ?? false])).toEqual([...CHARACTER, ['private', false]]);
  });

  it('answers privately and starts nothing for an unknown cliché or a blank name', async () => {
    const ctx = {} as BotContext;
    const cases: Record<string, string>[] = [{ cliche: 'bard' }, { cliche: 'fighter', name: '   ' }];
    for (const options of cases) {
      const { fake, replies } = interaction(options);
      await rogueCommand.execute(fake, ctx);
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatchObject({ flags: MessageFlags.Ephemeral });
      expect(JSON.stringify(replies[0])).toContain('Nothing was started');
    }
  });
});
