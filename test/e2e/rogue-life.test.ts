/**
 * Rogue Risus end to end: once the Amulet of Life has taken its die in a fight, a lost roll at 1 die
 * kills, and a ranked run asks before it is taken, through the real client. The seed `life-24` (a
 * fighter) finds the Amulet of Life on level 1 and wears it; in a later fight the first lost roll is
 * taken for free, the next one waits at 1 die.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { type RogueAction, type RogueState, rogue } from '../../src/games/rogue/index.js';
import { moveButtons } from '../helpers/moves.js';
import { boardOf, pressButton, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

const SEED = 'life-24';
/** The moves to the fight in which the amulet has been used and a lost roll waits at 1 die. */
const MOVES =
  'draw draw draw draw draw fight draw draw draw draw draw fight draw fight draw fight draw fight draw fight accept fight'.split(' ');

/** The board's button for a move, found by the move its custom id carries. */
function buttonFor(message: StoredMessage, action: RogueAction): { customId: string; label: string } {
  const found = moveButtons(env.discord, message).find(
    (b) => JSON.stringify(decodeComponentId(b.customId!)!.action) === JSON.stringify(action),
  );
  if (!found?.customId)
    throw new Error(
      `no ${JSON.stringify(action)} on the board: ${moveButtons(env.discord, message)
        .map((b) => b.label)
        .join(', ')}`,
    );
  return { customId: found.customId, label: found.label ?? '' };
}

describe('End to end: Rogue Risus after the Amulet of Life has been used', () => {
  it('asks before taking a lost roll that takes the last die, in a ranked run, and ends the run only when told to', async () => {
    let state: RogueState = rogue.setup({ seed: SEED, options: { cliche: 'fighter' } });
    let current = boardOf(await startGame(env.discord, users.alice, 'rogue', { cliche: 'fighter', seed: SEED }));
    for (const type of MOVES) {
      const action = { type } as RogueAction;
      const answer = await env.discord.press({ user: users.alice, message: current, customId: buttonFor(current, action).customId });
      expect(answer.callbackType, `${type} was made at once`).toBe(7);
      current = boardOf(answer);
      const outcome = rogue.apply(state, action);
      if (!outcome.ok) throw new Error(outcome.message);
      state = outcome.state;
    }
    // Where the run is: the amulet worn and used in this fight, 1 die, a lost roll waiting.
    expect(state).toMatchObject({ amulet: 'M14', dice: 1, end: null, combat: { lifeUsed: true } });
    expect(state.combat?.roll).not.toBeNull();
    expect(current.embeds[0]?.footer?.text).toMatch(/move 22$/);

    const take = buttonFor(current, { type: 'accept' });
    expect(take.label).toBe('Take the roll (lose your last die: you die)');
    const asked = await env.discord.press({ user: users.alice, message: current, customId: take.customId });
    expect(asked).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(asked.message?.content).toMatch(/Take the roll \(lose your last die: you die\)\*\* ends your run\. This run is ranked/);
    const kept = await pressButton(env.discord, users.alice, asked.message!, 'Keep playing');
    expect(kept.message?.content).toMatch(/Nothing was changed/);
    expect(env.discord.message(current.id)?.embeds).toEqual(current.embeds);

    const again = await env.discord.press({ user: users.alice, message: current, customId: take.customId });
    const made = await pressButton(env.discord, users.alice, again.message!, 'Make the move (end my run)');
    expect(made).toMatchObject({ callbackType: 6 });
    expect(env.discord.message(again.message!.id)).toBeUndefined();
    await expect.poll(() => env.discord.message(current.id)?.embeds[0]?.footer?.text).toMatch(/move 23$/);
    const ended = env.discord.message(current.id)!;
    expect(moveButtons(env.discord, ended)).toEqual([]);
    expect(ended.embeds[0]?.fields?.find((f) => f.name.includes('story'))?.value).toMatch(/Slain by the .+ on level 1\.$/);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });
});
