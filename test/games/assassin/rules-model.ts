/**
 * A reference model of Royal Assassin for the playouts, written from the rulebook and docs/rulings.md and
 * not from the engine: its own table, its own settling, its own legal plays, its own look-ahead for
 * the end of the stockpile and its own throne. The playouts play the engine and the model side by
 * side and compare every value.
 */
import type { AssassinAction, Variant } from '../../../src/games/assassin/index.js';

type Suit = 'S' | 'C' | 'D' | 'H';
const SUITS: Suit[] = ['S', 'C', 'D', 'H'];
const RED = new Set<Suit>(['D', 'H']);

/** A card on a Pretender and what it counts for now. */
interface ModelCard {
  card: string;
  value: number;
}
/** A Royal in its column with the cards on it. */
interface ModelLayer {
  royal: string;
  attack: ModelCard[];
  defence: ModelCard[];
}
/** The whole table as the model keeps it. */
export interface Model {
  variants: Set<Variant>;
  stock: string[];
  reserve: string[];
  discard: string[];
  columns: Record<Suit, ModelLayer[]>;
  pending: string | null;
  jokers: Record<string, string>;
  killed: number;
  conceded: boolean;
  /** recycle-reserve: the turn-overs so far, and the cards going round and the Jokers on the table at the last one. */
  turnOvers: number;
  atTurnOver: { cycle: number; jokersPlaced: number };
}

const suit = (code: string): Suit => code.at(-1) as Suit;
const rank = (code: string): string => code.slice(0, -1);
const isJoker = (code: string): boolean => code.startsWith('JK');
const isRoyal = (code: string): boolean => !isJoker(code) && ['J', 'Q', 'K'].includes(rank(code));
/** The rulebook's values: K 13, Q 12, J 11, Aces 11, number cards their number. */
const value = (code: string): number => (({ K: 13, Q: 12, J: 11, A: 11 }) as Record<string, number>)[rank(code)] ?? Number(rank(code));
const sum = (cards: ModelCard[]): number => cards.reduce((n, c) => n + c.value, 0);
const top = (m: Model, s: Suit): ModelLayer | undefined => m.columns[s].at(-1);
/** A Pretender's points left: value, less the attack, plus the defence. */
const points = (layer: ModelLayer): number => value(layer.royal) - sum(layer.attack) + sum(layer.defence);

/** Deals the stockpile (top first) by the rulebook's setup; returns the model and the Royals setup placed. */
export function modelSetup(deck: string[], variants: Variant[]): Model {
  const m: Model = {
    variants: new Set(variants),
    stock: [...deck],
    reserve: [],
    discard: [],
    columns: { S: [], C: [], D: [], H: [] },
    pending: null,
    jokers: variants.includes('two-jokers') ? { JK1: 'stock', JK2: 'stock' } : { JK1: 'aside' },
    killed: 0,
    conceded: false,
    turnOvers: 0,
    atTurnOver: { cycle: 0, jokersPlaced: 0 },
  };
  const royals = () => SUITS.reduce((n, s) => n + m.columns[s].length, 0);
  let watching = false;
  while (m.stock.length > 0) {
    const code = m.stock.shift()!;
    if (isRoyal(code)) {
      m.columns[suit(code)].push({ royal: code, attack: [], defence: [] });
      watching = true;
      if (variants.includes('four-royals') && royals() === 4) break;
      continue;
    }
    m.reserve.push(code);
    if (isJoker(code)) m.jokers[code] = 'reserve';
    else if (watching && rank(code) !== 'A' && !variants.includes('four-royals')) {
      if (Number(rank(code)) <= royals()) break;
      watching = false;
    }
  }
  return m;
}

function copy(m: Model): Model {
  return { ...structuredClone({ ...m, variants: [...m.variants] }), variants: new Set(m.variants) } as Model;
}

/** The suit whose attack cards lie in a column, if any. */
function attackerOf(m: Model, column: Suit): Suit | null {
  for (const layer of m.columns[column]) if (layer.attack.length > 0) return suit(layer.attack[0]!.card);
  return null;
}

function canAttack(m: Model, by: Suit, column: Suit): boolean {
  if (!top(m, column) || RED.has(by) === RED.has(column)) return false;
  const current = attackerOf(m, column);
  if (current !== null && current !== by) return false;
  return SUITS.every((other) => other === column || attackerOf(m, other) !== by);
}

function kill(m: Model, column: Suit): void {
  const joker = Object.keys(m.jokers).find((j) => m.jokers[j] === column);
  const dying = joker ? m.columns[column].splice(0) : [m.columns[column].pop()!];
  for (const layer of dying) m.discard.push(layer.royal, ...layer.attack.map((c) => c.card), ...layer.defence.map((c) => c.card));
  m.killed += dying.length;
  if (joker) {
    m.jokers[joker] = m.variants.has('joker-discarded') ? 'discarded' : 'aside';
    if (m.variants.has('joker-discarded')) m.discard.push(joker);
  }
}

/** Applies the first rule that changes the table; false when none does. */
function step(m: Model): boolean {
  for (const column of SUITS) {
    const layer = top(m, column);
    if (!layer) continue;
    if (points(layer) <= 0) {
      kill(m, column);
      return true;
    }
    const [att, def] = [sum(layer.attack), sum(layer.defence)];
    if (layer.attack.length > 0 && (m.variants.has('exact-cancel') ? def === att : def >= att)) {
      m.discard.push(...layer.attack.map((c) => c.card), ...layer.defence.map((c) => c.card));
      layer.attack = [];
      layer.defence = [];
      return true;
    }
  }
  const card = m.reserve.at(-1);
  const layer = card && !isJoker(card) ? top(m, suit(card)) : undefined;
  if (card && layer && layer.attack.length > 0 && sum(layer.defence) <= sum(layer.attack)) {
    layer.defence.push({ card: m.reserve.pop()!, value: value(card) });
    return true;
  }
  if (m.variants.has('aces-low-after-play')) {
    const high = SUITS.flatMap((s) => m.columns[s])
      .flatMap((l) => [...l.attack, ...l.defence])
      .filter((c) => rank(c.card) === 'A' && c.value === 11);
    for (const ace of high) ace.value = 1;
    if (high.length > 0) return true;
  }
  return false;
}

function settle(m: Model): void {
  while (step(m));
}

function playableJoker(m: Model): string | undefined {
  const jokers = Object.keys(m.jokers);
  return (
    jokers.find((j) => m.jokers[j] === 'pending') ??
    jokers.find((j) => m.jokers[j] === 'reserve' && m.reserve.at(-1) === j) ??
    jokers.find((j) => m.jokers[j] === 'aside')
  );
}

function jokerTargets(m: Model): Suit[] {
  if (!playableJoker(m)) return [];
  return SUITS.filter((c) => m.columns[c].length >= 2 && top(m, c)!.attack.length > 0 && !Object.values(m.jokers).includes(c));
}

function continueTarget(m: Model): Suit | null {
  const card = m.reserve.at(-1);
  if (m.pending !== null || !card || isJoker(card)) return null;
  // An attack is continued, never begun, from the reserve: the Pretender must already be under attack by that suit.
  return SUITS.find((c) => (top(m, c)?.attack.length ?? 0) > 0 && attackerOf(m, c) === suit(card)) ?? null;
}

function tableClear(m: Model): boolean {
  return SUITS.every((s) => m.columns[s].length === 0);
}

/** The plays other than turning a card, putting it on the reserve, and conceding. */
function plays(m: Model): AssassinAction[] {
  const out: AssassinAction[] = [];
  if (m.pending && !isJoker(m.pending))
    for (const c of SUITS) if (canAttack(m, suit(m.pending), c)) out.push({ type: 'attack', column: c });
  const onward = continueTarget(m);
  if (onward) out.push({ type: 'continue', column: onward });
  for (const c of jokerTargets(m)) out.push({ type: 'joker', column: c });
  return out;
}

/** recycle-reserve: plays the forced passes through the turned-over reserve until a play turns up or a pass changes nothing. */
function recycleLeadsToPlay(start: Model): boolean {
  const m = copy(start);
  for (let passes = 0; passes < 60; passes++) {
    const before = m.reserve.length;
    if (before === 0) return false;
    modelApply(m, { type: 'draw' });
    for (;;) {
      if (plays(m).length > 0) return true;
      modelApply(m, { type: 'reserve' });
      if (plays(m).length > 0) return true;
      if (m.stock.length === 0) break;
      modelApply(m, { type: 'draw' });
    }
    if (m.reserve.length === before) return false;
  }
  throw new Error('the model looked ahead 60 passes');
}

const cycle = (m: Model): number => m.stock.length + m.reserve.length + (m.pending ? 1 : 0);
const jokersPlaced = (m: Model): number => Object.values(m.jokers).filter((at) => (SUITS as string[]).includes(at)).length;

/** Since the last turn-over, a card left the stockpile and reserve for the table, or a Joker went onto it: the next pass differs. */
function passChanged(m: Model): boolean {
  return m.turnOvers === 0 || cycle(m) < m.atTurnOver.cycle || jokersPlaced(m) > m.atTurnOver.jokersPlaced;
}

function canDraw(m: Model): boolean {
  if (m.pending !== null) return false;
  return m.stock.length > 0 || (m.variants.has('recycle-reserve') && m.reserve.length > 0 && passChanged(m) && recycleLeadsToPlay(m));
}

/** True when some order of the plays left (any continue, any Joker on any column) kills a Royal: a full search. */
function anyKill(m: Model, seen = new Set<string>()): boolean {
  const key = JSON.stringify([m.reserve, m.columns, m.jokers]);
  if (seen.has(key)) return false;
  seen.add(key);
  return plays(m).some((action) => {
    const next = copy(m);
    modelApply(next, action);
    return next.killed > m.killed || anyKill(next, seen);
  });
}

/** Every legal play, by the model's own reading of the rules. */
export function modelLegal(m: Model): AssassinAction[] {
  if (tableClear(m) || m.conceded) return [];
  const draw = canDraw(m);
  const out: AssassinAction[] = [
    ...(draw ? [{ type: 'draw' } as const] : []),
    ...plays(m),
    ...(m.pending !== null ? [{ type: 'reserve' } as const] : []),
  ];
  if (!draw && m.pending === null && out.length > 0 && !anyKill(m)) out.push({ type: 'concede' });
  return out;
}

/** Plays one action on the model (assumed legal). */
export function modelApply(m: Model, action: AssassinAction): void {
  switch (action.type) {
    case 'draw': {
      if (m.stock.length === 0) {
        m.stock = m.reserve.splice(0);
        for (const j of Object.keys(m.jokers)) if (m.jokers[j] === 'reserve') m.jokers[j] = 'stock';
        m.turnOvers += 1;
        m.atTurnOver = { cycle: cycle(m), jokersPlaced: jokersPlaced(m) };
      }
      const code = m.stock.shift()!;
      if (isJoker(code)) {
        m.jokers[code] = 'pending';
        m.pending = code;
      } else if (isRoyal(code)) {
        const column = m.columns[suit(code)];
        const under = column.at(-1);
        if (m.variants.has('royal-beneath') && under && under.attack.length + under.defence.length > 0) {
          column.push({ royal: code, attack: under.attack, defence: under.defence });
          under.attack = [];
          under.defence = [];
        } else column.push({ royal: code, attack: [], defence: [] });
      } else m.pending = code;
      break;
    }
    case 'attack':
      top(m, action.column)!.attack.push({ card: m.pending!, value: value(m.pending!) });
      m.pending = null;
      break;
    case 'reserve':
      m.reserve.push(m.pending!);
      if (isJoker(m.pending!)) m.jokers[m.pending!] = 'reserve';
      m.pending = null;
      break;
    case 'continue': {
      const card = m.reserve.pop()!;
      top(m, action.column)!.attack.push({ card, value: value(card) });
      break;
    }
    case 'joker': {
      const joker = playableJoker(m)!;
      if (m.jokers[joker] === 'pending') m.pending = null;
      if (m.jokers[joker] === 'reserve') m.reserve.pop();
      m.jokers[joker] = action.column;
      break;
    }
    case 'concede':
      m.conceded = true;
      return;
  }
  settle(m);
}

/** Who takes the throne by the rulebook's four steps (rank, strength, entourage: count then value), or the Joker. */
export function modelRuler(m: Model): string {
  const keys = SUITS.filter((s) => m.columns[s].length > 0).map((s) => {
    const layers = m.columns[s];
    const beneath = layers.slice(0, -1);
    return {
      royal: layers.at(-1)!.royal,
      key: [value(layers.at(-1)!.royal), points(layers.at(-1)!), beneath.length, beneath.reduce((n, l) => n + value(l.royal), 0)],
    };
  });
  const compare = (a: number[], b: number[]): number => {
    const i = a.findIndex((k, j) => k !== b[j]);
    return i < 0 ? 0 : b[i]! - a[i]!;
  };
  keys.sort((a, b) => compare(a.key, b.key));
  const [first, second] = keys;
  return second?.key.every((k, i) => k === first!.key[i]) ? 'JK1' : first!.royal;
}
