/** Royal Assassin's board and rules summary. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APIEmbed, type APIEmbedField } from 'discord.js';
import { cardLabel, cardName, suitName, suitSymbol } from '../../engine/cards.js';
import { assassin, type AssassinAction, type AssassinState, type AssassinView, type Column } from '../../games/assassin/index.js';
import type { Session } from '../../sessions/session.js';
import { actionId, type GameUi } from '../game-ui.js';
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
  const joker = view.joker === column ? '\n🃏 the Joker waits here' : '';
  return { name: `${suitSymbol(column)} ${suitName(column)}`, value: layers.length > 0 ? truncate(`${lines.reverse().join('\n')}${pairing}${joker}`, 1024) : '— no Pretender', inline: true };
}

function jokerText(view: AssassinView): string {
  if (view.joker === 'available') return 'ready';
  if (view.joker === 'discarded') return 'discarded';
  if (view.joker === 'buried') return 'still in the cards';
  return `over ${suitName(view.joker)}`;
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
  blurb: 'a patience game of Pretenders to the throne, with the Joker as your assassin; ranked',
  board(session) {
    const state = session.state as AssassinState; // checked by assassin.stateSchema when loaded
    const view = assassin.view(state) as AssassinView;
    const result = assassin.result(state);
    const setup = session.version === 0 ? `\nSetup placed ${view.setup.royals} Royals${view.setup.stopper ? `; the ${cardName(view.setup.stopper)} ended it` : ''}.` : '';
    const holiday = view.over && view.ruler === 'JK1' ? '\nHe declares a Royal Holiday: toast loudly, "Long live the King!"' : '';
    const description = view.over
      ? `**Score: ${result.score}**\n${result.summary ?? ''}${holiday}`
      : `${view.pending ? `Turned: **${cardLabel(view.pending)}** · ` : ''}Stockpile ${view.stock} · reserve ${view.reserve.length > 0 ? `top ${labels(view.reserve.slice(-3).reverse())}` : 'empty'} · Joker ${jokerText(view)}${setup}`;
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
  rules(): APIEmbed {
    return {
      title: 'Royal Assassin: how the bot plays it',
      color: COLORS.neutral,
      description: 'Kill every Pretender to the throne before your stockpile runs out. The Joker, your Royal Assassin, helps.',
      fields: [
        { name: 'Setup (automatic)', value: 'Cards are turned: number cards (Aces too) to the reserve, Royals to their suit\'s column. After each Royal, the next number card (not an Ace) ends the setup if it is at most the number of Royals up.' },
        { name: 'Attacks', value: 'Turn a card. A Royal joins its column at once, on top: the new Pretender. A number card may attack the Pretender of a column of the other colour (black attacks red, red attacks black), or go on the reserve. A column is attacked by one suit at a time and a suit attacks one column. Attacks begin from the stockpile; the reserve\'s top card may continue an attack of its own suit.' },
        { name: 'Defence and death', value: 'K 13, Q 12, J 11, Aces 11, other cards their value. An attacked Pretender takes cards of its own suit from the top of the reserve while its defence is at most the attack; when the defence reaches the attack, both are discarded. A Pretender at 0 or less dies and the Royal beneath takes over.' },
        { name: 'The Joker', value: 'Place him over a column of two or more Royals whose Pretender is under attack: when that Pretender dies, every Royal of the column dies, and the Joker comes back to you.' },
        { name: 'The end', value: 'Win the moment no Royal is face up (score: 100 + stockpile cards left). Lose when the stockpile is out and no play is left: the highest Pretender takes the throne (then the strongest, then the largest entourage; if all tie, the Joker).' },
        { name: 'Commands', value: '`/assassin start [seed] [variants]` · `/assassin daily` · `/game show` · `/game end`. Variants, comma-separated: two-jokers, four-royals, aces-low-after-play, exact-cancel, royal-beneath, joker-discarded, recycle-reserve.' },
      ],
      footer: { text: 'Royal Assassin © 1996-2004 Mark R. Brown, Creative Commons.' },
    };
  },
};
