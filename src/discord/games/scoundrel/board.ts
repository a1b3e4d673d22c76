/** Scoundrel's board. */
import { type APIButtonComponentWithCustomId, type APIEmbedField, ComponentType } from 'discord.js';
import { cardLabel } from '../../../engine/cards.js';
import { count, signed } from '../../../engine/words.js';
import { kindOf, valueOf } from '../../../games/scoundrel/cards.js';
import { type ScoundrelMove, type ScoundrelState, type ScoundrelView, scoundrel } from '../../../games/scoundrel/index.js';
import type { Session } from '../../../sessions/session.js';
import { actionId, type BoardOptions, type GameUi } from '../../game-ui.js';
import { drawn, recentLog, shown, shownLines, withPictureOn } from '../../render/compact.js';
import { dealLine, movesMade } from '../../render/deal-line.js';
import { COLORS, type MessagePayload } from '../../render/message.js';
import { riskStyle, YOU_DIE } from '../../render/risk.js';
import { bar, userText } from '../../render/text.js';
import { scoundrelSummary } from './summary.js';

const KIND_NAMES = { monster: 'Monster', weapon: 'Weapon', potion: 'Potion' } as const;

function roomLine(code: string): string {
  return `**${cardLabel(code)}** ${KIND_NAMES[kindOf(code)]} ${valueOf(code)}`;
}

function weaponText(view: ScoundrelView): string {
  if (view.weapon === null) return 'None: monsters hit you for their full value.';
  const chain = view.slain.length > 0 ? `\nSlain: ${view.slain.map(cardLabel).join(' → ')}` : '';
  const reach = view.weaponLimit === null ? 'hits any monster' : `hits monsters up to ${view.weaponLimit}`;
  return `**${cardLabel(view.weapon)}** (${reach})${chain}`;
}

function turnText(view: ScoundrelView): string {
  const parts = [view.dungeon > 0 ? `${view.faced} of 3 cards faced` : `last room: face every card`];
  if (view.potionUsed) parts.push('potion used');
  if (view.lastTurnAvoided && view.faced === 0) parts.push('last room avoided');
  return parts.join(' · ');
}

/** A health change as a button shows it: "−9 ❤", "+2 ❤". */
function hearts(change: number): string {
  return `${signed(change, true)} ❤`;
}

/** What a button says: the move, then what it costs or heals, and "you die" when it kills. */
function label(move: ScoundrelMove, view: ScoundrelView): string {
  const { action } = move;
  if (action.type === 'avoid') return 'Avoid room';
  const code = cardLabel(action.card);
  const kind = kindOf(action.card);
  if (kind === 'weapon') return move.replaces ? `Equip ${code} (replaces ${cardLabel(move.replaces)})` : `Equip ${code}`;
  if (kind === 'potion') {
    if (move.noEffect === 'potion-used') return `Drink ${code} (wasted: potion already drunk this turn)`;
    if (move.noEffect === 'full-health') return `Drink ${code} (no effect at full health)`;
    return `Drink ${code} (${hearts(move.health)})`;
  }
  const cost = move.health === 0 ? 'no damage' : hearts(move.health);
  const stakes = move.endsRun
    ? `${cost}: ${YOU_DIE}`
    : move.weaponThenHits !== null
      ? `${cost}, weapon then hits ≤ ${move.weaponThenHits}`
      : cost;
  if (action.weapon) return `Fight ${code} with ${cardLabel(view.weapon ?? '')} (${stakes})`;
  return `${view.weaponTargets.includes(action.card) ? '' : 'Fight '}${code} barehanded (${stakes})`;
}

/** Row 1: the main choice for each room card; row 2: barehanded alternatives and "Avoid room". */
function buttons(session: Session, view: ScoundrelView): MessagePayload['components'] {
  const button = (move: ScoundrelMove): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style: riskStyle(move.risk),
    label: label(move, view),
    custom_id: actionId(session, move.action),
  });
  const isMain = ({ action }: ScoundrelMove) =>
    action.type === 'face' && (action.weapon === true || !view.weaponTargets.includes(action.card));
  return [view.moves.filter(isMain), view.moves.filter((move) => !isMain(move))]
    .filter((row) => row.length > 0)
    .map((row) => ({ type: ComponentType.ActionRow, components: row.map(button) }));
}

/** The board mid-run: with the picture, only the newest of the log and the footer are left of the text (the picture draws the rest). */
function playing(session: Session, view: ScoundrelView, options: BoardOptions | undefined): MessagePayload {
  const fields = shown<APIEmbedField>(options, [
    drawn({ name: 'Room', value: view.room.map(roomLine).join('\n') }),
    drawn({ name: 'Weapon', value: weaponText(view), inline: true }),
    drawn({ name: 'Dungeon', value: `${count(view.dungeon, 'card')} left`, inline: true }),
    drawn({ name: 'This turn', value: turnText(view), inline: true }),
    { name: 'Log', value: session.log.length > 0 ? recentLog(options, session.log).join('\n') : 'You step into the dungeon.' },
  ]);
  const color = view.health > 12 ? COLORS.good : view.health > 6 ? COLORS.warning : COLORS.danger;
  const description = shownLines(options, [drawn(`❤️ **${view.health}** / ${view.maxHealth}  ${bar(view.health, view.maxHealth)}`)]);
  return {
    embeds: [
      {
        title: `Scoundrel · ${userText(session.ownerName, 80)}'s run`,
        ...(description === undefined ? {} : { description }),
        color,
        fields,
        footer: { text: `${dealLine(session)} · weapon rule: ${view.weaponRule} · move ${movesMade(session)}` },
      },
    ],
    components: buttons(session, view),
  };
}

/**
 * The game-over board: the score and how it was counted in words, the weapon and health (left to the picture when it goes too), and the
 * log, which the result in words ends on a board sent with its picture.
 */
function finished(session: Session, state: ScoundrelState, view: ScoundrelView, options: BoardOptions | undefined): MessagePayload {
  const result = scoundrel.result(state);
  const headline = view.won
    ? `🏆 ${userText(session.ownerName, 80)} cleared the dungeon`
    : `💀 ${userText(session.ownerName, 80)} was slain`;
  return {
    embeds: [
      {
        title: `Scoundrel · ${headline}`,
        description: `**Score: ${signed(view.score ?? 0)}**\n${result.summary ?? ''}`,
        color: view.won ? COLORS.good : COLORS.muted,
        fields: shown<APIEmbedField>(options, [
          drawn({ name: 'Weapon', value: weaponText(view), inline: true }),
          drawn({ name: 'Health', value: `❤️ ${signed(view.health)} / ${view.maxHealth}`, inline: true }),
          !withPictureOn(options) && { name: 'Log', value: session.log.length > 0 ? session.log.join('\n') : '—' },
        ]),
        footer: { text: `${dealLine(session)} · weapon rule: ${view.weaponRule} · ${movesMade(session)} moves` },
      },
    ],
    components: [],
  };
}

/** Scoundrel in Discord. */
export const scoundrelBoard: GameUi<ScoundrelState> = {
  blurb: 'a solo roguelike through a dungeon of 44 cards; ranked by score',
  dailyOptions: { weaponRule: 'lenient' },
  standing(state) {
    const view = scoundrel.view(state);
    return `${count(view.dungeon, 'card')} left in the dungeon · ❤️ ${view.health}`;
  },
  board(session, options) {
    const view = scoundrel.view(session.state);
    return view.over ? finished(session, session.state, view, options) : playing(session, view, options);
  },
  summary: scoundrelSummary,
};
