/**
 * The ledger in Redis. A board is a sorted set (score: the best score; member: inverted time of the
 * best, then the user id, so equal scores rank the earlier best first) beside a hash of each player's
 * line. Recording a run is one Lua script: the run is stored only if new (SET NX), and every board of
 * the run is updated in the same atomic step.
 */
import type { createClient } from '@keyv/redis';
import { z } from 'zod';
import {
  boardsOf,
  type EarnedAchievements,
  type HeldAchievement,
  type Ledger,
  type LedgerRun,
  type PlayedRun,
  type RunRecord,
  runRecordSchema,
  type Standing,
} from '../../scores/ledger.js';

/** A connected node-redis client. */
export type RedisClient = ReturnType<typeof createClient>;

const RECORD_RUN = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX') then return 0 end
redis.call('SET', KEYS[2], '1')
redis.call('RPUSH', KEYS[3], ARGV[2])
local user, score, at, won, member = ARGV[3], tonumber(ARGV[4]), ARGV[5], tonumber(ARGV[6]), ARGV[7]
for i = 4, #KEYS, 2 do
  local ranks, lines = KEYS[i], KEYS[i + 1]
  local stored = redis.call('HGET', lines, user)
  local line
  if stored then
    line = cjson.decode(stored)
    line.games = line.games + 1
    line.wins = line.wins + won
    if score > line.best then
      redis.call('ZREM', ranks, line.member)
      line.best, line.bestAt, line.member = score, at, member
    end
  else
    line = { best = score, bestAt = at, games = 1, wins = won, member = member }
  end
  redis.call('ZADD', ranks, line.best, line.member)
  redis.call('HSET', lines, user, cjson.encode(line))
end
return 1
`;

/** A day's daily seed and the seed's day, both or neither, and the seed that stands (the first saved). */
const SAVE_DAILY_SEED = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then redis.call('SET', KEYS[2], ARGV[2]) end
return redis.call('GET', KEYS[1])
`;

const RELEASE_CLAIM = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

const lineSchema = z.object({ best: z.number(), bestAt: z.string(), games: z.number(), wins: z.number(), member: z.string() });
/** A run in a player's list: the record's outcome, with null for what it does not have. */
const playedSchema = runRecordSchema.pick({ game: true, score: true, won: true, finishedAt: true }).extend({
  daily: z.string().nullable(),
  summary: z.string().nullable(),
  seed: z.string().nullable().default(null),
});
const heldSchema = z.object({ sessionId: z.string(), earnedAt: z.string() });

/** Adds each achievement not yet held (HSETNX), all in one step; returns those added. */
const RECORD_ACHIEVEMENTS = `
local added = {}
for i = 1, #ARGV - 1 do
  if redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[#ARGV]) == 1 then table.insert(added, ARGV[i]) end
end
return added
`;

/** The sorted-set member of a best: newer times sort lower among equal scores. */
function memberOf(at: string, userId: string): string {
  return `${String(9_999_999_999_999 - Date.parse(at)).padStart(13, '0')}|${userId}`;
}

function boardKeys(game: string, board: string, scope: string): { ranks: string; lines: string } {
  return { ranks: `ranks:${game}:${board}:${scope}`, lines: `lines:${game}:${board}:${scope}` };
}

function toStanding(userId: string, line: z.infer<typeof lineSchema>): Standing {
  return { userId, best: line.best, bestAt: line.bestAt, games: line.games, wins: line.wins };
}

/** A ledger in Redis. */
export class RedisLedger implements Ledger {
  constructor(private readonly client: RedisClient) {}

  async insertRun(run: LedgerRun): Promise<boolean> {
    const { week: _week, ...record } = run;
    const played: PlayedRun = {
      game: run.game,
      score: run.score,
      won: run.won,
      finishedAt: run.finishedAt,
      daily: run.daily ?? null,
      summary: run.summary ?? null,
      seed: run.seed,
    };
    const boards = boardsOf(run).flatMap(({ board, scope }) => Object.values(boardKeys(run.game, board, scope)));
    const keys = [`run:${run.sessionId}`, `seedplayed:${run.game}:${run.seed}`, `runs:${run.userId}`, ...boards];
    const args = [
      JSON.stringify(record),
      JSON.stringify(played),
      run.userId,
      String(run.score),
      run.finishedAt,
      run.won ? '1' : '0',
      memberOf(run.finishedAt, run.userId),
    ];
    return (await this.client.eval(RECORD_RUN, { keys, arguments: args })) === 1;
  }

  async run(sessionId: string): Promise<RunRecord | undefined> {
    const stored = await this.client.get(`run:${sessionId}`);
    if (stored === null) return undefined;
    const run = runRecordSchema.parse(JSON.parse(stored));
    return { ...run, actions: run.actions ?? null, daily: run.daily ?? null };
  }

  async top(game: string, board: string, scope: string, limit: number): Promise<Standing[]> {
    const { ranks, lines } = boardKeys(game, board, scope);
    const members = await this.client.zRange(ranks, 0, limit - 1, { REV: true });
    const users = members.map((member) => member.slice(member.indexOf('|') + 1));
    if (users.length === 0) return [];
    const stored = await this.client.hmGet(lines, users);
    return users.map((userId, i) => toStanding(userId, lineSchema.parse(JSON.parse(stored[i] ?? 'null'))));
  }

  size(game: string, board: string, scope: string): Promise<number> {
    return this.client.zCard(boardKeys(game, board, scope).ranks);
  }

  async standing(game: string, board: string, scope: string, userId: string): Promise<(Standing & { rank: number }) | undefined> {
    const { ranks, lines } = boardKeys(game, board, scope);
    const stored = await this.client.hGet(lines, userId);
    if (stored === null || stored === undefined) return undefined;
    const line = lineSchema.parse(JSON.parse(stored));
    const rank = await this.client.zRevRank(ranks, line.member);
    return rank === null ? undefined : { ...toStanding(userId, line), rank: rank + 1 };
  }

  async runsOf(userId: string, game?: string): Promise<PlayedRun[]> {
    const runs = (await this.client.lRange(`runs:${userId}`, 0, -1)).map((text) => playedSchema.parse(JSON.parse(text)));
    return runs
      .filter((run) => game === undefined || run.game === game)
      .sort((a, b) => a.game.localeCompare(b.game) || a.finishedAt.localeCompare(b.finishedAt));
  }

  async recordAchievements({ userId, game, achievements, sessionId, earnedAt }: EarnedAchievements): Promise<string[]> {
    if (achievements.length === 0) return [];
    const fields = achievements.map((id) => `${game}:${id}`);
    const added = (await this.client.eval(RECORD_ACHIEVEMENTS, {
      keys: [`achievements:${userId}`],
      arguments: [...fields, JSON.stringify({ sessionId, earnedAt })],
    })) as string[];
    return achievements.filter((id) => added.includes(`${game}:${id}`));
  }

  async achievementsOf(userId: string, game?: string): Promise<HeldAchievement[]> {
    const all = await this.client.hGetAll(`achievements:${userId}`);
    return Object.entries(all)
      .map(([field, value]) => {
        const at = field.indexOf(':');
        return { game: field.slice(0, at), achievement: field.slice(at + 1), ...heldSchema.parse(JSON.parse(value)) };
      })
      .filter((held) => game === undefined || held.game === game)
      .sort((a, b) => a.game.localeCompare(b.game) || a.earnedAt.localeCompare(b.earnedAt) || a.achievement.localeCompare(b.achievement));
  }

  async claimSeed(game: string, seed: string, userId: string): Promise<boolean> {
    // A recorded run marks its seed too (RECORD_RUN), so a deal played before any claim existed stays claimed.
    return (await this.client.set(`seedplayed:${game}:${seed}`, `claim:${userId}`, { NX: true })) !== null;
  }

  async releaseSeed(game: string, seed: string, userId: string): Promise<void> {
    await this.client.eval(RELEASE_CLAIM, { keys: [`seedplayed:${game}:${seed}`], arguments: [`claim:${userId}`] });
  }

  async setting(key: string, initial: string): Promise<string> {
    await this.client.set(`setting:${key}`, initial, { NX: true });
    return (await this.client.get(`setting:${key}`)) ?? initial;
  }

  async saveDailySeed(game: string, date: string, seed: string): Promise<string> {
    return z
      .string()
      .parse(
        await this.client.eval(SAVE_DAILY_SEED, { keys: [`daily:${game}:${date}`, `dailyseed:${game}:${seed}`], arguments: [seed, date] }),
      );
  }

  dailyDateOf(game: string, seed: string): Promise<string | null> {
    return this.client.get(`dailyseed:${game}:${seed}`);
  }

  dailySeedOf(game: string, date: string): Promise<string | null> {
    return this.client.get(`daily:${game}:${date}`);
  }

  async claimAttempt(game: string, date: string, userId: string): Promise<boolean> {
    return (await this.client.set(`attempt:${game}:${date}:${userId}`, '1', { NX: true })) !== null;
  }

  async releaseAttempt(game: string, date: string, userId: string): Promise<void> {
    await this.client.del(`attempt:${game}:${date}:${userId}`);
  }

  async close(): Promise<void> {
    // The client is closed with the store (see redis.ts).
  }
}
