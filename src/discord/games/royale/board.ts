/**
 * Risus Royale's board: the map (map.ts) as buttons (or in the embed during a battle), the character, the battle, the rolls, the
 * treasures and the log. With the picture, which draws the map, the character, the battle, the rolls and the treasures' cards, the text
 * keeps the hints, the treasures in one line, the newest of the log and the result in words.
 */
import { type APIButtonComponent, type APIEmbed, type APIEmbedField, type APISelectMenuOption, ComponentType } from 'discord.js';
import { cardLabel, cardName } from '../../../engine/cards.js';
import { percentText } from '../../../engine/dice-odds.js';
import { count, signed } from '../../../engine/words.js';
import type { FightOdds } from '../../../games/royale/fight-odds.js';
import { type BattleView, optionNames, type RoyaleMove, type RoyaleState, type RoyaleView, royale } from '../../../games/royale/index.js';
import { TABLES, treasureOf } from '../../../games/royale/tables.js';
import type { Session } from '../../../sessions/session.js';
import { actionId, type BoardOptions, type GameUi, menuId, optionValue } from '../../game-ui.js';
import { drawn, type Piece, recentLog, shown, shownLines, withPictureOn } from '../../render/compact.js';
import { dealLine, movesMade } from '../../render/deal-line.js';
import { COLORS, LIMITS, type MessagePayload } from '../../render/message.js';
import { riskStyle } from '../../render/risk.js';
import { truncate, userText } from '../../render/text.js';
import { GOAL_MARK, LEGEND, mapButtons, mapText, spaceNotes } from './map.js';
import { royaleSummary } from './summary.js';

const CLICHES = ['S', 'C', 'D', 'H'] as const;
const DIE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

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

/** What the battle's text says beyond the picture: what may be done before the first round, and why escape is not offered. */
export function battleHints(battle: BattleView, moves: readonly RoyaleMove[]): string[] {
  return [battle.round === 0 ? openingHint(moves) : '', escapeNote(battle)].filter(Boolean);
}

/**
 * The battle: both sides' dice, the round, the items in use, what may be done before the first round and why escape is not offered; null
 * with the picture, which draws the battle (its hints go in the board's text under the title: `battleHints`).
 */
export function battleField(battle: BattleView, moves: readonly RoyaleMove[], options: BoardOptions | undefined): APIEmbedField | null {
  if (withPictureOn(options)) return null;
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
    `Its dice: ${theirs}`,
    `Your dice: ${yours}`,
    battle.round === 0 ? openingHint(moves) : `Round ${battle.round} done.`,
    escapeNote(battle),
    items.length > 0 ? `In use: ${items.join(', ')}` : '',
  ];
  return { name, value: truncate(lines.filter(Boolean).join('\n'), 1024) };
}

/** The treasures held in one line, by name: "3 treasures: Rabbit's Foot, Voodoo Doll, Vestments" (the picture draws their cards). */
function treasureSummary(view: Pick<RoyaleView, 'treasures'>): string {
  return truncate(`${count(view.treasures.length, 'treasure')}: ${view.treasures.map((t) => t.name).join(', ')}`, 1024);
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

/** The prompt of each phase on the map, which the picture says too ("Move to a marked space"). */
const PROMPTS = {
  start: 'Choose a space on the edge of the map to start.',
  move: 'Move to an adjacent space that is not cleared.',
  retreat: 'Retreat to an adjacent space that is not cleared.',
} as const;

/** What the retreat prompt says beyond the picture's: what a retreat does and does not do. */
const RETREAT_NOTE = 'You do not face it (a face-down pile stays face down); you move on from it next turn.';

/**
 * The board's text under the title mid-run: the prompt (with the picture, only a retreat's note) and the notes on the moves' marks, the
 * turn, the map's legend or its goal mark, and with the picture the treasures in one line and the battle's hints.
 */
function prompt(view: RoyaleView, options: BoardOptions | undefined): string | undefined {
  const phase = view.phase === 'start' || view.phase === 'move' || view.phase === 'retreat' ? view.phase : null;
  const ask =
    phase === 'retreat' ? (withPictureOn(options) ? RETREAT_NOTE : `${PROMPTS.retreat} ${RETREAT_NOTE}`) : phase && drawn(PROMPTS[phase]);
  return shownLines(options, [
    ask,
    spaceNotes(view.moves).trim(),
    view.phase === 'start' ? '' : drawn(`Turn ${view.turns}`),
    view.battle ? drawn(`Map: ${LEGEND}`) : view.map.some((space) => space.goal) ? GOAL_MARK : '',
    withPictureOn(options) && view.treasures.length > 0 && treasureSummary(view),
    ...(withPictureOn(options) && view.battle ? battleHints(view.battle, view.moves) : []),
  ]);
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
    const pictured = withPictureOn(options);
    const result = royale.result(session.state);
    const progress = `${view.progress.defeated} of ${view.progress.needed} defeated`;
    const goal =
      view.goal === view.dealtGoal ? view.goalName : `${view.goalName} (goal 12, picked; the deuces dealt goal ${view.dealtGoal})`;
    const goalField = { name: 'Goal', value: `${goal} (${progress})` };
    const cliches = shownLines(options, clicheLines(view));
    const map = drawn({ name: 'Map', value: mapText(view) });
    const log = recentLog(options, session.log);
    const fields = shown<APIEmbedField>(options, [
      view.goal === view.dealtGoal ? drawn(goalField) : goalField,
      cliches !== undefined && { name: `${userText(view.name, 40)}'s clichés`, value: cliches },
      ...(view.battle ? [battleField(view.battle, view.moves, options), map] : over ? [map] : []),
      view.rolls.length > 0 && drawn({ name: 'Last rolls', value: truncate(rollsText(view), 1024) }),
      drawn({ name: 'Treasures', value: treasureText(view) }),
      view.victory.length > 0 && drawn({ name: 'Victory', value: view.victory.map((c) => cardName(c)).join(', ') }),
      !(over && pictured) && {
        name: 'Log',
        value: log.length > 0 ? truncate(log.join('\n'), 1024) : 'King Kozmo has hired you to clean up the Kingdom.',
      },
    ]);
    const optionList = optionNames(view.options);
    const description = over ? `**Score: ${signed(result.score ?? 0)}**\n${result.summary ?? ''}` : prompt(view, options);
    const embed: APIEmbed = {
      title: truncate(headline(view), 256),
      ...(description === undefined ? {} : { description }),
      color: over ? (view.phase === 'won' ? COLORS.good : COLORS.muted) : view.battle ? COLORS.danger : COLORS.neutral,
      fields,
      footer: { text: `${dealLine(session)}${optionList.map((name) => ` · ${name}`).join('')} · move ${movesMade(session)}` },
    };
    const components = over ? [] : view.battle ? battleButtons(session, view) : mapButtons(session, view, options);
    return { embeds: [embed], components };
  },
  summary: royaleSummary,
};
