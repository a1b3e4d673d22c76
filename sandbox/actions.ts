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
      const id = this.discord.command(this.commandRequest(input, user));
      this.commandTexts.set(id, `/${[input.name, input.subcommandGroup, input.subcommand].filter((p) => p !== undefined).join(' ')}`);
      return this.settle(id);
    });
  }

  /**
   * Asks the bot for suggestions as Discord does while a user types into an option registered with autocomplete
   * (APPLICATION_COMMAND_AUTOCOMPLETE, answered with callback type 8): the options filled so far, `focused` the one being typed.
   */
  suggest(body: unknown): Promise<ActionResult> {
    return this.dispatch(suggestSchema, body, (input, user) => {
      const request = {
        ...this.commandRequest(input, user),
        // The text typed so far, as Discord sends the focused option: a string, whatever the option's type.
        options: { ...input.options, [input.focused]: String(input.options[input.focused]?.value ?? '') },
        focused: input.focused,
      };
      return this.answered('The suggestions failed', async () => ({
        choices: await this.discord.suggest(request, { timeoutMs: ANSWER_TIMEOUT_MS, waitForEdit: false }),
      }));
    });
  }

  /** Clicks a button of a message as a user. */
  click(body: unknown): Promise<ActionResult> {
    return this.dispatch(clickSchema, body, (input, user) =>
      this.settle(this.discord.click({ user, message: input.messageId, customId: input.customId })),
    );
  }

  /** Chooses values in a string select menu of a message as a user. */
  select(body: unknown): Promise<ActionResult> {
    return this.dispatch(selectSchema, body, (input, user) =>
      this.settle(this.discord.select({ user, message: input.messageId, customId: input.customId, values: input.values })),
    );
  }

  /** Checks a request and acts on it as its user; a request that is malformed, or that `act` throws on, is answered 400. */
  private async dispatch<T extends { userId: string }>(
    schema: z.ZodType<T>,
    body: unknown,
    act: (input: T, user: TestUser) => Promise<ActionResult>,
  ): Promise<ActionResult> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { error: z.prettifyError(parsed.error) } };
    const user = this.userOf(parsed.data.userId);
    if (!user) return { status: 400, body: { error: `No test user ${parsed.data.userId} in ${this.guild.name}` } };
    let answer: Promise<ActionResult>;
    try {
      answer = act(parsed.data, user);
    } catch (error) {
      return { status: 400, body: { error: error instanceof Error ? error.message : String(error) } };
    }
    return answer;
  }

  /** A slash command of the page's request, as the user, in a channel of the guild (which it checks). */
  private commandRequest(input: z.infer<typeof commandSchema>, user: TestUser) {
    if (!this.guild.channels.some((c) => c.id === input.channelId))
      throw new Error(`Channel ${input.channelId} is not in ${this.guild.name}`);
    const { channelId, name, subcommandGroup, subcommand, options } = input;
    return { user, guildId: this.guild.id, channelId, name, subcommandGroup, subcommand, options };
  }

  /** The guild's test user (never the bot) with this id. */
  private userOf(id: string): TestUser | undefined {
    return this.guild.members.find((m) => m.user.id === id && m.user.bot !== true)?.user;
  }

  private logViolations(): void {
    for (const v of this.discord.takeViolations()) this.log(`Discord would reject ${v.method} ${v.path} ${v.instancePath}: ${v.message}`);
  }

  /** Waits for the bot's answer to an interaction. */
  private settle(interactionId: string): Promise<ActionResult> {
    return this.answered('The interaction failed', async () => {
      await this.discord.answerTo(interactionId, { timeoutMs: ANSWER_TIMEOUT_MS, waitForEdit: false });
      return {};
    });
  }

  /**
   * 200 with what `answer` resolves to once the bot answered, or with its error (logged after `failure`); Discord's objections are logged.
   */
  private async answered(failure: string, answer: () => Promise<{ choices?: Choice[] }>): Promise<ActionResult> {
    try {
      return { status: 200, body: { ok: true, ...(await answer()) } };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.log(`${failure}: ${text}`);
      return { status: 200, body: { ok: false, error: text } };
    } finally {
      this.logViolations();
    }
  }
}
