import {
  ApplicationCommandOptionType,
  type ChatInputCommandInteraction,
  ComponentType,
  type InteractionReplyOptions,
  MessageFlags,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.js';
import { helpCommand } from '../../src/commands/help.js';
import { commands } from '../../src/commands/index.js';
import type { ComponentInteraction } from '../../src/discord/actions/component-interaction.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import type { BotContext } from '../../src/discord/context.js';
import { pickHelpPage } from '../../src/discord/help/help-menu.js';
import { HELP_MENU_ID, type HelpSource } from '../../src/discord/help/help-pages.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { NO_PINGS } from '../../src/discord/respond.js';
import { games } from '../helpers/catalog.js';
import { limitViolations } from '../helpers/limits.js';

/** What help is made from: the bot's games and commands. */
const source: HelpSource = { games: catalog, commands };

/** What `/help` answers, from a stand-in interaction. */
async function helpAnswer(): Promise<InteractionReplyOptions & MessagePayload> {
  const replies: unknown[] = [];
  const fake = { reply: async (payload: unknown) => void replies.push(payload) } as unknown as ChatInputCommandInteraction;
  await helpCommand.execute(fake, source as BotContext);
  expect(replies).toHaveLength(1);
  return replies[0] as InteractionReplyOptions & MessagePayload;
}

/** The help menu of a message. */
function menuOf(payload: MessagePayload) {
  const menu = payload.components.flatMap((row) => row.components).find((c) => c.type === ComponentType.StringSelect);
  if (!menu || menu.type !== ComponentType.StringSelect) throw new Error('no menu');
  return menu;
}

/** A stand-in choice in the help menu (or a click on a button with its id), on a private message or not; what it was answered with. */
function choice(customId: string, values: string[] | null, ephemeral = true) {
  const calls: { how: 'update' | 'reply'; payload: InteractionReplyOptions & MessagePayload }[] = [];
  const fake = {
    customId,
    values: values ?? [],
    isStringSelectMenu: () => values !== null,
    message: { flags: { has: (flag: MessageFlags) => ephemeral && flag === MessageFlags.Ephemeral } },
    update: async (payload: InteractionReplyOptions & MessagePayload) => void calls.push({ how: 'update', payload }),
    reply: async (payload: InteractionReplyOptions & MessagePayload) => void calls.push({ how: 'reply', payload }),
  } as unknown as ComponentInteraction;
  return { fake, calls };
}

/** Every `/command sub` (or `/command group`) the bot registers, but /help itself. */
const REGISTERED = commands
  .filter((c) => c.data.name !== 'help')
  .flatMap((command) => {
    const json = command.data.toJSON();
    const subs = (json.options ?? []).filter(
      (o) => o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup,
    );
    return subs.length > 0 ? subs.map((sub) => `/${json.name} ${sub.name}`) : [`/${json.name}`];
  });

/** The notation of every command in help: `/name sub`, then `<required>`, `[optional]` or "…" for numbered options left out. */
const NOTATION = /^\/[a-z-]+( [a-z-]+)?( (<[a-z0-9-]+>|\[[a-z0-9-]+\]|…))*$/;

describe('Discord: /help', () => {
  it('answers privately with a short start: the game to try first, and one command that starts each game', async () => {
    const answer = await helpAnswer();
    expect(answer.flags).toBe(MessageFlags.Ephemeral);
    expect(answer.allowedMentions).toEqual(NO_PINGS);
    const [embed] = answer.embeds;
    const lines = embed?.description?.split('\n') ?? [];
    expect(lines.length).toBeLessThanOrEqual(16);
    expect(embed?.fields ?? []).toEqual([]);
    expect(lines.find((line) => line.startsWith('New here?'))).toBe('New here? Try **Scoundrel** first: `/scoundrel start`.');
    for (const game of Object.values(games)) {
      expect(lines.filter((line) => line.startsWith(`**${game.title}**: \`/${game.id} start`))).toHaveLength(1);
    }
    expect(embed?.description).toContain('`/royale start <wizardry> <fighting> <thievery> <cleric>`');
    for (const span of [...(embed?.description ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!)) expect(span).toMatch(NOTATION);
    expect(embed?.footer?.text).toBe('<name>: you must give it · [name]: you may leave it out');
    expect(limitViolations(answer)).toEqual([]);
  });

  it('shows on its first page what a server does together: races, challenges, the daily post and tournaments', async () => {
    const lines = (await helpAnswer()).embeds[0]?.description?.split('\n') ?? [];
    const together = lines.slice(lines.indexOf('**Together in a server**') + 1);
    expect(together.slice(0, 4)).toEqual([
      '• Races on one deal, each on a private board with live standings: `/race start <game>`',
      '• Challenges: a race of two, `/race challenge <game> <member>`, or a Risus Royale duel, ' +
        '`/royale duel <member> <wizardry> <fighting> <thievery> <cleric>`',
      "• The daily post of the day's deals, with yesterday's podium: `/settings [daily-channel]` (Manage Server)",
      '• Tournaments on the daily deals, over several days: `/tournament start <game> <days>`',
    ]);
  });

  it("opens each game's commands from a menu: every registered command on a page, in one notation, within Discord's limits", async () => {
    const menu = menuOf(await helpAnswer());
    expect(menu.custom_id).toBe(HELP_MENU_ID);
    expect(menu.options.length).toBeLessThanOrEqual(25);
    expect(menu.options.map((o) => o.value)).toEqual(['start', 'scoundrel', 'assassin', 'royale', 'rogue', 'saga', 'more']);
    const listed: string[] = [];
    for (const { value } of menu.options) {
      const { fake, calls } = choice(menu.custom_id, [value]);
      await pickHelpPage({ interaction: fake, ctx: source as BotContext, id: decodeComponentId(HELP_MENU_ID)! });
      expect(calls.map((c) => c.how)).toEqual(['update']);
      const page = calls[0]!.payload;
      expect(page.allowedMentions).toEqual(NO_PINGS);
      expect(limitViolations(page)).toEqual([]);
      expect(
        menuOf(page)
          .options.filter((o) => o.default)
          .map((o) => o.value),
      ).toEqual([value]);
      const spans = [...(page.embeds[0]?.description ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      for (const span of spans) expect(span).toMatch(NOTATION);
      listed.push(
        ...spans.map((span) =>
          span
            .split(' ')
            .filter((word) => /^[/a-z-]+$/.test(word))
            .slice(0, 2)
            .join(' '),
        ),
      );
    }
    expect(REGISTERED.filter((command) => !listed.includes(command))).toEqual([]);
  });

  it('writes the Saga fight with its numbered players once, and never a stray colon', async () => {
    const { fake, calls } = choice(menuOf(await helpAnswer()).custom_id, ['saga']);
    await pickHelpPage({ interaction: fake, ctx: source as BotContext, id: decodeComponentId(HELP_MENU_ID)! });
    const text = calls[0]!.payload.embeds[0]?.description ?? '';
    expect(text).toContain('`/saga fight <opponent> <style> <player> <cliche> [rank] [hidden] [player2] [cliche2] … [player6] [cliche6]`');
    expect(text).toContain('`/saga check <player> <cliche> <style> <target> [hidden]`: GM: call for a check against a target');
    expect(text).toContain('`/saga recap [since] [public]`: The story of the table: every result, who joined and left');
    expect(text).not.toMatch(/[a-z]:`|::/);
  });

  it("refuses privately, changing nothing, a value that is no page, several values, or a button with the menu's id", async () => {
    const id = menuOf(await helpAnswer()).custom_id;
    for (const values of [['admin'], ['__proto__'], ['scoundrel', 'saga'], [], null]) {
      const { fake, calls } = choice(id, values);
      await pickHelpPage({ interaction: fake, ctx: source as BotContext, id: decodeComponentId(HELP_MENU_ID)! });
      expect(calls.map((c) => c.how)).toEqual(['reply']);
      expect(calls[0]!.payload).toMatchObject({
        flags: MessageFlags.Ephemeral,
        allowedMentions: NO_PINGS,
        content: expect.stringMatching(/nothing was changed/),
      });
    }
  });

  it('answers a menu on a message that is not private with a private page, leaving that message alone', async () => {
    const { fake, calls } = choice(menuOf(await helpAnswer()).custom_id, ['rogue'], false);
    await pickHelpPage({ interaction: fake, ctx: source as BotContext, id: decodeComponentId(HELP_MENU_ID)! });
    expect(calls.map((c) => [c.how, c.payload.flags])).toEqual([['reply', MessageFlags.Ephemeral]]);
  });
});
