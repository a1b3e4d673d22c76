/**
 * The queue of scheduled work in Redis: a sorted set of ids by due time beside a hash of each piece, and
 * a hash of leases. Claiming is one Lua script, so two processes claiming at once never both get a piece.
 */
import { z } from 'zod';
import type { DueWork, WorkQueue } from '../../time/work-queue.js';
import type { RedisClient } from './redis-ledger.js';

const DUE = 'work:due';
const ITEMS = 'work:items';
const LEASES = 'work:leases';

/** Claims up to ARGV[3] pieces due by ARGV[1] whose lease ran out, leasing them until ARGV[2]; returns their JSON. */
const CLAIM_DUE = `
local claimed = {}
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
for _, id in ipairs(ids) do
  if #claimed >= tonumber(ARGV[3]) then break end
  local lease = tonumber(redis.call('HGET', KEYS[3], id) or '0')
  if lease <= tonumber(ARGV[1]) then
    redis.call('HSET', KEYS[3], id, ARGV[2])
    table.insert(claimed, redis.call('HGET', KEYS[2], id))
  end
end
return claimed
`;

/** Removes ARGV[1] if its due time is still ARGV[2]. */
const FINISH = `
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[3], ARGV[1])
end
return 0
`;

const workSchema = z.object({ id: z.string(), kind: z.string(), dueAt: z.number(), payload: z.string() });

/** A queue of scheduled work in Redis. */
export class RedisWorkQueue implements WorkQueue {
  constructor(private readonly client: RedisClient) {}

  async schedule(work: DueWork): Promise<void> {
    await this.client
      .multi()
      .zAdd(DUE, { score: work.dueAt, value: work.id })
      .hSet(ITEMS, work.id, JSON.stringify(work))
      .hDel(LEASES, work.id)
      .exec();
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<DueWork[]> {
    const claimed = (await this.client.eval(CLAIM_DUE, {
      keys: [DUE, ITEMS, LEASES],
      arguments: [String(now), String(now + leaseMs), String(limit)],
    })) as string[];
    return claimed.map((text) => workSchema.parse(JSON.parse(text)));
  }

  async finish(work: Pick<DueWork, 'id' | 'dueAt'>): Promise<void> {
    await this.client.eval(FINISH, { keys: [DUE, ITEMS, LEASES], arguments: [work.id, String(work.dueAt)] });
  }

  async cancel(id: string): Promise<void> {
    await this.client.multi().zRem(DUE, id).hDel(ITEMS, id).hDel(LEASES, id).exec();
  }
}
