/**
 * Names typed to make a link or a ping (`[Click me](https://e.vil)`, `<https://e.vil>`, `@everyone`)
 * go through every place a name reaches a message: each game's board mid-run and over (text only and
 * beside its picture), the picture's alt text, the Saga table, its log, its turn lines, both private
 * panels and their menus, refusals that quote what was typed, and /stats. None may form a link, and
 * no mention may show or ping but the members the bot itself names.
 */
import { describe, expect, it } from 'vitest';
import { readVariants } from '../../src/discord/games/assassin/command.js';
import { refusalNotice } from '../../src/discord/notices.js';
import { drawBoardPicture } from '../../src/discord/pictures/board-picture.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { statsEmbed } from '../../src/discord/render/stats.js';
import { chooser } from '../../src/engine/chooser.js';
import type { AnyGame } from '../../src/engine/game.js';
import { type SagaAction, type SagaState, saga } from '../../src/games/saga/index.js';
import type { Session } from '../../src/sessions/session.js';
import { games, gameUis, type RegisteredGameId } from '../helpers/catalog.js';
import { liveLinksAndMentions, type MessageText, messageTexts } from '../helpers/live-links.js';
import { sessionOf } from '../helpers/session.js';

/** Names of at most 32 characters (the shortest limit: a Rogue Risus character) that would link or ping if shown as typed. */
const HOSTILE = [
  '[Click me](https://e.vil)',
  '<https://e.vil/a_b_> @everyone',
  'https://e.vil <@12345678901234>',
  '[x](<http://e.vil>) </saga j:1>',
  'HTTP://E.VIL/@here <@&123456789>',
] as const;

const OWNER = '7'.repeat(18);
const GM = '1'.repeat(18);
const PLAYERS = ['2'.repeat(18), '3'.repeat(18), '4'.repeat(18)] as const;
/** The members the bot names on purpose (its own `<@id>` mentions, which render and ping nobody in embeds). */
const MEMBERS = [OWNER, GM, ...PLAYERS];

function session(game: RegisteredGameId, state: unknown, ownerName: string, log: string[] = []): Session {
  const ownerId = game === 'saga' ? GM : OWNER;
  return sessionOf(game, state, {
    id: 'h1',
    ownerId,
    ownerName,
    players: [OWNER],
    seed: 'hostile',
    options: {},
    version: 3,
    actions: [],
    log,
  });
}

/** Fails with every link or stray mention found, so a failure says where it is. */
function expectNoLinks(pieces: MessageText[]): void {
  expect(liveLinksAndMentions(pieces, MEMBERS)).toEqual([]);
}

/** A solo game's options with a hostile character name, where it has one. */
const SOLO_OPTIONS: Record<Exclude<RegisteredGameId, 'saga'>, (name: string) => unknown> = {
  scoundrel: () => ({}),
  assassin: () => ({ variants: [] }),
  royale: (name) => ({ name, points: { S: 1, C: 4, D: 3, H: 2 }, easy: false, harder: 0 }),
  rogue: (name) => ({ cliche: 'fighter', name }),
};

describe('Discord: no name forms a link or a ping', () => {
  it.each(Object.keys(SOLO_OPTIONS) as (keyof typeof SOLO_OPTIONS)[])(
    '%s: every board of a run to its end, text only and beside its picture',
    (id) => {
      const game = games[id] as AnyGame;
      const ui = gameUis[id];
      HOSTILE.forEach((name, n) => {
        let state = game.setup({ seed: `hostile-${n}`, options: SOLO_OPTIONS[id](name), players: [{ id: OWNER, name }] });
        const pick = chooser(n + 1);
        for (let move = 0; move < 3000; move++) {
          for (const pictures of [false, true]) expectNoLinks(messageTexts(ui.board(session(id, state, name), { pictures })));
          const legal = game.legalActions(state, OWNER);
          if (legal.length === 0) break;
          const outcome = game.apply(state, legal[pick(legal.length)]!, OWNER);
          if (!outcome.ok) throw new Error(outcome.message);
          state = outcome.state;
        }
        expect(game.result(state).over).toBe(true);
      });
    },
  );

  it('Saga: the table, its log, its turn lines, both panels and their menus, through checks, conflicts and fights', () => {
    const healOptions: string[] = [];
    HOSTILE.forEach((hostile, n) => {
      let state: SagaState = saga.setup({ seed: `hostile-${n}`, players: [{ id: GM, name: hostile }], options: { decks: 2, edge: 4 } });
      const names = (i: number) => HOSTILE[(n + i) % HOSTILE.length]!;
      const log: string[] = [];
      const pick = chooser(n + 7);
      const apply = (actor: string, action: SagaAction) => {
        const outcome = saga.apply(state, action, actor);
        if (!outcome.ok) throw new Error(outcome.message);
        const announcement = gameUis.saga.announce?.(state, outcome.state, outcome.events) ?? null;
        if (announcement) {
          expectNoLinks(messageTexts({ embeds: announcement.record ? [announcement.record] : [] }));
          expect(announcement.pings.every((ping) => MEMBERS.includes(ping))).toBe(true);
        }
        log.push(...outcome.events.map((event) => event.text));
        state = outcome.state;
      };
      PLAYERS.forEach((player, i) => {
        apply(player, {
          type: 'join',
          player,
          member: names(i + 1),
          name: names(i),
          cliches: [
            { name: names(i + 2), rating: 3 },
            { name: names(i + 3), rating: 4, pump: 'double' },
          ],
        });
      });
      const calls: SagaAction[] = [
        { type: 'check', player: PLAYERS[0], cliche: names(2), style: 'physical', target: 9 },
        { type: 'conflict', player: PLAYERS[1], cliche: names(3), style: 'social', opponent: { name: names(4), rank: 3 } },
        {
          type: 'fight',
          fighters: PLAYERS.map((player, i) => ({ player, cliche: names(i + 2) })),
          style: 'other',
          opponent: { name: names(0), rank: 2 },
        },
      ];
      for (const call of calls) {
        apply(GM, call);
        for (let step = 0; step < 60 && state.contest !== null; step++) {
          const s = session('saga', state, hostile, log.slice(-5));
          for (const pictures of [false, true]) expectNoLinks(messageTexts(gameUis.saga.board(s, { pictures })));
          for (const who of [GM, ...PLAYERS]) {
            const view = gameUis.saga.privateView!(s, who);
            const pieces = typeof view === 'string' ? messageTexts({ content: view }) : messageTexts(view);
            expectNoLinks(pieces);
            healOptions.push(
              ...pieces.filter((piece) => piece.where === 'select option' && piece.text.startsWith('Heal ')).map((piece) => piece.text),
            );
          }
          const options = [GM, ...PLAYERS].flatMap((who) =>
            saga
              .legalActions(state, who)
              .filter((a) => a.type !== 'end')
              .map((a) => [who, a] as const),
          );
          const resolve = options.find(([, a]) => a.type === 'resolve');
          const [who, action] =
            resolve && pick(3) === 0 ? resolve : (options[pick(Math.max(1, options.length))] ?? [GM, { type: 'end' } as const]);
          apply(who, action);
        }
      }
      const over = session('saga', state, hostile, log.slice(-5));
      expectNoLinks(messageTexts(gameUis.saga.board(over)));
      expectNoLinks(messageTexts(gameUis.saga.privateView!(over, GM) as MessagePayload));
      expect(log.join('\n')).toContain(names(4));
    });
    // The GM's heal menu names hurt players by character and member, as typed.
    expect(healOptions.length).toBeGreaterThan(0);
  });

  it('Saga: a refusal that quotes what the GM typed shows it as typed, unable to link', () => {
    for (const hostile of HOSTILE) {
      let state = saga.setup({ seed: 'refusal', players: [{ id: GM, name: 'GM' }] });
      const joined = saga.apply(
        state,
        { type: 'join', player: PLAYERS[0], member: 'Ann', name: 'Ann', cliches: [{ name: 'Ninja', rating: 3 }] },
        PLAYERS[0],
      );
      if (!joined.ok) throw new Error(joined.message);
      state = joined.state;
      const refusals = [
        saga.apply(state, { type: 'check', player: hostile, cliche: 'Ninja', style: 'physical', target: 5 }, GM),
        saga.apply(state, { type: 'check', player: PLAYERS[0], cliche: hostile, style: 'physical', target: 5 }, GM),
      ];
      for (const refused of refusals) {
        if (refused.ok) throw new Error('a hostile name was taken as a player or a cliché');
        const notice = refusalNotice({
          kind: 'refused',
          session: session('saga', state, 'GM'),
          game: saga as AnyGame,
          message: refused.message,
        });
        expect(notice.replaceAll('\u200b', '')).toContain(hostile);
        expectNoLinks(messageTexts({ content: notice }));
      }
    }
  });

  it('Royal Assassin: an unknown variant is quoted without forming a link or closing its code span', () => {
    for (const typed of [...HOSTILE, 'x` https://e.vil `y']) {
      const refusal = readVariants(`two-jokers, ${typed}`);
      if (typeof refusal !== 'string') throw new Error('a hostile variant was accepted');
      expectNoLinks(messageTexts({ content: refusal }));
      expect(refusal.split('`')).toHaveLength(3);
    }
  });

  it('/stats: a hostile display name in the title', () => {
    for (const name of HOSTILE) expectNoLinks(messageTexts({ embeds: [statsEmbed(name, [], (id) => ({ id, title: id }))] }));
  });

  it.each(['saga', 'royale', 'rogue'] as const)(
    "%s: the alt text of the board's picture, which names characters, members and opponents",
    async (id) => {
      const name = HOSTILE[0];
      let state: unknown;
      if (id === 'saga') {
        const table = saga.setup({ seed: 'alt', players: [{ id: GM, name: HOSTILE[1] }] });
        const joined = saga.apply(
          table,
          { type: 'join', player: PLAYERS[0], member: HOSTILE[2], name, cliches: [{ name: HOSTILE[3], rating: 3 }] },
          PLAYERS[0],
        );
        if (!joined.ok) throw new Error(joined.message);
        const fight = saga.apply(
          joined.state,
          {
            type: 'fight',
            fighters: [{ player: PLAYERS[0], cliche: HOSTILE[3] }],
            style: 'other',
            opponent: { name: HOSTILE[4], rank: 2 },
          },
          GM,
        );
        if (!fight.ok) throw new Error(fight.message);
        state = fight.state;
      } else {
        state = (games[id] as AnyGame).setup({ seed: 'alt', options: SOLO_OPTIONS[id](name) });
      }
      const picture = await drawBoardPicture(id, (games[id] as AnyGame).view(state), { cache: false });
      expect(picture?.alt.replaceAll('\u200b', '')).toContain(name);
      expectNoLinks(messageTexts({}, picture?.alt));
    },
  );
});
