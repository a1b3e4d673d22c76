/**
 * `/saga recap` through the local Discord: a check with a hidden target and a conflict are played, and
 * the GM asks for the story privately and posts it; a hidden target is told only once resolved, and every
 * bad asking (no table, a member not at it, a player posting it, `since` unreadable or still to come) is
 * answered privately and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import type { SagaState } from '../../src/games/saga/index.js';
import { type Session, sessionKey } from '../../src/sessions/session.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { runSaga } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const GM = users.olga;

/** Runs `/saga <subcommand>` for `user` in the test channel. */
const saga = (user: TestUser, subcommand: string, options: Parameters<typeof runSaga>[3] = {}) =>
  runSaga(env.discord, user, subcommand, options);

async function stored(): Promise<Session<SagaState>> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  const session = (await storage.keyv.get(sessionKey(CHANNEL_ID))) as Session<SagaState>;
  await storage.close();
  return session;
}

function publicMessages(): StoredMessage[] {
  return env.discord.messages(CHANNEL_ID).filter((m) => !m.ephemeral);
}

function table(): StoredMessage {
  return publicMessages()
    .filter((m) => m.embeds[0]?.title?.startsWith('Saga for Risus'))
    .at(-1)!;
}

function button(message: StoredMessage, label: string): string {
  const found = env.discord.buttons(message).find((b) => b.label === label);
  if (!found?.customId) throw new Error(`no "${label}" button; buttons: ${env.discord.buttons(message).map((b) => b.label)}`);
  return found.customId;
}

/** The member plays the first card their hand offers and stops when an edge chain allows another. */
async function playOnce(user: TestUser): Promise<void> {
  const hand = await env.discord.press({ user, message: table(), customId: button(table(), 'My hand / GM panel') });
  const menu = env.discord.selects(hand.message!)[0]!;
  const played = await env.discord.answerTo(
    env.discord.select({ user, message: hand.message!, customId: menu.customId, values: [menu.options[0]!.value] }),
  );
  if (env.discord.buttons(played.message!).some((b) => b.label === 'Stop here'))
    await env.discord.press({ user, message: played.message!, customId: button(played.message!, 'Stop here') });
}

/** Asks for a recap that must be refused: privately, with `reason`, and nothing posted or changed. */
async function refused(user: TestUser, options: Record<string, string | boolean>, reason: RegExp): Promise<void> {
  const posted = publicMessages().length;
  const version = (await stored()).version;
  const answer = await saga(user, 'recap', options);
  expect(answer.ephemeral).toBe(true);
  expect(answer.message?.content).toMatch(reason);
  expect(answer.message?.embeds ?? []).toEqual([]);
  expect(publicMessages()).toHaveLength(posted);
  expect((await stored()).version).toBe(version);
}

describe('End to end: the recap of a Saga table', () => {
  it('tells the GM and the players what happened, in order, privately or posted by the GM, and refuses bad asking privately', async () => {
    const none = await saga(GM, 'recap');
    expect(none).toMatchObject({ ephemeral: true });
    expect(none.message?.content).toMatch(/^There is no Saga table in this channel: there is no story to recap/);
    expect(publicMessages()).toHaveLength(0);

    await saga(GM, 'start');
    await saga(users.alice, 'join', { character: 'Ann', cliches: 'Weekend Warrior (3), [Wizard] (4)' });
    await saga(users.bob, 'join', { character: 'Bo', cliches: 'Ninja (4), Poet (2)' });

    await saga(GM, 'check', { player: 'Ann', cliche: 'Wizard', style: 'other', target: 30, hidden: true });
    await playOnce(users.alice);
    // Before the check is resolved, the recap does not tell it, nor its target.
    const early = await saga(GM, 'recap');
    expect(early.ephemeral).toBe(true);
    expect(early.message?.embeds[0]?.description).not.toMatch(/Check|meet or beat|\b30\b/);
    await expect.poll(() => button(table(), 'Resolve (GM)')).toBeTruthy();
    expect(await saga(GM, 'resolve')).toMatchObject({ ephemeral: false });

    await saga(GM, 'conflict', { player: 'Bo', cliche: 'Ninja', style: 'social', opponent: 'Goon', rank: 3 });
    await playOnce(users.bob);
    await expect.poll(() => button(table(), 'Resolve (GM)')).toBeTruthy();
    expect(await saga(GM, 'resolve')).toMatchObject({ ephemeral: false });

    // Each line of the story, as the parts it must match.
    const story: RegExp[][] = [
      [/^Since the table opened, <t:\d+:f>:$/],
      [/^<t:\d+:[ft]> Alice joins as Ann \(edge 2, hand of 4\)\.$/],
      [/^<t:\d+:[ft]> Bob joins as Bo \(edge 2, hand of 4\)\.$/],
      [
        /^<t:\d+:[ft]> 🎯 Check for Alice's Ann, other, meet or beat 30 \(a hidden target until now\): /u,
        /: 4 \(Wizard\) \+ .* = \d+\. (Success|Failure)\.$/,
      ],
      [
        /^<t:\d+:[ft]> 🤺 Conflict: Bob's Bo against Goon, social, meet or beat 3 \(Goon's rank\) \+ /u,
        /: 4 \(Ninja\) \+ .* = \d+\. (Success|Failure)\.$/,
      ],
    ];
    const mine = await saga(GM, 'recap');
    expect(mine.ephemeral).toBe(true);
    expect(mine.message?.embeds[0]?.title).toBe("📜 Recap · Olga (owner)'s Saga table");
    const lines = mine.message?.embeds[0]?.description?.split('\n') ?? [];
    expect(lines).toHaveLength(story.length);
    for (const [n, parts] of story.entries()) for (const part of parts) expect(lines[n]).toMatch(part);

    // A player reads it privately; since two minutes ago, the story is the same (the moves were just made).
    const ann = await saga(users.alice, 'recap', { since: '2m' });
    expect(ann.ephemeral).toBe(true);
    expect(ann.message?.embeds[0]?.description?.split('\n').slice(1)).toEqual(lines.slice(1));

    // Posted by the GM: one public message, pinging nobody.
    const before = publicMessages().length;
    const posted = await saga(GM, 'recap', { public: true });
    expect(posted.ephemeral).toBe(false);
    expect(publicMessages()).toHaveLength(before + 1);
    expect(publicMessages().at(-1)?.embeds[0]?.description).toBe(mine.message?.embeds[0]?.description);
    expect((publicMessages().at(-1)?.allowedMentions as { parse?: string[] } | undefined)?.parse ?? []).toEqual([]);

    await refused(users.carol, {}, /^The recap is for the table's GM and players/);
    await refused(users.alice, { public: true }, /^Only the GM posts the recap to the channel/);
    await refused(GM, { since: 'teatime' }, /^I can't read "teatime" as a moment: give a while ago/);
    await refused(GM, { since: '2099-01-01' }, /^"2099-01-01" is still to come: give a moment that has passed/);
    await refused(GM, { since: '2099-01-01', public: true }, /still to come.*Nothing was posted\.$/);
  });
});
