/**
 * From one run into the next, through the real client: the game-over board says where the
 * run placed and leads on (Play again, Replay this deal, Leaderboard); an unranked run can take back
 * its last move; a ranked run never can, and asks once before a move that ends it.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { type ScoundrelAction, scoundrel } from '../../src/games/scoundrel/index.js';
import { moveButtons, playMove, playToEnd } from '../helpers/moves.js';
import { boardOf, buttonId, pressButton, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

const footer = (message: StoredMessage) => message.embeds[0]?.footer?.text ?? '';

describe('The loop into the next run', () => {
  it('says where a ranked run placed, replays its deal unranked, shows the board, and plays again ranked', async () => {
    const first = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'loop-deal' }));
    const over = await playToEnd(env.discord, users.alice, first);
    // The run dies: first on an empty board, it gets its place but no medal.
    expect(over.embeds[0]?.title).toContain('was slain');
    expect(over.embeds[0]?.fields?.find((f) => f.name === 'This run')?.value).toBe('Placed **1st** on this server · **1st** worldwide');

    const stranger = await env.discord.press({ user: users.bob, message: over, customId: buttonId(env.discord, over, 'Play again') });
    expect(stranger.message?.content).toMatch(/This was <@\d+>'s run\. Start your own/);
    const standings = await env.discord.press({ user: users.bob, message: over, customId: buttonId(env.discord, over, 'Leaderboard') });
    expect(standings).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(standings.message?.embeds[0]?.description).toContain(`<@${users.alice.id}>`);

    const replay = boardOf(
      await env.discord.press({ user: users.alice, message: over, customId: buttonId(env.discord, over, 'Replay this deal (unranked)') }),
    );
    expect(replay.id).not.toBe(over.id);
    expect(footer(replay)).toBe('Seed loop-deal · unranked · weapon rule: lenient · move 0');
    expect(replay.content).toMatch(/played before.*unranked/);
    const replayOver = await playToEnd(env.discord, users.alice, replay);
    expect(replayOver.embeds[0]?.fields?.find((f) => f.name === 'This run')?.value).toMatch(/^Unranked/);

    const again = boardOf(
      await env.discord.press({ user: users.alice, message: replayOver, customId: buttonId(env.discord, replayOver, 'Play again') }),
    );
    expect(footer(again)).toMatch(/^Seed [a-z0-9]{8} · weapon rule: lenient · move 0$/);
    expect(footer(again)).not.toContain('loop-deal');
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });

  for (const label of ['Play again', 'Replay this deal (unranked)']) {
    it(`starts one run on a double click of ${label}, and acknowledges the other click quietly`, async () => {
      const first = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: `double-${label.length}` }));
      const over = await playToEnd(env.discord, users.alice, first);
      const button = buttonId(env.discord, over, label);
      const clicks = [0, 1].map(() => env.discord.click({ user: users.alice, message: over, customId: button }));
      const answers = await Promise.all(clicks.map((id) => env.discord.answerTo(id, { waitForEdit: false })));
      const started = answers.filter((a) => a.callbackType === 4 && !a.ephemeral);
      const quiet = answers.filter((a) => a.callbackType === 6);
      const seen = JSON.stringify(answers.map((a) => [a.callbackType, a.ephemeral, a.message?.content]));
      expect(started, seen).toHaveLength(1);
      expect(quiet, seen).toHaveLength(1);
      expect(answers.every((a) => a.elapsedMs < 3000)).toBe(true);
      expect(env.discord.messages(CHANNEL_ID).filter((m) => m.ephemeral && /still going/.test(m.content ?? ''))).toEqual([]);
      // The old board lost its buttons; a late click from a stale client, once the new run has moved on, is told a newer game has the
      // channel.
      await expect.poll(() => env.discord.buttons(env.discord.message(over.id)!)).toEqual([]);
      const next = boardOf(started[0]!);
      await playMove(env.discord, users.alice, next, moveButtons(env.discord, next)[0]!.customId!);
      const late = await env.discord.answerTo(env.discord.forgeClick({ user: users.alice, message: over, customId: button }));
      expect(late.message?.content).toMatch(/A newer game has the channel now/);
      await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    });
  }

  it('takes back the last move of an unranked run, and refuses to in a ranked run', async () => {
    await startGame(env.discord, users.alice, 'scoundrel', { seed: 'undo-deal' });
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    const replay = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'undo-deal' }));
    expect(env.discord.buttons(replay).some((b) => b.label === '↩ Undo last move')).toBe(false); // nothing to take back yet
    const moved = boardOf(
      await env.discord.press({ user: users.alice, message: replay, customId: moveButtons(env.discord, replay)[0]!.customId! }),
    );
    const undone = boardOf(
      await env.discord.press({ user: users.alice, message: moved, customId: buttonId(env.discord, moved, '↩ Undo last move') }),
    );
    expect(undone.embeds[0]?.fields?.find((f) => f.name === 'Room')).toEqual(replay.embeds[0]?.fields?.find((f) => f.name === 'Room'));
    // Back at the start: the count follows the moves kept, not the versions the game went through.
    expect(footer(undone)).toMatch(/ · move 0$/);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });

    const ranked = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'ranked-no-undo' }));
    const played = boardOf(
      await env.discord.press({ user: users.alice, message: ranked, customId: moveButtons(env.discord, ranked)[0]!.customId! }),
    );
    expect(env.discord.buttons(played).map((b) => b.label)).not.toContain('↩ Undo last move');
    const { sessionId, version } = decodeComponentId(moveButtons(env.discord, played)[0]!.customId!)!;
    const forged = await env.discord.answerTo(
      env.discord.forgeClick({ user: users.alice, message: played, customId: `scoundrel:${sessionId}:${version}:undo` }),
    );
    expect(forged.message?.content).toMatch(/ranked run cannot be taken back\. Nothing was changed/);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });
});

describe('Moves that end a run', () => {
  /** The board's button for a move, found by the move its custom id carries. */
  function buttonFor(message: StoredMessage, test: (action: ScoundrelAction) => boolean): string {
    const found = moveButtons(env.discord, message).find((b) => test(decodeComponentId(b.customId!)!.action as ScoundrelAction));
    if (!found?.customId) throw new Error('no such move on the board');
    return found.customId;
  }

  it('asks once before a move that ends a ranked run, and makes it only when told to', async () => {
    // fatal-0: after one safe move the room holds a monster that kills barehanded.
    let state = scoundrel.setup({ seed: 'fatal-0' });
    const start = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'fatal-0' }));
    const safe = scoundrel.legalActions(state).find((a) => !scoundrel.fatal!(state, a))!;
    const moved = boardOf(
      await env.discord.press({
        user: users.alice,
        message: start,
        customId: buttonFor(start, (a) => JSON.stringify(a) === JSON.stringify(safe)),
      }),
    );
    state = (scoundrel.apply(state, safe) as { state: typeof state }).state;
    const deadly = scoundrel.legalActions(state).find((a) => scoundrel.fatal!(state, a))!;
    const deadlyId = buttonFor(moved, (a) => JSON.stringify(a) === JSON.stringify(deadly));
    expect(env.discord.buttons(moved).find((b) => b.customId === deadlyId)?.label).toMatch(/you die/);

    const asked = await env.discord.press({ user: users.alice, message: moved, customId: deadlyId });
    expect(asked).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(asked.message?.content).toMatch(/ends your run\. This run is ranked, so it can't be taken back/);
    const kept = await pressButton(env.discord, users.alice, asked.message!, 'Keep playing');
    expect(kept.message?.content).toMatch(/Nothing was changed/);
    expect(env.discord.message(moved.id)?.embeds).toEqual(moved.embeds);

    const again = await env.discord.press({ user: users.alice, message: moved, customId: deadlyId });
    const made = await pressButton(env.discord, users.alice, again.message!, 'Make the move (end my run)');
    expect(made).toMatchObject({ callbackType: 6 });
    await expect.poll(() => env.discord.message(moved.id)?.embeds[0]?.title).toMatch(/was slain/);
    // The question goes once it is answered: nothing private is left under the board.
    expect(env.discord.message(again.message!.id)).toBeUndefined();
    expect(
      env.discord
        .messages(CHANNEL_ID)
        .filter((m) => m.ephemeral && m.visibleTo === users.alice.id && /hits you|ends your run/.test(m.content ?? '')),
    ).toEqual([]);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });
});
