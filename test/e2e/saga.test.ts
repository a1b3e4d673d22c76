/** A Saga table end to end: a GM and two players join, make a check and fight, through the real client. */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { buttonId, runSaga } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const GM = users.olga;

/** Runs `/saga <subcommand>` for `user` in the test channel. */
const saga = (user: TestUser, subcommand: string, options: Parameters<typeof runSaga>[3] = {}) =>
  runSaga(env.discord, user, subcommand, options);

function liveBoard(): StoredMessage {
  const boards = env.discord
    .messages(CHANNEL_ID)
    .filter((m) => !m.ephemeral && m.embeds[0]?.title?.startsWith('Saga for Risus') && m.components.length > 0);
  return boards.at(-1)!;
}

/** The custom id of the message's button labelled `label`. */
const button = (message: StoredMessage, label: string) => buttonId(env.discord, message, label);

/** Opens the member's hand from the live board and plays the first card offered, stopping when a chain allows. */
async function playOnce(user: TestUser): Promise<void> {
  const hand = await env.discord.press({ user, message: liveBoard(), customId: button(liveBoard(), 'My hand / GM panel') });
  expect(hand).toMatchObject({ ephemeral: true });
  const menu = env.discord.selects(hand.message!)[0]!;
  const played = await env.discord.answerTo(
    env.discord.select({ user, message: hand.message!, customId: menu.customId, values: [menu.options[0]!.value] }),
  );
  expect(played.callbackType).toBe(7);
  if (env.discord.buttons(played.message!).some((b) => b.label === 'Stop here')) {
    await env.discord.press({ user, message: played.message!, customId: button(played.message!, 'Stop here') });
  }
}

function field(name: RegExp): string {
  return liveBoard().embeds[0]?.fields?.find((f) => name.test(f.name))?.value ?? '';
}

/** What the table's picture shows, in the words of its alt text (the board's text leaves that to the picture). */
function picture(message: StoredMessage = liveBoard()): string {
  return message.attachments[0]?.description ?? '';
}

describe('End to end: a Saga table', () => {
  it('seats a GM and two players, refuses bad clichés and strangers, and resolves a check and a fight', async () => {
    const start = await saga(GM, 'start', { decks: 2, edge: 2 });
    expect(start.message?.embeds[0]?.title).toBe("Saga for Risus · Olga (owner)'s table");

    const table = liveBoard();
    const ann = await saga(users.alice, 'join', { character: 'Ann', cliches: 'Weekend Warrior (3), [Wizard] (4)' });
    // The command answers with a short line; the one table message is edited in place.
    expect(ann.ephemeral).toBe(true);
    await expect.poll(() => picture()).toContain('Ann (Alice): 4 of 4 cards in hand, edge 2.');
    expect(field(/^Ann$/)).toBe(`<@${users.alice.id}>\nWeekend Warrior (3), [Wizard] (4)`);
    expect(liveBoard().id).toBe(table.id);
    await expect
      .poll(() => env.discord.latestMessage(CHANNEL_ID, { ephemeral: true, visibleTo: users.alice }).embeds[0]?.title)
      .toBe('Your hand · Ann');
    await saga(users.bob, 'join', { character: 'Bo', cliches: 'Ninja (4), Poet (2)', edge: 3 });
    await expect.poll(() => picture()).toContain('Bo (Bob): 5 of 5 cards in hand, edge 3.');

    const bad = await saga(users.carol, 'join', { character: 'Cy', cliches: 'Tall' });
    expect(bad).toMatchObject({ ephemeral: true });
    expect(bad.message?.content).toMatch(
      /"Tall" does not read as a cliché.*Weekend Warrior \(3\), Hairdresser \(2\), \[Wizard\] \(4\).*Nothing was saved/,
    );
    const notGm = await saga(users.bob, 'check', { player: users.alice.id, cliche: 'Wizard', style: 'other', target: 6 });
    expect(notGm.message?.content).toMatch(/Only the GM can do that/);

    await saga(GM, 'check', { player: 'Ann', cliche: 'weekend warrior', style: 'physical', target: 8 });
    await expect.poll(() => picture()).toContain('Check (open), physical, Clubs trumps: to meet or beat 8 = 8; Ann 3 = 3, to play.');
    expect(liveBoard().content).toBe(`**Next:** <@${users.alice.id}> plays for **Ann**.`);
    const stranger = await env.discord.press({
      user: users.carol,
      message: liveBoard(),
      customId: button(liveBoard(), 'My hand / GM panel'),
    });
    expect(stranger.message?.content).toMatch(/not at this table/);
    await playOnce(users.alice);
    await expect.poll(() => liveBoard().content).toBe(`**Next:** the GM (<@${GM.id}>) resolves.`);
    const refused = await env.discord.press({ user: users.bob, message: liveBoard(), customId: button(liveBoard(), 'Resolve (GM)') });
    expect(refused.message?.content).toMatch(/Only the GM can do that/);
    const resolved = await env.discord.press({ user: GM, message: liveBoard(), customId: button(liveBoard(), 'Resolve (GM)') });
    expect(resolved.callbackType).toBe(7);
    expect(picture(resolved.message!)).toMatch(
      /Check \(resolved\), physical, Clubs trumps: .*; Ann 3 \+ .* = \d+, (meets it|falls short)\./,
    );

    await saga(GM, 'fight', { player: users.bob.id, cliche: 'Ninja', style: 'social', opponent: 'Goon', rank: 2 });
    await expect.poll(() => picture()).toContain('Fight with Goon, rank 2, round 1.');
    for (let round = 0; round < 12 && /Fight with Goon, rank [1-9], round \d+\./.test(picture()); round++) {
      await playOnce(users.bob);
      await expect.poll(() => button(liveBoard(), 'Resolve (GM)')).toBeTruthy();
      const before = JSON.stringify(liveBoard().embeds);
      await saga(GM, 'resolve');
      await expect.poll(() => JSON.stringify(liveBoard().embeds)).not.toBe(before);
    }
    // The table was posted anew for each call and round; the old ones are gone.
    expect(env.discord.messages(CHANNEL_ID).filter((m) => m.embeds[0]?.title?.startsWith('Saga for Risus'))).toHaveLength(1);
    expect(picture()).toMatch(/Fight with Goon, rank \d, round \d+: (the opponent is beaten|everyone is out, the opponent wins)\./);
    const gmView = await env.discord.press({ user: GM, message: liveBoard(), customId: button(liveBoard(), 'My hand / GM panel') });
    expect(gmView.message?.embeds[0]?.title).toBe('GM panel · Olga (owner)');
  });
});
