/** The page's server on 127.0.0.1: the static page, a server-sent event stream of messages, and the actions (suggestions among them). */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalDiscord, TestGuild } from '../local-discord/index.js';
import { type ActionResult, Actions } from './actions.js';
import { DEFAULT_PORT } from './options.js';
import { pageMessage, pageWorld, trackFilledReplies } from './page-model.js';

/** What the page's server serves. */
export interface WebServerOptions {
  discord: LocalDiscord;
  /** The guild whose channels and members the page shows. */
  guild: TestGuild;
  /** undefined: DEFAULT_PORT, or a free port when it is taken; 0: any free port. */
  port: number | undefined;
  log: (line: string) => void;
}

/** A running page server. */
export interface WebServer {
  url: string;
  close(): Promise<void>;
}

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));
const MAX_BODY_BYTES = 64 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      resolve();
    });
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('The request is too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/** Starts the page's server on 127.0.0.1. */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const { discord, guild, log } = options;
  const actions = new Actions(discord, guild, log);
  const channelIds = new Set(guild.channels.map((c) => c.id));
  const files = new Set(readdirSync(PUBLIC_DIR).filter((file) => extname(file) in CONTENT_TYPES));
  const filled = trackFilledReplies(discord);
  const memory = { commandText: (id: string) => actions.commandText(id), filledAt: filled.filledAt };
  const toPage = (message: Parameters<typeof pageMessage>[1]) => pageMessage(discord, message, memory);
  const stoppers = new Set<() => void>([filled.stop]);
  let hosts = new Set<string>();

  const events = (req: IncomingMessage, res: ServerResponse): void => {
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive' });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('world', pageWorld(discord, guild));
    send('messages', guild.channels.flatMap((c) => discord.messages(c.id)).map(toPage));
    const unsubscribe = discord.onMessage((change) => {
      if (!channelIds.has(change.message.channelId)) return;
      if (change.kind === 'deleted') send('delete', { id: change.message.id });
      else send('message', toPage(change.message));
    });
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    const stop = () => {
      unsubscribe();
      clearInterval(ping);
      stoppers.delete(stop);
    };
    stoppers.add(stop);
    req.on('close', stop);
  };

  const act = async (req: IncomingMessage, res: ServerResponse, action: (body: unknown) => Promise<ActionResult>): Promise<void> => {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return sendJson(res, 415, { error: 'Send JSON' });
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      return sendJson(res, 400, { error: error instanceof Error ? error.message : 'Bad JSON' });
    }
    const result = await action(body);
    sendJson(res, result.status, result.body);
  };

  const serveFile = async (res: ServerResponse, path: string): Promise<void> => {
    const file = path === '/' ? 'index.html' : path.slice(1);
    if (!files.has(file)) return sendJson(res, 404, { error: 'Not found' });
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(await readFile(PUBLIC_DIR + file));
  };

  /** A file the bot uploaded (a board's picture), from the local Discord, as Discord's CDN serves it. */
  const serveAttachment = (res: ServerResponse, id: string): void => {
    const file = discord.attachmentFile(id);
    if (!file) return sendJson(res, 404, { error: 'No such file' });
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': file.contentType, 'cache-control': 'max-age=3600' });
    res.end(file.data);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Only this machine's own address: no other site's page (DNS rebinding) can reach the bot through the browser.
    if (!hosts.has(req.headers.host ?? '')) return sendJson(res, 421, { error: 'Use the address the sandbox printed' });
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = `${req.method ?? 'GET'} ${pathname}`;
    if (route === 'GET /api/events') return events(req, res);
    if (route === 'POST /api/command') return act(req, res, (body) => actions.command(body));
    if (route === 'POST /api/click') return act(req, res, (body) => actions.click(body));
    if (route === 'POST /api/select') return act(req, res, (body) => actions.select(body));
    if (route === 'POST /api/suggest') return act(req, res, (body) => actions.suggest(body));
    const attachment = /^GET \/attachments\/(\d+)\/[^/]+$/.exec(route);
    if (attachment?.[1]) return serveAttachment(res, attachment[1]);
    if (req.method === 'GET') return serveFile(res, pathname);
    sendJson(res, 405, { error: 'Method not allowed' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(
        `The page's server failed on ${req.method ?? ''} ${req.url ?? ''}: ` +
          `${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendJson(res, 500, { error: 'The sandbox failed; see its console' });
      else res.end();
    });
  });
  try {
    await listen(server, options.port ?? DEFAULT_PORT);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    if (options.port !== undefined && taken) {
      throw new Error(
        `Port ${options.port} of 127.0.0.1 is taken: choose another with --port (or SANDBOX_PORT), or leave it out to use a free one.`,
      );
    }
    if (!taken)
      throw new Error(
        `Cannot serve the page on 127.0.0.1:${options.port ?? DEFAULT_PORT}: ${error instanceof Error ? error.message : String(error)}`,
      );
    await listen(server, 0);
  }
  const { port } = server.address() as AddressInfo;
  hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      for (const stop of [...stoppers]) stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
