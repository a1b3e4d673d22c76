/** Risus Royale's board: the map as a grid of buttons (or in the embed during a battle), the character, the battle and the rolls. */
import {
  type APIButtonComponent,
  type APIEmbed,
  type APIEmbedField,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { cardLabel, cardName } from '../../../engine/cards.js';
import { percentText } from '../../../engine/dice-odds.js';
import { capitalised, count, signed } from '../../../engine/words.js';
import type { FightOdds } from '../../../games/royale/fight-odds.js';
import {
  type BattleView,
  optionNames,
  type RoyaleMove,
  type RoyaleState,
  type RoyaleView,
  royale,
  type SpaceView,
} from '../../../games/royale/index.js';
import { TABLES, treasureOf } from '../../../games/royale/tables.js';
import type { Session } from '../../../sessions/session.js';
import { actionId, type BoardOptions, type GameUi, menuId, optionValue } from '../../game-ui.js';
import { drawn, type Piece, shown, shownLines } from '../../render/compact.js';
import { dealLine, movesMade } from '../../render/deal-line.js';
import { COLORS, LIMITS, type MessagePayload } from '../../render/message.js';
import { riskStyle } from '../../render/risk.js';
import { truncate, userText } from '../../render/text.js';
import { royaleSummary } from './summary.js';

const CLICHES = ['S', 'C', 'D', 'H'] as const;
const DIE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

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
const LEGEND = '★ you · ✓ cleared · ? face down · ⚑ counts for your goal';

/** What the map's buttons leave to a note: the mark of a goal opponent. */
const GOAL_MARK = '⚑ marks a face-up opponent your goal counts.';

function mapText(view: RoyaleView): string {
  return [0, 1, 2, 3]
    .map((r) =>
      view.map
        .slice(r * 4, r * 4 + 4)
        .map((s) => `\`${spaceText(s).padEnd(5)}\``)
        .join(' '),
    )
    .join('\n');
}

/** The character's clichés and their dice left (the picture draws them), then the pumping rules in play (it does not). */
function clicheLines(view: RoyaleView): Piece<string>[] {
  const line = CLICHES.map((c) => {
    const left = view.points[c] - view.wounds[c];
    const name = view.options.doublePump === c ? `[${TABLES.clicheNames[c]}]` : TABLES.clicheNames[c];
    return `${name} ${view.points[c]}${left < view.points[c] ? ` (${left} left)` : ''}`;
  }).join(' · ');
  const pumps = [
    ...(view.options.pumping ? ['Pumping: a die pumped adds a die to a roll and is lost after it.'] : []),
    ...(view.options.doublePump ? [`[${TABLES.clicheNames[view.options.doublePump]}] double-pumps: two dice for each die pumped.`] : []),
  ];
  return [drawn(line), ...pumps];
}

/** The last rolls, die by die, with what counted. */
export function rollsText(view: RoyaleView): string {
  if (view.rolls.length === 0) return '';
  return view.rolls
    .map((r) => {
      const who =
        r.who === 'you' || r.who === 'escape-you'
          ? `You${r.pumped ? ` (pumped ${r.pumped})` : ''}`
          : r.who === 'ability'
            ? `Ability (${treasureOf(r.item ?? '3S').name})`
            : 'Enemy';
      const dice = r.dice.map((d) => DIE[d] ?? String(d)).join('');
      return `${who}: ${dice || '(no dice)'}${r.ignored ? ` (ignoring a ${r.ignored})` : ''} = **${r.total}**`;
    })
    .join('\n');
}

/** What the player may do before a battle's first round, from the legal actions. */
function openingHint(moves: readonly RoyaleMove[]): string {
  const declare = moves.some((m) => m.action.type === 'declare');
  const escape = moves.some((m) => m.action.type === 'escape');
  if (declare && escape) return 'Declare items or escape before the first round.';
  if (declare) return 'Declare items before the first round.';
  if (escape) return 'You may escape before the first round.';
  return 'Pick a cliché to fight with.';
}

/** Why the player may not escape this opponent, when that is so before the first round. */
function escapeNote(battle: BattleView): string {
  if (battle.escapeBlocked === 'needed') return 'He counts for your goal: you cannot escape him.';
  if (battle.escapeBlocked === 'cornered') return 'No uncleared space next to you: nowhere to escape to.';
  return '';
}

/**
 * The battle: both sides' dice, the round and the items in use (the picture draws them), and what may be done before the first round (it
 * does not); null when the picture draws it all.
 */
export function battleField(battle: BattleView, moves: readonly RoyaleMove[], options: BoardOptions | undefined): APIEmbedField | null {
  const foe = battle.creature ? battle.creature.name : `${battle.opponent!.name}, ${battle.opponent!.race} ${battle.opponent!.cls}`;
  const theirs = Object.entries(battle.enemyDice)
    .map(([c, n]) => `${TABLES.clicheNames[c as 'S']} ${n}`)
    .join(', ');
  const yours = Object.entries(battle.yourDice)
    .map(([c, n]) => `${TABLES.clicheNames[c as 'S']} ${n}`)
    .join(', ');
  const items = [battle.plus, battle.minus, ...battle.xs].filter((i): i is string => i !== null).map((i) => treasureOf(i).name);
  const name = `Battle: ${foe} (${cardLabel(battle.card)})`;
  const lines = [
    drawn(`Its dice: ${theirs}`),
    drawn(`Your dice: ${yours}`),
    battle.round === 0 ? openingHint(moves) : drawn(`Round ${battle.round} done.`),
    escapeNote(battle),
    items.length > 0 && drawn(`In use: ${items.join(', ')}`),
  ];
  const value = shownLines(options, lines);
  return value === undefined ? null : { name, value: truncate(value, 1024) };
}

/** The treasures held, each with its cliché, what it does and its ability roll. */
export function treasureText(view: RoyaleView): string {
  if (view.treasures.length === 0) return 'None yet.';
  const kinds = { plus: '+1 die', minus: '−1 enemy die', X: 'X: ignore their best die', W: 'W: win outright' };
  return truncate(
    view.treasures
      .map(
        (t) =>
          `${cardLabel(t.card)} ${t.name} (${TABLES.clicheNames[t.suit]}, ` +
          `${kinds[t.kind]}${t.against === 'both' ? '' : t.against === 'C' ? ', creatures' : ', opponents'}; roll ${t.number})`,
      )
      .join('\n'),
    1024,
  );
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

/** The map as a grid of buttons: each pile as the player knows it, the moves open enabled and marked with what they risk. */
export function mapButtons(session: Session, view: RoyaleView, marks: MapMarks = SOLO_MARKS): MessagePayload['components'] {
  const byCell = new Map(view.moves.flatMap((move) => ('cell' in move.action ? [[move.action.cell, move] as const] : [])));
  return [0, 1, 2, 3].map((r) => ({
    type: ComponentType.ActionRow,
    components: view.map.slice(r * 4, r * 4 + 4).map((space): APIButtonComponent => {
      const move = byCell.get(space.cell);
      if (!move) {
        return {
          type: ComponentType.Button,
          style: space.here ? ButtonStyle.Success : ButtonStyle.Secondary,
          label: spaceLabel(space, marks),
          custom_id: actionId(session, { type: 'space', cell: space.cell }),
          disabled: true,
        };
      }
      return {
        type: ComponentType.Button,
        style: move.risk === 'danger' ? riskStyle('danger') : ButtonStyle.Primary,
        label: `${move.action.type === 'retreat' ? '↩ ' : ''}${spaceLabel(space, marks)}${spaceMark(move)}`,
        custom_id: actionId(session, move.action),
      };
    }),
  }));
}

/** The most characters of a select option's label and of its description (Discord). */
const OPTION_TEXT = 100;

/** The words of a run lost for certain. */
const RUN_LOST = 'the run is lost';

/**
 * What a move risks beyond a die: "a lost round loses the battle", "a failed roll ends the run", "beaten either way", "the run is lost".
 */
function stakesNote(move: RoyaleMove, failure: 'a lost round' | 'a failed roll'): string | null {
  if (move.endsRun) return move.beaten === 'certain' ? `beaten either way: ${RUN_LOST}` : `win or lose, ${RUN_LOST}`;
  if (move.beaten === 'certain') return 'beaten either way';
  if (move.beaten === 'if-lost') return `${failure} ${move.defeatEndsRun ? 'ends the run' : 'loses the battle'}`;
  return null;
}

/** The dice of a roll against the enemy's and the exact chance to win it: "4d vs 3d · 74%"; `short` leaves out an X item's note. */
function diceVs(odds: FightOdds, short = false): string {
  return `${odds.yours}d vs ${odds.theirs}d${odds.dropHighest && !short ? ', best die out' : ''} · ${percentText(odds.chance)}`;
}

/** A fight button: "Wizardry 4d vs 3d · 74%", with what the round risks (never cut off to fit). */
function fightLabel(move: RoyaleMove, odds: FightOdds): string {
  const name = TABLES.clicheNames[odds.cliche];
  if (odds.theirs === 0) return `${name}: it has no dice left, you win${move.endsRun ? ` (${RUN_LOST})` : ''}`;
  const note = stakesNote(move, 'a lost round');
  const words = (short: boolean) => `${name} ${diceVs(odds, short)}${note ? ` (${note})` : ''}`;
  return words(false).length <= LIMITS.buttonLabel ? words(false) : words(true);
}

/** A pumped round in the menu: the dice and odds with the pump, what it costs, and what it risks. */
function pumpOption(move: RoyaleMove, odds: FightOdds, doublePump: boolean): APISelectMenuOption {
  const name = TABLES.clicheNames[odds.cliche];
  const note = stakesNote(move, 'a lost round');
  const rate = doublePump ? ` (${count(move.pumpCost * 2, 'die', 'dice')} for ${count(move.pumpCost, 'die', 'dice')}: double pumps)` : '';
  return {
    label: truncate(`${name}, pump ${move.pumpCost}: ${diceVs(odds)}${note ? ` (${note})` : ''}`, OPTION_TEXT),
    value: optionValue(move.action),
    description: truncate(`Costs ${count(move.pumpCost, 'die', 'dice')} of ${name} after the roll, win or lose${rate}`, OPTION_TEXT),
  };
}

/** An item, what it does and its ability roll: "Vestments (+1 die in Cleric; 7+ on 2d · 58%)"; `short` leaves out what it does. */
function itemText(move: RoyaleMove, item: string, short = false): string {
  const t = treasureOf(item);
  const cliche = TABLES.clicheNames[t.suit];
  const effect = {
    plus: `+1 die in ${cliche}`,
    minus: `−1 enemy die in ${cliche}`,
    X: `ignores its best ${cliche} die`,
    W: 'wins the battle',
  }[t.kind];
  const roll = move.ability ? `${move.ability.target}+ on ${move.ability.dice}d · ${percentText(move.ability.chance)}` : null;
  const parts = [
    ...(short ? [] : [effect]),
    ...(roll ? [roll] : []),
    ...[stakesNote(move, 'a failed roll')].filter((note) => note !== null),
  ];
  return `${t.name} (${parts.join('; ')})`;
}

/** A button's words for an item, "Use the …" or "Declare the …", leaving out what the item does when they would not fit. */
function itemLabel(verb: string, move: RoyaleMove, item: string): string {
  const full = `${verb} the ${itemText(move, item)}`;
  return full.length <= LIMITS.buttonLabel ? full : `${verb} the ${itemText(move, item, true)}`;
}

/** A battle's buttons (rounds, escape, items) and its menus (pumped rounds, Plus and Minus items to declare). */
export function battleButtons(session: Session, view: RoyaleView): MessagePayload['components'] {
  const buttons: APIButtonComponent[] = [];
  const declares = view.moves.filter((m) => m.action.type === 'declare');
  const pumps: APISelectMenuOption[] = [];
  const button = (move: RoyaleMove, label: string): APIButtonComponent => ({
    type: ComponentType.Button,
    style: riskStyle(move.risk),
    custom_id: actionId(session, move.action),
    label: truncate(label, LIMITS.buttonLabel),
  });
  for (const move of view.moves) {
    const { action } = move;
    if (action.type === 'fight' && move.odds) {
      if (action.pump === undefined) buttons.push(button(move, fightLabel(move, move.odds)));
      else pumps.push(pumpOption(move, move.odds, view.options.doublePump === action.cliche));
    } else if (action.type === 'escape' && move.odds) {
      buttons.push(button(move, `Try to escape (${diceVs(move.odds)})`));
    } else if (action.type === 'use') {
      buttons.push(button(move, itemLabel('Use', move, action.item)));
    } else if (action.type === 'declare' && declares.length === 1) {
      buttons.push(button(move, itemLabel('Declare', move, action.item)));
    }
  }
  const rows: MessagePayload['components'] = [];
  for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow)
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + LIMITS.buttonsPerRow) });
  if (pumps.length > 0) {
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: menuId(session, 'pump'),
          placeholder: 'Fight pumped: more dice for one roll, as many lost after it…',
          options: pumps.slice(0, LIMITS.selectOptions),
        },
      ],
    });
  }
  if (declares.length > 1) {
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: menuId(session, 'declare'),
          placeholder: 'Declare a Plus or Minus item for this battle…',
          options: declares.slice(0, LIMITS.selectOptions).map((move) => ({
            label: truncate(itemText(move, 'item' in move.action ? move.action.item : ''), OPTION_TEXT),
            value: optionValue(move.action),
          })),
        },
      ],
    });
  }
  return rows;
}

function headline(view: RoyaleView): string {
  const who = userText(view.name, 40);
  if (view.phase === 'won') return `Risus Royale · 🏆 ${who} restores order to the Kingdom of Kardz`;
  if (view.phase === 'lost') return `Risus Royale · 💀 ${who}'s quest ends`;
  return `Risus Royale · ${who} in the Kingdom of Kardz`;
}

/** Risus Royale in Discord. */
export const royaleBoard: GameUi<RoyaleState> = {
  blurb: 'a solitaire Risus adventure on a 4x4 map of card piles: creatures, opponents and treasure; ranked (standard rules)',
  standing(state) {
    const view = royale.view(state);
    return `goal opponents ${view.progress.defeated} of ${view.progress.needed} · turn ${view.turns}`;
  },
  board(session, options) {
    const view = royale.view(session.state);
    const over = view.phase === 'won' || view.phase === 'lost';
    const result = royale.result(session.state);
    const progress = `${view.progress.defeated} of ${view.progress.needed} defeated`;
    const prompt = {
      start: 'Choose a space on the edge of the map to start.',
      move: 'Move to an adjacent space that is not cleared.',
      retreat:
        'Retreat to an adjacent space that is not cleared. You do not face it ' +
        '(a face-down pile stays face down); you move on from it next turn.',
      battle: '',
      won: '',
      lost: '',
    }[view.phase];
    const goal =
      view.goal === view.dealtGoal ? view.goalName : `${view.goalName} (goal 12, picked; the deuces dealt goal ${view.dealtGoal})`;
    const goalField = { name: 'Goal', value: `${goal} (${progress})` };
    const cliches = shownLines(options, clicheLines(view));
    const map = drawn({ name: 'Map', value: mapText(view) });
    const fields = shown<APIEmbedField>(options, [
      view.goal === view.dealtGoal ? drawn(goalField) : goalField,
      cliches !== undefined && { name: `${userText(view.name, 40)}'s clichés`, value: cliches },
      ...(view.battle ? [battleField(view.battle, view.moves, options), map] : over ? [map] : []),
      view.rolls.length > 0 && drawn({ name: 'Last rolls', value: truncate(rollsText(view), 1024) }),
      view.treasures.length === 0
        ? drawn({ name: 'Treasures', value: treasureText(view) })
        : { name: 'Treasures', value: treasureText(view) },
      view.victory.length > 0 && drawn({ name: 'Victory', value: view.victory.map((c) => cardName(c)).join(', ') }),
      {
        name: 'Log',
        value: session.log.length > 0 ? truncate(session.log.join('\n'), 1024) : 'King Kozmo has hired you to clean up the Kingdom.',
      },
    ]);
    const optionList = optionNames(view.options);
    // In a battle the map is only drawn (by the picture, or as text, whose symbols the legend explains); out of one, its buttons say what
    // each pile is, and a note explains ⚑ when one shows.
    const description = over
      ? `**Score: ${signed(result.score ?? 0)}**\n${result.summary ?? ''}`
      : shownLines(options, [
          prompt + spaceNotes(view.moves),
          view.phase === 'start' ? '' : drawn(`Turn ${view.turns}`),
          view.battle ? drawn(`Map: ${LEGEND}`) : view.map.some((space) => space.goal) ? GOAL_MARK : '',
        ]);
    const embed: APIEmbed = {
      title: truncate(headline(view), 256),
      ...(description === undefined ? {} : { description }),
      color: over ? (view.phase === 'won' ? COLORS.good : COLORS.muted) : view.battle ? COLORS.danger : COLORS.neutral,
      fields,
      footer: { text: `${dealLine(session)}${optionList.map((name) => ` · ${name}`).join('')} · move ${movesMade(session)}` },
    };
    const components = over ? [] : view.battle ? battleButtons(session, view) : mapButtons(session, view);
    return { embeds: [embed], components };
  },
  summary: royaleSummary,
};
