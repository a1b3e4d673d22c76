/**
 * A reference model of Risus Royale for the playouts, written from the rulebook and docs/rulings.md and
 * not from the engine: its own goal chart and goal sets, map, battle flow, items, escape, pumping and
 * endings. It reads the engine's dice (each action's recorded rolls) and checks that each roll has the
 * number of dice the rules give, then works out every consequence itself. The charts of creatures,
 * opponents and treasures are data (tables.ts, checked against the rulebook in deal.test.ts).
 */
import type { RoyaleAction, RoyaleState } from '../../../src/games/royale/index.js';
import { creatureOf, opponentOf, treasureOf } from '../../../src/games/royale/tables.js';
import { same } from '../same.js';

type Suit = 'S' | 'C' | 'D' | 'H';
type Roll = RoyaleState['rolls'][number];
const SUITS: Suit[] = ['S', 'C', 'D', 'H'];

/** The model's battle. */
interface ModelBattle {
  enemy: 'creature' | 'opponent';
  enemyDice: Partial<Record<Suit, number>>;
  round: number;
  plus: string | null;
  minus: string | null;
  xs: string[];
  failed: string[];
  escaped: boolean;
}

/** The run as the model keeps it. */
export interface Model {
  points: Record<Suit, number>;
  harder: number;
  pumping: boolean;
  doublePump: Suit | null;
  goal: number;
  cells: { bottom: string; middle: string; top: string; state: 'hidden' | 'guard' | 'opponent' | 'cleared' }[];
  position: number;
  phase: RoyaleState['phase'];
  battle: ModelBattle | null;
  wounds: Record<Suit, number>;
  treasures: string[];
  victory: string[];
  turns: number;
}

const suit = (code: string): Suit => code.at(-1) as Suit;
const rank = (code: string): string => code.slice(0, -1);
const CHART: Record<Suit, Partial<Record<Suit, number>>> = {
  S: { C: 1, D: 2, H: 3 },
  C: { S: 4, D: 5, H: 6 },
  D: { S: 7, C: 8, H: 9 },
  H: { S: 10, C: 11, D: 12 },
};
const total = (dice: number[]): number => dice.reduce((n, d) => n + d, 0);

/** The model of a freshly dealt run (the deal itself is checked in deal.test.ts). */
export function modelStart(t: RoyaleState): Model {
  const dealt = CHART[suit(t.deuces[0]!)][suit(t.deuces[1]!)]!;
  return {
    points: { ...t.options.points },
    harder: t.options.harder,
    pumping: t.options.pumping,
    doublePump: t.options.doublePump,
    goal: t.options.anyGoal ? 12 : dealt,
    cells: t.cells.map((c) => ({ ...c })),
    position: -1,
    phase: 'start',
    battle: null,
    wounds: { S: 0, C: 0, D: 0, H: 0 },
    treasures: [],
    victory: [],
    turns: 0,
  };
}

function around(cell: number): number[] {
  const [r, c] = [Math.floor(cell / 4), cell % 4];
  return Array.from({ length: 16 }, (_, i) => i).filter(
    (i) => i !== cell && Math.abs(Math.floor(i / 4) - r) <= 1 && Math.abs((i % 4) - c) <= 1,
  );
}

const open = (m: Model): number[] => (m.position < 0 ? [] : around(m.position).filter((c) => m.cells[c]!.state !== 'cleared'));

/** Every uncleared cell the player can still walk to. */
function reach(m: Model): Set<number> {
  if (m.position < 0) return new Set(m.cells.map((_, i) => i));
  const seen = new Set<number>(m.cells[m.position]!.state === 'cleared' ? [] : [m.position]);
  const queue = open(m);
  for (const c of queue) seen.add(c);
  while (queue.length > 0)
    for (const n of around(queue.shift()!)) {
      if (seen.has(n) || m.cells[n]!.state === 'cleared') continue;
      seen.add(n);
      queue.push(n);
    }
  return seen;
}

const known = new WeakMap<Model['cells'], number[][]>();

/** The goal's sets of cells (the opponents never move, so they are worked out once per deal). */
function sets(m: Model): number[][] {
  let found = known.get(m.cells);
  if (!found) {
    found = goalSets(m, m.goal);
    known.set(m.cells, found);
  }
  return found;
}

/** The goal chart's sets of cells, by the opponents in the middle of the piles. */
function goalSets(m: Model, goal: number): number[][] {
  const where = (test: (code: string) => boolean) => m.cells.flatMap((c, i) => (test(c.middle) ? [i] : []));
  const ranks = ['A', 'J', 'Q', 'K'];
  if (goal <= 4) return [where((code) => suit(code) === SUITS[goal - 1])];
  if (goal === 5) return SUITS.map((s) => where((code) => suit(code) === s));
  if (goal <= 9) return [where((code) => rank(code) === ranks[goal - 6])];
  if (goal === 10) return ranks.map((r) => where((code) => rank(code) === r));
  if (goal === 11) {
    const rows = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => r * 4 + c));
    const cols = [0, 1, 2, 3].map((c) => [0, 1, 2, 3].map((r) => r * 4 + c));
    return [...rows, ...cols, [0, 5, 10, 15], [3, 6, 9, 12], [0, 3, 12, 15]];
  }
  return Array.from({ length: 11 }, (_, i) => goalSets(m, i + 1)).flat();
}

const cleared = (m: Model, set: number[]) => set.every((c) => m.cells[c]!.state === 'cleared');
const live = (m: Model): number[][] => {
  const r = reach(m);
  return sets(m).filter((set) => set.every((c) => m.cells[c]!.state === 'cleared' || r.has(c)));
};

/** The score of a loss: the most goal opponents defeated in one set. */
export function modelDefeated(m: Model): number {
  return Math.max(...sets(m).map((set) => set.filter((c) => m.cells[c]!.state === 'cleared').length));
}

const playerDice = (m: Model, c: Suit): number =>
  Math.max(0, m.points[c] - m.wounds[c] + (m.battle?.plus && suit(m.battle.plus) === c ? 1 : 0));
const rate = (m: Model, c: Suit): number => (m.doublePump === c ? 2 : m.pumping ? 1 : 0);

function worksHere(m: Model, item: string): boolean {
  const t = treasureOf(item);
  const b = m.battle!;
  return (
    (t.against === 'both' || (t.against === 'C') === (b.enemy === 'creature')) &&
    b.enemyDice[t.suit] !== undefined &&
    !b.failed.includes(item)
  );
}

function battleLegal(m: Model): RoyaleAction[] {
  const b = m.battle!;
  const own = [...new Set(m.treasures)];
  const out: RoyaleAction[] = [];
  if (b.round === 0) {
    for (const item of own) {
      const kind = treasureOf(item).kind;
      if (((kind === 'plus' && !b.plus) || (kind === 'minus' && !b.minus)) && worksHere(m, item)) out.push({ type: 'declare', item });
    }
    const l = live(m);
    const needed = l.length > 0 && l.every((set) => set.includes(m.position));
    if (b.enemy === 'opponent' && !b.escaped && !b.plus && !b.minus && !needed && open(m).length > 0) out.push({ type: 'escape' });
  }
  for (const c of SUITS) {
    if (b.enemyDice[c] === undefined || (playerDice(m, c) === 0 && b.enemyDice[c] !== 0)) continue;
    out.push({ type: 'fight', cliche: c });
    if (rate(m, c) > 0 && b.enemyDice[c]! > 0) for (let n = 1; n <= playerDice(m, c); n++) out.push({ type: 'fight', cliche: c, pump: n });
  }
  for (const item of own) {
    const kind = treasureOf(item).kind;
    if (((kind === 'X' && !b.xs.includes(item)) || kind === 'W') && worksHere(m, item)) out.push({ type: 'use', item });
  }
  return out;
}

/** Every legal action, by the model's reading of the rules. */
export function modelLegal(m: Model): RoyaleAction[] {
  if (m.phase === 'start') return [0, 1, 2, 3, 4, 7, 8, 11, 12, 13, 14, 15].map((cell) => ({ type: 'start', cell }));
  if (m.phase === 'move' || m.phase === 'retreat') return open(m).map((cell) => ({ type: m.phase as 'move' | 'retreat', cell }));
  if (m.phase === 'battle') return battleLegal(m);
  return [];
}

function startBattle(m: Model, enemy: 'creature' | 'opponent'): void {
  const cell = m.cells[m.position]!;
  const enemyDice =
    enemy === 'creature' ? { ...creatureOf(cell.top).strengths } : { [suit(cell.middle)]: opponentOf(cell.middle).strength + m.harder };
  m.battle = { enemy, enemyDice, round: 0, plus: null, minus: null, xs: [], failed: [], escaped: false };
}

function win(m: Model): void {
  const cell = m.cells[m.position]!;
  if (m.battle!.enemy === 'creature') {
    cell.state = 'opponent';
    startBattle(m, 'opponent');
    return;
  }
  cell.state = 'cleared';
  if (sets(m).some((set) => set.includes(m.position))) m.victory.push(cell.middle);
  m.treasures.push(cell.bottom);
  m.battle = null;
  m.phase = 'move';
}

function lose(m: Model): void {
  const b = m.battle!;
  for (const item of [b.plus, b.minus, ...b.xs]) if (item) m.treasures.splice(m.treasures.indexOf(item), 1);
  m.battle = null;
  m.phase = 'retreat';
}

/** Checks a roll: who rolled, as many dice as the rules give, the highest die ignored under an X item, the total; returns the total. */
function rolled(roll: Roll | undefined, who: Roll['who'], dice: number, ignoreHighest = false): number {
  if (!roll) throw new Error(`no ${who} roll`);
  const ignored = ignoreHighest && dice > 0 ? Math.max(...roll.dice) : null;
  same(
    { who: roll.who, dice: roll.dice.length, ignored: roll.ignored, total: roll.total },
    { who, dice, ignored, total: total(roll.dice) - (ignored ?? 0) },
    'a roll',
  );
  return roll.total;
}

function ability(m: Model, item: string, roll: Roll | undefined): boolean {
  const t = treasureOf(item);
  const ok = rolled(roll, 'ability', Math.max(0, m.points[t.suit] - m.wounds[t.suit])) >= t.number;
  if (!ok) m.battle!.failed.push(item);
  return ok;
}

function enter(m: Model, cell: number, encounter: boolean): void {
  m.position = cell;
  m.wounds = { S: 0, C: 0, D: 0, H: 0 };
  m.phase = 'move';
  if (!encounter) return;
  m.turns += 1;
  if (live(m).length === 0) return;
  const space = m.cells[cell]!;
  if (space.state === 'hidden') space.state = 'guard';
  m.phase = 'battle';
  startBattle(m, space.state === 'guard' ? 'creature' : 'opponent');
}

/** Plays an action on the model with the dice the engine rolled for it. */
export function modelApply(m: Model, action: RoyaleAction, rolls: Roll[]): void {
  const b = m.battle;
  switch (action.type) {
    case 'start':
    case 'move':
      enter(m, action.cell, true);
      break;
    case 'retreat':
      enter(m, action.cell, false);
      break;
    case 'declare': {
      if (!ability(m, action.item, rolls[0])) break;
      const t = treasureOf(action.item);
      if (t.kind === 'plus') b!.plus = action.item;
      else {
        b!.minus = action.item;
        b!.enemyDice[t.suit] = Math.max(0, b!.enemyDice[t.suit]! - 1);
      }
      break;
    }
    case 'use': {
      if (!ability(m, action.item, rolls[0])) break;
      if (treasureOf(action.item).kind === 'X') b!.xs.push(action.item);
      else {
        m.treasures.splice(m.treasures.indexOf(action.item), 1);
        win(m);
      }
      break;
    }
    case 'escape': {
      const c = SUITS.find((s) => b!.enemyDice[s] !== undefined)!;
      b!.escaped = true;
      if (rolled(rolls[0], 'escape-you', playerDice(m, c)) > rolled(rolls[1], 'escape-enemy', b!.enemyDice[c]!)) {
        m.battle = null;
        m.phase = 'retreat';
      }
      break;
    }
    case 'fight': {
      const c = action.cliche;
      const pump = action.pump ?? 0;
      b!.round += 1;
      if (b!.enemyDice[c] === 0) {
        same(rolls, [], 'the rolls of a won round without dice');
        win(m);
        break;
      }
      const mine = rolled(rolls[0], 'you', playerDice(m, c) + pump * rate(m, c));
      same(rolls[0]!.pumped, pump > 0 ? pump : undefined, 'the dice pumped');
      const theirs = rolled(
        rolls[1],
        'enemy',
        b!.enemyDice[c]!,
        b!.xs.some((x) => suit(x) === c),
      );
      if (mine > theirs) {
        b!.enemyDice[c]! -= 1;
        if (b!.enemyDice[c] === 0) win(m);
      } else m.wounds[c] += 1;
      m.wounds[c] += pump;
      if (m.battle === b && playerDice(m, c) === 0) lose(m);
      break;
    }
  }
  if (m.phase === 'battle' && battleLegal(m).length === 0) lose(m);
  if (m.phase === 'battle') return;
  if (sets(m).some((set) => cleared(m, set))) m.phase = 'won';
  else if (live(m).length === 0) m.phase = 'lost';
  else if (open(m).length === 0 || m.turns >= 100) m.phase = 'lost';
}
