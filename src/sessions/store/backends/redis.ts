/**
 * The Redis backend: keyv over @keyv/redis for sessions, the ledger in sorted sets and hashes. The
 * version check is the store's own: a Lua script compares the stored id and version and writes in one step.
 */
import KeyvRedis, { createClient } from '@keyv/redis';
import { type ConditionalWrite, KeyvStore } from '../kv-store.js';
import type { Storage } from '../storage.js';
import { createKeyv } from './keyv.js';
import { type RedisClient, RedisLedger } from './redis-ledger.js';
import { RedisWorkQueue } from './redis-work-queue.js';

const SET_IF_VERSION = `
local stored = redis.call('GET', KEYS[1])
if ARGV[2] == '' then
  if stored then return 0 end
else
  if not stored then return 0 end
  local ok, row = pcall(cjson.decode, stored)
  if not ok or type(row) ~= 'table' or type(row.value) ~= 'table' then return 0 end
  if row.value.id ~= ARGV[2] or row.value.version ~= tonumber(ARGV[3]) then return 0 end
end
if ARGV[4] == '' then redis.call('SET', KEYS[1], ARGV[1]) else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[4]) end
return 1
`;

function conditionalWrite(client: RedisClient): ConditionalWrite {
  return async (key, row, expected, ttlMs) => {
    const args = [
      row,
      expected?.id ?? '',
      String(expected?.version ?? ''),
      ttlMs === undefined ? '' : String(Math.max(1, Math.ceil(ttlMs))),
    ];
    return (await client.eval(SET_IF_VERSION, { keys: [key], arguments: args })) === 1;
  };
}

/** Connects to Redis by URL. */
export async function openRedis(url: string): Promise<Storage> {
  let connected = false;
  const client: RedisClient = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      // Once connected, a dropped connection is retried for ever; a server that is not there at start is an error.
      reconnectStrategy: (retries: number, cause: Error) => (connected ? Math.min(retries * 100, 2_000) : cause),
    },
  });
  client.on('error', () => {
    // Commands fail with the error while the connection is down; the client reconnects by itself.
  });
  await client.connect();
  connected = true;
  const keyv = createKeyv(new KeyvRedis(client, { throwOnErrors: true, throwOnConnectError: true }));
  return {
    // Redis drops a value stored with a time to live by itself: nothing is left to sweep.
    store: new KeyvStore(keyv, conditionalWrite(client), async () => 0),
    ledger: new RedisLedger(client),
    work: new RedisWorkQueue(client),
    keyv,
    raw: (command, ...args) => client.sendCommand([command, ...args.map(String)]),
    close: async () => {
      await client.quit();
    },
  };
}
