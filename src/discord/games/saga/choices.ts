/**
 * Autocomplete for `/saga`: the table's players for `player` options, the named player's clichés for
 * `cliche` options (`cliche2` goes with `player2`, and so on), and the opponents the table met lately
 * for `opponent`, with the rank each started at for the GM only (the rank of a hidden conflict or
 * fight is the GM's secret, and only the GM calls them). Pure: the command loads the table and sends
 * these choices.
 */
import { effectiveHand, fighterOf, findPlayer, fullHand, type SagaPlayer, type SagaState } from '../../../games/saga/index.js';
import { truncate } from '../../render/text.js';

/** One autocomplete choice: what the member sees and the value the command gets (each at most 100 characters). */
export interface Choice {
  name: string;
  value: string;
}

/** Who types, the option being typed in a `/saga` subcommand, what was typed, and the other options given so far. */
export interface ChoiceQuery {
  member: string;
  subcommand: string | null;
  focused: string;
  typed: string;
  options: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** Discord shows at most 25 choices. */
const MAX_CHOICES = 25;

function matches(typed: string, ...texts: string[]): boolean {
  const wanted = typed.trim().replace(/^@/, '').toLowerCase();
  return wanted === '' || texts.some((text) => text.toLowerCase().includes(wanted));
}

function choice(name: string, value: string): Choice {
  return { name: truncate(name, 100), value: value.slice(0, 100) };
}

/** The number a `player`/`cliche` option carries: '' for `player`, '2' for `player2`. */
function slot(name: string, stem: 'player' | 'cliche'): string | null {
  const match = new RegExp(`^${stem}(\\d?)$`).exec(name);
  return match ? (match[1] ?? '') : null;
}

/** The player another option names, if it reads as one. */
function named(state: SagaState, value: unknown): SagaPlayer | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const found = findPlayer(state, value);
  return typeof found === 'string' ? undefined : found;
}

function playerChoices(state: SagaState, query: ChoiceQuery): Choice[] {
  const others = Object.entries(query.options).filter(([name]) => name !== query.focused && slot(name, 'player') !== null);
  const taken = new Set(query.subcommand === 'fight' ? others.flatMap(([, value]) => named(state, value)?.id ?? []) : []);
  const hurt = (p: SagaPlayer) => effectiveHand(state, p) < fullHand(p);
  const candidates = state.players
    .filter((p) => !taken.has(p.id))
    .filter((p) => query.subcommand !== 'fight-join' || fighterOf(state, p.id) === undefined)
    .filter((p) => matches(query.typed, p.name, p.member, p.id))
    .sort((a, b) => (query.subcommand === 'heal' ? Number(hurt(b)) - Number(hurt(a)) : 0));
  return candidates.map((p) => choice(`${p.name} (${p.member}) · hand ${effectiveHand(state, p)}/${fullHand(p)} · edge ${p.edge}`, p.id));
}

function clicheChoices(state: SagaState, query: ChoiceQuery, pair: string): Choice[] {
  const owner = named(state, query.options[`player${pair}`]);
  const owners = owner ? [owner] : state.players;
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const player of owners) {
    for (const c of player.cliches) {
      if (seen.has(c.name.toLowerCase()) || !matches(query.typed, c.name)) continue;
      seen.add(c.name.toLowerCase());
      const written = c.pump === 'double' ? `[${c.name}] (${c.rating})` : `${c.name} (${c.rating})`;
      choices.push(choice(owner ? written : `${written} · ${player.name}`, c.name));
    }
  }
  return choices;
}

function opponentChoices(state: SagaState, query: ChoiceQuery): Choice[] {
  const typed = query.typed.trim();
  const gm = query.member === state.gm;
  const known = state.opponents
    .filter((o) => matches(typed, o.name))
    .map((o) => choice(gm ? `${o.name} (rank ${o.rank})` : o.name, o.name));
  const isKnown = state.opponents.some((o) => o.name.toLowerCase() === typed.toLowerCase());
  return typed !== '' && typed.length <= 40 && !isKnown ? [choice(typed, typed), ...known] : known;
}

/** Up to 25 choices for the option being typed, or none when the channel has no Saga table. */
export function sagaChoices(state: SagaState | null, query: ChoiceQuery): Choice[] {
  if (!state) return [];
  const player = slot(query.focused, 'player');
  const cliche = slot(query.focused, 'cliche');
  const choices =
    player !== null
      ? playerChoices(state, query)
      : cliche !== null
        ? clicheChoices(state, query, cliche)
        : query.focused === 'opponent'
          ? opponentChoices(state, query)
          : [];
  return choices.slice(0, MAX_CHOICES);
}
