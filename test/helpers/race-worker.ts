/**
 * A separate process for the multi-process race test. It reads one JSON line per race on stdin: the
 * store's URL, the board (channel, actor, session id, version) and the move. For each it opens that
 * store, loads the board, prints "ready", waits for "go", makes the move, prints the outcome's kind and
 * closes the store. It exits when stdin ends, so one process serves the races on every backend.
 */
import { createInterface } from 'node:readline';
import { findGame } from '../../src/catalog.js';
import { Leaderboard } from '../../src/sessions/scores/leaderboard.js';
import { SessionService } from '../../src/sessions/session-service.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';

/** One race: where the board is, and the move to make on it. */
interface Race {
  url: string;
  channelId: string;
  actor: string;
  sessionId: string;
  version: number;
  action: unknown;
}

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
for (let line = await lines.next(); !line.done; line = await lines.next()) {
  const race = JSON.parse(String(line.value)) as Race;
  const storage = await openStorage(race.url);
  const sessions = new SessionService(storage.store, new Leaderboard(storage.ledger), { findGame });
  await sessions.load(race.channelId);
  console.log('ready');
  if ((await lines.next()).value !== 'go') throw new Error('expected "go"');
  const outcome = await sessions.act(race);
  console.log(outcome.kind);
  await storage.close();
}
