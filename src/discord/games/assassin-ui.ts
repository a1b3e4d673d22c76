/** Royal Assassin's board and rules summary. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APIEmbed, type APIEmbedField } from 'discord.js';
import { cardLabel, cardName, suitName, suitSymbol } from '../../engine/cards.js';
import { assassin, type AssassinAction, type AssassinState, type AssassinView, type Column, type JokerView } from '../../games/assassin/index.js';
import type { Session } from '../../sessions/session.js';
import { actionId, type GameUi } from '../game-ui.js';
import { assassinRules } from './assassin-rules.js';
import { dealLine } from '../render/deal-line.js';
import { COLORS, type MessagePayload } from '../render/message.js';
import { truncate, userText } from '../render/text.js';

const COLUMNS: Column[] = ['S', 'C', 'D', 'H'];
const labels = (codes: string[]) => codes.map(cardLabel).join(' ');

function columnField(view: AssassinView, column: Column): APIEmbedField {
  const layers = view.columns[column];
  const lines = layers.map((layer, i) => {
    const cards = [layer.attack.length > 0 ? `⚔ ${labels(layer.attack)}` : '', layer.defence.length > 0 ? `🛡 ${labels(layer.defence)}` : ''].filter(Boolean).join(' ');
    const top = i === layers.length - 1;
    return `${top ? `**${cardLabel(layer.royal)} ${view.strengths[column]}**` : cardLabel(layer.royal)}${cards ? ` ${cards}` : ''}`;
  });
  const pairing = view.pairings[column] ? `\nattacked by ${suitSymbol(view.pairings[column]!)}` : '';
  const joker = view.jokers.some((j) => j.at === column) ? '\n🃏 the Joker waits here' : '';
  return { name: `${suitSymbol(column)} ${suitName(column)}`, value: layers.length > 0 ? truncate(`${lines.reverse().join('\n')}${pairing}${joker}`, 1024) : '— no Pretender', inline: true };
}

function jokerText(view: AssassinView): string {
  if (view.joker === 'available') return 'ready';
  if (view.joker === 'discarded') return 'discarded';
  if (view.joker === 'buried') return 'still in the cards';
  return `over ${suitName(view.joker)}`;
}

/** Where one Joker is, in words (`two-jokers`). */
function whereJoker(joker: JokerView): string {
  switch (joker.at) {
    case 'aside':
      return 'by your side, ready';
    case 'pending':
      return 'just turned up';
    case 'stock':
      return 'in the stockpile';
    case 'discarded':
      return 'discarded';
    case 'reserve':
      return joker.fromTop === 0 ? 'on top of the reserve, ready' : `in the reserve under ${joker.fromTop} card${joker.fromTop === 1 ? '' : 's'}`;
    default:
      return `over ${suitSymbol(joker.at)} ${suitName(joker.at)}`;
  }
}

/** The Joker's line of the board: one Joker's state, or with two Jokers where each one is. */
function jokersLine(view: AssassinView): string {
  if (view.jokers.length < 2) return `Joker ${jokerText(view)}`;
  return `Jokers: ${view.jokers.map((joker, i) => `🃏${i + 1} ${whereJoker(joker)}`).join(', ')}`;
}

function label(action: AssassinAction, view: AssassinView): string {
  switch (action.type) {
    case 'draw':
      return view.stock > 0 ? `Turn a card (${view.stock} left)` : 'Turn the reserve over';
    case 'attack':
      return `Attack ${suitSymbol(action.column)} ${cardLabel(view.columns[action.column].at(-1)?.royal ?? '')} with ${cardLabel(view.pending ?? '')}`;
    case 'reserve':
      return `${cardLabel(view.pending ?? '')} to the reserve`;
    case 'continue':
      return `Continue on ${suitSymbol(action.column)} with ${cardLabel(view.reserve.at(-1) ?? '')}`;
    case 'joker':
      return `Joker over ${suitSymbol(action.column)}`;
    case 'concede':
      return 'Concede (record the loss)';
  }
}

function style(action: AssassinAction): APIButtonComponentWithCustomId['style'] {
  if (action.type === 'attack' || action.type === 'continue') return ButtonStyle.Danger;
  if (action.type === 'joker') return ButtonStyle.Success;
  if (action.type === 'draw') return ButtonStyle.Primary;
  return ButtonStyle.Secondary;
}

function buttons(session: Session, state: AssassinState, view: AssassinView): MessagePayload['components'] {
  const all = assassin.legalActions(state).map((action): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style: style(action),
    label: label(action, view),
    custom_id: actionId(session, action),
  }));
  const rows: MessagePayload['components'] = [];
  for (let i = 0; i < all.length; i += 5) rows.push({ type: ComponentType.ActionRow, components: all.slice(i, i + 5) });
  return rows;
}

/** The note beside a concession: the plays left cannot kill a Royal. */
function conceding(state: AssassinState): string {
  return assassin.legalActions(state).some((a) => a.type === 'concede') ? '\nThe stockpile is out and no play left can kill a Royal: play on, or concede.' : '';
}

function headline(session: Session, view: AssassinView): string {
  const you = userText(session.ownerName, 60);
  if (!view.over) return `Royal Assassin · ${you}'s kingdom`;
  if (view.won) return `🏆 ${you} keeps the throne`;
  if (view.ruler === 'JK1') return '🃏 The Joker takes the throne!';
  return `👑 The ${cardName(view.ruler ?? '')} takes the throne`;
}

/** Royal Assassin in Discord. */
export const assassinUi: GameUi = {
  id: 'assassin',
  blurb: 'a patience game of Pretenders to the throne, with the Joker as your assassin; ranked (standard rules)',
  board(session) {
    const state = session.state as AssassinState; // checked by assassin.stateSchema when loaded
    const view = assassin.view(state) as AssassinView;
    const result = assassin.result(state);
    const setup = session.version === 0 ? `\nSetup placed ${view.setup.royals} Royals${view.setup.stopper ? `; the ${cardName(view.setup.stopper)} ended it` : ''}.` : '';
    const holiday = view.over && view.ruler === 'JK1' ? '\nHe declares a Royal Holiday: toast loudly, "Long live the King!"' : '';
    const description = view.over
      ? `**Score: ${result.score}**\n${result.summary ?? ''}${holiday}`
      : `${view.pending ? `Turned: **${cardLabel(view.pending)}** · ` : ''}Stockpile ${view.stock} · reserve ${view.reserve.length > 0 ? `top ${labels(view.reserve.slice(-3).reverse())}` : 'empty'} · ${jokersLine(view)}${setup}${conceding(state)}`;
    const fields = [
      ...COLUMNS.map((column) => columnField(view, column)),
      { name: 'Log', value: session.log.length > 0 ? truncate(session.log.join('\n'), 1024) : 'The Pretenders gather.' },
    ];
    const variants = view.variants.length > 0 ? ` · ${view.variants.join(', ')}` : '';
    return {
      embeds: [
        {
          title: truncate(headline(session, view), 256),
          description,
          color: view.over ? (view.won ? COLORS.good : COLORS.muted) : COLORS.neutral,
          fields,
          footer: { text: `${dealLine(session)}${variants} · ${view.royalsKilled} Royals killed · move ${session.version}` },
        } satisfies APIEmbed,
      ],
      components: view.over ? [] : buttons(session, state, view),
    };
  },
  rules(options?: unknown): APIEmbed {
    return assassinRules(options);
  },
};
