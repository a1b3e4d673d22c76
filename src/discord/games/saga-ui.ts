/**
 * Saga's table in Discord: the public board (characters, ratings, hand sizes, piles, the open check or
 * fight with every card in both sums) and each member's private view (a player's hand with the plays
 * they may make; the GM's payback cards).
 */
import { ButtonStyle, ComponentType, type APIEmbed, type APIEmbedField } from 'discord.js';
import { cardLabel, suitSymbol, type Suit } from '../../engine/cards.js';
import { saga, type SagaAction, type SagaCheckView, type SagaState, type SagaView } from '../../games/saga/index.js';
import type { Session } from '../../sessions/session.js';
import { actionId, menuId, multiMenuId, optionValue, privateViewId, type GameUi } from '../game-ui.js';
import { COLORS, type MessagePayload } from '../render/message.js';
import { truncate, userText } from '../render/text.js';

const HOW: Record<string, string> = {
  played: '',
  pumped: ' pumped ×2',
  'double-pumped': ' double-pumped ×2',
  'double-pump draw': ' double-pump draw',
  'trump flip': ' trump flip',
  'opponent flip': ' flip',
  payback: ' payback',
};

function sum(start: number, label: string, entries: SagaCheckView['mine']): string {
  const parts = [`${start} (${label})`, ...entries.map((e) => `${cardLabel(e.card)}${HOW[e.how] ?? ''} ${e.value}`)];
  return `${parts.join(' + ')} = **${start + entries.reduce((n, e) => n + e.value, 0)}**`;
}

function checkField(view: SagaView, names: Map<string, string>): APIEmbedField | null {
  const check = view.check;
  if (!check) return null;
  const who = names.get(check.player) ?? 'someone';
  const trump = check.trump ? `${suitSymbol(check.trump as Suit)} trump` : 'no trump';
  const against = check.kind === 'fight' && view.fight ? `${userText(view.fight.opponent.name, 40)}'s rank` : 'target';
  const status =
    check.status === 'open'
      ? check.mayPlay && check.mine.length > 0
        ? `${who} may play another card or stop; the GM may resolve.`
        : check.done
          ? 'Waiting for the GM to resolve.'
          : `Waiting for ${who} to play a card.`
      : check.status === 'succeeded'
        ? '✅ **Success**'
        : '❌ **Failure**';
  const title = check.kind === 'fight' && view.fight ? `Fight: ${who} vs ${userText(view.fight.opponent.name, 40)}, round ${view.fight.round}` : `Check: ${who}`;
  return {
    name: truncate(title, 256),
    value: truncate(
      [
        `${userText(check.cliche, 40)} · ${check.style} (${trump})`,
        `${who}: ${sum(check.rating, 'rating', check.mine)}`,
        `Difficulty: ${sum(check.base, against, check.theirs)}`,
        status,
      ].join('\n'),
      1024,
    ),
  };
}

function fightField(view: SagaView, names: Map<string, string>): APIEmbedField | null {
  const fight = view.fight;
  if (!fight) return null;
  const who = names.get(fight.player) ?? 'someone';
  const state = fight.outcome === 'on' ? `${userText(fight.opponent.name, 40)} at rank ${fight.opponent.rank}; ${who}'s hand for the fight: ${fight.handSize}` : fight.outcome === 'won' ? `🏆 ${userText(fight.opponent.name, 40)} is beaten.` : `💀 ${who} is out of the fight.`;
  return { name: 'Fight', value: state, inline: false };
}

function tableEmbed(session: Session, view: SagaView): APIEmbed {
  const names = new Map(view.players.map((p) => [p.id, userText(p.name, 40)]));
  const styles = (Object.entries(view.styles) as [Suit, string][]).map(([suit, style]) => `${suitSymbol(suit)} ${style}`).join(' · ');
  const players: APIEmbedField[] = view.players.slice(0, 15).map((p) => ({
    name: truncate(`${userText(p.name, 40)} (edge ${p.edge})`, 256),
    value: truncate(`${p.cliches.map((c) => (c.pump === 'double' ? `[${userText(c.name, 40)}] (${c.rating})` : `${userText(c.name, 40)} (${c.rating})`)).join(', ')}\nHand ${p.holding}/${p.handSize}`, 1024),
    inline: true,
  }));
  const fields = [
    ...(players.length > 0 ? players : [{ name: 'Players', value: 'Nobody has joined yet: `/saga join character:<name> cliches:<text>`.' }]),
    checkField(view, names),
    fightField(view, names),
    ...(session.log.length > 0 ? [{ name: 'Log', value: truncate(session.log.map((line) => userText(line, 300)).join('\n'), 1024) }] : []),
  ].filter((field): field is APIEmbedField => field !== null);
  return {
    title: truncate(`Saga for Risus · ${userText(session.ownerName, 80)}'s table`, 256),
    description: `${styles} · ♠ GM payback\nDraw pile ${view.draw} · discard ${view.discard} · GM payback cards ${view.payback.count} · ${view.decks} deck${view.decks === 1 ? '' : 's'}`,
    color: COLORS.neutral,
    fields: fields.slice(0, 25),
    footer: { text: `GM: ${session.ownerName.slice(0, 80)} · only the GM calls checks, fights, payback, resolve and heal` },
  };
}

function playLabel(action: Extract<SagaAction, { type: 'play' }>): string {
  const pump = action.pump === 'pump' ? ' pumped (×2, card lost until healed)' : action.pump === 'double' ? ' double-pumped (×2 + a draw, card lost)' : '';
  return `Play ${cardLabel(action.card)}${pump}`;
}

/** Saga in Discord. */
export const sagaUi: GameUi = {
  id: 'saga',
  blurb: 'Saga cards instead of dice for a Risus group: a GM, players with private hands, checks and fights',
  board(session) {
    const state = session.state as SagaState; // checked by saga.stateSchema when loaded
    const view = saga.view(state) as SagaView;
    const gmActions = saga.legalActions(state, state.gm);
    const buttons = [
      { type: ComponentType.Button as const, style: ButtonStyle.Primary as const, label: 'My hand / GM cards', custom_id: privateViewId(session) },
      ...(gmActions.some((a) => a.type === 'resolve')
        ? [{ type: ComponentType.Button as const, style: ButtonStyle.Success as const, label: 'Resolve (GM)', custom_id: actionId(session, { type: 'resolve' }) }]
        : []),
    ];
    return { embeds: [tableEmbed(session, view)], components: [{ type: ComponentType.ActionRow, components: buttons }] };
  },
  privateView(session, viewerId) {
    const state = session.state as SagaState;
    const view = saga.view(state, viewerId) as SagaView;
    const actions = saga.legalActions(state, viewerId);
    const isGm = viewerId === state.gm;
    if (!isGm && !view.players.some((p) => p.id === viewerId)) {
      return 'You are not at this table. Join it with `/saga join character:<name> cliches:<text>`.';
    }
    const plays = actions.filter((a): a is Extract<SagaAction, { type: 'play' }> => a.type === 'play');
    const paybacks = actions.filter((a): a is Extract<SagaAction, { type: 'payback' }> => a.type === 'payback');
    const components: MessagePayload['components'] = [];
    if (plays.length > 0) {
      components.push({
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.StringSelect, custom_id: menuId(session, 'play'), placeholder: 'Play a card…', options: plays.slice(0, 25).map((a) => ({ label: playLabel(a), value: optionValue(a) })) }],
      });
    }
    if (paybacks.length > 0) {
      components.push({
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.StringSelect,
            custom_id: multiMenuId(session, 'payback', 'cards'),
            placeholder: 'Add payback cards to the difficulty…',
            min_values: 1,
            max_values: Math.min(25, paybacks.length),
            options: paybacks.slice(0, 25).map((a) => ({ label: `Payback ${cardLabel(a.cards[0] ?? '')}`, value: a.cards[0] ?? '' })),
          },
        ],
      });
    }
    const heals = actions.filter((a): a is Extract<SagaAction, { type: 'heal' }> => a.type === 'heal');
    if (heals.length > 0) {
      const names = new Map(view.players.map((p) => [p.id, p.name]));
      components.push({
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.StringSelect, custom_id: menuId(session, 'heal'), placeholder: 'Heal a player (hand size back to edge + 2)…', options: heals.slice(0, 25).map((a) => ({ label: truncate(`Heal ${names.get(a.player) ?? a.player}`, 100), value: optionValue(a) })) }],
      });
    }
    const buttons = [
      ...(actions.some((a) => a.type === 'stop') ? [{ type: ComponentType.Button as const, style: ButtonStyle.Secondary as const, label: 'Stop here', custom_id: actionId(session, { type: 'stop' }) }] : []),
      ...(actions.some((a) => a.type === 'resolve') ? [{ type: ComponentType.Button as const, style: ButtonStyle.Success as const, label: 'Resolve', custom_id: actionId(session, { type: 'resolve' }) }] : []),
    ];
    if (buttons.length > 0) components.push({ type: ComponentType.ActionRow, components: buttons });
    const cards = isGm ? (view.payback.cards ?? []) : view.hand;
    const what = isGm ? 'Your payback cards (Spades the players played)' : 'Your hand';
    return {
      embeds: [
        {
          title: isGm ? 'GM: payback cards' : `Your hand · ${userText(view.players.find((p) => p.id === viewerId)?.name ?? '', 60)}`,
          color: COLORS.neutral,
          description: `${what}: ${cards.length > 0 ? cards.map((c) => `**${cardLabel(c)}**`).join(' ') : 'none'}`,
          footer: { text: 'Only you can see this. It updates when you act here; use the button on the table for a fresh one.' },
        },
      ],
      components,
    };
  },
  rules(): APIEmbed {
    return {
      title: 'Saga for Risus: how the bot runs it',
      color: COLORS.neutral,
      description: 'Cards instead of dice for a Risus group. The member who runs `/saga start` is the GM.',
      fields: [
        { name: 'The deck', value: 'A to 10 of every suit (Aces count 1), one to four decks. Hands are edge + 2 cards (edge 1–4, default 2). ♣ physical, ♥ social, ♦ other (the GM may remap them); ♠ Spades a player plays go to the GM as payback.' },
        { name: 'A check', value: 'The GM calls `/saga check`. The player plays a card from their hand (the table button shows it): cliché rating + card. A card of the action\'s trump suit flips the next card from the pile, and again while the flips are trump. A card at or under your edge lets you play another or stop. Meet or beat the target to succeed. Hands refill.' },
        { name: 'Pumping', value: 'A pumped card counts double but is lost until the GM heals you (hand size −1). Clichés in [brackets] may be double-pumped: double, plus the next card from the pile.' },
        { name: 'Payback and fights', value: 'The GM may add payback cards to the difficulty while a check is open. In `/saga fight`, each round the target is the opponent\'s rank plus a flip (trump rule too). Win: the opponent drops a rank, 0 beats them. Lose: your hand for the fight drops by 1 (more if you pumped); at 0 you are out. `/saga heal` restores hands.' },
        { name: 'Commands', value: '`/saga start` · `/saga join` · `/saga hand` · `/saga check` · `/saga fight` · `/saga heal` · `/game show` · `/game end` (GM)' },
      ],
      footer: { text: 'Saga rules for Risus, after TSR\'s SAGA system. Risus © S. John Ross.' },
    };
  },
};
