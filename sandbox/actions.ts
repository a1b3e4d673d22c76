/**
 * What the page asks for (a slash command, a click, a choice in a menu, suggestions for an option being typed), checked and turned into
 * an INTERACTION_CREATE.
 */
import { z } from 'zod';
import type { LocalDiscord, TestGuild, TestUser } from '../local-discord/index.js';

/** How long the page waits for the bot's callback: Discord's 3 s, and a little more for it to arrive. */
const ANSWER_TIMEOUT_MS = 3_500;

/** An autocomplete suggestion: what the member sees and the value the command gets. */
type Choice = { name: string; value: string | number };

/**
 * The HTTP answer to an action: 200 once the bot answered (with its suggestions, for autocomplete) or did not (in `error`), 400 for a
 * request that was not dispatched.
 */
export type ActionResult =
  | { status: 200; body: { ok: true; choices?: Choice[] } | { ok: false; error: string } }
  | { status: 400; body: { error: string } };

const snowflake = z.string().regex(/^\d{1,20}$/, 'must be an id');
const name = z.string().min(1).max(32);
const userAction = z.object({ userId: snowflake });
const commandSchema = userAction.extend({
  channelId: snowflake,
  name,
  subcommandGroup: name.optional(),
  subcommand: name.optional(),
  options: z
    .record(
      z.string().max(32),
      z.object({ type: z.number().int().min(3).max(11), value: z.union([z.string().max(6000), z.number(), z.boolean()]) }),
    )
    .default({}),
});
const suggestSchema = commandSchema.extend({ focused: z.string().min(1).max(32) });
const clickSchema = userAction.extend({ messageId: snowflake, customId: z.string().min(1).max(100) });
const selectSchema = clickSchema.extend({ values: z.array(z.string().max(100)).max(25) });

/** Turns the page's requests into interactions from the test users of one guild. */
export class Actions {
  private readonly commandTexts = new Map<string, string>();

  constructor(
    private readonly discord: LocalDiscord,
    private readonly guild: TestGuild,
    private readonly log: (line: string) => void,
  ) {}

  /** The slash command behind an interaction the page dispatched, e.g. `/scoundrel start`. */
  commandText(interactionId: string): string | undefined {
    return this.commandTexts.get(interactionId);
  }

  /** Runs `/name [group] [subcommand]` with typed options as a user, in a channel of the guild. */
  command(body: unknown): Promise<ActionResult> {
    return this.dispatch(commandSchema, body, (input, user) => {
      if (!this.guild.channels.some((c) => c.id === input.channelId))
        throw new Error(`Channel ${input.channelId} is not in ${this.guild.name}`);
      const id = this.discord.command({
        user,
        guildId: this.guild.id,
        channelId: input.channelId,
        name: input.name,
        subcommandGroup: input.subcommandGroup,
        subcommand: input.subcommand,
        options: input.options,
      });
      this.commandTexts.set(id, `/${[input.name, input.subcommandGroup, input.subcommand].filter((p) => p !== undefined).join(' ')}`);
      return id;
    });
  }

  /**
   * Asks the bot for suggestions as Discord does while a user types into an option registered with autocomplete
   * (APPLICATION_COMMAND_AUTOCOMPLETE, answered with callback type 8): the options filled so far, `focused` the one being typed.
   */
  async suggest(body: unknown): Promise<ActionResult> {
    const parsed = suggestSchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { error: z.prettifyError(parsed.error) } };
    const input = parsed.data;
    const user = this.userOf(input.userId);
    if (!user) return { status: 400, body: { error: `No test user ${input.userId} in ${this.guild.name}` } };
    if (!this.guild.channels.some((c) => c.id === input.channelId))
      return { status: 400, body: { error: `Channel ${input.channelId} is not in ${this.guild.name}` } };
    const request = {
      user,
      guildId: this.guild.id,
      channelId: input.channelId,
      name: input.name,
      subcommandGroup: input.subcommandGroup,
      subcommand: input.subcommand,
      // The text typed so far, as Discord sends the focused option: a string, whatever the option's type.
      options: { ...input.options, [input.focused]: String(input.options[input.focused]?.value ?? '') },
      focused: input.focused,
    };
    try {
      const choices = await this.discord.suggest(request, { timeoutMs: ANSWER_TIMEOUT_MS, waitForEdit: false });
      return { status: 200, body: { ok: true, choices } };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.log(`The suggestions failed: ${text}`);
      return { status: 200, body: { ok: false, error: text } };
    } finally {
      this.logViolations();
    }
  }

  /** Clicks a button of a message as a user. */
  click(body: unknown): Promise<ActionResult> {
    return this.dispatch(clickSchema, body, (input, user) =>
      this.discord.click({ user, message: input.messageId, customId: input.customId }),
    );
  }

  /** Chooses values in a string select menu of a message as a user. */
  select(body: unknown): Promise<ActionResult> {
    return this.dispatch(selectSchema, body, (input, user) =>
      this.discord.select({ user, message: input.messageId, customId: input.customId, values: input.values }),
    );
  }

  private async dispatch<T extends { userId: string }>(
    schema: z.ZodType<T>,
    body: unknown,
    act: (input: T, user: TestUser) => string,
  ): Promise<ActionResult> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { error: z.prettifyError(parsed.error) } };
    const user = this.userOf(parsed.data.userId);
    if (!user) return { status: 400, body: { error: `No test user ${parsed.data.userId} in ${this.guild.name}` } };
    let interactionId: string;
    try {
      interactionId = act(parsed.data, user);
    } catch (error) {
      return { status: 400, body: { error: error instanceof Error ? error.message : String(error) } };
    }
    return this.settle(interactionId);
  }

  /** The guild's test user (never the bot) with this id. */
  private userOf(id: string): TestUser | undefined {
    return this.guild.members.find((m) => m.user.id === id && m.user.bot !== true)?.user;
  }

  private logViolations(): void {
    for (const v of this.discord.takeViolations()) this.log(`Discord would reject ${v.method} ${v.path} ${v.instancePath}: ${v.message}`);
  }

  private async settle(interactionId: string): Promise<ActionResult> {
    try {
      await this.discord.answerTo(interactionId, { timeoutMs: ANSWER_TIMEOUT_MS, waitForEdit: false });
      return { status: 200, body: { ok: true } };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.log(`The interaction failed: ${text}`);
      return { status: 200, body: { ok: false, error: text } };
    } finally {
      this.logViolations();
    }
  }
}
