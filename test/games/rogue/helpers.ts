/** Stacking the table for Rogue Risus rule tests: a run, patched fields, scripted dice, and moves. */
import { expect } from 'vitest';
import type { GameEvent } from '../../../src/engine/game.js';
import { type RogueAction, type RogueState, rogue } from '../../../src/games/rogue/index.js';
import type { Cliche, ItemKind } from '../../../src/games/rogue/state.js';

/** A fresh run: level 1 stacked with `deck` on top, `dice` scripted. */
export function newRun(options: { cliche?: Cliche; deck?: string[]; dice?: number[]; seed?: string } = {}): RogueState {
  return rogue.setup({
    seed: options.seed ?? 'rules',
    deck: options.deck,
    dice: options.dice,
    options: { cliche: options.cliche ?? 'fighter', name: 'Tess' },
  });
}

/** The state with some fields replaced. */
export function patch(state: RogueState, fields: Partial<RogueState>): RogueState {
  return { ...state, ...fields };
}

/** On level 20 of the escape's last step (level 1: the Rat, from the Ace of Swords), with `kills` kills and the Worldstone in hand. */
export function lastEscapeStep(kills: number): RogueState {
  const start = newRun();
  const swords = ['AS', ...start.swords.filter((c) => c !== 'AS')];
  return patch(start, { level: 20, deepest: 20, worldstone: true, escape: { level: 1 }, kills, swords });
}

/** The state with these d6 results scripted next. */
export function dice(state: RogueState, results: number[]): RogueState {
  return { ...state, random: { ...state.random, script: [...results] } };
}

/** Applies a move that must be legal; returns the new state and its events' texts. */
export function play(state: RogueState, action: RogueAction): { state: RogueState; events: GameEvent[]; text: string } {
  expect(rogue.legalActions(state)).toContainEqual(action);
  const outcome = rogue.apply(state, action);
  if (!outcome.ok) throw new Error(`${JSON.stringify(action)} refused: ${outcome.message}`);
  return { state: outcome.state, events: outcome.events, text: outcome.events.map((e) => e.text).join('\n') };
}

/** Applies a sequence of moves with the dice scripted first. */
export function playAll(state: RogueState, results: number[], ...actions: RogueAction[]): { state: RogueState; text: string } {
  let current = dice(state, results);
  const texts: string[] = [];
  for (const action of actions) {
    const step = play(current, action);
    current = step.state;
    texts.push(step.text);
  }
  return { state: current, text: texts.join('\n') };
}

/** Expects a move to be refused with this code. */
export function expectRefused(state: RogueState, action: RogueAction, code: string): void {
  expect(rogue.legalActions(state)).not.toContainEqual(action);
  const outcome = rogue.apply(state, action);
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) expect(outcome.code).toBe(code);
}

/** A run on `level` whose next card is `card` (a Sword starts a fight on `draw`). */
export function onLevel(level: number, card: string, options: { cliche?: Cliche; fields?: Partial<RogueState> } = {}): RogueState {
  const run = newRun({ cliche: options.cliche });
  return patch(run, { level, deepest: level, deck: [card, ...run.deck.filter((c) => c !== card)].slice(0, 25), ...options.fields });
}

/** In a fight with the monster of `card` (a Sword) on `level`, with dice scripted after the draw. */
export function fighting(level: number, card: string, options: { cliche?: Cliche; fields?: Partial<RogueState> } = {}): RogueState {
  return play(onLevel(level, card, options), { type: 'draw' }).state;
}

/** The state holding `count` items of `card` whose next unknown effect token is `effect`. */
export function holding(state: RogueState, kind: ItemKind, card: string, effect: number, count = 1): RogueState {
  const bag = [effect, ...Array.from({ length: 14 }, (_, i) => i + 1).filter((t) => t !== effect)];
  return {
    ...state,
    inventory: { ...state.inventory, [kind]: { ...state.inventory[kind], [card]: count } },
    bags: { ...state.bags, [kind]: bag },
  };
}
