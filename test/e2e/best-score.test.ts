/**
 * The best possible score end to end, through the real bot process and its solver worker: a
 * run ends before its deal is solved, its game-over board says the best is being worked out and is
 * edited to "Best possible: X · you: Y" when the worker answers (X what the solver gives in-process),
 * and anyone may ask for the best line, privately, room by room. The first daily command of the day,
 * kept waiting for the solver, defers its answer and fills it in with the day's board.
 */
import { describe, expect, it } from 'vitest';
import { type LocalDiscord, OTHER_CHANNEL_ID, SECOND_CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import { signed } from '../../src/engine/words.js';
import { scoundrel, solveDeal } from '../../src/games/scoundrel/index.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

/**
 * How long a test waits for the solver's answer: its worker yields to everything else on a busy machine
 * (lowest priority), and the deals here take seconds when it is quiet.
 */
const SOLVER_WAIT_MS = 90_000;

/** The move that costs the most health (a way to lose fast); else avoiding; else anything but a potion. */
function costliest(discord: LocalDiscord, board: StoredMessage): string {
  const moves = moveButtons(discord, board);
  const cost = (label: string) => Number(/\(−(\d+) ❤/.exec(label)?.[1] ?? -1);
  const dearest = [...moves].sort((a, b) => cost(b.label ?? '') - cost(a.label ?? ''))[0];
  const pick =
    (dearest && cost(dearest.label ?? '') > 0 ? dearest : undefined) ??
    moves.find((b) => b.label === 'Avoid room') ??
    moves.find((b) => !b.label?.startsWith('Drink')) ??
    moves[0];
  if (!pick?.customId) throw new Error('the board has no moves');
  return pick.customId;
}

describe('End to end: the best possible score of a Scoundrel deal', () => {
  it(
    'says it is being worked out at game over, edits the board when the worker answers, and shows anyone the best line',
    async () => {
      // This deal's search takes seconds (about 4 million positions): the run below ends long before.
      const seed = 'slow-466';
      const state = scoundrel.setup({ seed });
      const solved = solveDeal([...state.room, ...state.dungeon]);
      if (!solved.decided) throw new Error('the deal is undecided in-process');

      let board = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed }));
      for (let moves = 0; moveButtons(env.discord, board).length > 0; moves++) {
        expect(moves).toBeLessThan(30);
        const moved = await playMove(env.discord, users.alice, board, costliest(env.discord, board));
        expect(moved.answer.elapsedMs).toBeLessThan(3000);
        board = moved.board;
      }
      const score = Number(/Score: (−?\d+)/.exec(board.embeds[0]?.description ?? '')?.[1]?.replace('−', '-'));
      expect(score).toBeLessThan(solved.best);
      expect(board.embeds[0]?.description).toContain('Best possible: working it out…');

      await expect
        .poll(() => env.discord.message(board.id)?.embeds[0]?.description, { timeout: SOLVER_WAIT_MS, interval: 200 })
        .toContain(`Best possible: ${signed(solved.best)} · you: ${signed(score)}`);
      const edited = env.discord.message(board.id)!;
      expect(edited.embeds[0]?.description).not.toContain('working it out');
      const bestLine = env.discord.buttons(edited).find((b) => b.label === 'Best line');
      expect(bestLine?.customId).toMatch(/:best&seed=slow-466&rule=lenient$/);

      const answer = await env.discord.press({ user: users.bob, message: edited, customId: bestLine!.customId! });
      expect(answer).toMatchObject({ callbackType: 4, ephemeral: true });
      expect(answer.elapsedMs).toBeLessThan(3000);
      const embed = answer.message!.embeds[0]!;
      expect(embed.title).toBe('Scoundrel · the best line of this deal');
      expect(embed.description).toContain(`Seed ${seed} · weapon rule: lenient`);
      expect(embed.description).toContain(`Best possible: **${signed(solved.best)}**`);
      const rooms = (embed.fields ?? []).filter((f) => f.name.startsWith('Room')).flatMap((f) => f.value.split('\n'));
      expect(rooms[0]).toMatch(new RegExp(`^\\*\\*1\\.\\*\\* ${state.room.map((code) => code.replace(/[SCDH]$/, '.')).join(' ')} — `));
      expect(embed.fields?.at(-1)).toMatchObject({
        name: 'Score',
        value: expect.stringMatching(new RegExp(`^\\*\\*${signed(solved.best)}\\*\\*: `)),
      });
      // The answer is private: the channel holds no new public message from it.
      expect(answer.message?.visibleTo).toBe(users.bob.id);
    },
    2 * SOLVER_WAIT_MS,
  );

  it(
    "defers the day's first daily command while the solver is busy, and fills the answer in with the day's board",
    async () => {
      // The solver's one worker is busy for seconds with this deal (about 8 million positions) when the
      // day's deal comes to be chosen, so the choice takes longer than the command may wait.
      await startGame(env.discord, users.alice, 'scoundrel', { seed: 'slow-252' }, OTHER_CHANNEL_ID);
      const daily = await env.discord.run(
        { user: users.bob, channelId: SECOND_CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' },
        { timeoutMs: SOLVER_WAIT_MS },
      );
      expect(daily.callbackType).toBe(5);
      expect(daily.elapsedMs).toBeLessThan(3000);
      expect(daily.ephemeral).toBe(false);
      const board = daily.message!;
      expect(board.embeds[0]?.footer?.text).toMatch(/^Daily deal of \d{4}-\d{2}-\d{2} · .* · This deal can be won\.$/);
      // It is the live board: its buttons play.
      const moved = await playMove(env.discord, users.bob, board, moveButtons(env.discord, board)[0]!.customId!);
      expect(moved.answer.callbackType).toBe(7);
      expect(moved.board.embeds[0]?.footer?.text).toContain('move 1');
    },
    2 * SOLVER_WAIT_MS,
  );
});
