/**
 * The bench's measure (r): a race of 25 entrants through the local Discord and the real bot process
 * (`npm start`). The opener opens a Scoundrel race on a fixed deal, the others join, it starts, and then
 * every entrant clicks twice a second on their own private board (an ephemeral message): a move (the
 * cheapest as its button reads: the health it costs, a red one last), "Make the
 * move" when the race asks before a move that ends their run, and **My board** once their run is over
 * (the board brought back, as a finished entrant looks at it). The opener takes their time: they only
 * click My board, so the race runs until the clicks end, as a race with one slow entrant does. Each entrant's first My board, before the
 * clicks start, is checked but not timed. Each click's time is the local Discord's,
 * from the interaction sent to the bot's callback arriving. Every board that comes back is checked for
 * its picture as in (c). Meanwhile it counts the edits of the public race board, the least time between
 * two of them, and how far the board lags behind a move: the time from a move's answer to the next edit.
 */
import { ButtonStyle } from 'discord.js';
import { type ButtonView, type LocalDiscord, mainGuild, type StoredMessage, type TestUser } from '../local-discord/index.js';
import {
  boardTally,
  type ClickBenchSetup,
  type ClicksResult,
  moveButtonsOf,
  timedBoardClicks,
  watchEdits,
  withBenchBot,
} from './bench-clicks.js';

/** How to run (r). */
export interface RaceClicksOptions extends ClickBenchSetup {
  /** Entrants in the race (2 to 25). */
  entrants: number;
  /** Clicks a second of each entrant. */
  rate: number;
}

/** What (r) saw: the clicks as (c) reports them, and the race board's edits. */
export interface RaceClicksResult extends Omit<ClicksResult, 'runsEnded' | 'coachLatencies' | 'moveLatencies' | 'lastMoveLatencies'> {
  /** The race board's edits during the clicks. */
  boardEdits: number;
  /** The least time between two edits of the race board (ms). */
  leastEditGapMs: number;
  /** The longest time from a move's answer to the race board's next edit (ms). */
  mostBehindMs: number;
  /** Entrants whose run was over by the end. */
  finished: number;
  /** Whether the race closed before the clicks ended (every entrant finished). */
  closed: boolean;
}

/** The race's fixed deal: every run of (r) plays the same one. */
const RACE_SEED = 'bench-race';
const CHANNEL_ID = '1100000000000901000';

/** `count` members of a bench's server, `name` and their number naming each (ids from `first`). */
export function benchMembers(count: number, name: string, first: bigint): TestUser[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(first + BigInt(i)),
    username: `${name}${i + 1}`,
    globalName: `${name[0]!.toUpperCase()}${name.slice(1)} ${i + 1}`,
  }));
}

/** A bench's server: the main test guild with one channel, `members` its members too. */
export function memberGuild(channelId: string, channelName: string, members: readonly TestUser[]) {
  return {
    ...mainGuild,
    channels: [{ id: channelId, name: channelName }],
    members: [...mainGuild.members, ...members.map((user) => ({ user, roleIds: [] }))],
  };
}

/** What a move costs as its button says: its health ("−5 ❤"), and far more when it is red (it ends the run or costs the most). */
function costOf(button: ButtonView): number {
  const health = Number(/−(\d+) ❤/.exec(button.label ?? '')?.[1] ?? 0);
  return health + (button.style === ButtonStyle.Danger ? 100 : 0);
}

/** The move an entrant makes on their board: the cheapest as its button reads (the first of equals); none once the run is over. */
export function moveOf(discord: LocalDiscord, board: StoredMessage): string | undefined {
  return moveButtonsOf(discord, board).reduce<ButtonView | undefined>(
    (best, b) => (best === undefined || costOf(b) < costOf(best) ? b : best),
    undefined,
  )?.customId;
}

function buttonId(discord: LocalDiscord, message: StoredMessage, label: string): string {
  const id = discord.buttons(message).find((b) => b.label === label)?.customId;
  if (!id) throw new Error(`no ${label} button on the race board`);
  return id;
}

/** (r): see the file's comment. */
export function raceClicks(options: RaceClicksOptions): Promise<RaceClicksResult> {
  const entrants = benchMembers(options.entrants, 'racer', 1_100_000_000_000_902_000n);
  const guild = memberGuild(CHANNEL_ID, 'race', entrants);
  return withBenchBot(guild, CHANNEL_ID, options, async (discord, bot) => {
    const tally = boardTally(discord, options.pictures);
    const { check, timed, boards } = tally;
    const [opener, ...others] = entrants;
    const opened = await discord.run({
      user: opener!,
      channelId: CHANNEL_ID,
      name: 'race',
      subcommandGroup: 'start',
      subcommand: 'scoundrel',
      options: { seed: RACE_SEED, minutes: 30 },
    });
    const raceBoard = opened.message;
    if (!raceBoard || opened.ephemeral) throw new Error(`/race start refused: ${raceBoard?.content ?? ''}`);
    for (const user of others) {
      const board = discord.message(raceBoard.id)!;
      const joined = await discord.press({ user, message: board, customId: buttonId(discord, board, 'Join') });
      if (joined.callbackType !== 7) throw new Error(`Join refused: ${joined.message?.content ?? ''}`);
    }
    const open = discord.message(raceBoard.id)!;
    const started = await discord.press({ user: opener!, message: open, customId: buttonId(discord, open, 'Start') });
    if (started.callbackType !== 7) throw new Error(`Start refused: ${started.message?.content ?? ''}`);

    const edited = watchEdits(discord, raceBoard.id);
    const over = new Set<string>();
    let closed = false;

    /** One click of an entrant: My board when they have none or their run is over, else a move (and "Make the move" when asked). */
    const play = async (user: TestUser) => {
      const board = boards.get(user.id);
      // The opener takes their time: they only look at their board, so the race runs on until the clicks end.
      const customId = board && user !== entrants[0] ? moveOf(discord, board) : undefined;
      if (!board || !customId) {
        if (board && user !== entrants[0]) over.add(user.id);
        // The race board as it stands (its buttons carry its version): My board on it.
        const now = discord.message(raceBoard.id)!;
        const myBoard = discord.buttons(now).find((b) => b.label === 'My board')?.customId;
        if (!myBoard) {
          closed = true;
          return;
        }
        return check(user, timed(await discord.press({ user, message: now, customId: myBoard })).message);
      }
      await tally.move(user, board, customId);
    };

    // Each entrant opens their board first: the first drawings warm the bot up, as (c)'s starts do.
    const { edits, ...clicked } = await timedBoardClicks(bot, tally, edited, entrants, options, play);
    return { ...clicked, boardEdits: edits, finished: over.size, closed };
  });
}
