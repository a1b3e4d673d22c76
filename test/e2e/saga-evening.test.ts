/**
 * An evening at a Saga table through the local Discord, as a new Risus group plays it: a check (whose
 * player starts an edge chain and finishes it), a single-action conflict and a three-player fight of two
 * rounds. The channel stays readable: every outcome is told in public, the table is the bot's newest
 * message whenever a player must act, each call or round pings exactly who must act, once, and the
 * evening leaves at most 10 public messages of the bot. The GM resolving over an open chain is asked once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import type { SagaState } from '../../src/games/saga/index.js';
import { type Session, sessionKey } from '../../src/sessions/session.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { runSaga } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const GM = users.olga;
const PLAYERS = [users.alice, users.bob, users.carol] as const;

/** Runs `/saga <subcommand>` for `user` in the test channel. */
const saga = (user: TestUser, subcommand: string, options: Parameters<typeof runSaga>[3] = {}) =>
  runSaga(env.discord, user, subcommand, options);

async function stored(): Promise<SagaState> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  const session = (await storage.keyv.get(sessionKey(CHANNEL_ID))) as Session;
  await storage.close();
  return session.state as SagaState;
}

async function version(): Promise<number> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  const session = (await storage.keyv.get(sessionKey(CHANNEL_ID))) as Session;
  await storage.close();
  return session.version;
}

function publicMessages(): StoredMessage[] {
  return env.discord.messages(CHANNEL_ID).filter((m) => !m.ephemeral);
}

function isTable(message: StoredMessage | undefined): boolean {
  return message?.embeds[0]?.title?.startsWith('Saga for Risus') === true;
}

function button(message: StoredMessage, label: string): string {
  const found = env.discord.buttons(message).find((b) => b.label === label);
  if (!found?.customId) throw new Error(`no "${label}" button; buttons: ${env.discord.buttons(message).map((b) => b.label)}`);
  return found.customId;
}

/** The table: the bot's newest public message, drawn at the stored version, and the only table in the channel. */
async function tableNewest(): Promise<StoredMessage> {
  const at = await version();
  await vi.waitFor(
    () => {
      const newest = publicMessages().at(-1);
      expect(isTable(newest)).toBe(true);
      expect(button(newest!, 'My hand / GM panel')).toContain(`:${at}:`);
      expect(publicMessages().filter(isTable)).toHaveLength(1);
    },
    { timeout: 20_000 },
  );
  return publicMessages().at(-1)!;
}

/** Every public message the bot created, with the members it allowed to be pinged. */
const created: { id: string; table: boolean; pings: string[] }[] = [];
let stop = (): void => {};
beforeAll(() => {
  stop = env.discord.onMessage((change) => {
    if (change.kind !== 'created' || change.message.ephemeral || change.message.channelId !== CHANNEL_ID) return;
    const allowed = change.message.allowedMentions as { parse?: string[]; users?: string[] } | undefined;
    expect(allowed?.parse ?? []).toEqual([]);
    created.push({ id: change.message.id, table: isTable(change.message), pings: [...(allowed?.users ?? [])].sort() });
  });
});
afterAll(() => stop());

/** The pings of every public message created from now on, read after the table settles. */
let pingsHeard = 0;
async function expectPings(expected: readonly TestUser[]): Promise<void> {
  await expect.poll(() => created.filter((c) => c.pings.length > 0).length).toBeGreaterThan(pingsHeard);
  const pinged = created.filter((c) => c.pings.length > 0);
  expect(pinged).toHaveLength(pingsHeard + 1);
  expect(pinged[pingsHeard]).toMatchObject({ table: true, pings: expected.map((u) => u.id).sort() });
  pingsHeard++;
  await tableNewest();
}

async function hand(user: TestUser): Promise<StoredMessage> {
  const table = await tableNewest();
  const answer = await env.discord.press({ user, message: table, customId: button(table, 'My hand / GM panel') });
  expect(answer.ephemeral).toBe(true);
  return answer.message!;
}

/** Plays the option whose label starts with `label` (the first offered when none is given) from the member's hand. */
async function play(user: TestUser, opened: StoredMessage, label?: string): Promise<StoredMessage> {
  const menu = env.discord.selects(opened)[0]!;
  const option = label ? menu.options.find((o) => o.label.startsWith(label))! : menu.options[0]!;
  const played = await env.discord.answerTo(env.discord.select({ user, message: opened, customId: menu.customId, values: [option.value] }));
  expect(played.callbackType).toBe(7);
  return played.message!;
}

/** Presses Stop on the hand when it offers it (the player ends their own edge chain). */
async function stopIfOffered(user: TestUser, opened: StoredMessage): Promise<void> {
  if (!env.discord.buttons(opened).some((b) => b.label === 'Stop here')) return;
  expect((await env.discord.press({ user, message: opened, customId: button(opened, 'Stop here') })).callbackType).toBe(7);
}

/** The public record posted last: a message of its own, not the table. */
function lastRecord(): StoredMessage {
  return publicMessages()
    .filter((m) => !isTable(m))
    .at(-1)!;
}

describe('End to end: an evening at a Saga table', () => {
  it('tells every outcome, keeps the table the newest message when a player must act, and leaves at most 10 messages', async () => {
    await saga(GM, 'start');
    for (const [user, character, cliches] of [
      [users.alice, 'Ann', 'Weekend Warrior (3), [Wizard] (4)'],
      [users.bob, 'Bo', 'Ninja (4), Poet (2)'],
      [users.carol, 'Cy', 'Brawler (3), Chef (2)'],
    ] as const) {
      expect(await saga(user, 'join', { character, cliches, edge: 4 })).toMatchObject({ ephemeral: true });
    }

    // The check goes to a player holding a card at or under their edge (4): they start a chain.
    const start = await stored();
    const chainer = PLAYERS.find((u) => start.players.find((p) => p.id === u.id)!.hand.some((c) => /^([A234])[CDHS]$/.test(c)))!;
    const low = start.players.find((p) => p.id === chainer.id)!.hand.find((c) => /^([A234])[CDHS]$/.test(c))!;
    // A target out of reach whatever the table's deal (30 was met once): a chain's cards at or under the edge of 4 add up to 40
    // at most (the sixteen from Ace to 4), and its last card and the cliché little more. The check fails.
    await saga(GM, 'check', {
      player: chainer.id,
      cliche: start.players.find((p) => p.id === chainer.id)!.cliches[0]!.name,
      style: 'other',
      target: 99,
    });
    await expectPings([chainer]);
    const chained = await play(chainer, await hand(chainer), `Play ${low[0] === 'A' ? 'A' : low[0]}`);
    expect(env.discord.buttons(chained).map((b) => b.label)).toContain('Stop here');
    // Nobody is pinged while the chain is open; the table still says who may play.
    const table = await tableNewest();
    expect(table.content).toContain(`<@${chainer.id}> may play another card for`);
    expect(created.filter((c) => c.pings.length > 0)).toHaveLength(pingsHeard);

    // Stop by someone not in the check: refused privately, nothing changed.
    const at = await version();
    const strangerId = button(chained, 'Stop here');
    const stranger = await env.discord.answerTo(env.discord.forgeClick({ user: GM, message: table, customId: strangerId }));
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.message?.content).toMatch(/not in this check|nothing was changed/i);
    expect(await version()).toBe(at);

    // The GM resolving now is asked once, by command or button; waiting changes nothing.
    const byCommand = await saga(GM, 'resolve');
    expect(byCommand.ephemeral).toBe(true);
    expect(byCommand.message?.content).toMatch(/ may still play: resolve anyway\?/);
    expect(env.discord.buttons(byCommand.message!).map((b) => b.label)).toEqual(['Resolve anyway', 'Wait for them']);
    expect(await version()).toBe(at);
    const asked = await env.discord.press({ user: GM, message: table, customId: button(table, 'Resolve (GM)') });
    expect(asked.ephemeral).toBe(true);
    expect(asked.message?.content).toMatch(/^\*\*(Ann|Bo|Cy)\*\* may still play: resolve anyway\? Resolving now ends that edge chain\.$/);
    const waited = await env.discord.press({ user: GM, message: asked.message!, customId: button(asked.message!, 'Wait for them') });
    expect(waited.message?.content).toMatch(/Nothing was changed/);
    expect(await version()).toBe(at);
    expect((await stored()).contest?.sides[0]?.mayPlay).toBe(true);

    // The player stops: the GM is pinged once; a second Stop is refused and changes nothing.
    await env.discord.press({ user: chainer, message: chained, customId: button(chained, 'Stop here') });
    await expectPings([GM]);
    // The same Stop again is the move just made: acknowledged quietly, and nothing is changed.
    const again = await env.discord.answerTo(env.discord.forgeClick({ user: chainer, message: chained, customId: strangerId }), {
      waitForEdit: false,
    });
    expect(again.callbackType).toBe(6);
    expect(await version()).toBe(at + 1);
    expect(await saga(GM, 'resolve')).toMatchObject({ ephemeral: false });
    await expect.poll(() => lastRecord().embeds[0]?.title).toMatch(/^🎯 Check · (Ann|Bo|Cy) · ❌ Failure$/);
    expect(lastRecord().embeds[0]?.description).toContain('To meet or beat: 99 (target) = **99**');

    // A single-action conflict, resolved from the GM panel after the player finishes.
    const other = PLAYERS.find((u) => u !== chainer)!;
    await saga(GM, 'conflict', {
      player: other.id,
      cliche: (await stored()).players.find((p) => p.id === other.id)!.cliches[0]!.name,
      style: 'social',
      opponent: 'Goon',
      rank: 3,
    });
    await expectPings([other]);
    await stopIfOffered(other, await play(other, await hand(other)));
    await expectPings([GM]);
    const panel = await hand(GM);
    expect((await env.discord.press({ user: GM, message: panel, customId: button(panel, 'Resolve') })).callbackType).toBe(7);
    await expect.poll(() => lastRecord().embeds[0]?.title).toMatch(/^🤺 Conflict · (Ann|Bo|Cy) vs Goon · (✅ Success|❌ Failure)$/);

    // A three-player fight of two rounds: each round pings the fighters, then the GM, and is told in public.
    await saga(GM, 'fight', {
      opponent: 'Ogre',
      style: 'physical',
      rank: 9,
      player: users.alice.id,
      cliche: 'Weekend Warrior',
      player2: users.bob.id,
      cliche2: 'Ninja',
      player3: users.carol.id,
      cliche3: 'Brawler',
    });
    await expectPings(PLAYERS);
    for (let round = 1; round <= 2; round++) {
      for (const user of PLAYERS) {
        if (!(await stored()).contest?.sides.some((s) => s.player === user.id)) continue;
        await stopIfOffered(user, await play(user, await hand(user)));
      }
      await expectPings([GM]);
      const table = await tableNewest();
      expect((await env.discord.press({ user: GM, message: table, customId: button(table, 'Resolve (GM)') })).callbackType).toBe(7);
      await expect.poll(() => lastRecord().embeds[0]?.title).toMatch(new RegExp(`^⚔️ Fight vs Ogre · round ${round} · \\d of 3 meet it$`));
      expect(lastRecord().embeds[0]?.description).toMatch(/\*\*Ogre\*\* (loses \d ranks?: \d → \*\*\d\*\*|stays at rank \*\*\d\*\*)\./);
      const state = await stored();
      if (round === 1 && state.fight?.outcome === 'on') {
        const inFight = PLAYERS.filter((u) => state.contest?.sides.some((s) => s.player === u.id));
        await expectPings(inFight);
      }
    }
    if ((await stored()).fight?.outcome === 'on') expect(await saga(GM, 'end')).toMatchObject({ ephemeral: true });

    // What the evening leaves: the table and one record per check, conflict and round, nothing else.
    await expect.poll(() => publicMessages().filter(isTable)).toHaveLength(1);
    const left = publicMessages();
    expect(left.length).toBeLessThanOrEqual(10);
    expect(left.filter((m) => !isTable(m)).map((m) => m.embeds[0]?.title?.split(' · ')[0])).toEqual([
      '🎯 Check',
      '🤺 Conflict',
      '⚔️ Fight vs Ogre',
      '⚔️ Fight vs Ogre',
    ]);
  });
});
