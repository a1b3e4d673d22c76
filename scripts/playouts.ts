/**
 * `npm run playouts -- <game> [count]`: plays seeded random games, choosing uniformly among the legal
 * actions, and checks that every one ends with a result, never throws, and never offers an action
 * `apply` refuses. Royal Assassin and Risus Royale games cycle through their options, so every option
 * is on in some games (and some games play the standard rules). Prints the win rate, how games ended,
 * how many games had each option on, and the time taken. Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { findGame, rankedGames } from '../src/catalog.js';
import { chooser } from '../src/engine/chooser.js';
import { type AssassinOptions, VARIANTS } from '../src/games/assassin/index.js';
import type { RoyaleOptions } from '../src/games/royale/index.js';

/** Game `n`'s options and the names of the options on in it; games without a list here play their defaults. */
const OPTIONS: Record<string, (n: number) => { options: unknown; on: string[] }> = {
  assassin: (n) => {
    const options: AssassinOptions = { variants: VARIANTS.filter((_, i) => (n >> i) & 1) };
    return { options, on: options.variants };
  },
  royale: (n) => {
    const easy = n % 5 === 1;
    const options: RoyaleOptions = {
      name: 'Playout',
      points: easy ? { S: 3, C: 4, D: 3, H: 2 } : { S: 1, C: 4, D: 3, H: 2 },
      easy,
      harder: n % 7 === 3 ? 1 + (n % 2) : 0,
      anyGoal: n % 3 === 2,
      pumping: n % 4 === 1,
      doublePump: n % 6 === 5 ? (['S', 'C', 'D', 'H'] as const)[n % 4]! : null,
    };
    const on = {
      easy,
      harder: options.harder > 0,
      'any-goal': options.anyGoal,
      pumping: options.pumping,
      'double-pump': options.doublePump !== null,
    };
    return { options, on: Object.entries(on).flatMap(([name, isOn]) => (isOn ? [name] : [])) };
  },
};

const [id = '', countText = '10000'] = process.argv.slice(2);
const game = findGame(id);
if (game?.seating !== 'solo') {
  console.error(
    `Usage: npm run playouts -- <${rankedGames()
      .map((ranked) => ranked.id)
      .join('|')}> [count]`,
  );
  process.exit(1);
}
const count = Number(countText);
const started = performance.now();
let wins = 0;
let steps = 0;
let standard = 0;
const endings = new Map<string, number>();
const optionGames = new Map<string, number>();
for (let seed = 0; seed < count; seed++) {
  const chosen = OPTIONS[id]?.(seed);
  if (chosen?.on.length === 0) standard++;
  for (const name of chosen?.on ?? []) optionGames.set(name, (optionGames.get(name) ?? 0) + 1);
  let state = game.setup({ seed: `playout-${seed}`, ...(chosen ? { options: chosen.options } : {}) });
  const pick = chooser(seed + 1);
  for (;;) {
    const actions = game.legalActions(state);
    if (actions.length === 0) break;
    const action = actions[pick(actions.length)]!;
    const outcome = game.apply(state, action);
    if (!outcome.ok) throw new Error(`${id} seed ${seed}: ${JSON.stringify(action)} was offered but refused: ${outcome.message}`);
    state = outcome.state;
    steps++;
    if (steps > count * 100_000) throw new Error('a game did not end');
  }
  const result = game.result(state);
  if (!result.over) throw new Error(`${id} seed ${seed}: no legal action left but the game is not over`);
  if (result.won) wins++;
  const ending = (result.summary ?? '').replace(/\d+/g, 'N').slice(0, 70);
  endings.set(ending, (endings.get(ending) ?? 0) + 1);
}
const seconds = (performance.now() - started) / 1000;
console.log(`${game.title}: ${count} random games in ${seconds.toFixed(1)} s, ${(steps / count).toFixed(0)} actions a game on average`);
console.log(`won ${wins} (${((wins / count) * 100).toFixed(2)} %); every game ended with a result; no offered action was refused`);
if (OPTIONS[id])
  console.log(`options: ${standard} standard games; ${[...optionGames].map(([name, n]) => `${name} on in ${n}`).join(', ')}`);
for (const [ending, n] of [...endings].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${String(n).padStart(6)}  ${ending}`);
