/** Starts the bot as `npm start` does, pointed at a local Discord, and stops it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalDiscord } from './local-discord.js';

/** The repository root (the folder above this one). */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** How to start the bot. */
export interface StartBotOptions {
  discord: LocalDiscord;
  /** The SQLite file (keep it across startBot calls for restart tests); default: a new temporary one. */
  databaseFile?: string;
  /** Extra environment variables (override the defaults). */
  env?: Record<string, string>;
  /** How long to wait for `Ready as` on stdout (or stderr) (default 60 s: a bot starting on a busy machine waits for the processor). */
  readyTimeoutMs?: number;
  /** A command line to run instead of package.json's `start`, e.g. `startScript('start:sharded')`. */
  startScript?: string;
  /** How many `Ready as` lines to wait for: one per shard (default 1). */
  readyLines?: number;
  /** The guilds whose gateway session to wait for (default: every guild with the bot; a subset for a process running some shards). */
  guildIds?: readonly string[];
}

/** A running bot process. */
export interface BotProcess {
  readonly pid: number;
  readonly databaseFile: string;
  /** Everything the bot wrote to stdout so far. */
  stdout(): string;
  /** Everything the bot wrote to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or null when killed by a signal) once the process has exited. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs` (default 5 s); resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL; resolves once the process has exited. */
  kill(): Promise<number | null>;
}

/** The package.json `start` script (what `npm start` runs). */
export function startScript(name = 'start'): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const script = pkg.scripts?.[name];
  if (!script) throw new Error(`package.json has no "${name}" script`);
  return script;
}

/** A script like `tsx src/main.ts` or `FOO=1 node dist/main.js` as an executable, arguments and env runnable with this Node. */
export function startCommand(script = startScript()): { command: string; args: string[]; env: Record<string, string> } {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [key = '', ...value] = (words.shift() ?? '').split('=');
    env[key] = value.join('=');
  }
  const [bin, ...args] = words;
  if (!bin || /[|&;<>$`]/.test(script)) throw new Error(`Cannot run the start script "${script}" without a shell`);
  if (bin === 'node') return { command: process.execPath, args, env };
  return { command: process.execPath, args: [realpathSync(join(REPO_ROOT, 'node_modules', '.bin', bin)), ...args], env };
}

/**
 * Spawns the bot like `npm start` with DISCORD_* and DATABASE_URL aimed at the local Discord; resolves when it logged `Ready as` and is
 * connected.
 */
export async function startBot(options: StartBotOptions): Promise<BotProcess> {
  const { discord } = options;
  // Readiness is read from the bot's own info line, so a level that hides it would leave the harness waiting.
  if (['warn', 'error', 'fatal', 'silent'].includes(options.env?.LOG_LEVEL ?? 'info'))
    throw new Error('startBot waits for the bot\'s "Ready as" line, logged at info: give LOG_LEVEL info, debug or trace');
  const tempDir = options.databaseFile ? undefined : mkdtempSync(join(tmpdir(), 'local-discord-bot-'));
  const databaseFile = options.databaseFile ?? join(tempDir ?? '', 'bot.sqlite');
  const { command, args, env: scriptEnv } = startCommand(options.startScript);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('DISCORD_') && !key.startsWith('VITEST') && key !== 'DATABASE_URL' && key !== 'LOG_LEVEL',
    ),
  );
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      ...scriptEnv,
      DISCORD_TOKEN: discord.token,
      DISCORD_CLIENT_ID: discord.applicationId,
      DISCORD_API_BASE: discord.apiBase,
      DATABASE_URL: `sqlite://${databaseFile}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  void exited.then(() => tempDir && rmSync(tempDir, { recursive: true, force: true }));

  const bot: BotProcess = {
    pid: child.pid ?? -1,
    databaseFile,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    stop: (graceMs = 5_000) => terminate(child, exited, graceMs),
    kill: () => terminate(child, exited, 0),
  };
  const output = () => `\n--- bot stdout ---\n${stdout}\n--- bot stderr ---\n${stderr}`;
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The bot did not log "Ready as" within ${timeoutMs} ms`)), timeoutMs);
      const ready = readyLineCounter(options.readyLines ?? 1);
      const onData = (from: NodeJS.ReadableStream) => (chunk: Buffer) => {
        if (!ready(from, chunk.toString())) return;
        clearTimeout(timer);
        for (const [stream, listener] of listeners) stream.off('data', listener);
        resolve();
      };
      const listeners = [child.stdout, child.stderr].flatMap((stream) => (stream ? [[stream, onData(stream)] as const] : []));
      for (const [stream, listener] of listeners) stream.on('data', listener);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`The bot exited with code ${String(code)} before it was ready`));
      });
    });
    await discord.whenConnected(30_000, options.guildIds);
  } catch (error) {
    await bot.kill();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${output()}`);
  }
  return bot;
}

/**
 * Counts the bot's `Ready as` lines as its output arrives, chunk by chunk from one or more streams: true once
 * `wanted` were seen. Line by line (a stream's unfinished last line waits for its next chunk), never by reading
 * all the output again, which a bot logging a line a click would make quadratic.
 */
export function readyLineCounter(wanted: number): (from: object, chunk: string) => boolean {
  let seen = 0;
  const unfinished = new Map<object, string>();
  return (from, chunk) => {
    const lines = ((unfinished.get(from) ?? '') + chunk).split('\n');
    unfinished.set(from, lines.pop() ?? '');
    seen += lines.filter((line) => line.includes('Ready as')).length;
    return seen >= wanted;
  };
}

async function terminate(child: ChildProcess, exited: Promise<number | null>, graceMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(graceMs > 0 ? 'SIGTERM' : 'SIGKILL');
  const timer = graceMs > 0 ? setTimeout(() => child.kill('SIGKILL'), graceMs) : undefined;
  const code = await exited;
  clearTimeout(timer);
  return code;
}
