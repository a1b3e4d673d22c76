/**
 * Saga's public table: every character with the member behind them and one hand size, who acts next,
 * the open check, conflict or fight round with both sums card by card, the fight, the last result and
 * the story so far. Sized so the embed always fits Discord's 6,000 characters.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import { type Suit, suitSymbol } from '../../../engine/cards.js';
import type { SagaPlayerView, SagaView } from '../../../games/saga/index.js';
import { SAGA_PLAYERS_DRAWN } from '../../../pictures/shown.js';
import type { BoardOptions } from '../../game-ui.js';
import { type Drawn, drawn, type Piece, recentLog, shown } from '../../render/compact.js';
import { COLORS } from '../../render/message.js';
import { truncate, userText } from '../../render/text.js';
import { characterOf, contestName, contestText, mention } from './text.js';

/** Players shown with their own field; more are listed by name. */
const SHOWN_PLAYERS = 10;

function clicheList(player: SagaPlayerView): string {
  return player.cliches
    .map((c) => (c.pump === 'double' ? `[${userText(c.name, 40)}] (${c.rating})` : `${userText(c.name, 40)} (${c.rating})`))
    .join(', ');
}

/**
 * A player: the member, edge, hand size and fight (left to the picture when it draws the player, except a hand hurt below full), and the
 * clichés.
 */
function playerField(player: SagaPlayerView, options: BoardOptions | undefined): APIEmbedField {
  const hand = `hand **${player.handSize}**`;
  const fight = player.fight === 'in' ? '⚔️ in the fight' : player.fight === 'out' ? '💤 out of the fight' : null;
  const status = shown(options, [
    mention(player.id),
    drawn(`edge ${player.edge}`),
    player.handSize < player.full ? `${hand} (full ${player.full})` : drawn(hand),
    fight !== null && drawn(fight),
  ]).join(' · ');
  return {
    name: truncate(userText(player.name, 40), 48),
    value: truncate(`${status}\n${clicheList(player)}`, 160),
    inline: true,
  };
}

/** The fight: the opponent's rank (or that it is hidden), the round and each fighter's hand, all drawn by the picture. */
function fightField(view: SagaView): Drawn<APIEmbedField> | null {
  const f = view.fight;
  if (!f) return null;
  const foe = userText(f.opponent.name, 40);
  const rank = f.opponent.rank === null ? '🔒 rank hidden' : `at rank **${f.opponent.rank}**`;
  const fighters = f.fighters.map((x) => `${characterOf(view, x.player)} ${x.out ? 'out' : `hand ${x.handSize}`}`).join(' · ');
  const state =
    f.outcome === 'on'
      ? `**${foe}** ${rank} · round ${f.round}\n${fighters}`
      : f.outcome === 'won'
        ? `🏆 **${foe}** is beaten.`
        : f.outcome === 'lost'
          ? `💀 Everyone is out of the fight: **${foe}** wins.`
          : `The fight against **${foe}** was ended${f.opponent.rank === null ? '' : ` (rank ${f.opponent.rank} left)`}.`;
  return drawn({ name: 'Fight', value: truncate(state, 400) });
}

/**
 * The last contest resolved, only while nothing is open (the picture draws it then): once a new one
 * opens, text and picture both show that one, and the last one's record stays in the channel.
 */
function lastField(view: SagaView): Piece<APIEmbedField> {
  const last = view.last;
  if (!last || view.contest) return null;
  return drawn({ name: truncate(`Last: ${contestName(view, last)}`, 256), value: truncate(contestText(view, last), 600) });
}

/**
 * The table's embed for everyone; `log` is the story so far, newest last. With the picture, the piles,
 * the open contest (or the last one, when none is open), the fight and what it draws of each player
 * it shows are left to it, and the log keeps its newest line (the round's record and `/saga recap` tell
 * the rest).
 */
export function tableEmbed(view: SagaView, log: readonly string[], options?: BoardOptions): APIEmbed {
  const styles = (Object.entries(view.styles) as [Suit, string][]).map(([suit, style]) => `${suitSymbol(suit)} ${style}`).join(' · ');
  const more = view.players.slice(SHOWN_PLAYERS);
  const description = [
    `GM: ${mention(view.gm)} · ${styles} · ♠ GM payback`,
    shown(options, [
      drawn(`Draw pile ${view.draw} · discard ${view.discard} · GM payback cards ${view.payback.count}`),
      `${view.decks} deck${view.decks === 1 ? '' : 's'}`,
    ]).join(' · '),
    ...(more.length > 0 ? [`Also at the table: ${more.map((p) => `${userText(p.name, 40)} (${mention(p.id)})`).join(', ')}`] : []),
  ].join('\n');
  const players = view.players
    .slice(0, SHOWN_PLAYERS)
    .map((player, i) => playerField(player, i < SAGA_PLAYERS_DRAWN ? options : undefined));
  const fields = shown<APIEmbedField>(options, [
    ...(players.length > 0 ? players : [{ name: 'Players', value: 'Nobody has joined yet: `/saga join <character> <cliches>`.' }]),
    view.contest && drawn({ name: truncate(contestName(view, view.contest), 256), value: truncate(contestText(view, view.contest), 1024) }),
    fightField(view),
    lastField(view),
    ...(log.length > 0
      ? [
          {
            name: 'Log',
            value: truncate(
              recentLog(options, log)
                .map((line) => userText(line, 300))
                .join('\n'),
              700,
            ),
          },
        ]
      : []),
  ]);
  return {
    title: truncate(`Saga for Risus · ${userText(view.gmName, 80)}'s table`, 256),
    description: truncate(description, 700),
    color: COLORS.neutral,
    fields,
    footer: { text: 'Only the GM calls checks, conflicts and fights, adds payback and resolves · "My hand / GM panel" for your cards' },
  };
}
