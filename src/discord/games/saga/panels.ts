/**
 * Saga's private panels. A player's hand lists the plays they may make with the total each would give
 * before any trump flip, and says which start an edge chain or are doubled by a pump. The GM's panel
 * holds payback (each copy of a card its own choice), healing for every hurt player, resolving and
 * ending what is open. Neither changes when others act, so each says so and carries a refresh button;
 * a player's plays and stop carry what their hand showed (`seen`), so they still stand after other
 * players have played (stamp.ts), and a choice that no longer stands redraws the panel.
 */
import { type APIButtonComponent, type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import { cardLabel } from '../../../engine/cards.js';
import type { SagaAction, SagaPlayView, SagaView } from '../../../games/saga/index.js';
import type { Session } from '../../../sessions/session.js';
import { actionId, menuId, multiMenuId, optionValue, privateViewId } from '../../game-ui.js';
import { COLORS, type MessagePayload } from '../../render/message.js';
import { truncate, userLabel, userText } from '../../render/text.js';
import { contestName, contestText, nextLine } from './text.js';

type Row = MessagePayload['components'][number];

function button(
  label: string,
  customId: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
): APIButtonComponent {
  return { type: ComponentType.Button, style, label, custom_id: customId };
}

/** The panel's footer: it is a snapshot, and how to get a fresh one. */
function snapshot(session: Session, player: boolean): { text: string } {
  const when = player
    ? 'Your choices here still stand while others play; for a new round, or once your hand changes,'
    : 'After the table moves,';
  return {
    text: `Only you see this. It shows the table at move ${session.version} and does not change when others act. ${when} press 🔄 Refresh.`,
  };
}

function refresh(session: Session): APIButtonComponent {
  return button('🔄 Refresh', privateViewId(session), ButtonStyle.Secondary);
}

const PUMP_WORD = { none: 'Play', pump: 'Pump', double: 'Double-pump' } as const;

/** What a play would do, for the menu: "Play 9♣ → 13" and "♣ trump: flips follow · edge chain: you may play another". */
function playOption(play: SagaPlayView): { label: string; description?: string } {
  const extra = play.pump === 'double' ? ' + a card' : '';
  const notes = [
    play.pump === 'pump'
      ? 'doubled; the card is lost until healed'
      : play.pump === 'double'
        ? 'doubled plus the next card; lost until healed'
        : null,
    play.trump ? 'trump: flips follow' : null,
    play.chain ? 'at or under your edge: you may play another' : null,
  ].filter((note): note is string => note !== null);
  return {
    label: `${PUMP_WORD[play.pump]} ${cardLabel(play.card)} → ${play.total}${extra}`,
    ...(notes.length > 0 ? { description: truncate(notes.join(' · '), 100) } : {}),
  };
}

/** A player's hand: their cards, their side of the open contest, and the plays they may make. */
export function playerPanel(session: Session, view: SagaView, viewerId: string, actions: SagaAction[]): MessagePayload {
  const me = view.players.find((p) => p.id === viewerId);
  const contest = view.contest;
  const side = contest?.sides.find((s) => s.player === viewerId);
  const hand = view.hand.length > 0 ? view.hand.map((c) => `**${cardLabel(c)}**`).join(' ') : 'no cards';
  const forFight = me?.fight === 'in' || me?.fight === 'out' ? ' for this fight' : '';
  const healable = me && me.handSize < me.full ? ` (full ${me.full}: the GM can heal you)` : '';
  const size = me ? `Hand size **${me.handSize}**${forFight}${healable} · edge ${me.edge}` : '';
  const lines = [`Your cards: ${hand}`, size];
  if (contest && side) {
    lines.push('', `**${contestName(view, contest)}** · ${userText(side.cliche, 40)} (${side.rating})`, contestText(view, contest));
    if (view.plays.length > 0)
      lines.push(
        '',
        side.mine.length === 0
          ? 'Pick a card to play: each total is before any trump flip.'
          : 'You may play another card (totals before any trump flip), or stop here.',
      );
  } else if (me?.fight === 'out') lines.push('', 'You are out of this fight until the GM heals you.');
  lines.push('', `Next: ${nextLine(view)}.`);
  const components: Row[] = [];
  const plays = [...view.plays].sort(
    (a, b) => ['none', 'pump', 'double'].indexOf(a.pump) - ['none', 'pump', 'double'].indexOf(b.pump) || b.total - a.total,
  );
  if (plays.length > 0) {
    components.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: menuId(session, 'play'),
          placeholder: 'Play a card…',
          options: plays
            .slice(0, 25)
            .map((p) => ({ ...playOption(p), value: optionValue({ type: 'play', card: p.card, pump: p.pump, seen: view.seen }) })),
        },
      ],
    });
  }
  const buttons = [
    ...(actions.some((a) => a.type === 'stop')
      ? [button('Stop here', actionId(session, { type: 'stop', seen: view.seen }), ButtonStyle.Secondary)]
      : []),
    refresh(session),
  ];
  components.push({ type: ComponentType.ActionRow, components: buttons });
  const embed: APIEmbed = {
    title: truncate(`Your hand · ${userText(me?.name ?? '', 60)}`, 256),
    color: COLORS.neutral,
    description: truncate(lines.join('\n'), 4000),
    footer: snapshot(session, true),
  };
  return { embeds: [embed], components };
}

function endLabel(view: SagaView): string {
  if (view.fight?.outcome === 'on') return 'End the fight';
  return view.contest?.kind === 'conflict' ? 'End the conflict' : 'Call off the check';
}

/** The GM's panel: payback, healing, resolving and ending, with the payback hand and who is hurt. */
export function gmPanel(session: Session, view: SagaView, actions: SagaAction[]): MessagePayload {
  const cards = view.payback.cards ?? [];
  const hurt = view.players.filter((p) => view.hurt.includes(p.id));
  const lines = [
    `Payback cards (Spades the players played): ${cards.length > 0 ? cards.map((c) => `**${cardLabel(c)}**`).join(' ') : 'none'}`,
    `Hurt: ${hurt.length > 0 ? hurt.map((p) => `${userText(p.name, 40)} ${p.handSize}/${p.full}`).join(' · ') : 'nobody'}`,
    '',
    view.contest
      ? `**${contestName(view, view.contest)}**\n${contestText(view, view.contest)}`
      : 'Nothing is open: `/saga check`, `/saga conflict` or `/saga fight`.',
    '',
    `Next: ${nextLine(view)}.`,
  ];
  const components: Row[] = [];
  const choices = actions.some((a) => a.type === 'payback') ? (view.payback.choices ?? []).slice(0, 25) : [];
  if (choices.length > 0) {
    const copies = new Map<string, number>();
    for (const choice of choices) copies.set(choice.card, (copies.get(choice.card) ?? 0) + 1);
    components.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: multiMenuId(session, 'payback', 'cards'),
          placeholder: 'Add payback cards to the difficulty…',
          min_values: 1,
          max_values: choices.length,
          options: choices.map((c) => {
            const copy = c.value.includes('.') ? Number(c.value.split('.')[1]) : 1;
            return { label: `Payback ${cardLabel(c.card)}${(copies.get(c.card) ?? 0) > 1 ? ` (copy ${copy})` : ''}`, value: c.value };
          }),
        },
      ],
    });
  }
  const heals = actions.filter((a): a is Extract<SagaAction, { type: 'heal' }> => a.type === 'heal');
  if (heals.length > 0) {
    components.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: menuId(session, 'heal'),
          placeholder: 'Heal a player (hand size back to edge + 2)…',
          options: heals.slice(0, 25).map((a) => {
            const p = view.players.find((x) => x.id === a.player);
            return {
              label: userLabel(`Heal ${p?.name ?? 'a player'} (${p?.member ?? ''}): hand ${p?.handSize ?? 0} → ${p?.full ?? 0}`, 100),
              value: optionValue(a),
            };
          }),
        },
      ],
    });
  }
  const resolve = actions.find((a) => a.type === 'resolve');
  const buttons = [
    ...(resolve ? [button('Resolve', actionId(session, resolve), ButtonStyle.Success)] : []),
    ...(actions.some((a) => a.type === 'end') ? [button(endLabel(view), actionId(session, { type: 'end' }), ButtonStyle.Danger)] : []),
    refresh(session),
  ];
  components.push({ type: ComponentType.ActionRow, components: buttons });
  const embed: APIEmbed = {
    title: truncate(`GM panel · ${userText(view.gmName, 80)}`, 256),
    color: COLORS.neutral,
    description: truncate(lines.join('\n'), 4000),
    footer: snapshot(session, false),
  };
  return { embeds: [embed], components };
}
