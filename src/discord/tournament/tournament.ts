/**
 * Tournaments in Discord: the standings with their chart (members named as the server shows them), the
 * announcement in the tournament's channel when it ends on its own, and its field in the server's daily
 * post. When a tournament ends and who announces it is decided by the session layer
 * (src/sessions/tournament/tournaments.ts); `startTournamentEnds` gives it this announcer once the client is connected.
 */
import { type APIEmbedField, type Client, type Guild, Routes } from 'discord.js';
import type { StandingsChartView } from '../../pictures/standings-chart.js';
import { addDays } from '../../sessions/time/local-time.js';
import { endsAt, type Tournament, type TournamentTable } from '../../sessions/tournament/tournaments.js';
import type { BotContext } from '../context.js';
import { displayName } from '../names.js';
import { drawBoardPicture } from '../pictures/board-picture.js';
import { STANDINGS_PICTURE } from '../pictures/drawing-messages.js';
import { boardEdit, type DrawnBoard, withPicture } from '../render/board-message.js';
import { dailyPostField, standingsMessage, type TournamentView, tournamentEndMessage } from './tournament-message.js';

/**
 * How many leading players the chart is given, by name (it draws as many as fit); the picture layer is
 * not imported here, so the bot's thread never loads it.
 */
const CHARTED = 10;

/** How many tournaments a daily post carries at most (a field each, beside the games' results). */
const POSTED_TOURNAMENTS = 3;

/** The view of a tournament and its standings for its messages. */
function viewOf(ctx: BotContext, tournament: Tournament, table: TournamentTable): TournamentView {
  return {
    name: tournament.name,
    gameTitle: ctx.games.find((entry) => entry.rules.id === tournament.game)?.rules.title ?? tournament.game,
    channelId: tournament.channelId,
    days: tournament.days,
    counted: table.days.length,
    firstDay: tournament.firstDay,
    endsAt: endsAt(tournament).getTime(),
    status: tournament.status,
    early: tournament.early,
    winners: tournament.winners,
    standings: table.standings,
  };
}

/** The names the server shows for these members; a member who left (or cannot be read) is "a former member". */
async function memberNames(guild: Guild | undefined, ids: readonly string[]): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => {
      try {
        const member = await guild?.members.fetch({ user: id, cache: false });
        return member ? displayName(member.user, member) : 'a former member';
      } catch {
        return 'a former member';
      }
    }),
  );
}

/** What the chart of a tournament shows: its leading players by name. */
async function chartView(guild: Guild | undefined, view: TournamentView): Promise<StandingsChartView> {
  const leaders = view.standings.slice(0, CHARTED);
  const names = await memberNames(
    guild,
    leaders.map((line) => line.userId),
  );
  return {
    title: view.name,
    game: view.gameTitle,
    days: view.days,
    counted: view.counted,
    over: view.status === 'over',
    players: leaders.map((line, i) => ({ name: names[i]!, place: line.place, total: line.total, byDay: line.byDay })),
  };
}

/** The standings of a tournament as a message, with their chart when the server has pictures on. */
export async function standingsBoard(
  ctx: BotContext,
  guild: Guild | undefined,
  tournament: Tournament,
  message: (view: TournamentView) => ReturnType<typeof standingsMessage> = standingsMessage,
): Promise<DrawnBoard> {
  const view = viewOf(ctx, tournament, await ctx.tournaments.table(tournament));
  const { pictures } = await ctx.settings.of(tournament.guildId);
  const picture = pictures ? await drawBoardPicture(STANDINGS_PICTURE, await chartView(guild, view), { logger: ctx.log }) : null;
  return withPicture(message(view), picture);
}

/** Makes this process announce, in its channel, each tournament that ends on its own. */
export function startTournamentEnds(client: Client, ctx: BotContext): void {
  ctx.tournaments.register(async (tournament) => {
    const board = await standingsBoard(ctx, client.guilds.cache.get(tournament.guildId), tournament, tournamentEndMessage);
    const { body, files } = boardEdit(board);
    try {
      await client.rest.post(Routes.channelMessages(tournament.channelId), { body, ...(files ? { files } : {}) });
    } catch (error) {
      ctx.log.warn(`the end of tournament ${tournament.id} could not be announced in its channel: ${String(error)}`);
    }
  });
}

/**
 * The daily post's fields of a server's tournaments: those running, and those whose last counted day
 * was yesterday (`dealsDate` is today's UTC date), which name their champions.
 */
export async function dailyPostTournaments(ctx: BotContext, guildId: string, dealsDate: string): Promise<APIEmbedField[]> {
  const yesterday = addDays(dealsDate, -1);
  const shown = (await ctx.tournaments.ofGuild(guildId))
    .filter((tournament) => tournament.status === 'running' || tournament.endedAt === yesterday)
    .sort((a, b) => (a.startedAt < b.startedAt ? -1 : 1))
    .slice(0, POSTED_TOURNAMENTS);
  return Promise.all(shown.map(async (tournament) => dailyPostField(viewOf(ctx, tournament, await ctx.tournaments.table(tournament)))));
}
