import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeAction, decodeComponentId } from '../../src/discord/custom-id.js';
import { sagaUi } from '../../src/discord/games/saga-ui.js';
import { limitViolations } from '../../src/discord/render/limits.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { saga, type SagaAction, type SagaState } from '../../src/games/saga/index.js';
import type { Session } from '../../src/sessions/session.js';
import { chooser } from '../../src/engine/chooser.js';

const GM = '1'.repeat(18);
const ANN = '2'.repeat(18);
const BO = '3'.repeat(18);

function session(state: SagaState, log: string[] = []): Session {
  return {
    schema: 4, id: 'tbl1', game: 'saga', guildId: '9'.repeat(18), channelId: '8'.repeat(18), ownerId: GM, ownerName: 'The GM',
    players: [GM], seed: state.seed, options: state.options, ranked: false, daily: null, version: 3, state, actions: null, lastMove: null, log, recorded: false, createdAt: '', updatedAt: '',
  };
}

function joined(seed = 'board'): SagaState {
  let state = saga.setup({ seed, players: [{ id: GM, name: 'GM' }], options: { decks: 2, edge: 4 } });
  for (const [id, name] of [[ANN, 'Ann **bold** @everyone'], [BO, 'Bo']] as const) {
    const outcome = saga.apply(state, { type: 'join', player: id, name, cliches: [{ name: 'Ninja', rating: 3 }, { name: 'Wizard', rating: 4, pump: 'double' }], edge: 4 }, id);
    if (!outcome.ok) throw new Error(outcome.message);
    state = outcome.state;
  }
  return state;
}

/** The actions a private view or board offers, decoded from its components. */
function offered(payload: MessagePayload): unknown[] {
  return payload.components.flatMap((row) =>
    row.components.flatMap((c) => {
      if (c.type === ComponentType.Button && 'custom_id' in c) return [decodeComponentId(c.custom_id)!.action];
      if (c.type === ComponentType.StringSelect) {
        const id = decodeComponentId(c.custom_id)!.action;
        if (id.type === 'pick') return c.options.map((o) => ({ type: id.action, [String(id.field)]: [o.value] }));
        return c.options.map((o) => decodeAction(o.value));
      }
      return [];
    }),
  );
}

describe('Discord: the Saga table', () => {
  it('shows each player privately the plays they may make, and nobody else their hand', () => {
    let state = joined();
    const check = saga.apply(state, { type: 'check', player: ANN, cliche: 'Wizard', style: 'other', target: 9 }, GM);
    if (!check.ok) throw new Error(check.message);
    state = check.state;
    const annView = sagaUi.privateView!(session(state), ANN) as MessagePayload;
    expect(offered(annView)).toEqual(expect.arrayContaining(saga.legalActions(state, ANN)));
    expect(offered(annView)).toHaveLength(saga.legalActions(state, ANN).length);
    expect(JSON.stringify(annView)).toContain('Your hand');
    const boView = sagaUi.privateView!(session(state), BO) as MessagePayload;
    expect(boView.components).toEqual([]);
    expect(JSON.stringify(boView)).not.toContain(state.players[0]!.hand[0]!.replace('10', 'X'));
    expect(sagaUi.privateView!(session(state), '4'.repeat(18))).toMatch(/not at this table/);
  });

  it('escapes names on the public board and never shows a hand there', () => {
    const board = sagaUi.board(session(joined()));
    const text = JSON.stringify(board.embeds);
    expect(text).not.toContain('@everyone');
    expect(text).toContain('\\\\*\\\\*bold');
    expect(text).toContain('Hand 6/6');
  });

  it('fits Discord limits on every board and private view of 40 seeded tables, offering exactly the legal actions', () => {
    for (let seed = 0; seed < 40; seed++) {
      let state = joined(`limits-${seed}`);
      const pick = chooser(seed + 1);
      for (let step = 0; step < 120; step++) {
        if (state.contest?.status !== 'open') {
          const call: SagaAction = pick(2)
            ? { type: 'check', player: pick(2) ? ANN : BO, cliche: 'Wizard', style: 'physical', target: 5 + pick(10) }
            : { type: 'fight', player: pick(2) ? ANN : BO, cliche: 'Ninja', style: 'social', opponent: { name: 'Goon '.repeat(8), rank: 1 + pick(3) } };
          const called = saga.apply(state, call, GM);
          if (!called.ok) throw new Error(called.message);
          state = called.state;
        }
        const s = session(state, Array.from({ length: 5 }, (_, i) => `event ${i} `.repeat(20)));
        expect(limitViolations(sagaUi.board(s))).toEqual([]);
        for (const who of [GM, ANN, BO]) {
          const view = sagaUi.privateView!(s, who) as MessagePayload;
          expect(limitViolations(view)).toEqual([]);
          expect(new Set(offered(view).map((a) => JSON.stringify(a)))).toEqual(new Set(saga.legalActions(state, who).map((a) => JSON.stringify(a))));
        }
        const options = [GM, ANN, BO].flatMap((who) => saga.legalActions(state, who).map((a) => [who, a] as const));
        if (options.length === 0) break;
        const [who, action] = options[pick(options.length)]!;
        const next = saga.apply(state, action, who);
        if (!next.ok) throw new Error(next.message);
        state = next.state;
      }
    }
  });
});
