/**
 * Saga at a real Risus table, end to end through the real client: a GM and three
 * members play a check, a conflict and a group fight to its end; every public message pings exactly the
 * members who must act, on the table posted anew (the one before it deleted); each resolved contest is told
 * in a public record; each player's private hand matches the
 * engine's stored state after every round; pinged fighters open their hands at once and play from them
 * side by side, while a pick on a hand drawn before the table moved on is not played; `player`, `cliche`
 * and `opponent` autocomplete from the table; the GM's payback on a hidden conflict is told to no one but
 * the GM until the GM resolves; and after `/saga gm` the new GM resolves (and may end the table, asked
 * first, privately) while the old one no longer can.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { cardLabel } from '../../src/engine/cards.js';
import { sagaValue } from '../../src/games/saga/cards.js';
import type { SagaState } from '../../src/games/saga/index.js';
import { type Session, sessionKey } from '../../src/sessions/session.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { buttonId, runSaga } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const GM = users.olga;
const NEW_GM = users.dave;
const PLAYERS = [users.alice, users.bob, users.carol] as const;
const [ALICE, BOB, CAROL] = PLAYERS;

/** Runs `/saga <subcommand>` for `user` in the test channel. */
const saga = (user: TestUser, subcommand: string, options: Parameters<typeof runSaga>[3] = {}) =>
  runSaga(env.discord, user, subcommand, options);

function suggest(
  subcommand: string,
  focused: string,
  options: Record<string, string>,
): Promise<{ name: string; value: string | number }[]> {
  return env.discord.suggest({ user: GM, channelId: CHANNEL_ID, name: 'saga', subcommand, options, focused });
}

/** A value as the bot stored it, read straight from its SQLite file. */
async function readStore(key: string): Promise<unknown> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  const value: unknown = await storage.keyv.get(key);
  await storage.close();
  return value;
}

/** The channel's stored session (undefined once the table is ended). */
async function storedSession(): Promise<Session | undefined> {
  return (await readStore(sessionKey(CHANNEL_ID))) as Session | undefined;
}

/** The channel's live board as the bot recorded it: its message. */
async function liveBoard(): Promise<{ messageId: string } | undefined> {
  return (await readStore(`live-board:${CHANNEL_ID}`)) as { messageId: string } | undefined;
}

/** The channel's session and the table's state as the engine saved them. */
async function stored(): Promise<{ session: Session; state: SagaState }> {
  const session = await storedSession();
  if (!session) throw new Error('no session is stored for the channel');
  return { session, state: session.state as SagaState };
}

function publicMessages(): StoredMessage[] {
  return env.discord.messages(CHANNEL_ID).filter((m) => !m.ephemeral);
}

function isTable(message: StoredMessage): boolean {
  return message.embeds[0]?.title?.startsWith('Saga for Risus') === true;
}

/** The table message: the newest (one posted anew replaces the one before, deleted a moment later). */
let tableId = '';
function table(): StoredMessage {
  const newest = publicMessages().filter(isTable).at(-1)!;
  tableId = newest.id;
  return newest;
}

/** The custom id of the message's button labelled `label`. */
const button = (message: StoredMessage, label: string) => buttonId(env.discord, message, label);

/** Waits until the table shows the stored version (its buttons carry the version they were drawn for), and it is still the live board. */
async function tableAtStoredVersion(): Promise<void> {
  const { session } = await stored();
  await expect.poll(() => button(table(), 'My hand / GM panel')).toContain(`:${session.version}:`);
  await expect.poll(() => publicMessages().filter(isTable)).toHaveLength(1);
  await expect.poll(() => liveBoard()).toMatchObject({ messageId: table().id });
}

/** Every public message the bot created, as it was created. */
const created: StoredMessage[] = [];
beforeAll(() => {
  env.discord.onMessage((change) => {
    if (change.kind === 'created' && !change.message.ephemeral && change.message.channelId === CHANNEL_ID) created.push(change.message);
  });
});

/**
 * The pings, in order, checked as they come: each is a table posted anew that pings exactly the members
 * the test expects (`allowedMentions.users`), never through `parse`, and mentions them.
 */
let pinged = 0;
async function expectPings(expected: readonly TestUser[]): Promise<void> {
  const ids = expected.map((u) => u.id).sort();
  const pinging = () => created.filter((m) => ((m.allowedMentions as { users?: string[] } | undefined)?.users ?? []).length > 0);
  await expect.poll(() => pinging().length).toBeGreaterThan(pinged);
  expect(pinging().length).toBe(pinged + 1);
  const line = pinging()[pinged]!;
  pinged++;
  expect(isTable(line)).toBe(true);
  const allowed = line.allowedMentions as { parse?: unknown[]; users?: string[]; roles?: unknown[]; replied_user?: boolean };
  expect(allowed.parse ?? []).toEqual([]);
  expect(allowed.roles ?? []).toEqual([]);
  expect([...(allowed.users ?? [])].sort()).toEqual(ids);
  for (const id of ids) expect(line.content).toContain(`<@${id}>`);
}

/** The public records heard so far: one per resolved contest, plus the line of the table's end. */
let heard = 0;
async function expectRecord(): Promise<StoredMessage> {
  await expect.poll(() => publicMessages().filter((m) => !isTable(m)).length).toBe(heard + 1);
  heard++;
  return publicMessages()
    .filter((m) => !isTable(m))
    .at(-1)!;
}

/** No public message beyond the table and the records already heard, and no ping beyond those checked. */
function expectNoNewLines(): void {
  expect(publicMessages().filter((m) => !isTable(m)).length).toBe(heard);
  expect(created.filter((m) => ((m.allowedMentions as { users?: string[] } | undefined)?.users ?? []).length > 0).length).toBe(pinged);
}

/** A member's private panel, opened with the table's button. */
async function panel(user: TestUser): Promise<StoredMessage> {
  const answer = await env.discord.press({ user, message: table(), customId: button(table(), 'My hand / GM panel') });
  expect(answer.ephemeral).toBe(true);
  return answer.message!;
}

/** Each seated player's private hand shows exactly the cards and the hand size the stored state gives them. */
async function expectHandsMatchState(): Promise<void> {
  await tableAtStoredVersion();
  const { session, state } = await stored();
  expect(state.players.map((p) => p.id).sort()).toEqual(PLAYERS.map((u) => u.id).sort());
  for (const user of PLAYERS) {
    const player = state.players.find((p) => p.id === user.id)!;
    const shown = (await panel(user)).embeds[0]!;
    expect(shown.footer?.text).toContain(`at move ${session.version} `);
    const cards = player.hand.length > 0 ? player.hand.map((c) => `**${cardLabel(c)}**`).join(' ') : 'no cards';
    expect(shown.description).toContain(`Your cards: ${cards}\n`);
    const fighter = state.fight?.outcome === 'on' ? state.fight.fighters.find((f) => f.player === user.id) : undefined;
    expect(shown.description).toContain(`Hand size **${Math.max(0, player.handSize - (fighter?.lost ?? 0))}**`);
  }
}

/**
 * The player plays from their hand (opened now from the table, or the one they opened earlier): the
 * `card` named, else the highest card, or a pumped one; they stop when an edge chain allows.
 */
async function play(user: TestUser, how: 'Play' | 'Pump' = 'Play', opened?: StoredMessage, card?: string): Promise<StoredMessage> {
  const hand = opened ?? (await panel(user));
  const menu = env.discord.selects(hand)[0]!;
  const option = menu.options.find((o) => o.label.startsWith(card ? `${how} ${cardLabel(card)} ` : `${how} `))!;
  const played = await env.discord.answerTo(env.discord.select({ user, message: hand, customId: menu.customId, values: [option.value] }));
  expect(played.callbackType).toBe(7);
  if (!env.discord.buttons(played.message!).some((b) => b.label === 'Stop here')) return played.message!;
  const stopped = await env.discord.press({ user, message: played.message!, customId: button(played.message!, 'Stop here') });
  expect(stopped.callbackType).toBe(7);
  return stopped.message!;
}

/** The GM resolves from the table's button, with `/saga resolve`, or from the GM panel's button. */
async function resolve(gm: TestUser, how: 'table' | 'command' | 'panel'): Promise<void> {
  if (how === 'command') {
    expect((await saga(gm, 'resolve')).message?.content).not.toMatch(/Only the GM|not played/);
  } else {
    const message = how === 'table' ? table() : await panel(gm);
    expect(
      (await env.discord.press({ user: gm, message, customId: button(message, how === 'table' ? 'Resolve (GM)' : 'Resolve') }))
        .callbackType,
    ).toBe(7);
  }
  expect((await expectRecord()).embeds[0]?.title).toMatch(/^(🎯 Check|🤺 Conflict|⚔️ Fight vs) /);
}

/** The members who must play in the open contest now: those in it who hold cards and have not played. */
async function toPlay(): Promise<TestUser[]> {
  const { state } = await stored();
  const sides =
    state.contest?.sides.filter((s) => s.mine.length === 0 && (state.players.find((p) => p.id === s.player)?.hand.length ?? 0) > 0) ?? [];
  return PLAYERS.filter((u) => sides.some((s) => s.player === u.id));
}

/** The fighters still in the fight going on: a fight hand (hand size less the rounds lost) above 0, and cards in it. */
async function stillIn(): Promise<TestUser[]> {
  const { state } = await stored();
  return PLAYERS.filter((u) => {
    const fighter = state.fight?.outcome === 'on' ? state.fight.fighters.find((f) => f.player === u.id) : undefined;
    const player = state.players.find((p) => p.id === u.id);
    return fighter !== undefined && player !== undefined && player.handSize - fighter.lost > 0 && player.hand.length > 0;
  });
}

describe('End to end: Saga at a real Risus table', () => {
  it('plays a check, a conflict and a group fight with the right pings, one table message and hands that match the engine', async () => {
    const opened = await saga(GM, 'start');
    tableId = opened.message!.id;
    expect(isTable(opened.message!)).toBe(true);
    for (const [user, character, cliches] of [
      [ALICE, 'Ann', 'Weekend Warrior (3), [Wizard] (4)'],
      [BOB, 'Bo', 'Ninja (4), Poet (2)'],
      [CAROL, 'Cy', 'Brawler (3), Chef (2)'],
    ] as const) {
      expect(await saga(user, 'join', { character, cliches })).toMatchObject({ ephemeral: true });
    }
    await expectHandsMatchState();

    // Autocomplete through the client: players by character or member name, the named player's clichés.
    expect(await suggest('check', 'player', { player: 'A' })).toEqual([
      { name: 'Ann (Alice) · hand 4/4 · edge 2', value: ALICE.id },
      { name: 'Cy (Carol) · hand 4/4 · edge 2', value: CAROL.id },
    ]);
    expect(await suggest('check', 'cliche', { player: ALICE.id, cliche: 'w' })).toEqual([
      { name: 'Weekend Warrior (3)', value: 'Weekend Warrior' },
      { name: '[Wizard] (4)', value: 'Wizard' },
    ]);
    expect(await suggest('fight', 'cliche2', { player: ALICE.id, player2: 'Bo', cliche2: '' })).toEqual([
      { name: 'Ninja (4)', value: 'Ninja' },
      { name: 'Poet (2)', value: 'Poet' },
    ]);
    expect(await suggest('fight', 'player3', { player: ALICE.id, player2: BOB.id, player3: '' })).toEqual([
      { name: 'Cy (Carol) · hand 4/4 · edge 2', value: CAROL.id },
    ]);
    expect(await suggest('conflict', 'opponent', { opponent: '' })).toEqual([]);

    // A check: the player is pinged, then the GM once they have played; the GM resolves from the table.
    expect(await saga(GM, 'check', { player: ALICE.id, cliche: 'Weekend Warrior', style: 'physical', target: 8 })).toMatchObject({
      ephemeral: false,
    });
    await expectPings([ALICE]);
    await expectHandsMatchState();
    await play(ALICE);
    await expectPings([GM]);
    await resolve(GM, 'table');
    await expectHandsMatchState();
    expectNoNewLines();

    // A single-action conflict, resolved with the command.
    await saga(GM, 'conflict', { player: 'Bo', cliche: 'Ninja', style: 'social', opponent: 'Goon', rank: 3 });
    await expectPings([BOB]);
    await play(BOB);
    await expectPings([GM]);
    await resolve(GM, 'command');
    await expectHandsMatchState();
    expect((await stored()).state.last).toMatchObject({ kind: 'conflict', opponent: 'Goon', status: 'resolved' });
    expect(await suggest('fight', 'opponent', { opponent: 'go' })).toEqual([
      { name: 'go', value: 'go' },
      { name: 'Goon (rank 3)', value: 'Goon' },
    ]);
    expect(await suggest('fight', 'opponent', { opponent: 'Goon' })).toEqual([{ name: 'Goon (rank 3)', value: 'Goon' }]);

    // A group fight to its end: each round pings those still in, then the GM; Cy pumps in the first round.
    await saga(GM, 'fight', {
      opponent: 'Ogre',
      style: 'physical',
      rank: 5,
      player: ALICE.id,
      cliche: 'Weekend Warrior',
      player2: BOB.id,
      cliche2: 'Ninja',
      player3: CAROL.id,
      cliche3: 'Brawler',
    });
    await expectPings(PLAYERS);
    let rounds = 0;
    for (; rounds < 20 && (await stored()).state.fight?.outcome === 'on'; rounds++) {
      await expectHandsMatchState();
      expect(await toPlay()).toEqual(await stillIn());
      // Pinged, every fighter opens their hand at once; then they play, each from the hand they opened.
      const hands = await Promise.all((await toPlay()).map(async (user) => [user, await panel(user)] as const));
      for (const [user, hand] of hands) await play(user, rounds === 0 && user === CAROL ? 'Pump' : 'Play', hand);
      await expectPings([GM]);
      await resolve(GM, (['table', 'command', 'panel'] as const)[rounds % 3]!);
      const { state } = await stored();
      if (state.fight?.outcome === 'on') await expectPings(await stillIn());
      await expectHandsMatchState();
    }
    const { state: after } = await stored();
    expect(after.fight?.outcome).toMatch(/^(won|lost)$/);
    expect(rounds).toBeGreaterThan(0);
    // The pumped card stays lost after the fight: Cy's hand size is one less until the GM heals her.
    expect(after.players.find((p) => p.id === CAROL.id)?.handSize).toBe(3);
    // The board's text leaves the fight to the picture; its alt text says how it ended.
    expect(table().attachments[0]?.description).toMatch(
      /Fight with Ogre, rank \d, round \d+: (the opponent is beaten|everyone is out, the opponent wins)\./,
    );

    // The GM heals Cy from the GM panel: her hand size and her hand are whole again.
    const gmPanel = await panel(GM);
    const heal = env.discord.selects(gmPanel).find((s) => s.options.some((o) => o.label.startsWith('Heal Cy (Carol): hand 3 → 4')))!;
    expect(heal.options.map((o) => o.label)).toEqual(['Heal Cy (Carol): hand 3 → 4']);
    expect(
      (
        await env.discord.answerTo(
          env.discord.select({ user: GM, message: gmPanel, customId: heal.customId, values: [heal.options[0]!.value] }),
        )
      ).callbackType,
    ).toBe(7);
    await expectHandsMatchState();
    const healed = (await stored()).state.players.find((p) => p.id === CAROL.id)!;
    expect([healed.handSize, healed.hand.length]).toEqual([4, 4]);
    expectNoNewLines();
  });

  it("keeps the GM's payback on a hidden conflict off the public table, its log and picture and the players' hands until the GM resolves", async () => {
    // The GM needs payback: a player plays a Spade in a check (whoever holds one, else Alice any card) until the GM holds one.
    const cliches = new Map([
      [ALICE.id, 'Weekend Warrior'],
      [BOB.id, 'Ninja'],
      [CAROL.id, 'Brawler'],
    ]);
    for (let checks = 0; checks < 10 && (await stored()).state.payback.length === 0; checks++) {
      const { state } = await stored();
      const holder = state.players.find((p) => p.hand.some((c) => c.endsWith('S')));
      const held = holder?.hand.find((c) => c.endsWith('S'));
      const user = PLAYERS.find((u) => u.id === holder?.id) ?? ALICE;
      await saga(GM, 'check', { player: user.id, cliche: cliches.get(user.id)!, style: 'physical', target: 5 });
      await expectPings([user]);
      await play(user, 'Play', undefined, held);
      await expectPings([GM]);
      await resolve(GM, 'table');
    }
    expect((await stored()).state.payback).not.toEqual([]);
    const spade = (await stored()).state.payback[0]!;
    const label = cardLabel(spade);

    await saga(GM, 'conflict', { player: BOB.id, cliche: 'Ninja', style: 'social', opponent: 'Troll', rank: 4, hidden: true });
    await expectPings([BOB]);
    await tableAtStoredVersion();
    const logOf = (message: StoredMessage) => (message.embeds[0]?.fields?.find((f) => f.name === 'Log')?.value ?? '').split('\n');
    const toldBefore = logOf(table()).filter((line) => line.includes(label));
    const gmPanel = await panel(GM);
    const menu = env.discord.selects(gmPanel).find((s) => s.options.some((o) => o.label === `Payback ${label}`))!;
    const option = menu.options.find((o) => o.label === `Payback ${label}`)!;
    const added = await env.discord.answerTo(
      env.discord.select({ user: GM, message: gmPanel, customId: menu.customId, values: [option.value] }),
    );
    expect(added.callbackType).toBe(7);
    expect(added.message?.embeds[0]?.description).toContain(`${label} payback ${sagaValue(spade)}`);
    await tableAtStoredVersion();

    // The log tells that payback was added, not which card; only lines from before the payback (the Spade played) name it.
    const board = table();
    const log = logOf(board);
    expect(log.at(-1)).toBe('The GM adds payback: meet or beat the hidden target.');
    expect(log.filter((line) => line.includes(label))).toEqual(toldBefore.filter((line) => log.includes(line)));
    const rest = { ...board.embeds[0], fields: board.embeds[0]?.fields?.filter((f) => f.name !== 'Log') };
    for (const shown of [board.content, JSON.stringify(rest), board.attachments[0]?.description ?? '']) expect(shown).not.toContain(label);
    expect(board.attachments[0]?.description).toContain('to meet or beat a hidden target');
    for (const user of PLAYERS) expect(JSON.stringify((await panel(user)).embeds)).not.toContain(label);
    expectNoNewLines();

    await play(BOB);
    await expectPings([GM]);
    await resolve(GM, 'table');
    const record = publicMessages()
      .filter((m) => !isTable(m))
      .at(-1)!;
    expect(record.embeds[0]?.description).toContain(`${label} payback`);
    await expectHandsMatchState();
    expectNoNewLines();
  });

  it('hands the GM seat on: the new GM resolves and may end the table, the old GM no longer resolves', async () => {
    await saga(GM, 'check', { player: CAROL.id, cliche: 'Chef', style: 'social', target: 5 });
    await expectPings([CAROL]);
    await play(CAROL);
    await expectPings([GM]);
    // Handed the seat while the GM must resolve, the new GM is pinged to resolve.
    expect(await saga(GM, 'gm', { member: NEW_GM })).toMatchObject({ ephemeral: false });
    await expectPings([NEW_GM]);
    await tableAtStoredVersion();
    expect(table().embeds[0]?.title).toBe("Saga for Risus · Dave's table");
    expect(table().content).toBe(`**Next:** the GM (<@${NEW_GM.id}>) resolves.`);
    const oldButton = await env.discord.press({ user: GM, message: table(), customId: button(table(), 'Resolve (GM)') });
    expect(oldButton).toMatchObject({ ephemeral: true, message: { content: expect.stringMatching(/Only the GM can do that/) } });
    expect((await saga(GM, 'resolve')).message?.content).toMatch(/Only the GM can do that/);
    expect((await stored()).state.contest).not.toBeNull();
    expect(await saga(NEW_GM, 'resolve')).toMatchObject({ ephemeral: false });
    await expectRecord();
    await expectHandsMatchState();
    expect((await stored()).state.last).toMatchObject({ kind: 'check', status: 'resolved' });
    expect((await panel(NEW_GM)).embeds[0]?.title).toBe('GM panel · Dave');
    expect((await panel(GM)).content).toMatch(/not at this table/);
    expect((await saga(GM, 'check', { player: BOB.id, cliche: 'Poet', style: 'social', target: 5 })).message?.content).toMatch(
      /Only the GM can do that/,
    );
    await saga(NEW_GM, 'check', { player: BOB.id, cliche: 'Poet', style: 'social', target: 5 });
    await expectPings([BOB]);
    const early = await panel(BOB);

    // The GM calls that check off and calls another: a card picked on the hand drawn for the first is
    // not played; the hand is drawn anew in place, saying so, and Bo plays from it.
    expect(await saga(NEW_GM, 'end')).toMatchObject({ ephemeral: true });
    await saga(NEW_GM, 'check', { player: BOB.id, cliche: 'Poet', style: 'social', target: 7 });
    await expectPings([BOB]);
    const { session: before } = await stored();
    const menu = env.discord.selects(early)[0]!;
    const redrawn = await env.discord.answerTo(
      env.discord.select({ user: BOB, message: early, customId: menu.customId, values: [menu.options[0]!.value] }),
    );
    expect(redrawn.callbackType).toBe(7);
    expect(redrawn.message?.content).toBe(
      `⚠️ That was chosen on a view drawn before the game moved on (it is at move ` +
        `${before.version} now), so nothing was changed. Here it is as it stands now.`,
    );
    expect(redrawn.message?.embeds[0]?.description).toContain('To meet or beat: 7 (target) = **7**');
    expect((await stored()).session.version).toBe(before.version);
    expect((await play(BOB, 'Play', redrawn.message)).content).toBe('');
    await expectPings([NEW_GM]);
    await resolve(NEW_GM, 'panel');
    await expectHandsMatchState();

    // `/rules game:saga` says who closes the table; `/game end`: a player may not, the GM who now runs it may.
    const rules = await env.discord.run({ user: NEW_GM, channelId: CHANNEL_ID, name: 'rules', options: { game: 'saga' } });
    expect(rules.ephemeral).toBe(true);
    expect(JSON.stringify(rules.message?.embeds)).toContain(
      'The GM, the member who opened the table or a moderator closes it with `/game end`.',
    );
    const refused = await env.discord.run({ user: BOB, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(refused).toMatchObject({ ephemeral: true });
    expect(refused.message?.content).toContain(`the GM (<@${NEW_GM.id}>)`);
    // The GM is asked first, privately: Keep it changes nothing.
    const gameEnd = () => env.discord.run({ user: NEW_GM, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    const asked = await gameEnd();
    expect(asked.ephemeral).toBe(true);
    expect(asked.message?.content).toMatch(/^⚠️ This ends the Saga for Risus table for everyone: .*its story .* is deleted\. End it\?$/);
    expect(env.discord.buttons(asked.message!).map((b) => b.label)).toEqual(['End the table', 'Keep it']);
    const kept = await env.discord.press({
      user: NEW_GM,
      message: asked.message!,
      customId: buttonId(env.discord, asked.message!, 'Keep it'),
    });
    expect(kept.message?.content).toMatch(/Nothing was changed/);
    expect(await storedSession()).toBeDefined();
    // End the table, forged by Bob on a private message of his own: the session service's end refuses it again.
    const endId = buttonId(env.discord, asked.message!, 'End the table');
    const forged = await env.discord.answerTo(env.discord.forgeClick({ user: BOB, message: refused.message!, customId: endId }));
    expect(forged.message?.content).toMatch(/Only the GM .* can end it\. Nothing was changed\./);
    expect(await storedSession()).toBeDefined();
    // The GM's End the table, clicked twice at once, ends the table once and tells the channel.
    const question = (await gameEnd()).message!;
    const clicks = await Promise.all(
      [0, 1].map(() =>
        env.discord.answerTo(env.discord.click({ user: NEW_GM, message: question, customId: endId }), { waitForEdit: false }),
      ),
    );
    expect(clicks.map((click) => click.callbackType).sort()).toEqual([6, 7]);
    expect(clicks.find((click) => click.callbackType === 7)?.message?.content).toBe('You ended the table.');
    await vi.waitFor(() => expect(publicMessages().filter((m) => !isTable(m)).length).toBe(heard + 1));
    const ended = publicMessages().at(-1)!;
    expect(ended.allowedMentions).toEqual({ parse: [] });
    expect(ended.content).toBe(`<@${GM.id}>'s Saga for Risus was ended by <@${NEW_GM.id}>. The channel is free for a new game.`);
    heard++;
    expect(await storedSession()).toBeUndefined();
    await expect.poll(() => env.discord.buttons(env.discord.message(tableId)!)).toEqual([]);
    await expect.poll(() => liveBoard()).toBeUndefined();
    expect(env.discord.message(tableId)?.content).toBe(`⛔ This table was closed by <@${NEW_GM.id}> with \`/game end\`.`);
    expect(
      publicMessages()
        .filter(isTable)
        .map((m) => m.id),
    ).toEqual([tableId]);
    expectNoNewLines();
  });
});
