/** Saga positions for the pictures: a table through a check and a fight, and tables of many players on many decks. */
import { chooser } from '../../src/engine/chooser.js';
import { sagaDeck } from '../../src/games/saga/cards.js';
import { type SagaAction, type SagaState, type SagaView, saga } from '../../src/games/saga/index.js';
import { LONG_NAMES, type Position } from '../positions.js';

/** Saga: applies each actor's action in turn, failing on a refusal. */
function sagaActs(state: SagaState, steps: [string, SagaAction][]): SagaState {
  return steps.reduce((current, [actor, action]) => {
    const outcome = saga.apply(current, action, actor);
    if (!outcome.ok) throw new Error(`saga: ${actor} ${action.type} refused: ${outcome.message}`);
    return outcome.state;
  }, state);
}

/** Saga: `actor` plays cards from their hand (the first play offered each time) until they may not, or `count` are played. */
function sagaPlays(state: SagaState, actor: string, count: number, pump: 'none' | 'pump' = 'none'): SagaState {
  let current = state;
  for (let n = 0; n < count; n++) {
    const play = saga
      .legalActions(current, actor)
      .find((a): a is Extract<SagaAction, { type: 'play' }> => a.type === 'play' && (a.pump ?? 'none') === (n === 0 ? pump : 'none'));
    if (!play) break;
    current = sagaActs(current, [[actor, play]]);
  }
  return current;
}

/**
 * Saga: a table with Ann and Bo, a check open with cards played, flipped and paid back, its resolution, and a group fight round, as
 * `viewer` sees them.
 */
export function positions(viewer = ''): Position<SagaView>[] {
  const view = (state: SagaState) => saga.view(state, viewer) as SagaView;
  const top = ['3S', '6C', '9D', '2H', '10H', '4S', '7C', '5D'];
  const deck = [...top, ...sagaDeck(1).filter((code) => !top.includes(code))];
  let table = saga.setup({ seed: 'pic-saga', deck, players: [{ id: 'gm', name: 'The GM' }] });
  table = sagaActs(table, [
    [
      'ann',
      {
        type: 'join',
        player: 'ann',
        name: 'Ann',
        member: 'Alice',
        cliches: [
          { name: 'Weekend Warrior', rating: 3 },
          { name: 'Hairdresser', rating: 2 },
          { name: 'Wizard', rating: 4, pump: 'double' },
        ],
      },
    ],
    [
      'bo',
      {
        type: 'join',
        player: 'bo',
        name: 'Bo the Bold',
        member: 'Bob',
        cliches: [
          { name: 'Bouncer', rating: 4 },
          { name: 'Poet', rating: 2 },
        ],
      },
    ],
  ]);
  const joined = view(table);
  table = sagaActs(table, [
    ['gm', { type: 'check', player: 'ann', cliche: 'Hairdresser', style: 'social', target: 4 }],
    ['ann', { type: 'play', card: '3S' }],
    ['gm', { type: 'resolve' }],
  ]);
  let check = sagaActs(table, [['gm', { type: 'check', player: 'ann', cliche: 'Weekend Warrior', style: 'physical', target: 14 }]]);
  check = sagaPlays(check, 'ann', 3);
  const payback = saga.legalActions(check, 'gm').find((a) => a.type === 'payback');
  if (payback) check = sagaActs(check, [['gm', payback]]);
  const open = view(check);
  const resolved = view(sagaActs(check, [['gm', { type: 'resolve' }]]));
  let fight = sagaActs(table, [
    [
      'gm',
      {
        type: 'fight',
        fighters: [
          { player: 'bo', cliche: 'Bouncer' },
          { player: 'ann', cliche: 'Wizard' },
        ],
        style: 'social',
        opponent: { name: 'The Goblin King', rank: 4 },
      },
    ],
  ]);
  fight = sagaPlays(fight, 'bo', 2, 'pump');
  fight = sagaPlays(fight, 'ann', 1);
  return [
    { name: 'table', view: joined },
    { name: 'check', view: open },
    { name: 'resolved', view: resolved },
    { name: 'fight', view: view(fight) },
  ];
}

/** The longest name of the samples: a character's, and the opponent of their hidden conflicts. */
const UNDER_MARSH = 'Grub the Goblin King of the Under-Marsh';

/** Saga: the GM and `players` joined (names from LONG_NAMES and short ones), on a table of `decks` decks. */
function sagaTable(seed: string, players: number, decks: number): SagaState {
  const names = [UNDER_MARSH, ...LONG_NAMES, 'Ann', 'Bo the Bold', 'Wilhelmina Hargreaves-Oduya'];
  const cliches = [
    { name: 'Weekend Warrior Who Never Trained', rating: 3 },
    { name: 'Hairdresser', rating: 2 },
    { name: 'Wizard of the Ninth Circle', rating: 4, pump: 'double' as const },
  ];
  let table = saga.setup({ seed, options: { decks }, players: [{ id: 'gm', name: 'The Game Master' }] });
  for (let i = 0; i < players; i++) {
    const member = i % 2 === 0 ? `Member With A Rather Long Display Name ${i + 1}` : `m${i + 1}`;
    table = sagaActs(table, [
      [`p${i}`, { type: 'join', player: `p${i}`, name: names[i % names.length]!, member, cliches, edge: 1 + (i % 4) }],
    ]);
  }
  return table;
}

/**
 * Saga: plays the open contest to its end, each waiting player picking a random play (or stopping),
 * the GM adding a payback card now and then and resolving; a view after every action.
 */
function sagaPlayOut(state: SagaState, seed: number, name: string): { state: SagaState; positions: Position<SagaView>[] } {
  const pick = chooser(seed);
  const positions: Position<SagaView>[] = [];
  let current = state;
  for (let step = 0; step < 400 && current.contest; step++) {
    const view = saga.view(current, '') as SagaView;
    const actor = view.waitingFor[0] ?? 'gm';
    const actions = saga.legalActions(current, actor).filter((a) => a.type !== 'end' && a.type !== 'heal');
    const payback = actions.filter((a) => a.type === 'payback');
    const resolve = actions.find((a) => a.type === 'resolve');
    const action =
      actor === 'gm' ? (payback.length > 0 && pick(3) === 0 ? payback[pick(payback.length)]! : resolve) : actions[pick(actions.length)];
    if (!action) break;
    current = sagaActs(current, [[actor, action]]);
    positions.push({ name: `${name} step ${step}`, view: saga.view(current, '') as SagaView });
  }
  return { state: current, positions };
}

/**
 * Saga tables of 3 to 6 players (and 8, more than the picture draws) with long names on 1 to 4 decks: joined, a check, a conflict, a whole
 * fight, a check after it, and a fight the GM ends; every other table calls its check, conflict and fight with hidden targets.
 */
export function samples(): Position<SagaView>[] {
  return [3, 4, 5, 6, 8, 3, 5].flatMap((players, i) => {
    const decks = 1 + (i % 4);
    const hidden = i % 2 === 1;
    const name = `${players} players, ${decks} deck${decks === 1 ? '' : 's'}${hidden ? ', hidden targets' : ''}`;
    let table = sagaTable(`read-saga-${i}`, players, decks);
    const out: Position<SagaView>[] = [{ name: `${name} joined`, view: saga.view(table, '') as SagaView }];
    const calls: [string, SagaAction][] = [
      ['gm', { type: 'check', player: 'p0', cliche: 'Weekend Warrior Who Never Trained', style: 'physical', target: 12, hidden }],
      [
        'gm',
        {
          type: 'conflict',
          player: 'p1',
          cliche: 'Wizard of the Ninth Circle',
          style: 'social',
          opponent: { name: hidden ? UNDER_MARSH : 'Grub the Goblin King of the Deep', rank: 5 },
          hidden,
        },
      ],
      [
        'gm',
        {
          type: 'fight',
          fighters: Array.from({ length: players }, (_, p) => ({
            player: `p${p}`,
            cliche: p % 2 === 0 ? 'Wizard of the Ninth Circle' : 'Hairdresser',
          })),
          style: 'other',
          opponent: { name: 'The Dread Wyrm of the Northern Wastes', rank: 6 },
          hidden,
        },
      ],
    ];
    calls.forEach((call, c) => {
      table = sagaActs(table, [call]);
      const played = sagaPlayOut(table, i * 10 + c + 1, `${name}, ${call[1].type}`);
      out.push({ name: `${name}, ${call[1].type} called`, view: saga.view(table, '') as SagaView }, ...played.positions);
      table = played.state;
    });
    table = sagaActs(table, [['gm', { type: 'check', player: 'p2', cliche: 'Hairdresser', style: 'social', target: 7 }]]);
    out.push({ name: `${name}, a check after the fight`, view: saga.view(table, '') as SagaView });
    const hurt = saga.legalActions(sagaActs(table, [['gm', { type: 'end' }]]), 'gm').filter((a) => a.type === 'heal');
    table = sagaActs(table, [
      ['gm', { type: 'end' }],
      ...hurt.map((a): [string, SagaAction] => ['gm', a]),
      ['gm', { type: 'fight', fighters: [{ player: 'p0', cliche: 'Hairdresser' }], style: 'physical', opponent: { name: 'Rat', rank: 2 } }],
      ['gm', { type: 'end' }],
    ]);
    out.push({ name: `${name}, a fight ended early`, view: saga.view(table, '') as SagaView });
    return out;
  });
}
