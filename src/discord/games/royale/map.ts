/**
 * Risus Royale's map on a board: each space in words, the map as text (during a battle, without the picture), and the map's controls: a
 * grid of buttons, each pile as the player knows it, or with the picture, which draws the map, a button for each move alone, named by
 * its direction (docs/pictures.md, Compact boards).
 */
import { type APIButtonComponent, ButtonStyle, ComponentType } from 'discord.js';
import { cardLabel } from '../../../engine/cards.js';
import { capitalised } from '../../../engine/words.js';
import type { RoyaleMove, RoyaleView, SpaceView } from '../../../games/royale/index.js';
import type { Session } from '../../../sessions/session.js';
import { actionId, type BoardOptions } from '../../game-ui.js';
import { withPictureOn } from '../../render/compact.js';
import { LIMITS, type MessagePayload } from '../../render/message.js';
import { riskStyle } from '../../render/risk.js';

/** What the map shows of a space: you (★), cleared (✓), its face-up card (⚑ when the opponent counts for the goal), or face down (?). */
function spaceText(space: SpaceView): string {
  const card = space.card ? `${cardLabel(space.card)}${space.goal ? '⚑' : ''}` : '';
  if (space.here) return `★${card}`;
  if (space.state === 'cleared') return '✓';
  return card || '?';
}

/**
 * What a map button says of its pile, as far as the player knows it, so the map plays without the
 * picture: "Face down", "✓ Cleared", "9♦ creature", "K♣ opponent ⚑", and "★ You · ✓ cleared" where they stand.
 */
function spaceLabel(space: SpaceView, marks: MapMarks): string {
  const [mark, words] =
    space.state === 'cleared'
      ? ['✓ ', 'cleared']
      : space.state === 'hidden'
        ? ['', 'face down']
        : ['', `${cardLabel(space.card ?? '')} ${space.state === 'guard' ? 'creature' : 'opponent'}${space.goal ? ' ⚑' : ''}`];
  const who = [...(space.here ? [marks.here] : []), ...(marks.other?.cell === space.cell ? [marks.other.label] : [])];
  return who.length > 0 ? `${who.join(' · ')} · ${mark}${words}` : `${mark}${capitalised(words)}`;
}

/** Who the map's buttons show standing where: the player to act ("★ You" in a solo run) and, in a duel, the other player. */
export interface MapMarks {
  here: string;
  other?: { cell: number; label: string };
}

/** A solo run's map marks: the player alone. */
const SOLO_MARKS: MapMarks = { here: '★ You' };

/** The legend of the map's symbols. */
export const LEGEND = '★ you · ✓ cleared · ? face down · ⚑ counts for your goal';

/** What the map's buttons leave to a note: the mark of a goal opponent. */
export const GOAL_MARK = '⚑ marks a face-up opponent your goal counts.';

/** The map as text, a row of spaces a line, in code spans so the columns line up. */
export function mapText(view: RoyaleView): string {
  return [0, 1, 2, 3]
    .map((r) =>
      view.map
        .slice(r * 4, r * 4 + 4)
        .map((s) => `\`${spaceText(s).padEnd(5)}\``)
        .join(' '),
    )
    .join('\n');
}

/** How a move onto a space ends the run for certain, or may: "☠ cuts off your goal", "⚠ dead end". */
function spaceMark(move: RoyaleMove): string {
  if (move.cutOff) return ' ☠ cuts off your goal';
  if (move.lastTurn) return ` ${move.endsRun ? '☠' : '⚠'} last turn`;
  return move.deadEnd ? ' ⚠ dead end' : '';
}

/** The lines under the prompt that explain the marks on the map's moves, when there are any. */
export function spaceNotes(moves: readonly RoyaleMove[]): string {
  const notes = [
    ...(moves.some((m) => m.cutOff)
      ? [
          '☠ cuts off your goal: from there your goal can no longer be met (an ' +
            'opponent it needs is out of reach), and the run is lost at once.',
        ]
      : []),
    ...(moves.some((m) => m.deadEnd && !m.cutOff)
      ? [
          '⚠ dead end: no uncleared space beyond it. Beaten there or clearing it, you ' +
            'cannot move on: the run ends there unless clearing it meets your goal.',
        ]
      : []),
    ...(moves.some((m) => m.lastTurn && !m.cutOff)
      ? ['Last turn: after its battle the run ends unless your goal is met (☠: it cannot be).']
      : []),
  ];
  return notes.map((note) => `\n${note}`).join('');
}

/** A map button for a space: disabled where no move goes, else the move with what it risks. */
function spaceButton(session: Session, space: SpaceView, move: RoyaleMove | undefined, label: string): APIButtonComponent {
  if (!move)
    return {
      type: ComponentType.Button,
      style: space.here ? ButtonStyle.Success : ButtonStyle.Secondary,
      label,
      custom_id: actionId(session, { type: 'space', cell: space.cell }),
      disabled: true,
    };
  return {
    type: ComponentType.Button,
    style: move.risk === 'danger' ? riskStyle('danger') : ButtonStyle.Primary,
    label: `${move.action.type === 'retreat' ? '↩ ' : ''}${label}${spaceMark(move)}`,
    custom_id: actionId(session, move.action),
  };
}

/** The edge spaces by where they lie on the map, as a player entering it would name them. */
const EDGE_NAMES: Record<number, string> = {
  0: 'Top left',
  1: 'Top, 2nd',
  2: 'Top, 3rd',
  3: 'Top right',
  4: 'Left, 2nd',
  8: 'Left, 3rd',
  7: 'Right, 2nd',
  11: 'Right, 3rd',
  12: 'Bottom left',
  13: 'Bottom, 2nd',
  14: 'Bottom, 3rd',
  15: 'Bottom right',
};

/** The way from one space to a space around it (diagonals included), as an arrow: "↑", "↘". */
function direction(from: number, to: number): string {
  const rows = Math.sign(Math.floor(to / 4) - Math.floor(from / 4)) + 1;
  const columns = Math.sign((to % 4) - (from % 4)) + 1;
  return [
    ['↖', '↑', '↗'],
    ['←', '·', '→'],
    ['↙', '↓', '↘'],
  ][rows]![columns]!;
}

/**
 * The map's controls. Without the picture, a 4 x 4 grid of buttons: each pile as the player
 * knows it, the moves open enabled and marked with what they risk. With the picture on the map, which draws it and marks the spaces open,
 * the moves alone (up to eight, diagonals included), each named by its direction from the player ("↑ Face down", "↩ ↘ 9♦ creature"),
 * and before the player has entered, the edge spaces open, named by where they lie and their card if face up ("Top left · J♣ ⚑").
 */
export function mapButtons(
  session: Session,
  view: RoyaleView,
  options: BoardOptions | undefined,
  marks: MapMarks = SOLO_MARKS,
): MessagePayload['components'] {
  const byCell = new Map(view.moves.flatMap((move) => ('cell' in move.action ? [[move.action.cell, move] as const] : [])));
  if (withPictureOn(options) && view.position >= 0) {
    const buttons = view.map
      .filter((space) => byCell.has(space.cell))
      .map((space) =>
        spaceButton(session, space, byCell.get(space.cell), `${direction(view.position, space.cell)} ${spaceLabel(space, marks)}`),
      );
    const rows: MessagePayload['components'] = [];
    for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow)
      rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + LIMITS.buttonsPerRow) });
    return rows;
  }
  if (withPictureOn(options)) {
    // Entering the map: the edge spaces open, named by where they lie, in three rows as they lie (top, sides, bottom).
    const sides = (cells: number[]) => cells.filter((cell) => byCell.has(cell));
    return [sides([0, 1, 2, 3]), sides([4, 8, 7, 11]), sides([12, 13, 14, 15])]
      .filter((cells) => cells.length > 0)
      .map((cells) => ({
        type: ComponentType.ActionRow,
        components: cells.map((cell) => {
          const space = view.map[cell]!;
          const card = space.card ? ` · ${cardLabel(space.card)}${space.goal ? ' ⚑' : ''}` : '';
          return spaceButton(session, space, byCell.get(cell), `${EDGE_NAMES[cell]}${card}`);
        }),
      }));
  }
  return [0, 1, 2, 3].map((r) => ({
    type: ComponentType.ActionRow,
    components: view.map
      .slice(r * 4, r * 4 + 4)
      .map((space) => spaceButton(session, space, byCell.get(space.cell), spaceLabel(space, marks))),
  }));
}
