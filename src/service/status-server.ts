/**
 * The small HTTP server an operator's probes and Prometheus read (docs/operations.md): `/healthz` (the
 * process is up), `/readyz` (connected to the gateway and the store answers: 200, or 503 with what is
 * not), `/metrics` (Prometheus text); anything else is a 404. Bound to 127.0.0.1 unless METRICS_HOST
 * says otherwise, on METRICS_PORT; off when METRICS_PORT is unset.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
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

/** An answer: its status, content type and body, and any headers of its own. */
interface Reply {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

/** Limits that keep a slow, huge or endless request, or a crowd of connections, from holding the server or the bot's sockets. */
export interface StatusLimits {
  /** How long a request's line and headers may take to arrive (ms); past it the request gets a 408 and its connection closes. */
  headersTimeoutMs: number;
  /** How long a whole request may take to arrive (ms), the same way. */
  requestTimeoutMs: number;
  /** How often the two timeouts are checked (ms): Node's default of 30 s would let a slow request stay that much longer. */
  checkIntervalMs: number;
  /** Connections open at once; more are closed as they arrive (a probe or a scrape needs one). */
  maxConnections: number;
}

/** The limits the bot runs with: a probe's whole request is a few hundred bytes, sent at once. */
const LIMITS: StatusLimits = { headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, checkIntervalMs: 1_000, maxConnections: 64 };

/** The most bytes of request line and headers: more is a 431. */
const MAX_HEADER_BYTES = 8_192;

/** What a CONNECT gets: the server is no proxy (Node hands such a request over as a bare socket). */
const CONNECT_REFUSED = 'HTTP/1.1 405 Method Not Allowed\r\nallow: GET, HEAD\r\nconnection: close\r\ncontent-length: 0\r\n\r\n';

/** The path of a request's target (origin or absolute form), or null when the target is not a URL. */
function pathOf(target: string): string | null {
  try {
    return new URL(target, 'http://status').pathname;
  } catch {
    return null;
  }
}

/** True when a request carries a body, which this server never reads. */
function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/** The path a request asks for, or its refusal: a method other than GET or HEAD, a body, a target that is not a URL. */
function route(request: IncomingMessage): { path: string } | Reply {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return { status: 405, type: 'text/plain', body: 'only GET and HEAD\n', headers: { allow: 'GET, HEAD' } };
  if (hasBody(request)) return { status: 413, type: 'text/plain', body: 'no request body here\n' };
  const path = pathOf(request.url ?? '/');
  return path === null ? { status: 400, type: 'text/plain', body: 'the request target is not a URL\n' } : { path };
}

/** Answers a path. */
async function answer(path: string, sources: StatusSources): Promise<Reply> {
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

/** The reply to a request: its refusal, or the answer to its path (a failure to gather it is a 500 with one line, never a crash). */
async function replyTo(request: IncomingMessage, sources: StatusSources, log: Logger): Promise<Reply> {
  const routed = route(request);
  if (!('path' in routed)) return routed;
  try {
    return await answer(routed.path, sources);
  } catch (error) {
    log.warn(`${routed.path} could not be answered: ${String(error)}`);
    return { status: 500, type: 'text/plain', body: 'could not gather the answer\n' };
  }
}

/**
 * Answers one request: HEAD with GET's status and headers and no body. A request with a body gets its
 * answer with `connection: close`, so its body is never read, however long or endless.
 */
async function respond(request: IncomingMessage, response: ServerResponse, sources: StatusSources, log: Logger): Promise<void> {
  const reply = await replyTo(request, sources, log);
  response.writeHead(reply.status, {
    'content-type': reply.type,
    'content-length': Buffer.byteLength(reply.body),
    ...reply.headers,
    ...(hasBody(request) ? { connection: 'close' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : reply.body);
}

/**
 * Starts the server; resolves once it listens, rejects with a one-line ConfigError when it cannot (the
 * port is taken, the host is not this machine's). Whatever a client sends, it gets a status or its
 * connection closed: a request Node cannot parse gets Node's own answer (400, 431 past the header
 * limit, 408 past the timeouts) and its connection closed.
 */
export function startStatusServer(address: StatusAddress, sources: StatusSources, log: Logger, limits = LIMITS): Promise<Server> {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    (request, response) => {
      respond(request, response, sources, log).catch((error: unknown) => {
        log.error('a status request could not be answered', error);
        response.destroy();
      });
    },
  );
  // The socket is no longer read: closed once the answer is out, or it would stay half open for good.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(CONNECT_REFUSED, () => socket.destroy());
  });
  server.maxConnections = limits.maxConnections;
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
