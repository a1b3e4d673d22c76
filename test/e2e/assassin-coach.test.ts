/**
 * Royal Assassin's coach end to end, through the real bot process and its solver worker: a finished
 * unranked game's board gives the deal's best possible score beside the player's and a Best line button
 * whose private answer tells the line play by play; Review goes over every move privately; Hint answers
 * an unranked game in progress privately with the advisor's move and each play's chance to win, and is
 * refused on a ranked one; and today's daily deal is one that can be won, its first candidate passed over when it cannot be.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, OTHER_CHANNEL_ID, SECOND_CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { percent } from '../../src/discord/coach/estimates.js';
import { advise, sameMove } from '../../src/games/assassin/advisor.js';
import { assassinCoach } from '../../src/games/assassin/coach.js';
import { decisionsOf } from '../../src/games/assassin/decisions.js';
import { type AssassinAction, assassin, type Variant } from '../../src/games/assassin/index.js';
import { assassinStock, setupAssassin } from '../../src/games/assassin/setup.js';
import { solveDeal } from '../../src/games/assassin/solver.js';
import { candidateSeed } from '../../src/sessions/daily/daily-deals.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { limitViolations } from '../helpers/limits.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { boardOf, buttonId, forgedAction, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

/** How long a test waits for the solver's worker: it yields to everything else on a busy machine. */
const SOLVER_WAIT_MS = 60_000;

const advisor = assassinCoach.advisor!;
const hintOf = (message: StoredMessage) => env.discord.buttons(message).find((b) => b.label === '💡 Hint');

/** Plays `line` on the board by clicking the button of each play; resolves with the last board. */
async function playLine(user: TestUser, board: StoredMessage, line: readonly AssassinAction[]): Promise<StoredMessage> {
  let current = board;
  for (const action of line) {
    const button = moveButtons(env.discord, current).find((b) =>
      sameMove(decodeComponentId(b.customId ?? '')?.action as AssassinAction, action),
    );
    if (!button?.customId) throw new Error(`no button plays ${JSON.stringify(action)}`);
    current = (await playMove(env.discord, user, current, button.customId)).board;
  }
  return current;
}

describe('End to end: the coach of Royal Assassin', () => {
  it(
    "gives a finished unranked game's best possible score, its best line privately play by play, and a private review of every move",
    async () => {
      // The best line wins in 5 plays with 34 cards to spare; this one wins a card later (the Joker goes over Q♠ a card early).
      const seed = 'ra-386';
      const variants: Variant[] = ['exact-cancel'];
      const line: AssassinAction[] = [
        { type: 'draw' },
        { type: 'attack', column: 'S' },
        { type: 'continue', column: 'S' },
        { type: 'joker', column: 'S' },
        { type: 'draw' },
        { type: 'reserve' },
        { type: 'continue', column: 'S' },
      ];
      const solved = solveDeal(assassinStock(seed, { variants }), { variants });
      expect(solved).toMatchObject({ decided: true, best: 134, won: true });

      const started = await startGame(env.discord, users.alice, 'assassin', { seed, variants: variants.join(',') });
      expect(started.message?.content).toMatch(/unranked/);
      expect(hintOf(boardOf(started))).toBeDefined();
      const end = await playLine(users.alice, boardOf(started), line);
      expect(end.embeds[0]?.description).toContain('**Score: 133**');
      expect(hintOf(end)).toBeUndefined();
      await expect
        .poll(() => env.discord.message(end.id)?.embeds[0]?.description, { timeout: SOLVER_WAIT_MS, interval: 200 })
        .toContain('Best possible: won with 34 cards to spare · you: won with 33 cards to spare');
      const board = env.discord.message(end.id)!;

      // Best line: anyone may ask, and is answered privately, play by play.
      const best = buttonId(env.discord, board, 'Best line');
      expect(best).toMatch(/:best&seed=ra-386&rule=v8$/);
      const answer = await env.discord.press({ user: users.bob, message: board, customId: best });
      expect(answer).toMatchObject({ callbackType: 4, ephemeral: true });
      expect(answer.elapsedMs).toBeLessThan(3000);
      expect(answer.message?.visibleTo).toBe(users.bob.id);
      const embed = answer.message!.embeds[0]!;
      expect(embed.title).toBe('Royal Assassin · the best line of this deal');
      expect(embed.description).toContain('Seed ra-386 · rules: exact-cancel');
      expect(embed.description).toContain('Best possible: **won with 34 cards to spare** (every Pretender can be killed).');
      const start = assassin.setup(assassinCoach.initOf(seed, 'v8', assassinStock(seed, { variants })));
      const steps = assassinCoach.lineSteps(start, solved.line);
      if (!steps.ok) throw new Error(steps.reason);
      const plays = (embed.fields ?? []).filter((f) => f.name.startsWith('Play')).flatMap((f) => f.value.split('\n'));
      expect(plays).toEqual(steps.steps.map((step, i) => `**${i + 1}.** ${step}`));
      expect(plays[0]).toBe('**1.** 8♦ → attack Q♠');
      expect(embed.fields?.at(-1)).toMatchObject({ name: 'Score', value: expect.stringMatching(/^\*\*won with 34 cards to spare\*\*: /) });
      expect(limitViolations({ embeds: answer.message!.embeds, components: [] })).toEqual([]);

      // Review: privately, the accuracy and every move as the player saw it.
      const review = await env.discord.press({ user: users.alice, message: board, customId: buttonId(env.discord, board, '🔎 Review') });
      expect(review).toMatchObject({ callbackType: 4, ephemeral: true });
      expect(review.elapsedMs).toBeLessThan(3000);
      expect(review.message?.content).toMatch(/Reviewing this run: the advisor is going over its 7 moves/);
      const id = review.message!.id;
      await expect.poll(() => env.discord.message(id)?.embeds[0]?.title, { timeout: SOLVER_WAIT_MS, interval: 200 }).toBe('🔎 Review');
      const reviewed = env.discord.message(id)!;
      expect(reviewed.visibleTo).toBe(users.alice.id);
      const [summary, moves] = reviewed.embeds;
      expect(summary?.description).toContain(
        "Your score **won with 33 cards to spare** · the deal's best possible score **won with 34 cards to spare**",
      );
      expect(summary?.description).toMatch(/Accuracy \*\*\d+ %\*\*: \d+ of 5 moves with a choice were not mistakes\./);
      const decisions = decisionsOf(setupAssassin({ seed, options: { variants } }), line);
      if (!decisions.ok) throw new Error(decisions.reason);
      const lines = moves?.description?.split('\n') ?? [];
      expect(lines).toHaveLength(line.length);
      for (const [i, { knowledge, action }] of decisions.decisions.entries()) {
        const made = `${advisor.describe(knowledge, [action])[0]} (`;
        const [, number, told] = /^`(\d+)` [✓≈✗] (.*)$/.exec(lines[i] ?? '') ?? [];
        expect(number).toBe(String(i + 1));
        expect(told?.slice(0, made.length)).toBe(made);
      }
      expect(reviewed.attachments.map((a) => a.filename)).toEqual(['assassin-review.png']);
      expect(limitViolations({ embeds: reviewed.embeds, components: [] })).toEqual([]);
      await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    },
    3 * SOLVER_WAIT_MS,
  );

  it(
    'hints on an unranked game in progress, privately, with the advisor’s move and each play’s chance to win; never on a ranked one',
    async () => {
      const seed = 'ra-5';
      const ranked = boardOf(await startGame(env.discord, users.carol, 'assassin', { seed }, OTHER_CHANNEL_ID));
      expect(hintOf(ranked)).toBeUndefined();
      expect(await forgedAction(env.discord, users.carol, ranked, 'assassin', 'hint')).toMatch(
        /only for unranked runs.*this run is ranked/,
      );
      await env.discord.run({ user: users.carol, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });

      const again = await startGame(env.discord, users.carol, 'assassin', { seed }, OTHER_CHANNEL_ID);
      expect(again.message?.content).toMatch(/this replay is unranked/);
      // 5♠ is turned: it may attack K♥ or go on the reserve.
      const board = await playLine(users.carol, boardOf(again), [{ type: 'draw' }]);
      const hint = hintOf(board)?.customId ?? '';
      expect(hint).toMatch(/^assassin:[a-z0-9]+:1:hint$/);
      const answer = await env.discord.press({ user: users.dave, message: board, customId: hint }, { timeoutMs: SOLVER_WAIT_MS });
      expect(answer).toMatchObject({ callbackType: 5, ephemeral: true });
      expect(answer.elapsedMs).toBeLessThan(3000);
      expect(answer.message?.visibleTo).toBe(users.dave.id);
      const embed = answer.message!.embeds[0]!;
      expect(embed.title).toBe('💡 Hint');

      // The advice is the advisor's on what the player knows, seeded by the run and its version.
      const state = setupAssassin({ seed, options: { variants: [] } });
      const knowledge = decisionsOf(state, [{ type: 'draw' }]);
      if (!knowledge.ok) throw new Error(knowledge.reason);
      const advice = advise(knowledge.now, { seed: `${decodeComponentId(hint)!.sessionId}-1` });
      const words = (action: AssassinAction) => advisor.describe(knowledge.now, [action])[0]!;
      expect(advice.moves.map((move) => words(move.action))).toEqual(['Attack K♥ with 5♠', 'Put 5♠ on the reserve']);
      expect(embed.description).toContain(`The advisor would: **${words(advice.moves[advice.best]!.action)}**.`);
      for (const move of advice.moves)
        expect(embed.description).toContain(
          `${words(move.action)}: win ${percent(move.winChance)} · expected score ${move.expectedScore.toFixed(1)}`,
        );
      expect(embed.description).toContain('never the order of the stockpile');
      expect(limitViolations({ embeds: answer.message!.embeds, components: [] })).toEqual([]);
      // Nothing changed: the board is as it was.
      expect(env.discord.message(board.id)?.editedAt).toBe(board.editedAt);
      await env.discord.run({ user: users.carol, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    },
    2 * SOLVER_WAIT_MS,
  );

  it(
    "deals today's daily deal so that it can be won: a first candidate that cannot be is passed over",
    async () => {
      // A day and a store's secret whose first candidate deal cannot be won (its best kills 3 Royals) and whose second can.
      const day = '2031-03-14';
      const secret = 'coach-e2e-53';
      const [first, second] = [0, 1].map((i) => candidateSeed('assassin', day, i, secret));
      const best = (seed: string) => solveDeal(assassinStock(seed, { variants: [] }), { variants: [] });
      expect(best(first!)).toMatchObject({ decided: true, won: false });
      expect(best(second!)).toMatchObject({ decided: true, won: true });
      const storage = await openStorage(`sqlite://${env.databaseFile}`);
      const offset = Date.parse(`${day}T12:00:00Z`) - env.now().getTime();
      env.moveClock(offset);
      try {
        expect(await storage.ledger.setting('daily-secret', secret)).toBe(secret);
        const daily = await env.discord.run(
          { user: users.bob, channelId: SECOND_CHANNEL_ID, name: 'assassin', subcommand: 'daily' },
          { timeoutMs: SOLVER_WAIT_MS },
        );
        expect(daily.elapsedMs).toBeLessThan(3000);
        expect(daily.message?.embeds[0]?.footer?.text).toMatch(new RegExp(`^Daily deal of ${day} · .* · This deal can be won\\.$`));
        expect(await storage.ledger.dailySeedOf('assassin', day)).toBe(second);
        await env.discord.run({ user: users.bob, channelId: SECOND_CHANNEL_ID, name: 'game', subcommand: 'end' });
      } finally {
        env.moveClock(-offset);
        await storage.close();
      }
    },
    2 * SOLVER_WAIT_MS,
  );
});
