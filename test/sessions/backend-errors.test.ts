import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore } from '../helpers/store.js';

/** A port on 127.0.0.1 where nothing listens. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Store backends: failures surface as errors', () => {
  it('refuses a DATABASE_URL it does not know, without showing a password', async () => {
    await expect(openStorage('mysql://user:secret@host/db')).rejects.toThrow(/sqlite:\/\/<file>, redis:\/\/… or postgres:\/\/…/);
    await expect(openStorage('mysql://user:secret@host/db')).rejects.not.toThrow(/secret/);
  });

  it.each(['redis', 'postgres'] as const)('fails to open a %s server that is not there, instead of looking empty', async (scheme) => {
    await expect(openStorage(`${scheme}://127.0.0.1:${await deadPort()}/0`)).rejects.toThrow();
  });

  it.each(availableBackends().filter((backend) => backend !== 'redis'))(
    'makes a read on a closed %s store an error, not "no game"',
    async (backend) => {
      const store = await openTestStore(backend);
      await store.close();
      await expect(store.sessions.load('100000000000000001')).rejects.toThrow();
      store.cleanup();
    },
  );
});
