/** Risus Royale's board: the map as a grid of buttons (or in the embed during a battle), the character, the battle and the rolls. */
import { ButtonStyle, ComponentType, type APIButtonComponent, type APIEmbed, type APIEmbedField } from 'discord.js';
import { cardLabel, cardName } from '../../engine/cards.js';
import { optionNames, royale, type BattleView, type RoyaleAction, type RoyaleState, type RoyaleView, type SpaceView } from '../../games/royale/index.js';
import { TABLES, treasureOf } from '../../games/royale/tables.js';
import type { Session } from '../../sessions/session.js';
import { actionId, menuId, optionValue, type GameUi } from '../game-ui.js';
import { royaleRules } from './royale-rules.js';
import { dealLine } from '../render/deal-line.js';
import { COLORS, type MessagePayload } from '../render/message.js';
import { truncate, userText } from '../render/text.js';

const CLICHES = ['S', 'C', 'D', 'H'] as const;
const DIE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** What the map shows of a space: you (★), cleared (✓), its face-up card (⚑ when the opponent counts for the goal), or face down (?). */
function spaceText(space: SpaceView): string {
  const card = space.card ? `${cardLabel(space.card)}${space.goal ? '⚑' : ''}` : '';
  if (space.here) return `★${card}`;
  if (space.state === 'cleared') return '✓';
  return card || '?';
}

/** The legend of the map's symbols. */
const LEGEND = '★ you · ✓ cleared · ? face down · ⚑ counts for your goal';

function mapText(view: RoyaleView): string {
  return [0, 1, 2, 3].map((r) => view.map.slice(r * 4, r * 4 + 4).map((s) => `\`${spaceText(s).padEnd(5)}\``).join(' ')).join('\n');
}

function clicheLine(view: RoyaleView): string {
  const line = CLICHES.map((c) => {
    const left = view.points[c] - view.wounds[c];
    const name = view.options.doublePump === c ? `[${TABLES.clicheNames[c]}]` : TABLES.clicheNames[c];
    return `${name} ${view.points[c]}${left < view.points[c] ? ` (${left} left)` : ''}`;
  }).join(' · ');
  const pumps = [
    ...(view.options.pumping ? ['Pumping: a die pumped adds a die to a roll and is lost after it.'] : []),
    ...(view.options.doublePump ? [`[${TABLES.clicheNames[view.options.doublePump]}] double-pumps: two dice for each die pumped.`] : []),
  ];
  return [line, ...pumps].join('\n');
}

function rollsText(view: RoyaleView): string {
  if (view.rolls.length === 0) return '';
  return view.rolls
    .map((r) => {
      const who = r.who === 'you' || r.who === 'escape-you' ? `You${r.pumped ? ` (pumped ${r.pumped})` : ''}` : r.who === 'ability' ? `Ability (${treasureOf(r.item ?? '3S').name})` : 'Enemy';
      const dice = r.dice.map((d) => DIE[d] ?? String(d)).join('');
      return `${who}: ${dice || '(no dice)'}${r.ignored ? ` (ignoring a ${r.ignored})` : ''} = **${r.total}**`;
    })
    .join('\n');
}

/** What the player may do before a battle's first round, from the legal actions. */
function openingHint(legal: readonly RoyaleAction[]): string {
  const declare = legal.some((a) => a.type === 'declare');
  const escape = legal.some((a) => a.type === 'escape');
  if (declare && escape) return 'Declare items or escape before the first round.';
  if (declare) return 'Declare items before the first round.';
  if (escape) return 'You may escape before the first round.';
  return 'Pick a cliché to fight with.';
}

/** Why the player may not escape this opponent, when that is so before the first round. */
function escapeNote(battle: BattleView): string {
  if (battle.escapeBlocked === 'needed') return '\nHe counts for your goal: you cannot escape him.';
  if (battle.escapeBlocked === 'cornered') return '\nNo uncleared space next to you: nowhere to escape to.';
  return '';
}

function battleField(battle: BattleView, legal: readonly RoyaleAction[]): APIEmbedField {
  const foe = battle.creature ? battle.creature.name : `${battle.opponent!.name}, ${battle.opponent!.race} ${battle.opponent!.cls}`;
  const theirs = Object.entries(battle.enemyDice).map(([c, n]) => `${TABLES.clicheNames[c as 'S']} ${n}`).join(', ');
  const yours = Object.entries(battle.yourDice).map(([c, n]) => `${TABLES.clicheNames[c as 'S']} ${n}`).join(', ');
  const items = [battle.plus, battle.minus, ...battle.xs].filter((i): i is string => i !== null).map((i) => treasureOf(i).name);
  return {
    name: `Battle: ${foe} (${cardLabel(battle.card)})`,
    value: truncate(`Its dice: ${theirs}\nYour dice: ${yours}\n${battle.round === 0 ? openingHint(legal) : `Round ${battle.round} done.`}${escapeNote(battle)}${items.length > 0 ? `\nIn use: ${items.join(', ')}` : ''}`, 1024),
  };
}

function treasureText(view: RoyaleView): string {
  if (view.treasures.length === 0) return 'None yet.';
  const kinds = { plus: '+1 die', minus: '−1 enemy die', X: 'X: ignore their best die', W: 'W: win outright' };
  return truncate(view.treasures.map((t) => `${cardLabel(t.card)} ${t.name} (${TABLES.clicheNames[t.suit]}, ${kinds[t.kind]}${t.against === 'both' ? '' : t.against === 'C' ? ', creatures' : ', opponents'}; roll ${t.number})`).join('\n'), 1024);
}

function mapButtons(session: Session, view: RoyaleView, legal: RoyaleAction[]): MessagePayload['components'] {
  const byCell = new Map(legal.filter((a): a is Extract<RoyaleAction, { cell: number }> => 'cell' in a).map((a) => [a.cell, a]));
  return [0, 1, 2, 3].map((r) => ({
    type: ComponentType.ActionRow,
    components: view.map.slice(r * 4, r * 4 + 4).map((space): APIButtonComponent => {
      const action = byCell.get(space.cell);
      const verb = action?.type === 'retreat' ? '↩ ' : '';
      return {
        type: ComponentType.Button,
        style: action ? ButtonStyle.Primary : space.here ? ButtonStyle.Success : ButtonStyle.Secondary,
        label: `${verb}${spaceText(space)}`,
        custom_id: action ? actionId(session, action) : actionId(session, { type: 'space', cell: space.cell }),
        disabled: !action,
      };
    }),
  }));
}

function battleButtons(session: Session, view: RoyaleView, legal: RoyaleAction[]): MessagePayload['components'] {
  const battle = view.battle!;
  const buttons: APIButtonComponent[] = [];
  const declares = legal.filter((a): a is Extract<RoyaleAction, { type: 'declare' }> => a.type === 'declare');
  for (const action of legal) {
    if (action.type === 'fight' && action.pump === undefined) {
      buttons.push({ type: ComponentType.Button, style: ButtonStyle.Danger, custom_id: actionId(session, action), label: `Fight with ${TABLES.clicheNames[action.cliche]} (${battle.yourDice[action.cliche] ?? 0} vs ${battle.enemyDice[action.cliche] ?? 0})` });
    } else if (action.type === 'escape') {
      buttons.push({ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: actionId(session, action), label: 'Try to escape' });
    } else if (action.type === 'use') {
      const t = treasureOf(action.item);
      buttons.push({ type: ComponentType.Button, style: ButtonStyle.Success, custom_id: actionId(session, action), label: `Use the ${t.name} (${t.kind}, roll ${t.number})` });
    } else if (action.type === 'declare' && declares.length === 1) {
      const t = treasureOf(action.item);
      buttons.push({ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: actionId(session, action), label: `Declare the ${t.name} (roll ${t.number})` });
    }
  }
  const rows: MessagePayload['components'] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
  const pumps = legal.filter((a): a is Extract<RoyaleAction, { type: 'fight' }> => a.type === 'fight' && a.pump !== undefined);
  if (pumps.length > 0) {
    rows.push({
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.StringSelect,
        custom_id: menuId(session, 'pump'),
        placeholder: 'Fight pumped: more dice for one roll, as many lost after it…',
        options: pumps.slice(0, 25).map((a) => {
          const pump = a.pump ?? 0;
          const dice = (battle.yourDice[a.cliche] ?? 0) + pump * (view.options.doublePump === a.cliche ? 2 : 1);
          return { label: truncate(`${TABLES.clicheNames[a.cliche]}: pump ${pump}, roll ${dice} dice, lose ${pump} after`, 100), value: optionValue(a) };
        }),
      }],
    });
  }
  if (declares.length > 1) {
    rows.push({
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.StringSelect,
        custom_id: menuId(session, 'declare'),
        placeholder: 'Declare a Plus or Minus item for this battle…',
        options: declares.slice(0, 25).map((a) => {
          const t = treasureOf(a.item);
          return { label: truncate(`${t.name} (${t.kind === 'plus' ? '+1 die' : '−1 enemy die'} in ${TABLES.clicheNames[t.suit]}, roll ${t.number})`, 100), value: optionValue(a) };
        }),
      }],
    });
  }
  return rows;
}

function headline(session: Session, view: RoyaleView): string {
  const who = userText(view.name, 40);
  if (view.phase === 'won') return `🏆 ${who} restores order to the Kingdom of Kardz`;
  if (view.phase === 'lost') return `💀 ${who}'s quest ends`;
  return `Risus Royale · ${who} in the Kingdom of Kardz`;
}

/** Risus Royale in Discord. */
export const royaleUi: GameUi = {
  id: 'royale',
  blurb: 'a solitaire Risus adventure on a 4x4 map of card piles: creatures, opponents and treasure; ranked (standard rules)',
  board(session) {
    const state = session.state as RoyaleState; // checked by royale.stateSchema when loaded
    const view = royale.view(state) as RoyaleView;
    const legal = royale.legalActions(state);
    const over = view.phase === 'won' || view.phase === 'lost';
    const result = royale.result(state);
    const progress = `${view.progress.defeated} of ${view.progress.needed} defeated`;
    const prompt = {
      start: 'Choose a space on the edge of the map to start.',
      move: 'Move to an adjacent space that is not cleared.',
      retreat: 'Retreat to an adjacent space that is not cleared. You do not face it (a face-down pile stays face down); you move on from it next turn.',
      battle: '',
      won: '',
      lost: '',
    }[view.phase];
    const goal = view.goal === view.dealtGoal ? view.goalName : `${view.goalName} (goal 12, picked; the deuces dealt goal ${view.dealtGoal})`;
    const options = optionNames(view.options);
    const fields: APIEmbedField[] = [
      { name: 'Goal', value: `${goal} (${progress})` },
      { name: `${userText(view.name, 40)}'s clichés`, value: clicheLine(view) },
      ...(view.battle ? [battleField(view.battle, legal), { name: 'Map', value: mapText(view) }] : over ? [{ name: 'Map', value: mapText(view) }] : []),
      ...(view.rolls.length > 0 ? [{ name: 'Last rolls', value: truncate(rollsText(view), 1024) }] : []),
      { name: 'Treasures', value: treasureText(view) },
      ...(view.victory.length > 0 ? [{ name: 'Victory', value: view.victory.map((c) => cardName(c)).join(', ') }] : []),
      { name: 'Log', value: session.log.length > 0 ? truncate(session.log.join('\n'), 1024) : 'King Kozmo has hired you to clean up the Kingdom.' },
    ];
    const embed: APIEmbed = {
      title: truncate(headline(session, view), 256),
      description: over ? `**Score: ${result.score}**\n${result.summary ?? ''}` : `${prompt}${prompt ? '\n' : ''}Turn ${view.turns}\nMap: ${LEGEND}`,
      color: over ? (view.phase === 'won' ? COLORS.good : COLORS.muted) : view.battle ? COLORS.danger : COLORS.neutral,
      fields,
      footer: { text: `${dealLine(session)}${options.map((name) => ` · ${name}`).join('')} · move ${session.version}` },
    };
    const components = over ? [] : view.battle ? battleButtons(session, view, legal) : mapButtons(session, view, legal);
    return { embeds: [embed], components };
  },
  rules(options?: unknown): APIEmbed {
    return royaleRules(options);
  },
};
