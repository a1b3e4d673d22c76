/**
 * `/saga …`: a Saga for Risus table in this channel. `start` makes the caller the GM; players `join`
 * with their character and clichés and may `leave`; `hand` shows a member their cards (the GM their
 * panel); the GM calls a `check`, a `conflict` or a `fight` (up to six players at once, more with
 * `fight-join`), `resolve`s, `heal`s, changes an `edge`, `end`s what is open early and hands the
 * `gm` seat on; `recap` tells the story of the table (recap.ts). `player`, `cliche` and `opponent`
 * options autocomplete from the table.
 */

import type { SlashCommandBooleanOption, SlashCommandStringOption, SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { type AutocompleteInteraction, type ChatInputCommandInteraction, InteractionContextType, MessageFlags } from 'discord.js';
import { parseCliches, saga } from '../../../games/saga/index.js';
import type { ActionSuit, SagaOptions, Style } from '../../../games/saga/state.js';
import { sessionOf } from '../../../sessions/session-outcomes.js';
import { reachOf } from '../../client/reach.js';
import type { Command } from '../../command.js';
import { choiceOption, rangeOption, serverCommand } from '../../command-builders.js';
import type { BotContext } from '../../context.js';
import { displayName } from '../../names.js';
import { corruptNotice, noGameNotice } from '../../notices.js';
import { actFromCommand } from '../../play/command-act.js';
import { startGame } from '../../play/start-game.js';
import { unlinked } from '../../render/text.js';
import { ephemeral, NO_PINGS } from '../../respond.js';
import { sagaBoard } from './board.js';
import { sagaChoices } from './choices.js';
import { recap } from './recap.js';

/** The `start` option naming the suit of one kind of action, with the suit it has when left out. */
function suitOption(kind: string, fallback: string) {
  return choiceOption(kind, `Suit of ${kind} actions (default ${fallback})`, { C: 'Clubs ♣', H: 'Hearts ♥', D: 'Diamonds ♦' });
}

/** A player's edge: 1 to 4. */
const EDGE = { min: 1, max: 4 };

/** Players one `/saga fight` names; more join with `/saga fight-join`. */
const FIGHTERS = 6;

function playerOption(o: SlashCommandStringOption, description: string, required = true): SlashCommandStringOption {
  return o.setName('player').setDescription(description).setRequired(required).setAutocomplete(true).setMaxLength(100);
}

function clicheOption(o: SlashCommandStringOption, name = 'cliche', required = true): SlashCommandStringOption {
  return o.setName(name).setDescription('Which of their clichés').setRequired(required).setAutocomplete(true).setMaxLength(40);
}

const styleOption = choiceOption(
  'style',
  'The kind of action (its suit is trump)',
  { physical: 'physical', social: 'social', other: 'other' },
  true,
);

function opponentOption(o: SlashCommandStringOption): SlashCommandStringOption {
  return o
    .setName('opponent')
    .setDescription("The opponent's name (recent ones are offered)")
    .setRequired(true)
    .setAutocomplete(true)
    .setMaxLength(40);
}

function hiddenOption(o: SlashCommandBooleanOption, description: string): SlashCommandBooleanOption {
  return o.setName('hidden').setDescription(description);
}

/** The opponent's rank and whether it (with the flips) is kept secret until resolved. */
function rankOption(sub: SlashCommandSubcommandBuilder, hides: string): SlashCommandSubcommandBuilder {
  return sub
    .addIntegerOption(rangeOption('rank', "The opponent's cliché rank (default: its rank last time)", { min: 1, max: 20 }))
    .addBooleanOption((o) => hiddenOption(o, hides));
}

function fightOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  let built = rankOption(
    sub
      .addStringOption(opponentOption)
      .addStringOption(styleOption)
      .addStringOption((o) => playerOption(o, 'The first player in the fight'))
      .addStringOption((o) => clicheOption(o)),
    "Keep the rank and each round's target secret until you resolve the round (your panel shows them)",
  );
  for (let n = 2; n <= FIGHTERS; n++) {
    built = built
      .addStringOption((o) => playerOption(o, `Player ${n} in the fight`, false).setName(`player${n}`))
      .addStringOption((o) => clicheOption(o, `cliche${n}`, false).setDescription(`Player ${n}'s cliché`));
  }
  return built;
}

/** The fighters `/saga fight` names, or what is missing. */
function fighters(interaction: ChatInputCommandInteraction): { player: string; cliche: string }[] | string {
  const named = [{ player: interaction.options.getString('player', true), cliche: interaction.options.getString('cliche', true) }];
  for (let n = 2; n <= FIGHTERS; n++) {
    const player = interaction.options.getString(`player${n}`);
    const cliche = interaction.options.getString(`cliche${n}`);
    if (player !== null && cliche === null) return `Give \`cliche${n}\` for \`player${n}\`.`;
    if (player === null && cliche !== null) return `\`cliche${n}\` needs a \`player${n}\`.`;
    if (player !== null && cliche !== null) named.push({ player, cliche });
  }
  return named;
}

/** The options given to the subcommand being typed, by name. */
function givenOptions(interaction: AutocompleteInteraction): Record<string, string | number | boolean | undefined> {
  const top = interaction.options.data;
  const options = top.length === 1 && top[0]?.options ? top[0].options : top;
  return Object.fromEntries(options.map((o) => [o.name, o.value]));
}

/** The table options from `/saga start`, or why they do not work. */
function startOptions(interaction: ChatInputCommandInteraction): Partial<SagaOptions> | string {
  const suits = (['physical', 'social', 'other'] as const).map((style) => [interaction.options.getString(style), style] as const);
  const chosen = suits.filter(([suit]) => suit !== null);
  const options: Partial<SagaOptions> = {
    decks: interaction.options.getInteger('decks') ?? 1,
    edge: interaction.options.getInteger('edge') ?? 2,
    tiesToOpponent: interaction.options.getString('ties') === 'opponent',
  };
  if (options.decks! < 1 || options.decks! > 4 || options.edge! < 1 || options.edge! > 4) return '`decks` and `edge` run from 1 to 4.';
  if (chosen.length > 0) {
    if (chosen.length < 3) return 'To remap the styles, give all three: `physical`, `social` and `other`, each a different suit.';
    const styles = Object.fromEntries(chosen.map(([suit, style]) => [suit, style])) as Record<ActionSuit, Style>;
    if (Object.keys(styles).length !== 3 || !Object.keys(styles).every((suit) => ['C', 'H', 'D'].includes(suit))) {
      return 'Each style needs its own suit among Clubs, Hearts and Diamonds (Spades are always GM payback).';
    }
    options.styles = styles;
  }
  return options;
}

async function showHand(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const loaded = await ctx.sessions.load(interaction.channelId);
  const session = sessionOf(loaded, saga);
  if (!session) {
    await interaction.reply(
      ephemeral(
        loaded.kind === 'corrupt'
          ? corruptNotice(loaded.reason)
          : loaded.kind === 'none'
            ? noGameNotice
            : "This channel's game is not a Saga table.",
      ),
    );
    return;
  }
  const view = sagaBoard.privateView!(session, interaction.user.id);
  if (typeof view === 'string') await interaction.reply(ephemeral(view));
  else await interaction.reply({ ...view, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
}

/** The /saga command. */
export const sagaCommand: Command = {
  data: serverCommand('saga', 'Saga cards for a Risus group: a GM, players with hands, checks, conflicts and fights')
    .addSubcommand((sub) =>
      sub
        .setName('start')
        .setDescription('Open a Saga table in this channel, with you as the GM')
        .addIntegerOption(rangeOption('decks', 'Decks shuffled together (1 to 4, default 1)', { min: 1, max: 4 }))
        .addIntegerOption(rangeOption('edge', "Players' default edge (1 to 4, default 2)", EDGE))
        .addStringOption(suitOption('physical', 'Clubs'))
        .addStringOption(suitOption('social', 'Hearts'))
        .addStringOption(suitOption('other', 'Diamonds'))
        .addStringOption(
          choiceOption('ties', 'Who wins a tied conflict or fight round (default the player)', {
            player: 'the player',
            opponent: 'the opponent',
          }),
        ),
    )
    .addSubcommand((sub) =>
      sub
        .setName('join')
        .setDescription('Join the table with your character')
        .addStringOption((o) => o.setName('character').setDescription("Your character's name").setRequired(true).setMaxLength(40))
        .addStringOption((o) =>
          o
            .setName('cliches')
            .setDescription('e.g. Weekend Warrior (3), Hairdresser (2), [Wizard] (4)')
            .setRequired(true)
            .setMaxLength(500),
        )
        .addIntegerOption(rangeOption('edge', "Your edge (1 to 4; default the table's)", EDGE)),
    )
    .addSubcommand((sub) => sub.setName('hand').setDescription('See your hand (players) or the GM panel (GM), privately'))
    .addSubcommand((sub) =>
      sub
        .setName('leave')
        .setDescription('Leave the table (GM: remove a player); your cards go to the discard pile')
        .addStringOption((o) => playerOption(o, 'GM: the player to remove', false)),
    )
    .addSubcommand((sub) =>
      sub
        .setName('check')
        .setDescription('GM: call for a check against a target')
        .addStringOption((o) => playerOption(o, 'Who acts'))
        .addStringOption((o) => clicheOption(o))
        .addStringOption(styleOption)
        .addIntegerOption(rangeOption('target', 'The number to meet or beat', { min: 1, max: 99 }, true))
        .addBooleanOption((o) => hiddenOption(o, 'Keep the target secret from the players until you resolve (your panel shows it)')),
    )
    .addSubcommand((sub) =>
      rankOption(
        sub
          .setName('conflict')
          .setDescription("GM: a single-action conflict: one round against an opponent's rank plus a flip")
          .addStringOption((o) => playerOption(o, 'Who acts'))
          .addStringOption((o) => clicheOption(o))
          .addStringOption(styleOption)
          .addStringOption(opponentOption),
        "Keep the opponent's rank, flip and target secret until you resolve (your panel shows them)",
      ),
    )
    .addSubcommand((sub) =>
      fightOptions(sub.setName('fight').setDescription(`GM: start a fight of up to ${FIGHTERS} players against one opponent`)),
    )
    .addSubcommand((sub) =>
      sub
        .setName('fight-join')
        .setDescription('GM: add a player to the fight going on (they play in the open round)')
        .addStringOption((o) => playerOption(o, 'Who joins the fight'))
        .addStringOption((o) => clicheOption(o)),
    )
    .addSubcommand((sub) => sub.setName('resolve').setDescription('GM: resolve the open check, conflict or fight round'))
    .addSubcommand((sub) =>
      sub
        .setName('heal')
        .setDescription("GM: restore a player's hand size (and their fight hand)")
        .addStringOption((o) => playerOption(o, 'Who')),
    )
    .addSubcommand((sub) =>
      sub
        .setName('edge')
        .setDescription("GM: change a player's edge (their hand size moves with it)")
        .addStringOption((o) => playerOption(o, 'Whose edge'))
        .addIntegerOption(rangeOption('edge', 'The new edge, 1 to 4', EDGE, true)),
    )
    .addSubcommand((sub) => sub.setName('end').setDescription('GM: end the open check, conflict or fight early (the table goes on)'))
    .addSubcommand((sub) =>
      sub
        .setName('recap')
        .setDescription('The story of the table: every result, who joined and left (privately; GM: public to post it)')
        .addStringOption((o) =>
          o.setName('since').setDescription('From when: 20:30, 2h, 90m or 2026-11-28 (default: since the table opened)').setMaxLength(40),
        )
        .addBooleanOption((o) => o.setName('public').setDescription('GM: post it in the channel for the whole table')),
    )
    .addSubcommand((sub) =>
      sub
        .setName('gm')
        .setDescription('GM: hand the GM seat and the payback hand to another member')
        .addUserOption((o) => o.setName('member').setDescription('The new GM').setRequired(true)),
    ),
  async execute(interaction, ctx) {
    if (interaction.context !== InteractionContextType.Guild || reachOf(interaction) !== 'channel') {
      await interaction.reply(
        ephemeral(
          'A Saga table needs its players and its channel: open one in a server that has the bot, with `/saga start`. Nothing was started.',
        ),
      );
      return;
    }
    const sub = interaction.options.getSubcommand();
    if (sub === 'start') {
      const options = startOptions(interaction);
      if (typeof options === 'string') await interaction.reply(ephemeral(`${options} Nothing was started.`));
      else await startGame(interaction, ctx, saga, options);
      return;
    }
    if (sub === 'hand') return showHand(interaction, ctx);
    if (sub === 'recap') return recap(interaction, ctx);
    if (sub === 'join') {
      const cliches = parseCliches(interaction.options.getString('cliches', true));
      if (!cliches.ok) {
        await interaction.reply(ephemeral(`${unlinked(cliches.message)} Nothing was saved.`));
        return;
      }
      const edge = interaction.options.getInteger('edge');
      const member = displayName(interaction.user, interaction.member);
      const action = {
        type: 'join',
        player: interaction.user.id,
        member,
        name: interaction.options.getString('character', true),
        cliches: cliches.cliches,
        ...(edge === null ? {} : { edge }),
      };
      return actFromCommand(interaction, ctx, 'saga', action, true);
    }
    const player = interaction.options.getString('player');
    const cliche = interaction.options.getString('cliche');
    const style = interaction.options.getString('style');
    const opponent = {
      name: interaction.options.getString('opponent') ?? '',
      ...(interaction.options.getInteger('rank') === null ? {} : { rank: interaction.options.getInteger('rank') }),
    };
    const hidden = interaction.options.getBoolean('hidden') === true;
    if (sub === 'check')
      return actFromCommand(interaction, ctx, 'saga', {
        type: 'check',
        player,
        cliche,
        style,
        target: interaction.options.getInteger('target', true),
        hidden,
      });
    if (sub === 'conflict') return actFromCommand(interaction, ctx, 'saga', { type: 'conflict', player, cliche, style, opponent, hidden });
    if (sub === 'fight') {
      const named = fighters(interaction);
      if (typeof named === 'string') await interaction.reply(ephemeral(`${named} Nothing was started.`));
      else await actFromCommand(interaction, ctx, 'saga', { type: 'fight', fighters: named, style, opponent, hidden });
      return;
    }
    if (sub === 'fight-join') return actFromCommand(interaction, ctx, 'saga', { type: 'fight-join', player, cliche });
    if (sub === 'resolve' || sub === 'end') return actFromCommand(interaction, ctx, 'saga', { type: sub });
    if (sub === 'heal') return actFromCommand(interaction, ctx, 'saga', { type: 'heal', player });
    if (sub === 'edge')
      return actFromCommand(interaction, ctx, 'saga', { type: 'edge', player, edge: interaction.options.getInteger('edge', true) });
    if (sub === 'leave') return actFromCommand(interaction, ctx, 'saga', { type: 'leave', ...(player === null ? {} : { player }) });
    if (sub === 'gm') {
      const user = interaction.options.getUser('member', true);
      if (user.bot) {
        await interaction.reply(ephemeral('A bot cannot run the table: pick a member. Nothing was changed.'));
        return;
      }
      return actFromCommand(interaction, ctx, 'saga', {
        type: 'gm',
        player: user.id,
        name: displayName(user, interaction.options.getMember('member')),
      });
    }
    await interaction.reply(ephemeral(`I don't know \`/saga ${sub}\`. \`/help\` lists the commands.`));
  },
  async autocomplete(interaction, ctx) {
    const loaded = await ctx.sessions.load(interaction.channelId);
    const state = sessionOf(loaded, saga)?.state ?? null;
    const focused = interaction.options.getFocused(true);
    const query = {
      member: interaction.user.id,
      subcommand: interaction.options.getSubcommand(false),
      focused: focused.name,
      typed: String(focused.value),
      options: givenOptions(interaction),
    };
    await interaction.respond(sagaChoices(state, query));
  },
};
