/**
 * `/saga recap [since] [public]`: the story of the table from its journal (src/sessions/table-journal.ts),
 * in order, since the table opened or a moment given. Readings (docs/rulings.md, "What a recap holds"):
 * - The recap tells only what the table was told in public, so it keeps no secret from the channel;
 *   posting it is still the GM's call, since the channel is the table's. The GM reads it privately or
 *   posts it with `public:true`; a player at the table reads it privately; anyone else is refused, and
 *   so is a player asking to post it.
 * - `since` is read in the server's time zone when `/settings timezone` gave one, else in UTC; the
 *   recap names the moment it starts from as a Discord timestamp, which each reader sees in their own
 *   time.
 * - A long recap shows its latest entries that fit in the embed and attaches the whole story as
 *   `recap.txt`.
 */
import { type APIEmbed, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { type SagaState, saga } from '../../../games/saga/index.js';
import { sessionOf } from '../../../sessions/session-outcomes.js';
import type { JournalEntry, JournalRead } from '../../../sessions/table-journal.js';
import { JOURNAL_PAGE_MOVES, JOURNAL_PAGES } from '../../../sessions/table-journal.js';
import type { BotContext } from '../../context.js';
import { corruptNotice } from '../../notices.js';
import { COLORS } from '../../render/message.js';
import { truncate, unlinked, userText } from '../../render/text.js';
import { ephemeral, NO_PINGS } from '../../respond.js';
import { parseSince } from './since.js';

/** The characters of the embed's story; the rest of a long recap is in its file. */
const STORY_BUDGET = 3_800;

/** The longest one entry is shown in the embed. */
const ENTRY_SHOWN = 1_000;

/** Why `actor` may not have the recap (`posted`: in the channel), or null. */
export function recapRefusal(state: SagaState, actor: string, posted: boolean): string | null {
  if (actor === state.gm) return null;
  if (!state.players.some((p) => p.id === actor))
    return "The recap is for the table's GM and players: join with `/saga join` to read it. Nothing was posted.";
  if (posted) return 'Only the GM posts the recap to the channel: leave out `public` to read it yourself. Nothing was posted.';
  return null;
}

/** What a recap tells: the table's GM, when it opened, the moment asked for (null: since it opened), the zone of the file's times. */
export interface RecapInput {
  gmName: string;
  opened: Date;
  since: Date | null;
  zone: string;
  story: JournalRead;
}

/** A moment as a Discord timestamp, shown in each reader's own time: `f` date and time, `t` time. */
function stamp(at: Date, style: 'f' | 't'): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:${style}>`;
}

/** A moment in `zone` for the file: "2026-11-28 20:31". */
function wallTime(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The entries told: those made at or after `since`. */
function told(input: RecapInput): JournalEntry[] {
  const from = input.since?.getTime() ?? Number.NEGATIVE_INFINITY;
  return input.story.entries.filter((entry) => Date.parse(entry.at) >= from);
}

/** One entry in the embed: its time (with the date when the day changed since `previous`) and its paragraph, escaped. */
function shownLine(entry: JournalEntry, previous: Date, zone: string): string {
  const at = new Date(entry.at);
  const newDay = wallTime(previous, zone).slice(0, 10) !== wallTime(at, zone).slice(0, 10);
  return `${stamp(at, newDay ? 'f' : 't')} ${userText(entry.text, ENTRY_SHOWN)}`;
}

/** The recap: an embed of the story (its latest entries when long) and, when it does not all fit, the whole of it as `recap.txt`. */
export function recapMessage(input: RecapInput): { embeds: APIEmbed[]; files: { attachment: Buffer; name: string }[] } {
  const entries = told(input);
  const from = input.since ?? input.opened;
  const head = input.since ? `Since ${stamp(input.since, 'f')}:` : `Since the table opened, ${stamp(input.opened, 'f')}:`;
  const lines = entries.map((entry, n) => shownLine(entry, new Date(entries[n - 1]?.at ?? from), input.zone));
  const cut = lines.length - latestFitting(lines);
  const shown = lines.slice(cut);
  const body =
    entries.length === 0
      ? 'Nothing was resolved, and nobody joined, left or took the GM seat.'
      : [...(cut > 0 ? [`… ${cut} earlier ${cut === 1 ? 'entry is' : 'entries are'} in the attached recap.txt.`] : []), ...shown].join(
          '\n',
        );
  const dropped = input.story.keptFrom > 1 && (input.since === null || input.since.getTime() < firstTime(input.story));
  const embed: APIEmbed = {
    title: truncate(`📜 Recap · ${userText(input.gmName, 80)}'s Saga table`, 256),
    description: truncate(`${head}\n${body}`, 4096),
    color: COLORS.neutral,
    ...(dropped
      ? {
          footer: {
            text:
              `Older moves are no longer kept: a table keeps the story of its last ` +
              `${(JOURNAL_PAGE_MOVES * JOURNAL_PAGES).toLocaleString('en-US')} moves.`,
          },
        }
      : {}),
  };
  if (cut === 0) return { embeds: [embed], files: [] };
  const file = [
    `Recap of ${input.gmName}'s Saga table, since ${wallTime(from, input.zone)} (times in ${input.zone})`,
    '',
    ...entries.map((entry) => `${wallTime(new Date(entry.at), input.zone)}  ${entry.text}`),
    '',
  ].join('\n');
  return { embeds: [embed], files: [{ attachment: Buffer.from(file, 'utf8'), name: 'recap.txt' }] };
}

/** How many of the last lines fit in the embed's story, one a line. */
function latestFitting(lines: readonly string[]): number {
  let size = 0;
  let fit = 0;
  for (let n = lines.length - 1; n >= 0 && size + lines[n]!.length + 1 <= STORY_BUDGET; n--) {
    size += lines[n]!.length + 1;
    fit++;
  }
  return fit;
}

/** When the oldest entry kept was made (ms), or never when none is kept. */
function firstTime(story: JournalRead): number {
  const first = story.entries[0];
  return first ? Date.parse(first.at) : Number.POSITIVE_INFINITY;
}

/** Answers `/saga recap`: the story privately, or posted by the GM; a clear private refusal otherwise, changing nothing. */
export async function recap(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const posted = interaction.options.getBoolean('public') === true;
  const loaded = await ctx.sessions.load(interaction.channelId);
  const session = sessionOf(loaded, saga);
  if (!session) {
    const why =
      loaded.kind === 'corrupt'
        ? corruptNotice(loaded.reason)
        : loaded.kind === 'ok'
          ? `This channel's game is ${loaded.game.title}, not a Saga table: there is no story to recap.`
          : 'There is no Saga table in this channel: there is no story to recap. Open one with `/saga start`.';
    await interaction.reply(ephemeral(why));
    return;
  }
  const refusal = recapRefusal(session.state, interaction.user.id, posted);
  if (refusal) {
    await interaction.reply(ephemeral(refusal));
    return;
  }
  const zone = (await ctx.settings.of(session.guildId)).daily?.timeZone ?? 'UTC';
  const typed = interaction.options.getString('since');
  const since = typed === null ? null : parseSince(typed, ctx.now(), zone);
  if (typeof since === 'string') {
    await interaction.reply(ephemeral(`${unlinked(since)} Nothing was posted.`));
    return;
  }
  const story = await ctx.sessions.story(session);
  const message = recapMessage({ gmName: session.state.gmName, opened: new Date(session.createdAt), since, zone, story });
  await interaction.reply({ ...message, allowedMentions: NO_PINGS, ...(posted ? {} : { flags: MessageFlags.Ephemeral }) });
}
