/**
 * The table's actions: members join and leave; the GM calls checks, conflicts and
 * fights, adds payback, resolves, heals, changes edges, ends what is open and hands the seat on; the
 * players in the open contest play cards or stop. Each handler lives with its kind (calls.ts,
 * plays.ts, seating.ts); this file maps each action to its handler.
 */
import { check, conflict, end, fight, fightJoin } from './calls.js';
import type { Handler } from './handler.js';
import { payback, play, resolve, stop } from './plays.js';
import { edge, gm, heal, join, leave } from './seating.js';
import type { SagaAction } from './state.js';

/** Each action's handler. */
export const HANDLERS: { [T in SagaAction['type']]: Handler<T> } = {
  join,
  check,
  conflict,
  fight,
  'fight-join': fightJoin,
  play,
  stop,
  payback,
  resolve,
  heal,
  end,
  edge,
  leave,
  gm,
};
