/**
 * Starting a race: Start by its opener, or a challenge accepted (with the Accept button, or with `/race
 * join` and a character of one's own in a game where each plays their own). One seed for everyone (the
 * given one, or a fresh deal), its deadline kept by the store's scheduled work. The deal is claimed as
 * a run's start claims it (daily-deals.ts), so a solo start of it afterwards is unranked.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import { type RaceState, race } from '../../games/race/index.js';
import type { Session } from '../../sessions/session.js';
import type { ActOutcome } from '../../sessions/session-outcomes.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { BotContext } from '../context.js';
import { displayName } from '../names.js';
import { randomSeed } from '../play/start-game.js';
import { changeRace, RACE_CLOSE, RACE_EXPIRE } from './change.js';

/** How the race starts: by Start, or by the challenged member accepting, with their own options where the game has a character. */
export type Beginning = { accept: false } | { accept: true; options: unknown };

/**
 * Starts the race for the member who clicked or typed, as `beginning` says; the outcome of the race's
 * change. `drawnAt` is the version of the race board pressed, if any.
 */
export async function beginRace(
  interaction: ComponentInteraction | ChatInputCommandInteraction,
  ctx: BotContext,
  session: Session<RaceState>,
  beginning: Beginning,
  drawnAt?: number,
): Promise<ActOutcome> {
  const at = ctx.now();
  const deadline = new Date(at.getTime() + session.state.minutes * 60_000);
  const timing = { seed: session.state.seed ?? randomSeed(), at: at.toISOString(), deadline: deadline.toISOString() };
  // Accepting a challenge enters the challenged member and starts the race in one change.
  const name = displayName(interaction.user, interaction.member);
  const action = beginning.accept
    ? ({ type: 'accept', name, options: beginning.options, ...timing } as const)
    : ({ type: 'start', ...timing } as const);
  // Claimed before it is dealt, so a process stopped in between leaves it claimed; a start the race's rules refuse claims nothing.
  if (race.apply(session.state, action, interaction.user.id).ok)
    await ctx.dailies.claimDealt(session.state.game, timing.seed, session.ownerId).claim();
  const outcome = await changeRace(ctx, interaction.channelId, session.id, interaction.user.id, action, drawnAt);
  if (outcome.kind !== 'applied') return outcome;
  const started = outcome.session as Session<RaceState>;
  await ctx.work.schedule(RACE_CLOSE, started.id, deadline, { channelId: started.channelId });
  if (beginning.accept) await ctx.work.cancel(RACE_EXPIRE, started.id);
  const deal =
    started.state.seed === null
      ? null
      : ctx.solutions.dealOf({ game: started.state.game, seed: started.state.seed, options: started.state.options });
  if (deal) ctx.solutions.prepare(deal, { keep: false });
  ctx.log.info(`started race ${started.id} of ${started.state.entrants.length} in channel ${started.channelId}`);
  return outcome;
}
