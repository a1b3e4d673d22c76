/**
 * A Risus Royale duel's public board. While the challenge waits: the challenger's character, the
 * challenged member's Accept (two menus of every character spread) and Decline. While it is played:
 * both players (★ the challenger, ◆ the challenged) with their goal, clichés and treasures, the
 * controls of the player whose turn it is (the solitaire board's own), and the map with both markers.
 * Nothing on it is private: the players share one map. The deal's seed shows once the duel is over,
 * with both players' outcomes and Rematch.
 */
import {
  type APIButtonComponentWithCustomId,
  type APIEmbed,
  type APIEmbedField,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { cardLabel, cardName } from '../../../../engine/cards.js';
import { type DuelState, type DuelView, duel, SPREADS } from '../../../../games/royale/duel/duel.js';
import type { Points } from '../../../../games/royale/state.js';
import { TABLES } from '../../../../games/royale/tables.js';
import type { RoyaleView } from '../../../../games/royale/view.js';
import type { Session } from '../../../../sessions/session.js';
import type { Announcement, BoardOptions, GameUi } from '../../../game-ui.js';
import { actionId, menuId, optionValue } from '../../../game-ui.js';
import { CHALLENGE_MS } from '../../../race/challenge.js';
import { drawn, recentLog, shown, withPictureOn } from '../../../render/compact.js';
import { movesMade } from '../../../render/deal-line.js';
import { COLORS, type MessagePayload } from '../../../render/message.js';
import { truncate, userText } from '../../../render/text.js';
import { battleButtons, battleField, battleHints, rollsText, treasureText } from '../board.js';
import { mapButtons, spaceNotes } from '../map.js';
import { royaleSummary } from '../summary.js';
import { handleDuelExpiry } from './duel-command.js';
import { rematchDuel } from './duel-rematch.js';

/** Each player's marker: the challenger's, then the challenged member's. */
const DUEL_MARKERS = ['★', '◆'] as const;
const CLICHES = ['S', 'C', 'D', 'H'] as const;

/** A player's marker and name: "★ Ann". */
function who(view: DuelView, i: 0 | 1): string {
  return `${DUEL_MARKERS[i]} ${userText(view.seats[i].name, 40)}`;
}

/** A spread of points in words: "Wizardry 4 · Fighting 3 · Thievery 2 · Cleric 1". */
function spreadText(points: Points): string {
  return CLICHES.map((c) => `${TABLES.clicheNames[c]} ${points[c]}`).join(' · ');
}

/** True for the rulebook's suggested spread, 4-3-2-1 in some order. */
function isSuggested(points: Points): boolean {
  return [...Object.values(points)].sort().join('') === '1234';
}

function acceptMenu(session: Session, menu: string, placeholder: string, spreads: readonly Points[]): MessagePayload['components'][number] {
  const options: APISelectMenuOption[] = spreads.map((points) => ({
    label: spreadText(points),
    value: optionValue({ type: 'accept', ...points }),
  }));
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: menuId(session, menu), placeholder, options }],
  };
}

/** The challenge: who challenges whom, the challenger's character, and the challenged member's answer. */
function challengeBoard(session: Session<DuelState>, view: DuelView): MessagePayload {
  const { state } = session;
  const expires = Math.floor((Date.parse(session.createdAt) + CHALLENGE_MS) / 1000);
  const character = view.seats[0].run;
  const embed: APIEmbed = {
    title: 'Risus Royale duel · a challenge',
    description:
      `<@${state.seats[0].id}> challenges <@${state.seats[1].id}> to a Risus Royale duel: one map for two, each with their own goal ` +
      `and character, taking turns. The first to reach their goal wins.\n<@${state.seats[1].id}>, choose your character below to ` +
      `accept (1 to 4 points in each cliché, 10 in all), or decline. The challenge expires <t:${expires}:R>.` +
      (view.seed === null ? '' : `\nA known deal: seed ${view.seed}.`),
    color: COLORS.neutral,
    fields: character ? [{ name: `${who(view, 0)}'s character`, value: spreadText(character.points) }] : [],
    footer: { text: 'Risus Royale for two · standard rules · not ranked' },
  };
  return {
    embeds: [embed],
    components: [
      acceptMenu(session, 'suggested', 'Accept as… (the rulebook’s 4-3-2-1)', SPREADS.filter(isSuggested)),
      acceptMenu(
        session,
        'other',
        'Accept as… (other spreads)',
        SPREADS.filter((points) => !isSuggested(points)),
      ),
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Danger, label: 'Decline', custom_id: actionId(session, { type: 'decline' }) },
        ],
      },
    ],
  };
}

/** A challenge declined, withdrawn or expired: what became of it, and no controls. */
function unanswered(session: Session<DuelState>): MessagePayload {
  const { state } = session;
  const what = state.status === 'expired' ? 'expired unanswered' : (session.log.at(-1) ?? 'The challenge was declined.');
  const embed: APIEmbed = {
    title: 'Risus Royale duel · a challenge',
    description:
      `<@${state.seats[0].id}>'s challenge to <@${state.seats[1].id}>: ` + `${state.status === 'expired' ? what : what.toLowerCase()}`,
    color: COLORS.muted,
    footer: { text: 'Risus Royale for two · standard rules · not ranked' },
  };
  return { content: '', embeds: [embed], components: [] };
}

/** The seat the picture draws: the player to act, or once the duel is over the seat it is drawn from (`lastSeat`). */
function pictured(view: DuelView): 0 | 1 {
  return view.status === 'playing' ? view.turn : lastSeat(view);
}

/** One player's field, without the picture: goal and progress, clichés, treasures, and whether they are out or won. */
function seatField(view: DuelView, i: 0 | 1): APIEmbedField {
  const run = view.seats[i].run!;
  const cliches = CLICHES.map((c) => {
    const left = run.points[c] - run.wounds[c];
    return `${TABLES.clicheNames[c]} ${run.points[c]}${left < run.points[c] ? ` (${left} left)` : ''}`;
  }).join(' · ');
  const status =
    run.phase === 'won' ? '🏆 Goal reached!' : run.phase === 'lost' ? `💀 Out: ${run.lostBecause ?? 'no way on'}.` : `Turn ${run.turns}`;
  const lines = [
    `Goal: ${run.goalName} (${run.progress.defeated} of ${run.progress.needed} defeated) · ${status}`,
    cliches,
    `Treasures: ${run.treasures.length === 0 ? 'none yet' : treasureText(run).split('\n').join('; ')}`,
    ...(run.victory.length > 0 ? [`Victory: ${run.victory.map((c) => cardName(c)).join(', ')}`] : []),
  ];
  return { name: `${who(view, i)}${view.turn === i && view.status === 'playing' ? ' ▶️' : ''}`, value: truncate(lines.join('\n'), 1024) };
}

/**
 * With the picture, which draws the player to act whole, the other player in a line under the prompt: "★ Robin: 💀 out on turn 1",
 * or their goal, progress, turn and clichés.
 */
function otherLine(view: DuelView): string {
  const i = view.turn === 0 ? 1 : 0;
  const run = view.seats[i].run!;
  if (run.phase === 'lost') return `${who(view, i)}: 💀 out on turn ${run.turns}`;
  const cliches = CLICHES.map((c) => `${TABLES.clicheNames[c]} ${run.points[c] - run.wounds[c]}`).join(' · ');
  return `${who(view, i)}: ${run.goalName} (${run.progress.defeated} of ${run.progress.needed}) · turn ${run.turns} · ${cliches}`;
}

/** The map as text with both markers: ★ and ◆ where the players stand, ✓ cleared, face-up cards, ? face down. */
function mapText(view: DuelView, run: RoyaleView): string {
  const positions = view.seats.map((seat) => seat.run?.position ?? -1);
  return [0, 1, 2, 3]
    .map((r) =>
      run.map
        .slice(r * 4, r * 4 + 4)
        .map((space) => {
          const marks = DUEL_MARKERS.filter((_, i) => positions[i] === space.cell).join('');
          const card = space.state === 'cleared' ? '✓' : space.card ? cardLabel(space.card) : '?';
          return `\`${`${marks}${card}`.padEnd(5)}\``;
        })
        .join(' '),
    )
    .join('\n');
}

/** What the player to act is asked to do (with the picture, which says it, only the hints of a retreat or a battle and the notes on the moves' marks). */
function prompt(run: RoyaleView, options: BoardOptions | undefined): string {
  const ask = {
    start: 'Choose a space on the edge of the map to start.',
    move: 'Move to an adjacent space that is not cleared.',
    retreat: 'Retreat to an adjacent space that is not cleared (you do not face it).',
    battle: 'Fight on.',
    won: '',
    lost: '',
  }[run.phase];
  const notes = spaceNotes(run.moves);
  if (!withPictureOn(options)) return ask + notes;
  const hints = run.battle
    ? battleHints(run.battle, run.moves)
    : run.phase === 'retreat'
      ? ['You do not face the space you retreat to.']
      : [];
  return hints.join(' ') + notes;
}

/** The seat a finished duel is drawn from: its winner, or the player who played last (who played on alone once the other was out). */
function lastSeat(view: DuelView): 0 | 1 {
  return view.winner ?? view.rolledBy ?? 0;
}

/** A player's outcome once the duel is over: "★ Ann: 💀 out on turn 3 (0 of 2 goal opponents defeated): cornered". */
function outcomeLine(view: DuelView, i: 0 | 1): string {
  const run = view.seats[i].run!;
  const defeated = `${run.progress.defeated} of ${run.progress.needed} goal opponents defeated`;
  if (run.phase === 'won') return `${who(view, i)}: 🏆 goal reached on turn ${run.turns} (${defeated})`;
  if (run.phase === 'lost') return `${who(view, i)}: 💀 out on turn ${run.turns} (${defeated}): ${run.lostBecause ?? 'no way on'}`;
  return `${who(view, i)}: still in on turn ${run.turns} (${defeated})`;
}

/** The Rematch button of a finished duel: a new duel of the same two, the clicker challenging the other. */
function rematchRow(session: Session<DuelState>): MessagePayload['components'] {
  const rematch: APIButtonComponentWithCustomId = {
    type: ComponentType.Button,
    style: ButtonStyle.Primary,
    label: 'Rematch',
    custom_id: actionId(session, { type: 'rematch' }),
  };
  return [{ type: ComponentType.ActionRow, components: [rematch] }];
}

/** The duel being played, or its end; with the picture, which draws the map and the acting player's side, the text keeps the rest. */
function duelBoard(session: Session<DuelState>, view: DuelView, options: BoardOptions | undefined): MessagePayload {
  const playing = view.status === 'playing';
  const turn = view.seats[view.turn];
  const run = (playing ? turn.run : view.seats[lastSeat(view)].run)!;
  const winner = view.winner === null ? null : who(view, view.winner);
  const outcomes = `\n${outcomeLine(view, 0)}\n${outcomeLine(view, 1)}`;
  const description = playing
    ? withPictureOn(options)
      ? `${prompt(run, options)}\n${otherLine(view)}` // the message's first line says whose turn it is
      : `${who(view, view.turn)}'s turn. ${prompt(run, options)}`
    : winner
      ? `🏆 **${winner} wins the duel.**${outcomes}`
      : view.status === 'over'
        ? `💀 Both players are out: nobody wins the duel.${outcomes}`
        : `This duel was ${view.status}.`;
  const rolls = view.rolledBy === null ? '' : rollsText(view.seats[view.rolledBy].run ?? run);
  const battle = playing && run.battle ? battleField(run.battle, run.moves, options) : null;
  const rollsField = { name: `Last rolls (${who(view, view.rolledBy ?? 0)})`, value: truncate(rolls, 1024) };
  const log = recentLog(options, session.log);
  // With the picture, the description has the other player and, once the duel is over, both outcomes: no seat fields, and no log at the end.
  const fields = shown<APIEmbedField>(options, [
    withPictureOn(options) ? null : seatField(view, 0),
    withPictureOn(options) ? null : seatField(view, 1),
    battle,
    drawn({ name: `Map (${who(view, 0)} · ${who(view, 1)} · ✓ cleared · ? face down)`, value: mapText(view, run) }),
    rolls !== '' && (view.rolledBy === pictured(view) ? drawn(rollsField) : rollsField),
    playing || !withPictureOn(options)
      ? { name: 'Log', value: log.length > 0 ? truncate(log.join('\n'), 1024) : 'King Kozmo has hired you both.' }
      : null,
  ]);
  const embed: APIEmbed = {
    title: truncate(`Risus Royale duel · ${who(view, 0)} vs ${who(view, 1)}`, 256),
    ...(description ? { description: truncate(description.trim(), 4096) } : {}),
    color: !playing ? (winner ? COLORS.good : COLORS.muted) : run.battle ? COLORS.danger : COLORS.neutral,
    fields,
    footer: { text: `${view.seed === null ? 'The seed shows once the duel is over' : `Seed ${view.seed}`} · move ${movesMade(session)}` },
  };
  // A board edited to its end drops the line that named the player to act.
  if (!playing) return { content: '', embeds: [embed], components: view.status === 'over' ? rematchRow(session) : [] };
  const rivalIndex = view.turn === 0 ? 1 : 0;
  const rivalAt = view.seats[rivalIndex].run?.position ?? -1;
  const marks = {
    here: who(view, view.turn),
    ...(rivalAt >= 0 ? { other: { cell: rivalAt, label: who(view, rivalIndex) } } : {}),
  };
  const components = run.battle ? battleButtons(session, run) : mapButtons(session, run, options, marks);
  return { content: `▶️ <@${turn.id}>, your turn.`, embeds: [embed], components };
}

/** Who is pinged after a move: the player whose turn it now is, when it has just become theirs. */
function announce(before: DuelState | null, after: DuelState): Announcement | null {
  if (after.status !== 'playing') return null;
  const fresh = before === null || before.status !== 'playing' || before.turn !== after.turn;
  return fresh ? { pings: [after.seats[after.turn].id], record: null } : null;
}

/** A Risus Royale duel in Discord. */
export const duelUi: GameUi<DuelState> = {
  blurb: 'Risus Royale for two on one map, taking turns: `/royale duel`',
  board(session, options) {
    const view = duel.view(session.state);
    if (view.status === 'challenge') return challengeBoard(session, view);
    if (view.status === 'declined' || view.status === 'expired') return unanswered(session);
    return duelBoard(session, view, options);
  },
  picture(state) {
    const view = duel.view(state);
    if (view.status !== 'playing' && view.status !== 'over') return null;
    const i = pictured(view);
    const other = view.seats[i === 0 ? 1 : 0];
    const run = view.seats[i].run;
    return run ? { game: 'royale', view: { ...run, rival: { name: other.name, position: other.run?.position ?? -1 } } } : null;
  },
  summary: () => royaleSummary(),
  announce,
  actions: {
    rematch: {
      does: "Rematch: a finished duel's two players again, the clicker challenging the other, as a new board",
      who: 'players',
      from: 'anywhere',
      edits: ['new'],
      handle: rematchDuel,
    },
  },
  schedule: handleDuelExpiry,
};
