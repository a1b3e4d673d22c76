/** The WebSocket gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, dispatches. */

import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApplicationFlags, GatewayReadyDispatchData } from 'discord.js';
import { WebSocket, WebSocketServer } from 'ws';
import { apiGuildCreate, apiMember, apiUser } from './api-objects.js';
import type { TestGuild, TestUser } from './fixtures.js';
import { isJsonObject, type JsonObject } from './types.js';

/** What the gateway needs to know about the world it serves. */
export interface GatewayOptions {
  token: string;
  botUser: TestUser;
  applicationId: string;
  guilds: readonly TestGuild[];
  heartbeatIntervalMs: number;
  /** How many buckets may identify at once (`session_start_limit.max_concurrency`); one IDENTIFY per bucket per 5 s. */
  maxConcurrency: number;
  /** Refuse (op 9) an IDENTIFY that comes within 5 s of another of its bucket, as Discord does. */
  identifyRateLimit: boolean;
  /** The clock of the identify rate limit. */
  now: () => number;
  /** The ws:// URL clients use (also given as resume_gateway_url). */
  url: () => string;
}

interface Session {
  id: string;
  shard: [number, number];
  seq: number;
  sent: { s: number; payload: string }[];
  socket: WebSocket | undefined;
}

const REPLAY_BUFFER = 1000;

/** Discord's window for one IDENTIFY per bucket. */
const IDENTIFY_INTERVAL_MS = 5_000;

/** The shard a guild belongs to with `shardCount` shards, by Discord's formula. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** The gateway; emits 'ready' (session) after READY and all GUILD_CREATEs were sent, and 'resumed' (session). */
export class Gateway extends EventEmitter {
  /** How many IDENTIFYs and RESUMEs were received, and how many IDENTIFYs were refused for coming too fast. */
  readonly counts = { identify: 0, resume: 0, tooFast: 0 };
  /** Every accepted IDENTIFY: the shard and when. */
  readonly identifies: { shard: [number, number]; at: number }[] = [];
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly options: GatewayOptions) {
    super();
    this.server.on('connection', (socket) => this.onConnection(socket));
  }

  /** Takes over an HTTP upgrade request. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.server.handleUpgrade(request, socket, head, (ws) => this.server.emit('connection', ws, request));
  }

  /** True when some connected session serves the guild. */
  isConnected(guildId: string): boolean {
    return this.sessionFor(guildId) !== undefined;
  }

  /**
   * Sends a dispatch (op 0) to the session serving `guildId`. While that session's connection is down
   * the event is kept and replayed when the client resumes, as Discord does; throws when no session
   * ever served the guild.
   */
  dispatch(guildId: string, event: string, data: object): void {
    const session = this.sessionFor(guildId) ?? this.sessionFor(guildId, false);
    if (!session) throw new Error(`Local Discord: no gateway session serves guild ${guildId} (is the bot logged in and ready?)`);
    this.send(session, event, data);
  }

  /** Drops every connection abruptly, as a network failure would; sessions stay resumable. */
  drop(): void {
    for (const socket of this.server.clients) socket.terminate();
  }

  /** Asks every connected client to reconnect (op 7); they will RESUME. */
  requestReconnect(): void {
    for (const session of this.sessions.values()) session.socket?.send(JSON.stringify({ op: 7, d: null }));
  }

  /** Drops every connection without a close frame (never code 1000) and stops accepting new ones. */
  close(): void {
    for (const socket of this.server.clients) socket.terminate();
    this.server.close();
  }

  private sessionFor(guildId: string, connected = true): Session | undefined {
    let found: Session | undefined;
    for (const session of this.sessions.values()) {
      if (shardOf(guildId, session.shard[1]) !== session.shard[0]) continue;
      if (!connected) found = session;
      else if (session.socket?.readyState === WebSocket.OPEN) return session;
    }
    return found;
  }

  private onConnection(socket: WebSocket): void {
    socket.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.options.heartbeatIntervalMs } }));
    socket.on('message', (raw) => {
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString());
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      if (isJsonObject(payload)) this.onPayload(socket, payload);
    });
    socket.on('close', () => {
      for (const session of this.sessions.values()) if (session.socket === socket) session.socket = undefined;
    });
  }

  private onPayload(socket: WebSocket, payload: JsonObject): void {
    const d = isJsonObject(payload.d) ? payload.d : {};
    switch (payload.op) {
      case 1:
        socket.send(JSON.stringify({ op: 11 }));
        return;
      case 2:
        this.identify(socket, d);
        return;
      case 6:
        this.resume(socket, d);
        return;
      case 8:
        this.requestGuildMembers(socket, d);
        return;
      default:
        return;
    }
  }

  private identify(socket: WebSocket, d: JsonObject): void {
    if (d.token !== this.options.token) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    this.counts.identify++;
    const [shardId, shardCount] = Array.isArray(d.shard) ? d.shard.map(Number) : [0, 1];
    // Discord's identify rate: one IDENTIFY per bucket (shard id % max_concurrency) per 5 seconds.
    const bucket = (shardId ?? 0) % this.options.maxConcurrency;
    const now = this.options.now();
    if (
      this.options.identifyRateLimit &&
      this.identifies.some((i) => i.shard[0] % this.options.maxConcurrency === bucket && now - i.at < IDENTIFY_INTERVAL_MS)
    ) {
      this.counts.tooFast++;
      socket.send(JSON.stringify({ op: 9, d: false }));
      return;
    }
    this.identifies.push({ shard: [shardId ?? 0, shardCount ?? 1], at: now });
    const session: Session = { id: randomBytes(16).toString('hex'), shard: [shardId ?? 0, shardCount ?? 1], seq: 0, sent: [], socket };
    this.sessions.set(session.id, session);
    const guilds = this.options.guilds.filter((g) => shardOf(g.id, session.shard[1]) === session.shard[0]);
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: apiUser(this.options.botUser),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.options.url(),
      shard: session.shard,
      application: { id: this.options.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
    };
    this.send(session, 'READY', ready);
    for (const guild of guilds) this.send(session, 'GUILD_CREATE', apiGuildCreate(guild));
    this.emit('ready', session.shard);
  }

  private resume(socket: WebSocket, d: JsonObject): void {
    const session = typeof d.session_id === 'string' ? this.sessions.get(d.session_id) : undefined;
    if (!session || d.token !== this.options.token) {
      socket.send(JSON.stringify({ op: 9, d: false }));
      return;
    }
    this.counts.resume++;
    session.socket = socket;
    const seq = typeof d.seq === 'number' ? d.seq : 0;
    for (const sent of session.sent) if (sent.s > seq) socket.send(sent.payload);
    this.send(session, 'RESUMED', {});
    this.emit('resumed', session.shard);
  }

  private requestGuildMembers(socket: WebSocket, d: JsonObject): void {
    const guild = this.options.guilds.find((g) => g.id === d.guild_id);
    const session = [...this.sessions.values()].find((s) => s.socket === socket);
    if (!guild || !session) return;
    const ids = Array.isArray(d.user_ids) ? d.user_ids.map(String) : typeof d.user_ids === 'string' ? [d.user_ids] : undefined;
    const query = typeof d.query === 'string' ? d.query.toLowerCase() : '';
    const limit = typeof d.limit === 'number' && d.limit > 0 ? d.limit : Infinity;
    const members = guild.members
      .filter((m) => (ids ? ids.includes(m.user.id) : m.user.username.startsWith(query)))
      .slice(0, limit)
      .map((m) => apiMember(guild, m.user));
    this.send(session, 'GUILD_MEMBERS_CHUNK', {
      guild_id: guild.id,
      members,
      chunk_index: 0,
      chunk_count: 1,
      not_found: ids ? ids.filter((id) => !guild.members.some((m) => m.user.id === id)) : [],
      ...(typeof d.nonce === 'string' ? { nonce: d.nonce } : {}),
    });
  }

  private send(session: Session, event: string, data: object): void {
    const s = ++session.seq;
    const payload = JSON.stringify({ op: 0, t: event, s, d: data });
    session.sent.push({ s, payload });
    if (session.sent.length > REPLAY_BUFFER) session.sent.shift();
    if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(payload);
  }
}
