/**
 * A separate process for the multi-process race test: opens the store named on the command line,
 * waits for "go" on stdin, makes one move on the given board, and prints the outcome's kind.
 */
import { createInterface } from 'node:readline';
import { findGame } from '../../src/catalog.js';
import { Leaderboard } from '../../src/sessions/scores/leaderboard.js';
import { SessionService } from '../../src/sessions/session-service.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';

const [url, channelId, actor, sessionId, version, action] = process.argv.slice(2);
const storage = await openStorage(url!);
const sessions = new SessionService(storage.store, new Leaderboard(storage.ledger), { findGame });
await sessions.load(channelId!);
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'go') continue;
  const outcome = await sessions.act({
    channelId: channelId!,
    actor: actor!,
    sessionId,
    version: Number(version),
    action: JSON.parse(action!) as unknown,
  });
  console.log(outcome.kind);
  break;
}
await storage.close();
