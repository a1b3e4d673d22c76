/**
 * The race board's buttons (Join, Leave, Start, Cancel, My board, Race again) and the clicks on an
 * entrant's private board. A custom id can be forged by anyone, so each click is only a question: the
 * race must be the channel's game and the very race the board was drawn for, and the race's own rules
 * (race.ts) or the entrant's stored run (race-runs.ts) answer it. A click on a private board is refused
 * only when that entrant's own board is out of date, never because another entrant moved.
 */
import { type Client, MessageFlags } from 'discord.js';
import type { RaceAction, RaceState } from '../../games/race/index.js';
import type { Session } from '../../sessions/session.js';
import type { ActOutcome } from '../../sessions/session-outcomes.js';
import type { Click } from '../actions/action.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import { askIfFatal } from '../actions/confirm.js';
import { updateBoard, updateRunBoard } from '../boards/boards.js';
import type { BotContext } from '../context.js';
import type { GameEntry } from '../game-entry.js';
import type { HostedMove } from '../game-ui.js';
import { displayName } from '../names.js';
import { refusalNotice, unknownComponentNotice } from '../notices.js';
import { settlesWithin } from '../play/start-game.js';
import { boardReply } from '../render/board-message.js';
import { ephemeral } from '../respond.js';
import { beginRace } from './begin.js';
import { changeRace, loadRace, RACE_EXPIRE, refreshStandings } from './change.js';
import { openRace } from './open.js';
import { drawRunBoard } from './run-board.js';

/** The answer to a race board's button whose race is not this channel's game (it is over and replaced, or forged). */
const otherRaceNotice = 'That race board is not the race in this channel now (it ended, or it never was). Nothing was changed.';

/** The entry of the race's game. */
function entryOf(ctx: BotContext, race: Session<RaceState>): GameEntry | undefined {
  return ctx.games.find((entry) => entry.rules.id === race.state.game);
}

/** Answers a change of the race: the board redrawn with it, or why it was not made. */
async function answerChange(interaction: ComponentInteraction, ctx: BotContext, outcome: ActOutcome): Promise<boolean> {
  if (outcome.kind !== 'applied') {
    await interaction.reply(ephemeral(refusalNotice(outcome)));
    return false;
  }
  await updateBoard(interaction, ctx, outcome.session, ctx.races.ui);
  return true;
}

/** How long My board waits for the entrant's board to be drawn before it defers its answer (Discord allows 3 s). */
const BOARD_WAIT_MS = 1_500;

/** Shows the entrant their own board, dealt the first time they ask; a dismissed one comes back where it stands. */
async function showMine(interaction: ComponentInteraction, ctx: BotContext, session: Session<RaceState>): Promise<void> {
  const entrant = session.state.entrants.find((candidate) => candidate.id === interaction.user.id);
  const entry = entryOf(ctx, session);
  if (!entrant || !entry || session.state.seed === null) {
    await interaction.reply(ephemeral('You are not in this race. Join the next one before it starts.'));
    return;
  }
  const options = entrant.options ?? session.state.options;
  const run = await ctx.races.runs.open(session, entry.rules, session.state.seed, { ...entrant, options });
  // A board whose picture is slow to draw (a busy machine) is answered late: the answer is deferred first.
  const drawing = drawRunBoard(ctx, entry, run.session);
  if (!(await settlesWithin(drawing, BOARD_WAIT_MS))) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const board = boardReply(await drawing);
  const message = interaction.deferred
    ? await interaction.editReply(board)
    : (await interaction.reply({ ...board, flags: MessageFlags.Ephemeral, withResponse: true })).resource?.message;
  if (message) ctx.desk.noteRunBoard(run.session.id, message.id, interaction.token);
  if (run.session.version === 0)
    ctx.races.touch(session.id, () => refreshStandings(interaction.client, ctx, session.channelId, session.id));
}

/** Race again: a new race of the same game and options, opened by the clicker, its entrants asked to join. */
async function again(interaction: ComponentInteraction, ctx: BotContext, session: Session<RaceState>): Promise<void> {
  if (session.state.status !== 'over') {
    await interaction.reply(ephemeral('This race is not over yet.'));
    return;
  }
  const entrant = session.state.entrants.find((candidate) => candidate.id === interaction.user.id);
  const invited = session.state.entrants.map((candidate) => candidate.id).filter((id) => id !== interaction.user.id);
  await openRace(interaction, ctx, {
    previousId: session.id,
    game: session.state.game,
    options: session.state.options,
    minutes: session.state.minutes,
    seed: null,
    ownerOptions: entrant?.options ?? null,
    invited,
  });
}

/** The race a race board's button names, when it is this channel's game; otherwise the clicker is told privately. */
export async function raceOfClick({ interaction, ctx, id }: Click): Promise<Session<RaceState> | null> {
  const session = Object.keys(id.action).length === 1 ? await loadRace(ctx, interaction.channelId, id.sessionId) : null;
  if (!session) await interaction.reply(ephemeral(Object.keys(id.action).length === 1 ? otherRaceNotice : unknownComponentNotice));
  return session;
}

/**
 * True when the race's last change is this very member's press of this very button on the board as it
 * was drawn then: a double click, acknowledged quietly as a repeated move is.
 */
function isDoubleClick(race: Session, { interaction, id }: Click): boolean {
  const last = race.lastMove;
  if (!last || last.by !== interaction.user.id || last.drawnAt !== id.version) return false;
  return typeof last.action === 'object' && last.action !== null && 'type' in last.action && last.action.type === id.action.type;
}

/** Answers a race button's change: the board redrawn with it, nothing for a double click, or why it was not made. */
async function answerRaceChange(click: Click, outcome: ActOutcome): Promise<boolean> {
  if (outcome.kind !== 'applied' && 'session' in outcome && isDoubleClick(outcome.session, click)) {
    await click.interaction.deferUpdate();
    return false;
  }
  return answerChange(click.interaction, click.ctx, outcome);
}

/** A race board's button that changes the race by `change` (null when it answered the click itself). */
function raceButton(change: (click: Click, race: Session<RaceState>) => Promise<ActOutcome | null>) {
  return async (click: Click): Promise<void> => {
    const race = await raceOfClick(click);
    const outcome = race ? await change(click, race) : null;
    if (race && outcome && (await answerRaceChange(click, outcome)) && click.id.action.type === 'decline')
      await click.ctx.work.cancel(RACE_EXPIRE, race.id);
  };
}

/** The race's change for the clicker's press of a button drawn at the click's version. */
function changeFor({ interaction, ctx, id }: Click, race: Session<RaceState>, action: RaceAction): Promise<ActOutcome> {
  return changeRace(ctx, interaction.channelId, race.id, interaction.user.id, action, id.version);
}

/** Join: a member enters an open race (in a game where each plays their own character, with `/race join`). */
export const joinRace = raceButton(async (click, race) => {
  const { interaction, ctx } = click;
  if (entryOf(ctx, race)?.command.startOptions?.character && race.state.status === 'open') {
    const game = race.state.game;
    await interaction.reply(ephemeral(`In this race each entrant plays their own character: join with \`/race join ${game}\` and yours.`));
    return null;
  }
  return changeFor(click, race, { type: 'join', name: displayName(interaction.user, interaction.member), options: null });
});

/** Leave: an entrant leaves an open race. */
export const leaveRace = raceButton((click, race) => changeFor(click, race, { type: 'leave' }));

/** Cancel: the opener cancels an open race. */
export const cancelRace = raceButton((click, race) => changeFor(click, race, { type: 'cancel' }));

/** Decline: the challenged member turns a challenge down (or its opener withdraws it). */
export const declineRace = raceButton((click, race) => changeFor(click, race, { type: 'decline' }));

/** Start: the opener starts the race. */
export const startRace = raceButton((click, race) => beginRace(click.interaction, click.ctx, race, { accept: false }, click.id.version));

/** Accept: the challenged member takes the challenge up and the race starts at once. */
export const acceptRace = raceButton(async (click, race) => {
  const { interaction, ctx } = click;
  if (
    entryOf(ctx, race)?.command.startOptions?.character &&
    race.state.challenged === interaction.user.id &&
    race.state.status === 'open'
  ) {
    const game = race.state.game;
    await interaction.reply(ephemeral(`In this race each plays their own character: accept with \`/race join ${game}\` and yours.`));
    return null;
  }
  return beginRace(interaction, ctx, race, { accept: true, options: null }, click.id.version);
});

/** My board: an entrant's own board of a running race, privately. */
export async function showMyRaceBoard(click: Click): Promise<void> {
  const race = await raceOfClick(click);
  if (!race) return;
  if (race.state.status !== 'running') {
    await click.interaction.reply(ephemeral('This race is not running: there is no board to play.'));
    return;
  }
  await showMine(click.interaction, click.ctx, race);
}

/** Race again: a new race of the same game and options once this one is over. */
export async function raceAgain(click: Click): Promise<void> {
  const race = await raceOfClick(click);
  if (race) await again(click.interaction, click.ctx, race);
}

/** Why a click on a private board was not made, in a race's words. */
function raceRefusal(outcome: Exclude<ActOutcome, { kind: 'applied' }>): string {
  switch (outcome.kind) {
    case 'none':
      return 'You have no board in this race: only its entrants play it. Nothing was changed.';
    case 'other-game':
      return "That is another entrant's board: click **My board** on the race board for yours. Nothing was changed.";
    default:
      return refusalNotice(outcome);
  }
}

/**
 * Answers a click on a race run's private board (the channel's game is the race `race`): the entrant's
 * own stored run decides, and the race board's standings follow within two seconds.
 */
export async function handleRaceMove({ interaction, ctx, id, action, sure, host: race }: HostedMove<RaceState>): Promise<void> {
  const entry = entryOf(ctx, race);
  if (!entry || entry.rules.id !== id.game) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  if (race.state.status !== 'running') {
    await interaction.reply(ephemeral('This race is over: its boards can no longer be played. Nothing was changed.'));
    return;
  }
  if (!sure) {
    const run = await ctx.races.runs.load(race.id, interaction.user.id);
    if (run && (await askIfFatal(interaction, run, id, action))) return;
  }
  const request = {
    channelId: interaction.channelId,
    actor: interaction.user.id,
    action,
    game: id.game,
    sessionId: id.sessionId,
    version: id.version,
  };
  const outcome = await ctx.races.runs.act(race.id, request);
  if (outcome.kind === 'repeated') {
    await interaction.deferUpdate();
    return;
  }
  if (outcome.kind === 'stale' && interaction.message.flags.has(MessageFlags.Ephemeral)) {
    const note = 'That board was out of date, so nothing was changed: here it is as it stands.';
    await interaction.update(boardReply(await drawRunBoard(ctx, entry, outcome.session, note)));
    return;
  }
  if (outcome.kind !== 'applied') {
    await interaction.reply(ephemeral(raceRefusal(outcome)));
    return;
  }
  // On a confirmation ("this ends your run"), the question becomes the board, and the board it was asked from shows the move too.
  await updateRunBoard(interaction, ctx, outcome.session.id, await drawRunBoard(ctx, entry, outcome.session));
  afterMove(interaction.client, ctx, race);
}

/** After an entrant's move the standings follow; the edit that brings them up to date closes the race once everyone has finished. */
function afterMove(client: Client, ctx: BotContext, race: Session<RaceState>): void {
  ctx.races.touch(race.id, () => refreshStandings(client, ctx, race.channelId, race.id));
}
