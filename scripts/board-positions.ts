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

/** Scoundrel mid-game (a weapon with monsters on it, the potion used), cleared, and slain. */
export function scoundrelPositions(): Position<ScoundrelView>[] {
  const game = scoundrel as Scoundrel;
  const mid = playUntil(game, game.setup({ seed: 'pic-27' }), carefully, (v) => v.slain.length >= 3 && v.potionUsed && v.faced === 2 && !v.over);
  const ranks = ['10', '9', '8', '7', '6', '5', '4', '3', '2'];
  const easy = ['10D', 'AS', '9H', 'AC', 'KS', '8H', 'KC', 'QS', '7H', 'QC', 'JS', '6H', 'JC', ...ranks.flatMap((r) => [`${r}S`, `${r}C`]), '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '2H', '3H', '4H', '5H', '10H'];
  const won = playUntil(game, game.setup({ seed: 'pic-won', deck: easy }), carefully, (v) => v.over);
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
