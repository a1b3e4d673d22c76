/**
 * Real positions for the picture tests, the bench and scripts/pictures.ts: seeded setups and stacked
 * decks, played with fixed policies until the position shows what a picture must draw. Each finder
 * throws when no such position comes up, so a change in a game cannot silently empty a test.
 */
import { chooser } from '../src/engine/chooser.js';
import type { Game } from '../src/engine/game.js';
import { assassin, type AssassinAction, type AssassinState, type AssassinView } from '../src/games/assassin/index.js';
import { rogue, type RogueAction, type RogueState, type RogueView } from '../src/games/rogue/index.js';
import { royale, type RoyaleAction, type RoyaleState, type RoyaleView } from '../src/games/royale/index.js';
import { sagaDeck } from '../src/games/saga/cards.js';
import { saga, type SagaAction, type SagaState, type SagaView } from '../src/games/saga/index.js';
import { scoundrel, type ScoundrelAction, type ScoundrelState, type ScoundrelView } from '../src/games/scoundrel/index.js';

/** A named position of a game: its view as the board shows it. */
export interface Position<V> {
  name: string;
  view: V;
}

/**
 * Plays `game` from `state`, `choose` picking each action, until `wanted(view)` holds; throws after
 * `limit` actions or at the end of the game without it.
 */
export function playUntil<S, A extends { type: string }, V>(
  game: Game<S, A, unknown>,
  state: S,
  choose: (view: V, actions: A[]) => A,
  wanted: (view: V) => boolean,
  limit = 2_000,
): V {
  let current = state;
  for (let step = 0; step <= limit; step++) {
    const view = game.view(current) as V;
    if (wanted(view)) return view;
    const actions = game.legalActions(current);
    if (actions.length === 0) break;
    const outcome = game.apply(current, choose(view, actions));
    if (!outcome.ok) throw new Error(`${game.id}: an offered action was refused: ${outcome.message}`);
    current = outcome.state;
  }
  throw new Error(`${game.id}: no position came up that the picture test wants`);
}

/** A chooser of uniformly random legal actions, seeded. */
export function randomly<V, A>(seed: number): (view: V, actions: A[]) => A {
  const pick = chooser(seed);
  return (_, actions) => actions[pick(actions.length)]!;
}

const VALUES: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };
const value = (code: string) => VALUES[code.slice(0, -1)] ?? Number(code.slice(0, -1));

/** A careful Scoundrel player: a better weapon first, big monsters on the weapon, potions when hurt, small monsters barehanded. */
function carefully(view: ScoundrelView, actions: ScoundrelAction[]): ScoundrelAction {
  const cost = (a: ScoundrelAction): number => {
    if (a.type === 'avoid') return 500;
    if (a.card.endsWith('D')) return view.weapon === null || value(a.card) > value(view.weapon) ? 0 : 200 + value(a.card);
    if (a.card.endsWith('H')) return view.potionUsed ? 90 : view.health < 14 ? 5 : 40;
    return a.weapon ? 30 - value(a.card) : 100 + value(a.card);
  };
  return [...actions].sort((a, b) => cost(a) - cost(b))[0]!;
}

type Scoundrel = Game<ScoundrelState, ScoundrelAction, unknown>;

/** A Scoundrel deck a careful player clears: a 10 of Diamonds first, and monsters that come down in order. */
const KIND_DECK = ['10D', 'AS', '9H', 'AC', 'KS', '8H', 'KC', 'QS', '7H', 'QC', 'JS', '6H', 'JC', ...['10', '9', '8', '7', '6', '5', '4', '3', '2'].flatMap((r) => [`${r}S`, `${r}C`]), '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '2H', '3H', '4H', '5H', '10H'];

/** Scoundrel mid-game (a weapon with monsters on it, the potion used), cleared, and slain. */
export function scoundrelPositions(): Position<ScoundrelView>[] {
  const game = scoundrel as Scoundrel;
  const mid = playUntil(game, game.setup({ seed: 'pic-27' }), carefully, (v) => v.slain.length >= 3 && v.potionUsed && v.faced === 2 && !v.over);
  const won = playUntil(game, game.setup({ seed: 'pic-won', deck: KIND_DECK }), carefully, (v) => v.over);
  const lost = playUntil(game, game.setup({ seed: 'pic-lost' }), randomly<ScoundrelView, ScoundrelAction>(5), (v) => v.over);
  return [
    { name: 'mid-game', view: mid },
    { name: 'cleared', view: won },
    { name: 'slain', view: lost },
  ];
}

type Assassin = Game<AssassinState, AssassinAction, unknown>;

/** Royal Assassin mid-game (a column of two Royals under attack and defence, a card turned), won, lost, and with two Jokers (one over a column, one in the reserve). */
export function assassinPositions(): Position<AssassinView>[] {
  const game = assassin as Assassin;
  const busy = (v: AssassinView) => !v.over && v.pending !== null && v.reserve.length >= 3 && Object.values(v.columns).some((layers) => layers.length >= 2 && (layers.at(-1)?.attack.length ?? 0) >= 2 && (layers.at(-1)?.defence.length ?? 0) >= 1);
  const placed = (at: string) => at.length === 1;
  const twoJokers = (v: AssassinView) => !v.over && v.jokers.length === 2 && v.jokers.some((j) => placed(j.at)) && v.jokers.some((j) => j.at === 'reserve' && j.fromTop > 0);
  return [
    { name: 'mid-game', view: findPosition(game, 'pic-assassin', busy) },
    { name: 'won', view: findPosition(game, 'pic-assassin-won', (v) => v.over && v.won) },
    { name: 'lost', view: findPosition(game, 'pic-assassin-lost', (v) => v.over && !v.won) },
    { name: 'two-jokers', view: findPosition(game, 'pic-assassin-jokers', twoJokers, { variants: ['two-jokers'] }) },
  ];
}

/** The first position `wanted` holds in seeded random games `seed-0`, `seed-1`, … (at most 500 games), played with `options` when given. */
export function findPosition<S, A extends { type: string }, V>(game: Game<S, A, unknown>, seed: string, wanted: (view: V) => boolean, options?: unknown): V {
  for (let n = 0; n < 500; n++) {
    try {
      return playUntil(game, game.setup({ seed: `${seed}-${n}`, ...(options === undefined ? {} : { options }) }), randomly<V, A>(n + 1), wanted);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('no position came up')) throw error;
    }
  }
  throw new Error(`${game.id}: no position came up in 500 games from ${seed}`);
}

type Royale = Game<RoyaleState, RoyaleAction, unknown>;

/** Risus Royale mid-battle (spaces cleared, a treasure held, rolls made), won, and lost. */
export function royalePositions(): Position<RoyaleView>[] {
  const game = royale as Royale;
  const cleared = (v: RoyaleView) => v.map.filter((s) => s.state === 'cleared').length;
  const battle = (v: RoyaleView) => v.battle !== null && v.battle.round > 0 && cleared(v) >= 3 && v.treasures.length >= 1 && v.rolls.length >= 2 && v.map.some((s) => s.goal);
  return [
    { name: 'start', view: findPosition(game, 'pic-royale-start', (v: RoyaleView) => v.phase === 'start') },
    { name: 'battle', view: findPosition(game, 'pic-royale', battle) },
    { name: 'won', view: findPosition(game, 'pic-royale-won', (v: RoyaleView) => v.phase === 'won') },
    { name: 'lost', view: findPosition(game, 'pic-royale-lost', (v: RoyaleView) => v.phase === 'lost' && cleared(v) >= 4) },
  ];
}

type Rogue = Game<RogueState, RogueAction, unknown>;

/** Rogue Risus at the start, in a fight deep in a level (items held, one unknown), and over. */
export function roguePositions(): Position<RogueView>[] {
  const game = rogue as Rogue;
  const fight = (v: RogueView) => v.combat !== null && v.combat.round > 0 && v.drawn.length >= 14 && v.inventory.some((item) => item.effect === null) && v.rolls.some((r) => r.dice.length > 1) && (v.amulet !== null || v.rings.length > 0);
  return [
    { name: 'start', view: game.view(game.setup({ seed: 'pic-rogue-start' })) as RogueView },
    { name: 'fight', view: findPosition(game, 'pic-rogue', fight) },
    { name: 'over', view: findPosition(game, 'pic-rogue-over', (v: RogueView) => v.over && v.deepest >= 2) },
  ];
}

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
    const play = saga.legalActions(current, actor).find((a): a is Extract<SagaAction, { type: 'play' }> => a.type === 'play' && (a.pump ?? 'none') === (n === 0 ? pump : 'none'));
    if (!play) break;
    current = sagaActs(current, [[actor, play]]);
  }
  return current;
}

/** Saga: a table with Ann and Bo, a check open with cards played, flipped and paid back, its resolution, and a group fight round, as `viewer` sees them. */
export function sagaPositions(viewer = ''): Position<SagaView>[] {
  const view = (state: SagaState) => saga.view(state, viewer) as SagaView;
  const top = ['3S', '6C', '9D', '2H', '10H', '4S', '7C', '5D'];
  const deck = [...top, ...sagaDeck(1).filter((code) => !top.includes(code))];
  let table = saga.setup({ seed: 'pic-saga', deck, players: [{ id: 'gm', name: 'The GM' }] });
  table = sagaActs(table, [
    ['ann', { type: 'join', player: 'ann', name: 'Ann', member: 'Alice', cliches: [{ name: 'Weekend Warrior', rating: 3 }, { name: 'Hairdresser', rating: 2 }, { name: 'Wizard', rating: 4, pump: 'double' }] }],
    ['bo', { type: 'join', player: 'bo', name: 'Bo the Bold', member: 'Bob', cliches: [{ name: 'Bouncer', rating: 4 }, { name: 'Poet', rating: 2 }] }],
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
  let fight = sagaActs(table, [['gm', { type: 'fight', fighters: [{ player: 'bo', cliche: 'Bouncer' }, { player: 'ann', cliche: 'Wizard' }], style: 'social', opponent: { name: 'The Goblin King', rank: 4 } }]]);
  fight = sagaPlays(fight, 'bo', 2, 'pump');
  fight = sagaPlays(fight, 'ann', 1);
  return [
    { name: 'table', view: joined },
    { name: 'check', view: open },
    { name: 'resolved', view: resolved },
    { name: 'fight', view: view(fight) },
  ];
}

/** The names the readability test draws: as long as each game takes, two of them alike but for their last word. */
export const LONG_NAMES = ['Grub the Goblin King of the Deep', 'Grub the Goblin King of the Dark', 'Sir Reginald Fortescue-Smythe III', 'Zoë Łukasz Ελένη Пётр Nguyễn'] as const;

/** A game's views along seeded plays, for each run: every `every` actions from the first, and the last (a game over, or after `limit` actions). */
export function sampledPositions<S, A extends { type: string }, V>(
  game: Game<S, A, unknown>,
  runs: readonly { name: string; seed: string; options?: unknown; deck?: string[]; choose?: (view: V, actions: A[]) => A }[],
  every: number,
  limit = 600,
): Position<V>[] {
  return runs.flatMap((run, r) => {
    const choose = run.choose ?? randomly<V, A>(r + 1);
    let state = game.setup({ seed: run.seed, ...(run.options === undefined ? {} : { options: run.options }), ...(run.deck ? { deck: run.deck } : {}) });
    const out: Position<V>[] = [];
    for (let step = 0; step <= limit; step++) {
      const view = game.view(state) as V;
      const actions = game.legalActions(state);
      if (step % every === 0 || actions.length === 0 || step === limit) out.push({ name: `${run.name} after ${step}`, view });
      if (actions.length === 0) break;
      const outcome = game.apply(state, choose(view, actions));
      if (!outcome.ok) throw new Error(`${game.id}: an offered action was refused: ${outcome.message}`);
      state = outcome.state;
    }
    return out;
  });
}

/** Scoundrel along careful and random runs, with either weapon rule, and a run through a kind deck to the end. */
export function scoundrelSamples(): Position<ScoundrelView>[] {
  const game = scoundrel as Scoundrel;
  const runs = [0, 1, 2, 3, 4, 5].map((n) => ({ name: `random ${n}`, seed: `read-scoundrel-${n}`, ...(n % 2 === 1 ? { options: { weaponRule: 'strict' } } : {}) }));
  return sampledPositions(game, [...runs, { name: 'kind deck', seed: 'read-scoundrel-kind', deck: KIND_DECK, choose: carefully }], 2);
}

/** Royal Assassin along random runs: no variant, each variant alone, and every variant at once. */
export function assassinSamples(): Position<AssassinView>[] {
  const game = assassin as Assassin;
  const variants = ['two-jokers', 'four-royals', 'aces-low-after-play', 'exact-cancel', 'royal-beneath', 'joker-discarded', 'recycle-reserve'];
  const runs = [[], ...variants.map((v) => [v]), variants].flatMap((chosen, i) => [0, 1].map((n) => ({ name: `${chosen.join('+') || 'plain'} ${n}`, seed: `read-assassin-${i}-${n}`, options: { variants: chosen } })));
  return sampledPositions(game, runs, 7);
}

/** Risus Royale along random runs: long names, easy and harder, any goal, pumping and double-pumping. */
export function royaleSamples(): Position<RoyaleView>[] {
  const game = royale as Royale;
  const points = [{ S: 1, C: 4, D: 3, H: 2 }, { S: 4, C: 1, D: 2, H: 3 }, { S: 3, C: 3, D: 2, H: 2 }];
  const options = [
    { name: 'Adventurer', points: points[0]!, easy: false, harder: 0 },
    { name: LONG_NAMES[0], points: points[1]!, easy: false, harder: 1, pumping: true },
    { name: 'Sir Reginald Fortescue-Smythe the Third', points: { S: 4, C: 4, D: 2, H: 2 }, easy: true, harder: 0, anyGoal: true },
    { name: LONG_NAMES[3], points: points[2]!, easy: false, harder: 2, pumping: true, doublePump: 'S' },
  ];
  return sampledPositions(game, options.flatMap((o, i) => [0, 1, 2].map((n) => ({ name: `${o.name} ${n}`, seed: `read-royale-${i}-${n}`, options: o }))), 15, 300);
}

/** Rogue Risus along random runs of each of the four clichés, named at the longest a name may be. */
export function rogueSamples(): Position<RogueView>[] {
  const game = rogue as Rogue;
  const cliches = ['fighter', 'fire-mage', 'ice-mage', 'lightning-mage'];
  return sampledPositions(game, cliches.flatMap((cliche, i) => [0, 1, 2, 3].map((n) => ({ name: `${cliche} ${n}`, seed: `read-rogue-${i}-${n}`, options: { cliche, name: LONG_NAMES[(i + n) % LONG_NAMES.length]!.slice(0, 32) } }))), 4);
}

/** Saga: the GM and `players` joined (names from LONG_NAMES and short ones), on a table of `decks` decks. */
function sagaTable(seed: string, players: number, decks: number): SagaState {
  const names = [...LONG_NAMES, 'Ann', 'Bo the Bold', 'Wilhelmina Hargreaves-Oduya'];
  const cliches = [{ name: 'Weekend Warrior Who Never Trained', rating: 3 }, { name: 'Hairdresser', rating: 2 }, { name: 'Wizard of the Ninth Circle', rating: 4, pump: 'double' as const }];
  let table = saga.setup({ seed, options: { decks }, players: [{ id: 'gm', name: 'The Game Master' }] });
  for (let i = 0; i < players; i++) {
    const member = i % 2 === 0 ? `Member With A Rather Long Display Name ${i + 1}` : `m${i + 1}`;
    table = sagaActs(table, [[`p${i}`, { type: 'join', player: `p${i}`, name: names[i % names.length]!, member, cliches, edge: 1 + (i % 4) }]]);
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
    const action = actor === 'gm' ? (payback.length > 0 && pick(3) === 0 ? payback[pick(payback.length)]! : resolve) : actions[pick(actions.length)];
    if (!action) break;
    current = sagaActs(current, [[actor, action]]);
    positions.push({ name: `${name} step ${step}`, view: saga.view(current, '') as SagaView });
  }
  return { state: current, positions };
}

/** Saga tables of 3 to 6 players (and 8, more than the picture draws) with long names on 1 to 4 decks: joined, a check, a conflict, a whole fight, a check after it, and a fight the GM ends. */
export function sagaSamples(): Position<SagaView>[] {
  return [3, 4, 5, 6, 8].flatMap((players, i) => {
    const decks = 1 + (i % 4);
    const name = `${players} players, ${decks} deck${decks === 1 ? '' : 's'}`;
    let table = sagaTable(`read-saga-${i}`, players, decks);
    const out: Position<SagaView>[] = [{ name: `${name} joined`, view: saga.view(table, '') as SagaView }];
    const calls: [string, SagaAction][] = [
      ['gm', { type: 'check', player: 'p0', cliche: 'Weekend Warrior Who Never Trained', style: 'physical', target: 12 }],
      ['gm', { type: 'conflict', player: 'p1', cliche: 'Wizard of the Ninth Circle', style: 'social', opponent: { name: 'Grub the Goblin King of the Deep', rank: 5 } }],
      ['gm', { type: 'fight', fighters: Array.from({ length: players }, (_, p) => ({ player: `p${p}`, cliche: p % 2 === 0 ? 'Wizard of the Ninth Circle' : 'Hairdresser' })), style: 'other', opponent: { name: 'The Dread Wyrm of the Northern Wastes', rank: 6 } }],
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
    table = sagaActs(table, [['gm', { type: 'end' }], ...hurt.map((a): [string, SagaAction] => ['gm', a]), ['gm', { type: 'fight', fighters: [{ player: 'p0', cliche: 'Hairdresser' }], style: 'physical', opponent: { name: 'Rat', rank: 2 } }], ['gm', { type: 'end' }]]);
    out.push({ name: `${name}, a fight ended early`, view: saga.view(table, '') as SagaView });
    return out;
  });
}
