/** Royal Assassin's board. */
import { type APIButtonComponentWithCustomId, type APIEmbed, type APIEmbedField, ComponentType } from 'discord.js';
import { cardLabel, cardName, isJoker, rankOf, suitName, suitOf, suitSymbol } from '../../../engine/cards.js';
import { count, signed } from '../../../engine/words.js';
import {
  type AssassinMove,
  type AssassinState,
  type AssassinView,
  assassin,
  type Column,
  type PretenderChange,
} from '../../../games/assassin/index.js';
import { jokerPlace } from '../../../games/assassin/joker-place.js';
import type { Session } from '../../../sessions/session.js';
import { actionId, type GameUi } from '../../game-ui.js';
import { drawn, recentLog, shown, shownLines, withPictureOn } from '../../render/compact.js';
import { dealLine, movesMade } from '../../render/deal-line.js';
import { COLORS, LIMITS, type MessagePayload } from '../../render/message.js';
import { riskStyle } from '../../render/risk.js';
import { truncate, userText } from '../../render/text.js';
import { assassinSummary } from './summary.js';

const COLUMNS: Column[] = ['S', 'C', 'D', 'H'];
const labels = (codes: string[]) => codes.map(cardLabel).join(' ');

function columnField(view: AssassinView, column: Column): APIEmbedField {
  const layers = view.columns[column];
  const lines = layers.map((layer, i) => {
    const cards = [layer.attack.length > 0 ? `⚔ ${labels(layer.attack)}` : '', layer.defence.length > 0 ? `🛡 ${labels(layer.defence)}` : '']
      .filter(Boolean)
      .join(' ');
    const top = i === layers.length - 1;
    return `${top ? `**${cardLabel(layer.royal)} ${view.strengths[column]}**` : cardLabel(layer.royal)}${cards ? ` ${cards}` : ''}`;
  });
  const pairing = view.pairings[column] ? `\nattacked by ${suitSymbol(view.pairings[column]!)}` : '';
  const joker = view.jokers.some((j) => j.at === column) ? '\n🃏 the Joker waits here' : '';
  return {
    name: `${suitSymbol(column)} ${suitName(column)}`,
    value: layers.length > 0 ? truncate(`${lines.reverse().join('\n')}${pairing}${joker}`, 1024) : '— no Pretender',
    inline: true,
  };
}

function jokerText(view: AssassinView): string {
  if (view.joker === 'available') return 'ready';
  if (view.joker === 'discarded') return 'discarded';
  if (view.joker === 'buried') return 'still in the cards';
  return `over ${suitName(view.joker)}`;
}

/** The Joker's line of the board: one Joker's state, or with two Jokers where each one is. */
function jokersLine(view: AssassinView): string {
  if (view.jokers.length < 2) return `Joker ${jokerText(view)}`;
  return `Jokers: ${view.jokers.map((joker, i) => `🃏${i + 1} ${jokerPlace(joker)}`).join(', ')}`;
}

/** Who takes the throne, as a button says it: "K♠", "the Joker". */
function throne(code: string): string {
  return code === 'JK1' ? 'the Joker' : cardLabel(code);
}

/** "her" for a Queen, "him" for a King or a Jack. */
function pronoun(royal: string): 'her' | 'him' {
  return rankOf(royal) === 'Q' ? 'her' : 'him';
}

/** The Royals of a column dying together: "both ♠ Royals", "all 3 ♠ Royals". */
function wholeColumn(n: number, column: Column): string {
  return `${n === 2 ? 'both' : `all ${n}`} ${suitSymbol(column)} Royals`;
}

/** A Pretender who takes cards from the reserve: "Q♠ takes it: 5 → 12", "J♣ takes 3♣ 4♣: cancelled, back to 11". */
function takes(change: PretenderChange, played: string | null): string {
  const what = change.defence.length === 1 && change.defence[0] === played ? 'it' : labels(change.defence);
  const then = change.cancelled ? `cancelled, back to ${change.after}` : `${change.before} → ${change.after}`;
  return `${cardLabel(change.royal)} takes ${what}: ${then}`;
}

/**
 * What an attack does to its Pretender: "kills her", "strength 12 → 6, 2♣ defends: 8",
 * "strength 13 → 7, 6♥ defends: cancelled, back to 13"; `short` keeps only the end of it.
 */
function attackFate(change: PretenderChange, move: AssassinMove, short: boolean): string {
  if (change.after === null) {
    const column = move.kills.filter((royal) => suitOf(royal) === change.column).length;
    const killed = column > 1 ? `the Joker kills ${wholeColumn(column, change.column)}` : `kills ${pronoun(change.royal)}`;
    return change.next && !short ? `${killed}; ${cardLabel(change.next.royal)} takes over at ${change.next.strength}` : killed;
  }
  if (short) return change.cancelled ? `cancelled, back to ${change.after}` : `strength ${change.before} → ${change.after}`;
  const hit = `strength ${change.before} → ${change.hit}`;
  const defends = change.defence.length > 0 ? `, ${labels(change.defence)} ${change.defence.length === 1 ? 'defends' : 'defend'}` : '';
  if (change.cancelled) return `${hit}${defends}: cancelled, back to ${change.after}`;
  if (change.after === change.hit) return hit;
  return defends ? `${hit}${defends}: ${change.after}` : `${hit}, then ${change.after}`;
}

/** How a button's stakes end when the play ends the game: "you win", "you lose to K♠". */
function ending(move: AssassinMove): string[] {
  if (move.wins) return ['you win'];
  return move.endsRun && move.ruler ? [`you lose to ${throne(move.ruler)}`] : [];
}

/** Pretenders other than the one aimed at who take cards from the reserve because of the play. */
function sideEffects(move: AssassinMove, aimed: Column | null, played: string | null): string[] {
  return move.changes.filter((c) => c.column !== aimed && c.defence.length > 0).map((c) => takes(c, played));
}

/**
 * A button's words: the play, then its stakes in brackets. The fullest wording that fits a button
 * is used: first without the side effects on other Pretenders, then with only the end of the attack;
 * how the game ends is never left out.
 */
function fitted(play: string, wordings: string[][]): string {
  const texts = wordings.map((parts) => (parts.length > 0 ? `${play} (${parts.join('; ')})` : play));
  return texts.find((text) => text.length <= LIMITS.buttonLabel) ?? truncate(texts.at(-1)!, LIMITS.buttonLabel);
}

/** What a button says: the play, then what it does to the Pretenders and whether it ends the game. */
function label(move: AssassinMove, view: AssassinView): string {
  const { action } = move;
  switch (action.type) {
    case 'draw':
      if (view.stock === 0) return `Turn the reserve over (${count(view.reserve.length, 'card')})`;
      return view.stock === 1 ? 'Turn the last card' : `Turn a card (${view.stock} left)`;
    case 'attack':
    case 'continue': {
      const played = action.type === 'attack' ? view.pending : (view.reserve.at(-1) ?? null);
      const target = move.changes.find((c) => c.column === action.column);
      const play =
        `${action.type === 'attack' ? 'Attack' : 'Continue on'} ` + `${cardLabel(target?.royal ?? '')} with ${cardLabel(played ?? '')}`;
      const fate = (short: boolean) => (target ? [attackFate(target, move, short)] : []);
      const sides = sideEffects(move, action.column, played);
      return fitted(play, [
        [...fate(false), ...sides, ...ending(move)],
        [...fate(false), ...ending(move)],
        [...fate(true), ...ending(move)],
      ]);
    }
    case 'reserve': {
      const card = view.pending ?? '';
      const sides = sideEffects(move, null, card);
      return fitted(`${isJoker(card) ? 'Joker' : cardLabel(card)} to the reserve`, [
        [...sides, ...ending(move)],
        [...sides.slice(0, 1), ...ending(move)],
        ending(move),
      ]);
    }
    case 'joker': {
      const target = move.changes.find((c) => c.column === action.column);
      const royal = target?.royal ?? '';
      const deaths =
        `${cardLabel(royal)} at ${target?.before}: kill ${pronoun(royal)} ` + `and ${wholeColumn(move.jokerKills ?? 0, action.column)} die`;
      const sides = sideEffects(move, action.column, null);
      return fitted(`Joker over ${suitSymbol(action.column)}`, [
        [deaths, ...sides, ...ending(move)],
        [deaths, ...ending(move)],
      ]);
    }
    case 'concede':
      return 'Concede (record the loss)';
  }
}

function buttons(session: Session, view: AssassinView): MessagePayload['components'] {
  const all = view.moves.map(
    (move): APIButtonComponentWithCustomId => ({
      type: ComponentType.Button,
      style: riskStyle(move.risk),
      label: label(move, view),
      custom_id: actionId(session, move.action),
    }),
  );
  const rows: MessagePayload['components'] = [];
  for (let i = 0; i < all.length; i += LIMITS.buttonsPerRow)
    rows.push({ type: ComponentType.ActionRow, components: all.slice(i, i + LIMITS.buttonsPerRow) });
  return rows;
}

/** The note beside a concession: the plays left cannot kill a Royal. */
function conceding(view: AssassinView): string {
  return view.moves.some((move) => move.action.type === 'concede')
    ? 'The stockpile is out and no play left can kill a Royal: play on, or concede.'
    : '';
}

function headline(session: Session, view: AssassinView): string {
  const you = userText(session.ownerName, 60);
  if (!view.over) return `Royal Assassin · ${you}'s kingdom`;
  if (view.won) return `Royal Assassin · 🏆 ${you} keeps the throne`;
  if (view.ruler === 'JK1') return 'Royal Assassin · 🃏 The Joker takes the throne!';
  return `Royal Assassin · 👑 The ${cardName(view.ruler ?? '')} takes the throne`;
}

/** Royal Assassin in Discord. */
export const assassinBoard: GameUi<AssassinState> = {
  blurb: 'a patience game of Pretenders to the throne, with the Joker as your assassin; ranked (standard rules)',
  dailyOptions: { variants: [] },
  standing(state) {
    const view = assassin.view(state);
    return `${count(view.royalsKilled, 'Royal')} killed · ${count(view.stock, 'card')} in the stockpile`;
  },
  board(session, options) {
    const view = assassin.view(session.state);
    const result = assassin.result(session.state);
    const setup =
      movesMade(session) === 0
        ? `Setup placed ${count(view.setup.royals, 'Royal')}${view.setup.stopper ? `; the ${cardName(view.setup.stopper)} ended it` : ''}.`
        : '';
    const holiday = view.over && view.ruler === 'JK1' ? '\nHe declares a Royal Holiday: toast loudly, "Long live the King!"' : '';
    const description = view.over
      ? `**Score: ${signed(result.score ?? 0)}**\n${result.summary ?? ''}${holiday}`
      : shownLines(options, [
          drawn(
            `${view.pending ? `Turned: **${cardLabel(view.pending)}** · ` : ''}Stockpile ${view.stock} · reserve ` +
              `${view.reserve.length > 0 ? `top ${labels(view.reserve.slice(-3).reverse())}` : 'empty'} · ${jokersLine(view)}`,
          ),
          setup,
          conceding(view),
        ]);
    const fields = shown<APIEmbedField>(options, [
      ...COLUMNS.map((column) => drawn(columnField(view, column))),
      !(view.over && withPictureOn(options)) && {
        name: 'Log',
        value: session.log.length > 0 ? truncate(recentLog(options, session.log).join('\n'), 1024) : 'The Pretenders gather.',
      },
    ]);
    const variants = view.variants.length > 0 ? ` · ${view.variants.join(', ')}` : '';
    return {
      embeds: [
        {
          title: truncate(headline(session, view), 256),
          ...(description === undefined ? {} : { description }),
          color: view.over ? (view.won ? COLORS.good : COLORS.muted) : COLORS.neutral,
          fields,
          footer: { text: `${dealLine(session)}${variants} · ${count(view.royalsKilled, 'Royal')} killed · move ${movesMade(session)}` },
        } satisfies APIEmbed,
      ],
      components: view.over ? [] : buttons(session, view),
    };
  },
  summary: assassinSummary,
};
