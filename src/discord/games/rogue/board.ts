/** Rogue Risus's board. */

import type { APIEmbed, APIEmbedField } from 'discord.js';
import { count, signed } from '../../../engine/words.js';
import { type RogueState, type RogueView, rogue } from '../../../games/rogue/index.js';
import type { Session } from '../../../sessions/session.js';
import type { BoardOptions, GameUi } from '../../game-ui.js';
import { recentLog, withPictureOn } from '../../render/compact.js';
import { dealLine, movesMade } from '../../render/deal-line.js';
import { COLORS, type MessagePayload } from '../../render/message.js';
import { controls } from './controls.js';
import {
  characterField,
  choiceField,
  encounterField,
  fitLines,
  heroName,
  inventoryFields,
  levelField,
  rollsField,
  sheetLine,
  storyField,
} from './sheet.js';
import { rogueSummary } from './summary.js';

function logField(session: Session, fallback: string, options: BoardOptions | undefined): APIEmbedField {
  return { name: '📜 Log', value: session.log.length > 0 ? fitLines(recentLog(options, session.log), 900) : fallback };
}

function colour(view: RogueView): number {
  if (view.combat) return COLORS.danger;
  if (view.dice < view.maxDice) return COLORS.warning;
  return COLORS.good;
}

function footer(view: RogueView, session: Session): APIEmbed['footer'] {
  return { text: `${dealLine(session)} · deepest level ${view.deepest} · move ${movesMade(session)}` };
}

function playing(session: Session, view: RogueView, options: BoardOptions | undefined): MessagePayload {
  const fields = [
    characterField(view, options),
    levelField(view, options),
    encounterField(view, options),
    choiceField(view),
    rollsField(view, options),
    ...inventoryFields(view, options),
    logField(session, 'You step into the Entrance Caves.', options),
  ].filter((field): field is APIEmbedField => field !== null);
  return {
    embeds: [
      {
        title: `Rogue Risus · ${heroName(view)} the ${view.clicheTitle}`,
        description: sheetLine(view, options),
        color: colour(view),
        fields,
        footer: footer(view, session),
      },
    ],
    components: controls(session, view),
  };
}

function finished(session: Session, view: RogueView, options: BoardOptions | undefined): MessagePayload {
  const headline = view.won
    ? `🏆 ${heroName(view)} escaped with the Worldstone`
    : `💀 ${heroName(view)} fell on level ${view.escapeLevel ?? view.level}${view.escapeLevel === null ? '' : ' of the escape'}`;
  // With the picture, the score, depth and kills and the story, whose last line tells the end: the picture draws the rest.
  const fields = [
    storyField(view, options),
    characterField(view, options),
    encounterField(view, options),
    rollsField(view, options),
    withPictureOn(options) ? null : logField(session, '—', options),
  ].filter((field): field is APIEmbedField => field !== null);
  return {
    embeds: [
      {
        title: `Rogue Risus · ${headline}`,
        description: withPictureOn(options)
          ? `**Score: ${signed(view.score ?? 0)}** · Deepest level ${view.deepest}, ${count(view.kills, 'kill')}`
          : `**Score: ${signed(view.score ?? 0)}**\n${view.summary ?? ''}\n${sheetLine(view)}`,
        color: view.won ? COLORS.good : COLORS.muted,
        fields,
        footer: footer(view, session),
      },
    ],
    components: [],
  };
}

/** Rogue Risus in Discord. */
export const rogueBoard: GameUi<RogueState> = {
  blurb: 'a solo tarot roguelike with Risus dice: twenty levels down for the Worldstone, and back out; ranked by escape, depth and kills',
  standing(state) {
    const view = rogue.view(state);
    return `level ${view.level} · ${count(view.kills, 'kill')}`;
  },
  board(session, options) {
    const view = rogue.view(session.state);
    return view.over ? finished(session, view, options) : playing(session, view, options);
  },
  summary: rogueSummary,
};
