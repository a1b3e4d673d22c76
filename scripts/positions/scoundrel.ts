/** Scoundrel positions for the pictures: named ones, and samples along careful and random runs. */
import type { Game } from '../../src/engine/game.js';
import { type ScoundrelAction, type ScoundrelState, type ScoundrelView, scoundrel } from '../../src/games/scoundrel/index.js';
import { type Position, playUntil, randomly, sampledPositions } from '../positions.js';

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
const KIND_DECK = [
  '10D',
  'AS',
  '9H',
  'AC',
  'KS',
  '8H',
  'KC',
  'QS',
  '7H',
  'QC',
  'JS',
  '6H',
  'JC',
  ...['10', '9', '8', '7', '6', '5', '4', '3', '2'].flatMap((r) => [`${r}S`, `${r}C`]),
  '2D',
  '3D',
  '4D',
  '5D',
  '6D',
  '7D',
  '8D',
  '9D',
  '2H',
  '3H',
  '4H',
  '5H',
  '10H',
];

/** Scoundrel mid-game (a weapon with monsters on it, the potion used), cleared, and slain. */
export function positions(): Position<ScoundrelView>[] {
  const game = scoundrel as Scoundrel;
  const mid = playUntil(
    game,
    game.setup({ seed: 'pic-27' }),
    carefully,
    (v) => v.slain.length >= 3 && v.potionUsed && v.faced === 2 && !v.over,
  );
  const won = playUntil(game, game.setup({ seed: 'pic-won', deck: KIND_DECK }), carefully, (v) => v.over);
  const lost = playUntil(game, game.setup({ seed: 'pic-lost' }), randomly<ScoundrelView, ScoundrelAction>(5), (v) => v.over);
  return [
    { name: 'mid-game', view: mid },
    { name: 'cleared', view: won },
    { name: 'slain', view: lost },
  ];
}

/** Scoundrel along careful and random runs, with either weapon rule, and a run through a kind deck to the end. */
export function samples(): Position<ScoundrelView>[] {
  const game = scoundrel as Scoundrel;
  const runs = [0, 1, 2, 3, 4, 5].map((n) => ({
    name: `random ${n}`,
    seed: `read-scoundrel-${n}`,
    ...(n % 2 === 1 ? { options: { weaponRule: 'strict' } } : {}),
  }));
  return sampledPositions(game, [...runs, { name: 'kind deck', seed: 'read-scoundrel-kind', deck: KIND_DECK, choose: carefully }], 2);
}
