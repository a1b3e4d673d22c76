/**
 * What may be done now, and doing it. `legalActions` is the single source of truth: `apply` accepts an
 * action exactly when it is listed, and otherwise says which rule stands in the way.
 */
import { clonePlain } from '../../engine/clone.js';
import { type Applied, refused } from '../../engine/game.js';
import { closeMove, openMove } from '../../engine/move.js';
import { count } from '../../engine/words.js';
import { held } from './cards.js';
import { canPump, pumpCap } from './character.js';
import { acceptRoll, fightRound, shoot } from './combat.js';
import { withoutRolls } from './context.js';
import { equipment, LEVELS } from './data.js';
import { discardPending, equipPending, slotsFor } from './equipment.js';
import { DESCEND_AFTER, descend, explore, pickCard, rest, startEscape } from './explore.js';
import { aimWand, cancelAim, useItem } from './items.js';
import { ITEM_KINDS, type RogueAction, type RogueState } from './state.js';
import { blankItems, eraseKnown, identifyChosen } from './tokens.js';

/** A draw is possible: cards left on the level, or the escape's next monster. */
export function canDraw(s: RogueState): boolean {
  return s.escape !== null || s.deck.length > 0;
}

/** A rest is possible: a die to heal, no rest since the last draw, and a draw to follow. */
function canRest(s: RogueState): boolean {
  return s.dice < s.maxDice && !s.rested && canDraw(s);
}

/** Descending is allowed after 16 of the level's cards, above level 20, before the escape. */
export function canDescend(s: RogueState): boolean {
  return s.escape === null && s.level < LEVELS && s.drawn.length >= DESCEND_AFTER;
}

/** The escape may start once the Worldstone is found. */
function canEscape(s: RogueState): boolean {
  return s.escape === null && s.worldstone;
}

function choices(s: RogueState): RogueAction[] {
  const pending = s.pending;
  if (!pending) return [];
  switch (pending.kind) {
    case 'pick':
      return pending.cards.map((card) => ({ type: 'pick', card }));
    case 'equip':
      return [...slotsFor(s, equipment(pending.card)).map((slot) => ({ type: 'equip' as const, slot })), { type: 'discard' }];
    case 'identify':
      return blankItems(s).map((card) => ({ type: 'identify', card }));
    case 'chaos':
      return ITEM_KINDS.map((group) => ({ type: 'chaos', group }));
    case 'aim':
      return [
        { type: 'use', card: pending.card, target: 'monster' },
        { type: 'use', card: pending.card, target: 'self' },
        { type: 'cancel' },
      ];
  }
}

/** Every action the board offers, in the board's order. */
export function legalActions(s: RogueState): RogueAction[] {
  if (s.end) return [];
  if (s.pending) return choices(s);
  const combat = s.combat;
  if (combat?.roll) return [{ type: 'shoot' }, { type: 'accept' }];
  const items: RogueAction[] = [...held(s, 'potion'), ...held(s, 'scroll')].map((card) => ({ type: 'use', card }));
  if (combat) {
    const pumps = Array.from({ length: pumpCap(s) }, (_, i): RogueAction => ({ type: 'fight', pump: i + 1 }));
    const wands = held(s, 'wand').map((card): RogueAction => ({ type: 'aim', card }));
    return [{ type: 'fight' }, ...pumps, ...items, ...wands];
  }
  const moves: RogueAction[] = [];
  if (canDraw(s)) moves.push({ type: 'draw' });
  if (canRest(s)) moves.push({ type: 'rest' });
  if (canDescend(s)) moves.push({ type: 'descend' });
  if (canEscape(s)) moves.push({ type: 'escape' });
  return [...moves, ...items];
}

/** The same action, ignoring fields left undefined. */
export function sameAction(a: RogueAction, b: RogueAction): boolean {
  const fields = (action: RogueAction): string =>
    JSON.stringify(
      Object.entries(action)
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return fields(a) === fields(b);
}

const PENDING_TEXT = {
  pick: 'Pick one of the two cards the Amulet of Speed shows you first.',
  equip: 'Decide about the equipment you found first.',
  identify: 'Choose the item to identify first.',
  chaos: 'Choose the group of effects Chaos erases first.',
  aim: 'Point the raised wand, or put it away, first.',
} as const;

/** Why an action not on the list is refused. */
function refusal(s: RogueState, action: RogueAction): Applied<RogueState> {
  if (s.pending) return refused('choice-pending', PENDING_TEXT[s.pending.kind]);
  if (s.combat?.roll) return refused('roll-waiting', 'Spend an extra shot or take the roll first.');
  const combat = s.combat;
  switch (action.type) {
    case 'draw':
    case 'rest':
    case 'descend':
    case 'escape':
      if (combat) return refused('in-fight', `Finish the fight with the ${combat.monster.name} first.`);
      if (action.type === 'rest') {
        if (s.dice >= s.maxDice) return refused('unhurt', 'Your cliché is whole: there is nothing to heal.');
        if (s.rested) return refused('rested', 'You may rest only once between draws.');
      }
      if (action.type === 'descend') {
        if (s.escape || s.level >= LEVELS) return refused('no-descent', 'There is no way further down.');
        return refused('too-soon', `Draw at least ${DESCEND_AFTER} of the level's cards before going down (${s.drawn.length} so far).`);
      }
      if (action.type === 'escape')
        return refused('no-worldstone', s.escape ? 'You are already escaping.' : 'Only the Worldstone opens the escape.');
      return refused(
        'level-empty',
        s.level < LEVELS ? 'The level deck is empty: go down.' : 'The level deck is empty: escape with the Worldstone.',
      );
    case 'fight':
      if (!combat) return refused('no-fight', 'There is nothing to fight.');
      if (!canPump(s)) return refused('no-pump', 'Only mages (and a fighter with the Amulet of Strength) may pump.');
      return refused('pump-too-big', `You may pump at most ${count(pumpCap(s), 'die', 'dice')} now.`);
    case 'use':
    case 'aim':
      return refused('cannot-use', 'You do not hold that item, or it cannot be used now (wands: raise one in a fight, then point it).');
    default:
      return refused('no-choice', 'There is no such choice to make now.');
  }
}

/** Applies one action, or says which rule forbids it. Never mutates `state`. */
export function applyAction(state: RogueState, action: RogueAction): Applied<RogueState> {
  if (state.end) return refused('game-over', 'This run is over.');
  if (!legalActions(state).some((legal) => sameAction(legal, action))) return refusal(state, action);
  const extraShot = action.type === 'shoot' || action.type === 'accept';
  const ctx = openMove(state, extraShot ? clonePlain : withoutRolls);
  switch (action.type) {
    case 'draw':
      explore(ctx, false);
      break;
    case 'rest':
      rest(ctx);
      break;
    case 'descend':
      descend(ctx);
      break;
    case 'escape':
      startEscape(ctx);
      break;
    case 'pick':
      pickCard(ctx, action.card);
      break;
    case 'fight':
      fightRound(ctx, action.pump ?? 0);
      break;
    case 'shoot':
      shoot(ctx);
      break;
    case 'accept':
      acceptRoll(ctx);
      break;
    case 'use':
      useItem(ctx, action.card, action.target);
      break;
    case 'aim':
      aimWand(ctx, action.card);
      break;
    case 'cancel':
      cancelAim(ctx);
      break;
    case 'equip':
      equipPending(ctx, action.slot);
      break;
    case 'discard':
      discardPending(ctx);
      break;
    case 'identify':
      identifyChosen(ctx, action.card);
      break;
    case 'chaos':
      eraseKnown(ctx, action.group);
      break;
  }
  return closeMove(ctx);
}
