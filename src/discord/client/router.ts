/** Routes every interaction to its command or component handler; no failure goes unanswered. */
import type { AutocompleteInteraction, Interaction, RepliableInteraction } from 'discord.js';
import { interactionSeconds, interactionsTotal, secondsSince } from '../../service/metrics.js';
import { StoreBusyError } from '../../sessions/store/kv-store.js';
import { decodeComponentId } from '../actions/custom-id.js';
import { handleComponent } from '../actions/dispatch.js';
import type { Command } from '../command.js';
import type { BotContext } from '../context.js';
import { internalErrorNotice, restartingNotice, storeBusyNotice } from '../notices.js';
import { ephemeral } from '../respond.js';
import { noteOutcome, outcomeOf } from './interaction-outcome.js';

/** Answers with a private notice, whether or not the interaction was already answered. */
async function answerPrivately(interaction: RepliableInteraction, content: string): Promise<void> {
  if (interaction.replied || interaction.deferred) await interaction.followUp(ephemeral(content));
  else await interaction.reply(ephemeral(content));
}

/** Answers an autocomplete request with the command's suggestions; none when it has none or they fail. */
async function suggest(interaction: AutocompleteInteraction, command: Command | undefined, ctx: BotContext): Promise<void> {
  try {
    if (command?.autocomplete) await command.autocomplete(interaction, ctx);
    else await interaction.respond([]);
  } catch (error) {
    noteOutcome(interaction, 'error');
    ctx.log.warn(`autocomplete for /${interaction.commandName} failed: ${String(error)}`);
    if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
  }
}

/** The kind of an interaction, as logs and metrics name it. */
function kindOf(interaction: Interaction): string {
  if (interaction.isAutocomplete()) return 'autocomplete';
  if (interaction.isChatInputCommand()) return 'command';
  if (interaction.isButton()) return 'button';
  if (interaction.isAnySelectMenu()) return 'menu';
  return 'other';
}

/** The catalog game an interaction is about (its command's, or its custom id's), or `none`; never a name a member made up. */
function gameOf(interaction: Interaction, ctx: BotContext): string {
  const named =
    interaction.isChatInputCommand() || interaction.isAutocomplete()
      ? interaction.commandName
      : interaction.isMessageComponent()
        ? decodeComponentId(interaction.customId)?.game
        : undefined;
  return ctx.games.find((entry) => entry.rules.id === named)?.rules.id ?? 'none';
}

/** Handles one interaction, answering privately when its handler fails. */
async function handle(interaction: Interaction, byName: ReadonlyMap<string, Command>, ctx: BotContext): Promise<void> {
  if (interaction.isAutocomplete()) return suggest(interaction, byName.get(interaction.commandName), ctx);
  if (!interaction.isRepliable()) return;
  try {
    if (interaction.isChatInputCommand()) {
      const command = byName.get(interaction.commandName);
      if (command) await command.execute(interaction, ctx);
      else {
        noteOutcome(interaction, 'invalid');
        await interaction.reply(ephemeral(`I don't know \`/${interaction.commandName}\`. \`/help\` lists my commands.`));
      }
    } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
      await handleComponent(interaction, ctx);
    } else {
      noteOutcome(interaction, 'invalid');
      await interaction.reply(ephemeral("I don't handle that kind of interaction."));
    }
  } catch (error) {
    const busy = error instanceof StoreBusyError;
    noteOutcome(interaction, busy ? 'busy' : 'error');
    if (busy) ctx.log.warn(`interaction ${interaction.id} failed: ${error.message}`);
    else ctx.log.error(`interaction ${interaction.id} failed`, error);
    try {
      await answerPrivately(interaction, busy ? storeBusyNotice : internalErrorNotice);
    } catch (replyError) {
      ctx.log.error(`could not tell the user that interaction ${interaction.id} failed`, replyError);
    }
  }
}

/** Tells a member, privately, that the bot is stopping and nothing was done; an autocomplete gets no suggestions. */
async function turnAway(interaction: Interaction): Promise<void> {
  noteOutcome(interaction, 'stopping');
  if (interaction.isAutocomplete()) await interaction.respond([]);
  else if (interaction.isRepliable()) await interaction.reply(ephemeral(restartingNotice));
}

/** The router of the bot's interactions: the handler for `Events.InteractionCreate`, and its way to stop. */
export interface Router {
  (interaction: Interaction): Promise<void>;
  /** From now on turns every new interaction away (restartingNotice); resolves once the ones under way are finished. */
  drain(): Promise<void>;
}

/**
 * Makes the handler for `Events.InteractionCreate`: each command of `ctx.commands` by its name, and the
 * components. Each interaction is logged in one line (id, kind, game, outcome, ms) and counted.
 */
export function createRouter(ctx: BotContext): Router {
  const byName = new Map(ctx.commands.map((command) => [command.data.name, command]));
  const underWay = new Set<Promise<void>>();
  let draining = false;
  const route = async (interaction: Interaction): Promise<void> => {
    const started = performance.now();
    const work = (draining ? turnAway(interaction) : handle(interaction, byName, ctx)).catch((error: unknown) => {
      noteOutcome(interaction, 'error');
      ctx.log.error(`interaction ${interaction.id} could not be answered`, error);
    });
    underWay.add(work);
    await work;
    underWay.delete(work);
    const kind = kindOf(interaction);
    const outcome = outcomeOf(interaction);
    const seconds = secondsSince(started);
    interactionsTotal.inc({ kind, outcome });
    interactionSeconds.observe({ kind }, seconds);
    const fields = { id: interaction.id, kind, game: gameOf(interaction, ctx), outcome, ms: Math.round(seconds * 1000) };
    if (seconds > 1.5) ctx.log.warn('interaction slow', fields);
    else ctx.log.info('interaction', fields);
  };
  return Object.assign(route, {
    drain: async () => {
      draining = true;
      await Promise.all(underWay);
    },
  });
}
