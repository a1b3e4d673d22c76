/**
 * Saga's table in Discord: the public table (table.ts) under a line naming who acts next (its mentions
 * ping only when the table is posted anew for them: announce.ts), each member's private panel (a
 * player's hand, the GM's panel: panels.ts), the public record of each resolved contest (outcome.ts),
 * the question before resolving over an open edge chain (ask.ts) and the `/rules` summary (summary.ts).
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { type SagaState, saga } from '../../../games/saga/index.js';
import { actionId, type GameUi, privateViewId } from '../../game-ui.js';
import { truncate } from '../../render/text.js';
import { announce } from './announce.js';
import { askBeforeResolve } from './ask.js';
import { gmPanel, playerPanel } from './panels.js';
import { sagaSummary } from './summary.js';
import { tableEmbed } from './table.js';
import { nextLine } from './text.js';

/** Saga in Discord. */
export const sagaBoard: GameUi<SagaState> = {
  blurb: 'Saga cards instead of dice for a Risus group: a GM, players with private hands, checks, conflicts and group fights',
  board(session, options) {
    const { state } = session;
    const view = saga.view(state);
    const resolve = saga.legalActions(state, state.gm).find((a) => a.type === 'resolve');
    const buttons = [
      {
        type: ComponentType.Button as const,
        style: ButtonStyle.Primary as const,
        label: 'My hand / GM panel',
        custom_id: privateViewId(session),
      },
      ...(resolve
        ? [
            {
              type: ComponentType.Button as const,
              style: ButtonStyle.Success as const,
              label: 'Resolve (GM)',
              custom_id: actionId(session, resolve),
            },
          ]
        : []),
    ];
    return {
      content: truncate(`**Next:** ${nextLine(view)}.`, 2000),
      embeds: [tableEmbed(view, session.log, options)],
      components: [{ type: ComponentType.ActionRow, components: buttons }],
    };
  },
  privateView(session, viewerId) {
    const { state } = session;
    const view = saga.view(state, viewerId);
    const actions = saga.legalActions(state, viewerId);
    if (viewerId === state.gm) return gmPanel(session, view, actions);
    if (!view.players.some((p) => p.id === viewerId)) return 'You are not at this table. Join it with `/saga join <character> <cliches>`.';
    return playerPanel(session, view, viewerId, actions);
  },
  summary: sagaSummary,
  announce,
  ask: askBeforeResolve,
};
