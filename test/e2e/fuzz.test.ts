/**
 * Fuzzing end to end: thousands of random and malformed custom ids, option values and
 * interaction payloads from random users, on a Scoundrel board and a Rogue Risus board (buttons and menus). Every well-formed interaction
 * is answered in time, the
 * process never crashes, and a session changes only by a legal move of its owner.
 */
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ID,
  type InteractionAnswer,
  OTHER_CHANNEL_ID,
  SECOND_CHANNEL_ID,
  type StoredMessage,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { encodeComponentId } from '../../src/discord/actions/custom-id.js';
import { moveButtons } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

/** A seeded chooser (mulberry32), so every run fuzzes the same way. */
function fuzzer(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const text = (max: number) =>
    Array.from({ length: int(max + 1) }, () =>
      pick(['a', 'Z', '9', ':', '&', '=', '#', '!', '-', '_', ' ', '@', '*', '`', '<', 'é', '🂡', '\u0000', '%']),
    ).join('');
  return { next, int, pick, text };
}

const FUZZ_USERS: TestUser[] = [users.alice, users.bob, users.carol, users.mona];

/** Card codes a forged id may carry, real and not. */
const CARDS = ['AS', '10H', 'ZZ', '2D', 'KC', '#5', '!t', ''];
/** Actions a forged id may carry, well-formed and not. */
const ACTIONS = ['avoid', 'face', 'view', 'menu&menu=x', 'pick&action=face&field=card', 'type=face', ''];

/** A custom id: a real one, a real one with one part changed, or noise. */
function customIdFor(f: ReturnType<typeof fuzzer>, real: string[]): string {
  const base = f.pick(real);
  const [game, session, version, action] = base.split(':') as [string, string, string, string];
  switch (f.int(9)) {
    case 0:
      return base;
    case 1:
      return `${game}:${session}:${f.int(40)}:${action}`;
    case 2:
      return `${game}:${f.text(8)}:${version}:${action}`;
    case 3:
      return `${game}:${session}:${version}:${action.replace(/card=[^&]+/, `card=${f.pick(CARDS)}`)}`;
    case 4:
      return `${game}:${session}:${version}:${action}&weapon=${f.pick(['!t', '!f', '#1', 'yes'])}`;
    case 5:
      return `${game}:${session}:${version}:${f.pick(ACTIONS)}`;
    case 6:
      return base.slice(0, f.int(base.length));
    case 7:
      return encodeComponentId({
        game: f.pick(['scoundrel', 'saga', 'chess']),
        sessionId: session,
        version: Number(version),
        action: { type: 'face', card: f.pick(['AS', 'JS', '5H']) },
      });
    default:
      return f.text(100);
  }
}

/** A mutation of a well-formed payload into one a broken or hostile client could send. */
function malformed(f: ReturnType<typeof fuzzer>): (payload: Record<string, unknown>) => void {
  const which = f.int(7);
  return (payload) => {
    const data = (payload.data ?? {}) as Record<string, unknown>;
    if (which === 0) delete payload.data;
    if (which === 1) payload.type = f.pick([1, 4, 5, 99]);
    if (which === 2) data.custom_id = 12345;
    if (which === 3) data.component_type = 99;
    if (which === 4) delete payload.member;
    if (which === 5) payload.channel_id = '1';
    if (which === 6) data.values = [f.text(30), f.text(30)];
  };
}

describe('Fuzzing the bot end to end', () => {
  it('answers every well-formed interaction, survives malformed ones, and changes sessions only by legal owner moves', async () => {
    const f = fuzzer(20261122);
    const owners = new Map<string, TestUser>([
      [CHANNEL_ID, users.alice],
      [OTHER_CHANNEL_ID, users.bob],
    ]);
    const boards = new Map<string, StoredMessage>([
      [CHANNEL_ID, boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'fuzz-1' }))],
      [
        OTHER_CHANNEL_ID,
        boardOf(await startGame(env.discord, users.bob, 'rogue', { cliche: 'ice-mage', seed: 'fuzz-2' }, OTHER_CHANNEL_ID)),
      ],
    ]);
    const applied = new Map<string, TestUser[]>([
      [CHANNEL_ID, []],
      [OTHER_CHANNEL_ID, []],
    ]);
    const ignored: Promise<unknown>[] = [];
    let answered = 0;

    for (let round = 0; round < 60; round++) {
      const batch: Promise<void>[] = [];
      for (let i = 0; i < 40; i++) {
        const channelId = f.pick([CHANNEL_ID, OTHER_CHANNEL_ID]);
        const message = env.discord.message(boards.get(channelId)!.id)!;
        // Moves only: the buttons out of a finished run start new runs, which the bookkeeping below does not follow.
        const real = moveButtons(env.discord, message)
          .map((b) => b.customId!)
          .filter(Boolean);
        const menus = env.discord.selects(message);
        const user = f.pick(FUZZ_USERS);
        const kind = f.int(10);
        const countIfApplied = (answer: InteractionAnswer) => {
          if (answer.callbackType === 7 && answer.message?.channelId !== SECOND_CHANNEL_ID)
            applied.get(answer.message!.channelId)!.push(user);
        };
        if (kind === 9) {
          const malformedId = env.discord.forgeClick({ user, message, customId: real[0] ?? 'x', mutate: malformed(f) });
          ignored.push(env.discord.answerTo(malformedId, { timeoutMs: 3000 }).then(countIfApplied, () => undefined));
          continue;
        }
        let id: string;
        const guest = f.pick([users.alice, users.bob, users.carol]);
        if (kind === 8) {
          const option = f.pick(['seed', 'weapon-rule']);
          id = env.discord.command({
            user: guest,
            channelId: SECOND_CHANNEL_ID,
            name: 'scoundrel',
            subcommand: 'start',
            options: { [option]: f.text(40) },
          });
        } else if (kind === 7) {
          id = env.discord.command({
            user: guest,
            channelId: SECOND_CHANNEL_ID,
            name: f.pick(['leaderboard', 'rules']),
            options: { game: f.text(12) },
          });
        } else if (kind === 6) {
          const menu = menus.length > 0 ? f.pick(menus) : undefined;
          const value = menu && f.int(2) === 0 ? f.pick(menu.options).value : f.text(20);
          id = env.discord.forgeSelect({
            user,
            message,
            customId: menu ? customIdFor(f, [menu.customId]) : customIdFor(f, real.length ? real : ['scoundrel:a:0:avoid']),
            values: [value],
          });
        } else {
          id = env.discord.forgeClick({ user, message, customId: real.length ? customIdFor(f, real) : f.text(50) });
        }
        batch.push(
          // A forged click that repeats the owner's last move is acknowledged quietly (a deferred update, no edit).
          env.discord.answerTo(id, { timeoutMs: 3000, waitForEdit: false }).then((answer: InteractionAnswer) => {
            answered++;
            expect(answer.elapsedMs).toBeLessThan(3000);
            countIfApplied(answer);
          }),
        );
      }
      await Promise.all(batch);
    }
    await Promise.all(ignored);

    expect(answered).toBeGreaterThan(2000);
    env.discord.assertNoViolations();
    const running = await Promise.race([env.bot.exited.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 50))]);
    expect(running).toBe(true);
    expect(env.bot.stderr()).not.toMatch(/Uncaught|unhandled|TypeError| error /);
    expect(env.bot.stderr()).toMatch(/dropped a malformed interaction/);
    for (const [channelId, owner] of owners) {
      const movers = applied.get(channelId)!;
      expect(movers.every((user) => user.id === owner.id)).toBe(true);
      const shown = await env.discord.run({ user: owner, channelId, name: 'game', subcommand: 'show' });
      const footer = shown.message?.embeds[0]?.footer?.text ?? '';
      expect(footer).toMatch(new RegExp(`move ${movers.length}$|${movers.length} moves$`));
    }
  });
});
