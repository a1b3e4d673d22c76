/**
 * A race's public board: who entered, then the live standings in each game's own terms (never a card,
 * never the deal's seed while it is played), then the places, the seed and, where the bot solves the
 * game, the deal's best possible score. Its buttons: Join, Leave, Start and Cancel while it is open;
 * My board (each entrant's private board) while it runs; Race again, Best line and Review once it is over.
 */
import { type APIButtonComponentWithCustomId, type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import { placesOf, RACE_ENTRANTS, type RaceState, type Standing } from '../../games/race/index.js';
import type { Session } from '../../sessions/session.js';
import type { GameEntry } from '../game-entry.js';
import { actionId, type GameUi } from '../game-ui.js';
import { ordinal } from '../play/run-end.js';
import { COLORS, LIMITS, type MessagePayload } from '../render/message.js';
import { truncate, userText } from '../render/text.js';
import { handleRaceDeadlines } from './change.js';
import { handleRaceMove } from './components.js';
import { RACE_ACTIONS } from './race-actions.js';

/** A race board's button. */
type RaceButton = keyof typeof RACE_ACTIONS;

function button(session: Session, type: RaceButton, label: string, style: ButtonStyle): APIButtonComponentWithCustomId {
  return { type: ComponentType.Button, style, label, custom_id: actionId(session, { type }) } as APIButtonComponentWithCustomId;
}

const MEDALS = ['🥇', '🥈', '🥉'];

/** One entrant's line: their place (0 for first; null for no finish) and score once the race is over (`over`), else how far they are. */
function standingLine(row: Standing, place: number | null, over: boolean): string {
  const name = `**${userText(row.name, 60)}**`;
  if (over) {
    if (place === null) return `DNF · ${name} (${row.line})`;
    return `${MEDALS[place] ?? `${ordinal(place + 1)}.`} ${name} · ${row.scoreText ?? ''}`;
  }
  return row.finished ? `🏁 ${name} · finished: ${row.scoreText ?? ''}` : `▶️ ${name} · ${row.line} · ${row.moves} moves`;
}

/** The lines of the board's list: entrants while open, standings while running, places once over. */
function listLines(state: RaceState): string[] {
  if (state.status === 'open' || state.status === 'cancelled' || state.standings.length === 0) {
    return state.entrants.map((entrant) => `• ${userText(entrant.name, 60)}`);
  }
  const over = state.status === 'over';
  const places = over ? placesOf(state.standings) : [];
  return state.standings.map((row, i) => standingLine(row, places[i] ?? null, over));
}

function headline(state: RaceState, title: string, character: boolean): { description: string; color: number } {
  const deadline = state.deadline ? Math.floor(Date.parse(state.deadline) / 1000) : null;
  switch (state.status) {
    case 'open':
      if (state.challenged !== null) {
        return {
          description:
            `<@${state.ownerId}> challenges <@${state.challenged}> to a ${title} race on one deal, each on a private board, ` +
            `for ${state.minutes} minutes. Accept or decline within 15 minutes.` +
            (character ? ` Each plays their own character: accept with \`/race join ${state.game}\` and yours.` : ''),
          color: COLORS.neutral,
        };
      }
      return {
        description:
          `Everyone plays the same ${title} deal, each on a private board. Join, then <@${state.ownerId}> starts the race ` +
          `(${RACE_ENTRANTS.min} to ${RACE_ENTRANTS.max} entrants). It runs ${state.minutes} minutes once started.` +
          (character ? `\nEach entrant plays their own character: join with \`/race join ${state.game}\`.` : ''),
        color: COLORS.neutral,
      };
    case 'running':
      return {
        description:
          `The race is on: it ends <t:${deadline}:R> or when every entrant has finished. Entrants, click **My board** ` +
          'to play your own board (only you see it). An entrant still playing at the end does not finish.',
        color: COLORS.warning,
      };
    case 'over':
      return {
        description:
          `The race is over. Equal scores share a place. It counts on this server's race board (\`/leaderboard game:${state.game} scope:races\`); ` +
          'race runs are not ranked on the score boards.',
        color: COLORS.good,
      };
    case 'cancelled':
      return {
        description:
          state.challenged !== null ? 'This challenge was declined, or expired unanswered.' : 'This race was cancelled before it started.',
        color: COLORS.muted,
      };
  }
}

/**
 * The board's buttons for the race's status; once over, Best line of the shared deal where the bot solves
 * the game, and Review of each entrant's own run where it has an advisor (`coach`).
 */
function buttons(session: Session<RaceState>, coach: { best: boolean; review: boolean }): MessagePayload['components'] {
  const { status } = session.state;
  const row = (components: APIButtonComponentWithCustomId[]) => [{ type: ComponentType.ActionRow as const, components }];
  if (status === 'open' && session.state.challenged !== null) {
    return row([button(session, 'accept', 'Accept', ButtonStyle.Success), button(session, 'decline', 'Decline', ButtonStyle.Danger)]);
  }
  if (status === 'open') {
    return row([
      button(session, 'join', 'Join', ButtonStyle.Primary),
      button(session, 'leave', 'Leave', ButtonStyle.Secondary),
      button(session, 'start', 'Start', ButtonStyle.Success),
      button(session, 'cancel', 'Cancel', ButtonStyle.Danger),
    ]);
  }
  if (status === 'running') return row([button(session, 'mine', 'My board', ButtonStyle.Primary)]);
  if (status === 'over') {
    return row([
      button(session, 'again', 'Race again', ButtonStyle.Primary),
      ...(coach.best ? [button(session, 'best', 'Best line', ButtonStyle.Secondary)] : []),
      ...(coach.review ? [button(session, 'review', '🔎 Review', ButtonStyle.Secondary)] : []),
    ]);
  }
  return [];
}

/** The race's board among `games` (the catalog's): the game's title and options come from its entry. */
export function raceBoard(games: readonly GameEntry[]): GameUi<RaceState> {
  const entryOf = (id: string) => games.find((entry) => entry.rules.id === id);
  return {
    blurb: 'the same deal of a solo game for several members at once, each on a private board, with live standings',
    board(session) {
      const { state } = session;
      const entry = entryOf(state.game);
      const title = entry?.rules.title ?? state.game;
      const { description, color } = headline(state, title, entry?.command.startOptions?.character !== undefined);
      const lines = listLines(state);
      const footer = [
        state.status === 'over' && state.seed ? `Seed ${state.seed}` : 'The deal is shown when the race ends',
        state.best,
        `${state.minutes} minutes`,
      ].filter((part): part is string => part !== null);
      const embed: APIEmbed = {
        title: `🏁 ${title} race`,
        description,
        color,
        fields: [
          {
            name: state.status === 'over' ? 'Places' : `Entrants (${state.entrants.length})`,
            value: truncate(lines.join('\n') || '—', LIMITS.fieldValue),
          },
        ],
        footer: { text: footer.join(' · ') },
      };
      const coach = {
        best: state.seed !== null && (entry?.coach?.rulesOf(state.options) ?? null) !== null,
        review: entry?.coach?.advisor !== undefined,
      };
      return { embeds: [embed], components: buttons(session, coach) };
    },
    // A race's board has no picture: its standings are its text, and its runs' pictures are on their private boards.
    picture: () => null,
    hostedMove: handleRaceMove,
    actions: RACE_ACTIONS,
    // Its entrants move on their private boards: a race's custom id is always one of its own buttons.
    ownActionsOnly: true,
    schedule: handleRaceDeadlines,
    summary: () => ({
      title: 'Races',
      description:
        '`/race start <game> [options] [minutes]` opens a race in the channel: members Join, the opener Starts, and every entrant ' +
        'plays the same deal on a private board (**My board**). The public board shows how everyone stands, never a card. ' +
        'The race ends when everyone has finished or at its deadline; race runs are not ranked on the score boards.',
      color: COLORS.neutral,
    }),
  };
}
