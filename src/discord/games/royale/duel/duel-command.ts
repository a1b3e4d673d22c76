/**
 * `/royale duel member:@x <character> [seed]`: challenges a member of this server to Risus Royale for two on
 * one map, which becomes the channel's game. The challenged member is pinged once and answers on the
 * board (their character, or Decline); a challenge nobody answered expires after 15 minutes, by the
 * bot's scheduled work (kind `duel-expire`), which only the bot's clock can make. The map is dealt as the
 * duel is set up, and claimed then as Risus Royale's deal of its seed, so a solo start of it is unranked.
 */
import type { ChatInputCommandInteraction, Client } from 'discord.js';
import { DUEL_CLOCK, duel } from '../../../../games/royale/duel/duel.js';
import { royale } from '../../../../games/royale/index.js';
import type { RoyaleOptions } from '../../../../games/royale/state.js';
import type { ComponentInteraction } from '../../../actions/component-interaction.js';
import { postBoard, redrawLiveBoard } from '../../../boards/boards.js';
import { reachOf } from '../../../client/reach.js';
import type { BotContext } from '../../../context.js';
import { displayName } from '../../../names.js';
import { busyNotice, corruptNotice } from '../../../notices.js';
import { randomSeed, SEED_PATTERN } from '../../../play/start-game.js';
import { pingChallenged, scheduleExpiry } from '../../../race/challenge.js';
import { ephemeral } from '../../../respond.js';
import { duelUi } from './duel-board.js';

/** The kind of scheduled work that withdraws a duel challenge nobody answered. */
const DUEL_EXPIRE = 'duel-expire';

/** Opens a duel challenge in the channel for the member who asked, with their character, unless the channel has a game going. */
export async function openDuel(interaction: ChatInputCommandInteraction, ctx: BotContext, character: RoyaleOptions): Promise<void> {
  const user = interaction.options.getUser('member');
  if (!interaction.inGuild() || reachOf(interaction) !== 'channel') {
    await interaction.reply(ephemeral('A duel is played in a channel of a server the bot is in. Nothing was started.'));
    return;
  }
  if (!user || user.bot || user.id === interaction.user.id) {
    await interaction.reply(ephemeral('Challenge another member of this server (not yourself, not a bot). Nothing was started.'));
    return;
  }
  const known = interaction.options.getString('seed');
  if (known !== null && !SEED_PATTERN.test(known)) {
    await interaction.reply(ephemeral('A seed is 1 to 32 letters, digits, `-` or `_`, e.g. `seed:dragon-42`. Nothing was started.'));
    return;
  }
  const member = interaction.options.getMember('member');
  const challenged = { id: user.id, name: displayName(user, member && typeof member === 'object' ? member : null).slice(0, 40) };
  await challengeToDuel(interaction, ctx, { character, challenged, seed: known ?? randomSeed(), knownDeal: known !== null });
}

/** A duel challenge to make: the challenger's character, whom it challenges, its seed, and the finished duel it is a rematch of. */
interface Challenge {
  character: RoyaleOptions;
  challenged: { id: string; name: string };
  seed: string;
  knownDeal: boolean;
  /** The finished duel whose Rematch makes this challenge, so a second click of it makes none. */
  previousId?: string;
}

/**
 * Makes the duel challenge the channel's game for the member who asked, unless the channel has a game
 * going: its board posted, the challenged member pinged once, its expiry scheduled.
 */
export async function challengeToDuel(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  { character, challenged, seed, knownDeal, previousId }: Challenge,
): Promise<void> {
  const outcome = await ctx.sessions.start({
    channelId: interaction.channelId,
    guildId: interaction.guildId,
    game: duel,
    ownerId: interaction.user.id,
    ownerName: displayName(interaction.user, interaction.member),
    seed,
    options: { character, challenged, knownDeal },
    ranking: ctx.dailies.claimDealt(royale.id, seed, interaction.user.id),
    ...(previousId === undefined ? {} : { previousId }),
  });
  if (outcome.kind === 'repeated' && interaction.isMessageComponent()) {
    // A double click of Rematch: the first click made the challenge.
    await interaction.deferUpdate();
    return;
  }
  if (outcome.kind !== 'started') {
    const notice = outcome.kind === 'corrupt' ? corruptNotice(outcome.reason) : busyNotice(outcome.session, outcome.game);
    await interaction.reply(ephemeral(notice));
    return;
  }
  ctx.log.info(`opened duel ${outcome.session.id} in channel ${interaction.channelId}`);
  await scheduleExpiry(ctx, DUEL_EXPIRE, outcome.session.id, interaction.channelId);
  await postBoard(interaction, ctx, outcome.session, duelUi);
  await pingChallenged(interaction, challenged.id, 'a Risus Royale duel');
}

/** Registers the expiry of unanswered duel challenges with the bot's scheduled work; call once, after the client is up. */
export function handleDuelExpiry(client: Client, ctx: BotContext): void {
  ctx.work.handle(DUEL_EXPIRE, async ({ key, payload }) => {
    const channelId = typeof payload === 'object' && payload !== null && 'channelId' in payload ? payload.channelId : null;
    if (typeof channelId !== 'string') return;
    const request = { channelId, actor: DUEL_CLOCK, action: { type: 'expire' }, game: duel.id, sessionId: key };
    const outcome = await ctx.sessions.act(request);
    if (outcome.kind === 'applied') await redrawLiveBoard(client, ctx, outcome.session, duelUi);
  });
}
