/**
 * `/help`'s pages: a short start-here page (the game to try first, and the one command that starts each
 * game) and, through a menu under it, a page per game and one for the other commands, each listing its
 * commands as they are registered. The games and commands are the bot's own (BotContext), so help
 * keeps no list of its own. One notation throughout: `<name>` must be given, `[name]` may be left out.
 */
import {
  type APIApplicationCommandOption,
  type APIEmbed,
  type APISelectMenuOption,
  ApplicationCommandOptionType,
  ComponentType,
} from 'discord.js';
import { encodeComponentId } from '../actions/custom-id.js';
import type { Command } from '../command.js';
import type { BotContext } from '../context.js';
import type { GameEntry } from '../game-entry.js';
import { COLORS, LIMITS, type MessagePayload } from '../render/message.js';
import { truncate } from '../render/text.js';

/** The custom id of the help menu: the same on every /help answer, since a page depends only on the value picked. */
export const HELP_MENU_ID = encodeComponentId({ game: 'help', sessionId: 'menu', version: 0, action: { type: 'page' } });

/** The name of `/help` itself, which its pages leave out. */
export const HELP_COMMAND = 'help';

/** The id of the game a newcomer should try first: solo, short, and played with a handful of buttons. */
const FIRST_GAME = 'scoundrel';

/** What the pages are made from: the bot's games and every command it registers. */
export type HelpSource = Pick<BotContext, 'games' | 'commands'>;

/** The games in the order help names them: the one to try first, the other solo games, then the table games. */
function gameOrder(games: readonly GameEntry[]): GameEntry[] {
  const rank = (entry: GameEntry) => (entry.rules.id === FIRST_GAME ? 0 : entry.rules.seating === 'solo' ? 1 : 2);
  return [...games].sort((a, b) => rank(a) - rank(b));
}

/** A page of the menu: its value, its name in the menu and as a title, and the commands it lists. */
interface Topic {
  value: string;
  label: string;
  title: string;
  commands: readonly Command[];
}

/** The menu's pages after the start: one per game, then the other commands (every one but the games' and `/help`). */
function topics({ games, commands }: HelpSource): Topic[] {
  const ofGames = new Set(games.map((entry) => entry.command));
  return [
    ...gameOrder(games).map(({ rules, command }) => ({
      value: rules.id,
      label: rules.title,
      title: `${rules.title}: every command`,
      commands: [command],
    })),
    {
      value: 'more',
      label: 'Other commands, for every game',
      title: 'Commands for every game',
      commands: commands.filter((c) => !ofGames.has(c) && c.data.name !== HELP_COMMAND),
    },
  ];
}

/** The value of the start page in the menu. */
const START = 'start';

/** An option as the notation writes it: `<name>` when it must be given, `[name]` when it may be left out. */
function written(option: APIApplicationCommandOption): string {
  return option.required ? `<${option.name}>` : `[${option.name}]`;
}

/**
 * A command's options in the notation; a run of numbered options (`[player2] [cliche2]` up to
 * `[player6] [cliche6]`) is written as its first and last groups with "…" between.
 */
function writtenOptions(options: readonly APIApplicationCommandOption[]): string {
  const numberOf = (option: APIApplicationCommandOption) => /\D(\d+)$/.exec(option.name)?.[1] ?? null;
  const numbers = [...new Set(options.map(numberOf).filter((n): n is string => n !== null))];
  const hidden = new Set(numbers.length > 2 ? numbers.slice(1, -1) : []);
  const words: string[] = [];
  for (const option of options) {
    const number = numberOf(option);
    if (number === null || !hidden.has(number)) words.push(written(option));
    else if (words.at(-1) !== '…') words.push('…');
  }
  return words.map((word) => ` ${word}`).join('');
}

/** Every way to call a command, with what it does: "`/scoundrel start [seed] [weapon-rule]`: Start a Scoundrel run in this channel". */
function commandLines(command: Command): string[] {
  const json = command.data.toJSON();
  const options = json.options ?? [];
  const subs = options.filter((option) => option.type === ApplicationCommandOptionType.Subcommand);
  if (subs.length === 0) return [`\`/${json.name}${writtenOptions(options)}\`: ${json.description}`];
  return subs.map((sub) => `\`/${json.name} ${sub.name}${writtenOptions(sub.options ?? [])}\`: ${sub.description}`);
}

/** What a topic holds, for its line in the menu: "/scoundrel start · daily", "/game · /leaderboard · …". */
function contents(topic: Topic): string {
  const names = topic.commands.map((command) => {
    const json = command.data.toJSON();
    const subs = (json.options ?? []).filter((option) => option.type === ApplicationCommandOptionType.Subcommand).map((sub) => sub.name);
    return topic.commands.length === 1 && subs.length > 0 ? `/${json.name} ${subs.join(' · ')}` : `/${json.name}`;
  });
  return truncate(names.join(' · '), 100);
}

/** The one command that starts a game: its `start` subcommand with the options it must be given. */
function startCommand(command: Command): string {
  const json = command.data.toJSON();
  const start = json.options?.find((option) => option.type === ApplicationCommandOptionType.Subcommand && option.name === 'start');
  const needed = start && 'options' in start ? (start.options ?? []).filter((option) => option.required) : [];
  return `\`/${json.name}${start ? ' start' : ''}${writtenOptions(needed)}\``;
}

/** The footer of every page: the notation. */
const NOTATION = { text: '<name>: you must give it · [name]: you may leave it out' };

/** The menu under every page, with the page shown picked. */
function menu(pages: readonly Topic[], shown: string): MessagePayload['components'][number] {
  const options: APISelectMenuOption[] = [
    { label: 'Start here', value: START, description: 'Which game to try first, and how to start each one' },
    ...pages.map((topic) => ({ label: truncate(topic.label, 100), value: topic.value, description: contents(topic) })),
  ].map((option) => (option.value === shown ? { ...option, default: true } : option));
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: HELP_MENU_ID, placeholder: 'Every command of a game…', options }],
  };
}

/** The start page: what the bot is, the game to try first, and the command that starts each game. */
function startPage(games: readonly GameEntry[]): APIEmbed {
  const ordered = gameOrder(games);
  const [first] = ordered;
  // Each game's blurb up to its first colon or semicolon: what it is, without how it ranks.
  const starts = ordered.map(
    ({ rules, board, command }) => `**${rules.title}**: ${startCommand(command)}, ${board.blurb.split(/[;:]/)[0]}`,
  );
  return {
    title: 'Tabletop GM: start here',
    color: COLORS.neutral,
    description: [
      'Card and dice games, one per channel (a thread counts as one), played with the buttons on their board.',
      ...(first ? [`New here? Try **${first.rules.title}** first: ${startCommand(first.command)}.`] : []),
      '',
      ...starts,
      '',
      'Pick a game in the menu for every command it has.',
    ].join('\n'),
    footer: NOTATION,
  };
}

/** A topic's page: every command it lists, one line each. */
function topicPage(topic: Topic): APIEmbed {
  const rules = topic.value === 'more' ? [] : ['', `How the bot plays it: \`/rules <game>\`, then pick ${topic.label}.`];
  return {
    title: topic.title,
    color: COLORS.neutral,
    description: truncate([...topic.commands.flatMap(commandLines), ...rules].join('\n'), LIMITS.embedDescription),
    footer: NOTATION,
  };
}

/** What `/help` answers first: the start page, with the menu of the others. */
export function helpStart(source: HelpSource): MessagePayload {
  return { embeds: [startPage(source.games)], components: [menu(topics(source), START)] };
}

/** The help message showing the page picked in the menu, or null for a value that is no page of it. */
export function helpPage(source: HelpSource, value: string): MessagePayload | null {
  if (value === START) return helpStart(source);
  const pages = topics(source);
  const topic = pages.find((t) => t.value === value);
  return topic ? { embeds: [topicPage(topic)], components: [menu(pages, value)] } : null;
}
