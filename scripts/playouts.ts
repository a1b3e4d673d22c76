/**
 * `npm run playouts -- <game> [count]`: plays seeded random games, choosing uniformly among the legal
 * actions, and checks that every one ends with a result, never throws, and never offers an action
 * `apply` refuses. Prints the win rate, how games ended, and the time taken. Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { findGame } from '../src/games/index.js';
import { chooser } from '../src/engine/chooser.js';

const [id = '', countText = '10000'] = process.argv.slice(2);
const game = findGame(id);
if (!game || game.seating !== 'solo') {
  console.error('Usage: npm run playouts -- <scoundrel|assassin|royale|rogue> [count]');
  process.exit(1);
}
const count = Number(countText);
const started = performance.now();
let wins = 0;
let steps = 0;
const endings = new Map<string, number>();
for (let seed = 0; seed < count; seed++) {
  let state = game.setup({ seed: `playout-${seed}` });
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
for (const [ending, n] of [...endings].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${String(n).padStart(6)}  ${ending}`);
