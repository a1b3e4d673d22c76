/**
 * Complete seeded playouts of Royal Assassin under every combination of alternate rules: the engine
 * and a reference model of the rules (rules-model.ts, written from the rulebook, not from the engine)
 * play side by side, and every legal play, every card's place and value, the score and the throne
 * must agree.
 */
import { describe, expect, it } from 'vitest';
import { chooser } from '../../../src/engine/chooser.js';
import { type AssassinAction, type AssassinState, assassin, VARIANTS, type Variant } from '../../../src/games/assassin/index.js';
import { assassinDeck } from '../../../src/games/assassin/setup.js';
import { same } from '../same.js';
import { type Model, modelApply, modelLegal, modelRuler, modelSetup } from './rules-model.js';

const GAMES = 128;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

const sorted = (actions: AssassinAction[]): string[] => actions.map((a) => JSON.stringify(a)).sort();

/** The engine's table in the model's terms. */
function table(t: AssassinState): Omit<Model, 'variants' | 'turnOvers' | 'atTurnOver'> {
  return {
    stock: t.stock,
    reserve: t.reserve,
    discard: [...t.discard].sort(),
    columns: t.columns,
    pending: t.pending,
    jokers: Object.fromEntries(t.jokers.map((j) => [j.card, j.at])),
    killed: t.royalsKilled,
    conceded: t.conceded,
  };
}

function modelTable(m: Model): ReturnType<typeof table> {
  const { variants: _variants, turnOvers: _turnOvers, atTurnOver: _atTurnOver, ...rest } = m;
  return { ...rest, discard: [...m.discard].sort() };
}

interface Tally {
  wins: number;
  concessions: number;
  recycles: number;
  assassinations: number;
  aceDrops: number;
}

/** Plays one game to its end, the engine and the model side by side. */
function checkGame(game: number, tally: Tally): void {
  const variants = VARIANTS.filter((_, i) => (game >> i) & 1) as Variant[];
  const choose = chooser(game + 1);
  const deck = assassinDeck({ variants });
  for (let i = deck.length - 1; i > 0; i--) {
    const j = choose(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  let state = assassin.setup({ seed: `model-${game}`, deck, options: { variants } });
  const model = modelSetup(deck, variants);
  same(table(state), modelTable(model), `game ${game}: the table after setup`);
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(2000);
    const legal = assassin.legalActions(state);
    same(sorted(legal), sorted(modelLegal(model)), `game ${game} step ${step}: the legal plays`);
    if (legal.length === 0) break;
    // Half the time a concession when one is offered; else mostly an attack, continue or Joker when there is one; else any play.
    const attacking = legal.filter((a) => a.type === 'attack' || a.type === 'continue' || a.type === 'joker');
    const concede = legal.find((a) => a.type === 'concede');
    const action =
      concede && choose(2) === 0
        ? concede
        : attacking.length > 0 && choose(4) > 0
          ? attacking[choose(attacking.length)]!
          : legal[choose(legal.length)]!;
    const outcome = assassin.apply(deepFreeze(state), action);
    if (!outcome.ok) throw new Error(`${game}: ${JSON.stringify(action)} offered but refused: ${outcome.message}`);
    if (action.type === 'concede') tally.concessions++;
    if (outcome.events.some((e) => e.type === 'recycle')) tally.recycles++;
    if (outcome.events.some((e) => e.type === 'assassination')) tally.assassinations++;
    if (outcome.events.some((e) => e.type === 'ace')) tally.aceDrops++;
    modelApply(model, action);
    state = outcome.state;
    same(table(state), modelTable(model), `game ${game} step ${step}: the table after ${JSON.stringify(action)}`);
  }
  const result = assassin.result(state);
  const clear = Object.values(model.columns).every((c) => c.length === 0);
  expect(result.over).toBe(true);
  expect(result.won).toBe(clear);
  expect(model.killed).toBe(model.discard.filter((c) => /^[JQK][SCDH]$/.test(c)).length);
  expect(result.score).toBe(clear ? 100 + model.stock.length : model.killed);
  if (!clear) expect(assassin.view(state)).toMatchObject({ ruler: modelRuler(model) });
  if (clear) tally.wins++;
}

describe('Royal Assassin: complete seeded playouts against a rules model', () => {
  it(`${GAMES} games, every combination of alternate rules: plays, cards, score and throne agree with the model`, () => {
    const tally: Tally = { wins: 0, concessions: 0, recycles: 0, assassinations: 0, aceDrops: 0 };
    for (let game = 0; game < GAMES; game++) checkGame(game, tally);
    // The playouts really exercised the rules (fixed seeds: these counts are the same on every run).
    expect(tally.wins).toBeGreaterThan(0);
    expect(tally.concessions).toBeGreaterThan(0);
    expect(tally.recycles).toBeGreaterThan(0);
    expect(tally.assassinations).toBeGreaterThan(0);
    expect(tally.aceDrops).toBeGreaterThan(0);
  });
});
