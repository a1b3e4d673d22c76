/**
 * The small HTTP server an operator's probes and Prometheus read (docs/operations.md): `/healthz` (the
 * process is up), `/readyz` (connected to the gateway and the store answers: 200, or 503 with what is
 * not), `/metrics` (Prometheus text); anything else is a 404. Bound to 127.0.0.1 unless METRICS_HOST
 * says otherwise, on METRICS_PORT; off when METRICS_PORT is unset.
 */
import { createServer, type Server } from 'node:http';
import { ConfigError } from '../config.js';
import type { Logger } from '../log.js';

/** Where the server listens. */
export interface StatusAddress {
  host: string;
  port: number;
}

/** Readiness: ready or not, and each check's result for the body of /readyz. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, boolean>;
}

/** What the server reports. */
export interface StatusSources {
  readiness(): Promise<Readiness>;
  metrics(): Promise<{ contentType: string; body: string }>;
}

/** The address from METRICS_PORT and METRICS_HOST, or null when METRICS_PORT is unset; a malformed one is a ConfigError. */
export function statusAddress(env: NodeJS.ProcessEnv): StatusAddress | null {
  const port = env.METRICS_PORT?.trim();
  if (!port) return null;
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535)
    throw new ConfigError(`METRICS_PORT must be a port number from 1 to 65535 (got "${port}")`);
  return { host: env.METRICS_HOST?.trim() || '127.0.0.1', port: Number(port) };
}

/** Answers one request; a failure to gather what it asks for is a 500 with one line, never a crash. */
async function answer(path: string, sources: StatusSources): Promise<{ status: number; type: string; body: string }> {
  if (path === '/healthz') return { status: 200, type: 'text/plain', body: 'ok\n' };
  if (path === '/readyz') {
    const readiness = await sources.readiness();
    return { status: readiness.ready ? 200 : 503, type: 'application/json', body: `${JSON.stringify(readiness)}\n` };
  }
  if (path === '/metrics') {
    const { contentType, body } = await sources.metrics();
    return { status: 200, type: contentType, body };
  }
  return { status: 404, type: 'text/plain', body: 'not found: try /healthz, /readyz or /metrics\n' };
}

/**
 * Starts the server; resolves once it listens, rejects with a one-line ConfigError when it cannot (the
 * port is taken, the host is not this machine's).
 */
export function startStatusServer(address: StatusAddress, sources: StatusSources, log: Logger): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://status').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD' }).end('only GET\n');
      return;
    }
    answer(path, sources).then(
      ({ status, type, body }) => response.writeHead(status, { 'content-type': type }).end(request.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        log.warn(`${path} could not be answered: ${String(error)}`);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('could not gather the answer\n');
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${address.host}:${address.port}`;
      const why =
        error.code === 'EADDRINUSE'
          ? `port ${address.port} is already in use (set METRICS_PORT to a free port, or leave it unset)`
          : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
            ? `METRICS_HOST ${address.host} is not an address of this machine`
            : error.code === 'EACCES'
              ? `port ${address.port} needs privileges (use a port above 1023)`
              : error.message;
      reject(new ConfigError(`The metrics server could not listen on ${where}: ${why}.`));
    });
    server.listen(address.port, address.host, () => {
      server.on('error', (error) => log.error('the metrics server failed', error));
      log.info(`metrics and health checks on http://${address.host}:${address.port}/metrics, /healthz, /readyz`);
      resolve(server);
    });
  });
}
