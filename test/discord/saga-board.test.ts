import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeAction, decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { sagaBoard } from '../../src/discord/games/saga/board.js';
import { contestName } from '../../src/discord/games/saga/text.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { chooser } from '../../src/engine/chooser.js';
import { sagaDeck } from '../../src/games/saga/cards.js';
import { type SagaAction, type SagaState, type SagaView, saga } from '../../src/games/saga/index.js';
import type { Session } from '../../src/sessions/session.js';
import { fightAgainst } from '../games/saga/fight-steps.js';
import { limitViolations } from '../helpers/limits.js';
import { boardScene } from '../helpers/pictures.js';
import { sessionOf } from '../helpers/session.js';
import { find, texts } from '../pictures/scene-query.js';
import { ANN, apply, BO, CY, GM } from './saga-table.js';

function session(state: SagaState, log: string[] = []): Session<SagaState> {
  return sessionOf('saga', state, { id: 'tbl1', ownerId: GM, ownerName: 'The GM', ranked: false, version: 3, log });
}

function joined(seed = 'board', top: string[] = []): SagaState {
  const rest = sagaDeck(2);
  for (const code of top) rest.splice(rest.indexOf(code), 1);
  let state = saga.setup({
    seed,
    players: [{ id: GM, name: 'The GM' }],
    options: { decks: 2, edge: 4 },
    ...(top.length > 0 ? { deck: [...top, ...rest] } : {}),
  });
  for (const [id, member, name] of [
    [ANN, 'Annie', 'Ann **bold** @everyone'],
    [BO, 'Bob', 'Bo'],
    [CY, 'Cyd', 'Zed'],
  ] as const) {
    state = apply(state, id, {
      type: 'join',
      player: id,
      member,
      name,
      cliches: [
        { name: 'Ninja', rating: 3 },
        { name: 'Wizard', rating: 4, pump: 'double' },
      ],
      edge: 4,
    });
  }
  return state;
}

/** The GM calls a check of Ann's Wizard against 9 in `style`, on a table whose draw pile starts A♣ 9♦ 2♥ 9♠ 5♦ 6♦. */
function annChecked(seed: string, style: 'physical' | 'social'): SagaState {
  return apply(joined(seed, ['AC', '9D', '2H', '9S', '5D', '6D']), GM, { type: 'check', player: ANN, cliche: 'Wizard', style, target: 9 });
}

/**
 * Plays a seeded table of Ann, Bo and Cyd: the GM calls a check, a conflict or a fight (hidden now
 * and then) whenever nothing is open, and someone makes one of their legal moves; `visit` sees the
 * table before each move.
 */
function seededTable(seed: number, visit: (state: SagaState) => void): void {
  let state = joined(`limits-${seed}`);
  const pick = chooser(seed + 1);
  for (let step = 0; step < 80; step++) {
    if (state.contest === null) {
      const who = [ANN, BO, CY][pick(3)]!;
      const hidden = pick(3) === 0;
      const calls: SagaAction[] = [
        { type: 'check', player: who, cliche: 'Wizard', style: 'physical', target: 5 + pick(10), hidden },
        {
          type: 'conflict',
          player: who,
          cliche: 'Ninja',
          style: 'other',
          opponent: { name: 'Goon '.repeat(8).trim(), rank: 1 + pick(3) },
          hidden,
        },
        {
          type: 'fight',
          fighters: [
            { player: ANN, cliche: 'Ninja' },
            { player: BO, cliche: 'Wizard' },
            { player: CY, cliche: 'Ninja' },
          ],
          style: 'social',
          opponent: { name: 'Goon '.repeat(8).trim(), rank: 1 + pick(3) },
          hidden,
        },
      ];
      const called = saga.apply(state, calls[pick(3)]!, GM);
      if (!called.ok) return;
      state = called.state;
    }
    visit(state);
    const options = [GM, ANN, BO, CY].flatMap((who) =>
      saga
        .legalActions(state, who)
        .filter((a) => a.type !== 'end' || pick(10) === 0)
        .map((a) => [who, a] as const),
    );
    if (options.length === 0) return;
    const [who, action] = options[pick(options.length)]!;
    state = apply(state, who, action);
  }
}

/** The game actions a private view or board offers, without the stamp of the hand they were drawn on (`seen`: see stamps). */
function offered(payload: MessagePayload): unknown[] {
  return offeredAsSent(payload).map((action) => {
    const { seen: _seen, ...rest } = action as { seen?: unknown };
    return rest;
  });
}

/** The stamps (`seen`) the offered actions carry. */
function stamps(payload: MessagePayload): unknown[] {
  return [...new Set(offeredAsSent(payload).map((action) => (action as { seen?: unknown }).seen))];
}

/** The game actions a private view or board offers, decoded from its components (the refresh button opens a view: not a move). */
function offeredAsSent(payload: MessagePayload): unknown[] {
  return payload.components.flatMap((row) =>
    row.components.flatMap((c) => {
      if (c.type === ComponentType.Button && 'custom_id' in c) {
        const action = decodeComponentId(c.custom_id)!.action;
        return action.type === 'view' ? [] : [action];
      }
      if (c.type === ComponentType.StringSelect) {
        const id = decodeComponentId(c.custom_id)!.action;
        if (id.type === 'pick') return c.options.map((o) => ({ type: id.action, [String(id.field)]: [o.value] }));
        return c.options.map((o) => decodeAction(o.value));
      }
      return [];
    }),
  );
}

function buttons(payload: MessagePayload): { label: string; action: string }[] {
  return payload.components.flatMap((row) =>
    row.components.flatMap((c) =>
      c.type === ComponentType.Button && 'custom_id' in c
        ? [{ label: c.label ?? '', action: decodeComponentId(c.custom_id)!.action.type }]
        : [],
    ),
  );
}

const text = (payload: MessagePayload | string) => JSON.stringify(payload);

describe('Discord: the Saga table', () => {
  it("keeps a hidden target off the table, its picture and alt text and a player's hand; the GM panel shows it", () => {
    const state = apply(joined(), GM, { type: 'check', player: BO, cliche: 'Ninja', style: 'physical', target: 37, hidden: true });
    const board = sagaBoard.board(session(state, ["Bob's Bo: a physical check with Ninja (3), meet or beat a hidden target."]));
    const scene = boardScene('saga', saga.view(state) as SagaView);
    const hand = sagaBoard.privateView!(session(state), BO) as MessagePayload;
    for (const shown of [JSON.stringify(board), scene.alt, JSON.stringify(hand)]) expect(shown).not.toContain('37');
    expect(JSON.stringify(board)).toContain('target hidden until the GM resolves');
    expect(scene.alt).toContain('to meet or beat a hidden target');
    const panel = sagaBoard.privateView!(session(state), GM) as MessagePayload;
    expect(panel.embeds[0]!.description).toContain('To meet or beat: 37 (target) = **37** · 🔒 hidden from the players');
  });

  it(
    "keeps a hidden conflict's or fight's rank, flips and target off the table, its picture, alt text, log and a player's hand, " +
      'says so to a player who asks for their hand, shows them on the GM panel and tells them in the record of the resolution',
    () => {
      // Each player is dealt 6 cards; the 3♠ is the opponent's flip: rank 19 + 3 = 22.
      const top = ['4C', '4D', '4H', '5C', '5D', '5H', '6C', '6D', '6H', '7C', '7D', '7H', '8C', '8D', '8H', '9C', '9D', '9H', '3S'];
      const ogre = { name: 'Ogre', rank: 19 };
      const calls: SagaAction[] = [
        { type: 'conflict', player: BO, cliche: 'Ninja', style: 'physical', opponent: ogre, hidden: true },
        { type: 'fight', fighters: [{ player: BO, cliche: 'Ninja' }], style: 'physical', opponent: ogre, hidden: true },
      ];
      for (const call of calls) {
        const before = joined('hidden', top);
        const called = saga.apply(before, call, GM);
        if (!called.ok) throw new Error(called.message);
        const log = called.events.map((e) => e.text);
        const state = called.state;
        const scene = boardScene('saga', saga.view(state) as SagaView);
        const hand = sagaBoard.privateView!(session(state, log), BO) as MessagePayload;
        const shown = [
          JSON.stringify(sagaBoard.board(session(state, log))),
          JSON.stringify(sagaBoard.board(session(state, log), { pictures: true })),
          JSON.stringify(texts(scene)),
          scene.alt,
          JSON.stringify(hand),
          JSON.stringify(sagaBoard.announce!(before, state, called.events)),
        ];
        for (const piece of shown) expect(piece).not.toMatch(/\b(19|22)\b/);
        expect(hand.embeds[0]!.description).toContain('To meet or beat: 🔒 target hidden until the GM resolves');
        expect(scene.alt).toContain('to meet or beat a hidden target');
        const panel = sagaBoard.privateView!(session(state), GM) as MessagePayload;
        expect(panel.embeds[0]!.description).toContain(
          "To meet or beat: 19 (Ogre's rank) + 3♠ flip 3 = **22** · 🔒 hidden from the players",
        );
        const played = apply(state, BO, { type: 'play', card: '7D' });
        const resolved = saga.apply(played, { type: 'resolve' }, GM);
        if (!resolved.ok) throw new Error(resolved.message);
        const record = sagaBoard.announce!(played, resolved.state, resolved.events)!.record!;
        expect(record.description).toContain("To meet or beat: 19 (Ogre's rank) + 3♠ flip 3 = **22**");
        if (call.type === 'fight') {
          expect(record.description).toContain('**Ogre** stays at rank **19**.');
          const fight = sagaBoard.board(session(resolved.state)).embeds[0]!.fields!.find((f) => f.name === 'Fight')!;
          expect(fight.value).toMatch(/^\*\*Ogre\*\* 🔒 rank hidden · round 2/);
        }
      }
    },
  );

  it(
    "keeps the GM's payback on a hidden conflict off the table, its picture, alt text, log, record and journal and every " +
      "player's hand, whichever card it was; the GM panel shows it and the resolution tells it",
    () => {
      // Ann is dealt the 7♠ and 5♠ and plays them in two checks, drawing 8♥ and 9♥: the GM holds both. Bo's
      // hidden conflict flips the 6♣: Ogre's 19 + 6 = 25, and 32 with the 7♠.
      const dealt = ['7S', '5S', '2C', '3C', '4C', '5C', '2D', '3D', '4D', '5D', '6D', '7D', '2H', '3H', '4H', '5H', '6H', '7H'];
      let before = joined('payback', [...dealt, '8H', '9H', '6C']);
      for (const card of ['7S', '5S']) {
        before = apply(before, GM, { type: 'check', player: ANN, cliche: 'Ninja', style: 'physical', target: 5 });
        before = apply(apply(before, ANN, { type: 'play', card }), GM, { type: 'resolve' });
      }
      expect(before.payback).toEqual(['7S', '5S']);
      const ogre = { name: 'Ogre', rank: 19 };
      before = apply(before, GM, { type: 'conflict', player: BO, cliche: 'Ninja', style: 'social', opponent: ogre, hidden: true });
      const added = (card: string) => {
        const outcome = saga.apply(before, { type: 'payback', cards: [card] }, GM);
        if (!outcome.ok) throw new Error(outcome.message);
        const log = outcome.events.map((e) => e.text);
        const scene = boardScene('saga', saga.view(outcome.state) as SagaView);
        const shown = [
          ...log,
          saga.journal!(before, outcome.state, outcome.events),
          text(sagaBoard.board(session(outcome.state, log))),
          text(sagaBoard.board(session(outcome.state, log), { pictures: true })),
          JSON.stringify(texts(scene)),
          scene.alt,
          JSON.stringify(sagaBoard.announce!(before, outcome.state, outcome.events)),
          ...[ANN, BO, CY].map((id) => text(sagaBoard.privateView!(session(outcome.state, log), id))),
        ];
        return { state: outcome.state, shown };
      };
      const seven = added('7S');
      expect(seven.shown.slice(0, 2)).toEqual(['The GM adds payback: meet or beat the hidden target.', null]);
      for (const piece of seven.shown) expect(String(piece)).not.toMatch(/7♠|\b(25|32)\b/);
      expect(added('5S').shown).toEqual(seven.shown);
      const panel = sagaBoard.privateView!(session(seven.state), GM) as MessagePayload;
      expect(panel.embeds[0]!.description).toContain(
        "To meet or beat: 19 (Ogre's rank) + 6♣ flip 6 + 7♠ payback 7 = **32** · 🔒 hidden from the players",
      );
      const played = apply(seven.state, BO, { type: 'play', card: '7D' });
      const resolved = saga.apply(played, { type: 'resolve' }, GM);
      if (!resolved.ok) throw new Error(resolved.message);
      expect(sagaBoard.announce!(played, resolved.state, resolved.events)!.record!.description).toContain(
        "To meet or beat: 19 (Ogre's rank) + 6♣ flip 6 + 7♠ payback 7 = **32**",
      );
      expect(saga.journal!(played, resolved.state, resolved.events)).toContain('7♠ payback 7 = 32 (a hidden target until now)');
    },
  );

  it('shows a player in a hidden check, conflict or fight the same hand whatever its target, down to the stamp its choices carry', () => {
    const calls = (rank: number): SagaAction[] => [
      { type: 'check', player: BO, cliche: 'Ninja', style: 'physical', target: rank, hidden: true },
      { type: 'conflict', player: BO, cliche: 'Ninja', style: 'physical', opponent: { name: 'Ogre', rank }, hidden: true },
      { type: 'fight', fighters: [{ player: BO, cliche: 'Ninja' }], style: 'physical', opponent: { name: 'Ogre', rank }, hidden: true },
    ];
    for (const [eleven, twelve] of calls(11).map((call, i) => [call, calls(12)[i]!] as const)) {
      const hands = [eleven, twelve].map((call) => text(sagaBoard.privateView!(session(apply(joined(), GM, call)), BO)));
      expect(hands[0]).toBe(hands[1]);
    }
  });

  it('shows in its text the same contest and round as its picture, never the last round beside an open one', () => {
    let state = apply(joined(), GM, fightAgainst({ name: 'Ogre', rank: 9 }, 'social', [BO, 'Ninja'], [CY, 'Wizard']));
    for (const id of [BO, CY]) state = apply(state, id, { type: 'play', card: state.players.find((p) => p.id === id)!.hand[0]! });
    state = apply(state, GM, { type: 'resolve', anyway: true });
    expect(state.contest?.round).toBe(2);
    const alt = boardScene('saga', saga.view(state) as SagaView).alt;
    expect(alt).toContain('round 2');
    expect(alt).not.toContain('round 1');
    for (const pictures of [false, true]) {
      const names = sagaBoard.board(session(state), { pictures }).embeds[0]!.fields!.map((f) => f.name);
      expect(names.filter((n) => /round \d/.test(n))).toEqual(pictures ? [] : ['⚔️ Fight vs Ogre · round 2']);
      expect(names.some((n) => n.startsWith('Last:'))).toBe(false);
    }
  });

  it("says a contest's style and trump once on a player's hand", () => {
    const state = apply(joined(), GM, { type: 'check', player: BO, cliche: 'Ninja', style: 'physical', target: 9 });
    const hand = sagaBoard.privateView!(session(state), BO) as MessagePayload;
    expect(hand.embeds[0]!.description!.match(/physical \(♣ trump\)/g)).toHaveLength(1);
  });

  it('names the member behind each character with a mention, says who acts next, and shows one hand size', () => {
    let state = joined();
    const board = sagaBoard.board(session(state));
    const embed = board.embeds[0]!;
    expect(embed.fields!.map((f) => f.name)).toEqual(['Ann \\*\\*bold\\*\\* @\u200beveryone', 'Bo', 'Zed']);
    expect(embed.fields![1]!.value).toBe(`<@${BO}> · edge 4 · hand **6**\nNinja (3), [Wizard] (4)`);
    expect(board.content).toBe(`**Next:** the GM (<@${GM}>) calls a check, a conflict or a fight.`);
    expect(embed.description).not.toContain('Next:');
    expect(embed.title).toBe("Saga for Risus · The GM's table");
    state = apply(state, GM, fightAgainst({ name: 'Ogre', rank: 2 }, 'social', [BO, 'Ninja'], [CY, 'Wizard']));
    const fightBoard = sagaBoard.board(session(state));
    const fight = fightBoard.embeds[0]!;
    expect(fightBoard.content).toBe(`**Next:** <@${BO}> plays for **Bo**; <@${CY}> plays for **Zed**.`);
    const round = fight.fields!.find((f) => f.name.startsWith('⚔️ Fight vs Ogre · round 1'))!;
    expect(round.value).toMatch(/^social \(♥ trump\)\nTo meet or beat: 2 \(Ogre's rank\) \+ /);
    expect(round.value).toContain(`**Bo** (<@${BO}>): 3 (Ninja) = **3** · ⏳ to play`);
    expect(fight.fields!.find((f) => f.name === 'Fight')!.value).toBe('**Ogre** at rank **2** · round 1\nBo hand 6 · Zed hand 6');
    expect(fight.fields!.find((f) => f.name === 'Bo')!.value).toContain('hand **6** · ⚔️ in the fight');
  });

  it('shows both sums card by card and says "meet or beat", never "must beat"', () => {
    let state = joined('sums', [
      '9C',
      '2H',
      'AD',
      '5S',
      '3C',
      '4C',
      '5C',
      '6C',
      '7C',
      '8C',
      '10C',
      '2C',
      '3H',
      '4H',
      '5H',
      '6H',
      '7H',
      '8H',
      '8D',
    ]);
    state = apply(state, GM, { type: 'conflict', player: ANN, cliche: 'Ninja', style: 'physical', opponent: { name: 'Ogre', rank: 4 } });
    state = apply(state, ANN, { type: 'play', card: '9C' });
    const field = sagaBoard.board(session(state)).embeds[0]!.fields!.find((f) => f.name.startsWith('🤺 Conflict'))!;
    expect(field.name).toBe('🤺 Conflict · Ann \\*\\*bold\\*\\* @\u200beveryone vs Ogre');
    expect(field.value).toContain("To meet or beat: 4 (Ogre's rank) + 8♦ flip 8 = **12**");
    expect(field.value).toMatch(/3 \(Ninja\) \+ 9♣ 9 \+ \S+ trump flip \d+/);
    for (const payload of [
      sagaBoard.board(session(state)),
      sagaBoard.privateView!(session(state), ANN),
      sagaBoard.privateView!(session(state), GM),
      { embeds: [sagaBoard.summary()], components: [] },
    ]) {
      expect(text(payload)).not.toMatch(/must beat|to beat/i);
    }
    expect(text({ embeds: [sagaBoard.summary()], components: [] })).toMatch(/meet or beat/i);
  });

  it('escapes names on the public board and never shows a hand there', () => {
    const state = joined();
    const board = sagaBoard.board(session(state, ['Annie joins as Ann **bold** @everyone (edge 4, hand of 6).']));
    const all = JSON.stringify(board.embeds);
    expect(all).not.toContain('@everyone');
    expect(all).toContain('\\\\*\\\\*bold');
    for (const card of state.players[0]!.hand) expect(all).not.toContain(`**${card}**`);
  });
});

describe("Discord: a player's private hand", () => {
  it('lists the plays with their totals, pumps and edge chains, and offers exactly the legal ones', () => {
    const state = annChecked('hand', 'social');
    const panel = sagaBoard.privateView!(session(state), ANN) as MessagePayload;
    expect(new Set(offered(panel).map((a) => JSON.stringify(a)))).toEqual(
      new Set(saga.legalActions(state, ANN).map((a) => JSON.stringify(a))),
    );
    // Every play carries what the hand showed, so it still stands once others have played (stamp.ts).
    expect(stamps(panel)).toEqual([(saga.view(state, ANN) as SagaView).seen]);
    const menu = panel.components[0]!.components[0]!;
    if (menu.type !== ComponentType.StringSelect) throw new Error('no menu');
    const byLabel = Object.fromEntries(menu.options.map((o) => [o.label, o.description ?? '']));
    expect(byLabel['Play 2♥ → 6']).toBe('trump: flips follow · at or under your edge: you may play another');
    expect(byLabel['Play 9D → 13'.replace('9D', '9♦')]).toBe('');
    expect(byLabel['Pump 9♦ → 22']).toBe('doubled; the card is lost until healed');
    expect(byLabel['Double-pump 9♦ → 22 + a card']).toBe('doubled plus the next card; lost until healed');
    expect(panel.embeds[0]!.description).toContain('Pick a card to play: each total is before any trump flip.');
    expect(panel.embeds[0]!.footer!.text).toContain(
      'does not change when others act. Your choices here still stand while others play; ' +
        'for a new round, or once your hand changes, press 🔄 Refresh.',
    );
    expect(buttons(panel)).toEqual([{ label: '🔄 Refresh', action: 'view' }]);
  });

  it('offers a stop in an edge chain, and shows nobody else the hand', () => {
    let state = annChecked('chain', 'physical');
    state = apply(state, ANN, { type: 'play', card: 'AC' });
    const panel = sagaBoard.privateView!(session(state), ANN) as MessagePayload;
    expect(buttons(panel).map((b) => b.label)).toEqual(['Stop here', '🔄 Refresh']);
    expect(stamps(panel)).toEqual([(saga.view(state, ANN) as SagaView).seen]);
    const bo = sagaBoard.privateView!(session(state), BO) as MessagePayload;
    expect(offered(bo)).toEqual([]);
    for (const card of state.players[0]!.hand) expect(text(bo)).not.toContain(`**${card.replace('10', 'X')}`);
    expect(sagaBoard.privateView!(session(state), '5'.repeat(18))).toMatch(/not at this table/);
  });
});

describe('Discord: the GM panel', () => {
  it('offers each payback copy, every hurt player, resolve and end, and a refresh', () => {
    let state = joined('gm');
    state = {
      ...state,
      payback: ['7S', '7S', '2S'],
      players: state.players.map((p) => (p.id === CY ? { ...p, handSize: 4, hand: p.hand.slice(0, 4) } : p)),
    };
    state = apply(state, GM, { type: 'check', player: ANN, cliche: 'Ninja', style: 'other', target: 5 });
    state = apply(state, ANN, { type: 'play', card: state.players[0]!.hand.find((c) => !c.startsWith('A'))! });
    const panel = sagaBoard.privateView!(session(state), GM) as MessagePayload;
    expect(new Set(offered(panel).map((a) => JSON.stringify(a)))).toEqual(
      new Set(saga.legalActions(state, GM).map((a) => JSON.stringify(a))),
    );
    const payback = panel.components[0]!.components[0]!;
    if (payback.type !== ComponentType.StringSelect) throw new Error('no payback menu');
    expect(payback.options.map((o) => [o.label, o.value])).toEqual([
      ['Payback 7♠ (copy 1)', '7S'],
      ['Payback 7♠ (copy 2)', '7S.2'],
      ['Payback 2♠', '2S'],
    ]);
    expect(payback.max_values).toBe(3);
    const heal = panel.components[1]!.components[0]!;
    if (heal.type !== ComponentType.StringSelect) throw new Error('no heal menu');
    expect(heal.options.map((o) => o.label)).toEqual(['Heal Zed (Cyd): hand 4 → 6']);
    expect(buttons(panel)).toEqual([
      { label: 'Resolve', action: 'resolve' },
      { label: 'Call off the check', action: 'end' },
      { label: '🔄 Refresh', action: 'view' },
    ]);
    expect(panel.embeds[0]!.description).toContain('Hurt: Zed 4/6');
    expect(panel.embeds[0]!.footer!.text).toMatch(/press 🔄 Refresh/);
  });
});

describe('Discord: Saga fits Discord limits', () => {
  it('fits every board and private view of 5 seeded tables, offering exactly the legal actions', () => {
    for (let seed = 0; seed < 5; seed++)
      seededTable(seed, (state) => {
        const s = session(
          state,
          Array.from({ length: 5 }, (_, i) => `event ${i} `.repeat(40)),
        );
        expect(limitViolations(sagaBoard.board(s))).toEqual([]);
        for (const who of [GM, ANN, BO, CY]) {
          const view = sagaBoard.privateView!(s, who) as MessagePayload;
          expect(limitViolations(view)).toEqual([]);
          expect(new Set(offered(view).map((a) => JSON.stringify(a)))).toEqual(
            new Set(saga.legalActions(state, who).map((a) => JSON.stringify(a))),
          );
        }
      });
  });

  it('shows in its text and its picture the same contest, status and round at every step of 5 seeded tables', () => {
    for (let seed = 0; seed < 5; seed++)
      seededTable(seed, (state) => {
        const view = saga.view(state) as SagaView;
        const scene = boardScene('saga', view);
        const [tray] = find(scene, { contest: view.contest?.kind ?? view.last?.kind ?? 'none' });
        const fields = sagaBoard.board(session(state)).embeds[0]!.fields!.map((f) => f.name);
        const shown = view.contest ?? view.last;
        if (!shown) {
          expect(tray!.mark).toEqual({ contest: 'none' });
          expect(fields.filter((f) => /Check|Conflict|Fight vs/.test(f))).toEqual([]);
          return;
        }
        expect(tray!.mark).toEqual({ contest: shown.kind, status: shown.status });
        const named = fields.filter((f) => /Check|Conflict|Fight vs/.test(f));
        expect(named).toEqual([view.contest ? contestName(view, shown) : `Last: ${contestName(view, shown)}`]);
        const round = / round (\d+)/.exec(named[0]!)?.[1];
        expect(round).toBe(shown.round === null ? undefined : String(shown.round));
        if (round) expect(scene.alt).toContain(`, round ${round} (${shown.status})`);
      });
  });

  it('fits a table of twelve players with long names and ten clichés each', () => {
    let state = saga.setup({ seed: 'crowd', players: [{ id: GM, name: 'G'.repeat(80) }], options: { decks: 4, edge: 4 } });
    const ids = Array.from({ length: 12 }, (_, i) => `1${String(i).padStart(17, '0')}`);
    const cliches = Array.from({ length: 10 }, (_, i) => ({ name: `${'C'.repeat(38)}${i}`, rating: 6, pump: 'double' as const }));
    for (const id of ids)
      state = apply(state, id, { type: 'join', player: id, member: 'M'.repeat(80), name: `${'*'.repeat(38)}${id.slice(-2)}`, cliches });
    state = apply(state, GM, {
      type: 'fight',
      fighters: ids.map((player) => ({ player, cliche: cliches[0]!.name })),
      style: 'other',
      opponent: { name: 'O'.repeat(40), rank: 20 },
    });
    for (const id of ids)
      state = apply(state, id, { type: 'play', card: state.players.find((p) => p.id === id)!.hand[0]!, pump: 'double' });
    state = apply(state, GM, { type: 'resolve', anyway: true });
    const s = session(
      state,
      Array.from({ length: 5 }, () => '_'.repeat(300)),
    );
    expect(limitViolations(sagaBoard.board(s))).toEqual([]);
    for (const who of [GM, ids[0]!]) expect(limitViolations(sagaBoard.privateView!(s, who) as MessagePayload)).toEqual([]);
  });
});
