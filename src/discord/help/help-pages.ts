/**
 * `/help`'s pages: a short start-here page (the game to try first, the one command that starts each
 * game, and what a server's members do together: races, challenges, the daily post, tournaments) and, through a menu under it, a page per game and one for the other commands, each listing its
 * commands as they are registered. The games and commands are the bot's own (BotContext), so help
 * keeps no list of its own. One notation throughout: `<name>` must be given, `[name]` may be left out.
 */
import {
  type APIApplicationCommandOption,
  type APIApplicationCommandSubcommandGroupOption,
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

/**
 * The options every subcommand of a group has, in the first one's order. The bot's groups (`/race start`,
 * `/race challenge`, `/race join`) hold one subcommand per game, each with that game's own options too.
 */
function sharedOptions(group: APIApplicationCommandSubcommandGroupOption): APIApplicationCommandOption[] {
  const [first, ...rest] = group.options ?? [];
  const alike = (a: APIApplicationCommandOption, b: APIApplicationCommandOption) => a.name === b.name && !!a.required === !!b.required;
  return (first?.options ?? []).filter((option) => rest.every((sub) => (sub.options ?? []).some((other) => alike(option, other))));
}

/** A group of subcommands as the notation writes it: its subcommand a `<game>`, then the options they all share. */
function writtenGroup(group: APIApplicationCommandSubcommandGroupOption, requiredOnly: boolean): string {
  const shared = sharedOptions(group).filter((option) => !requiredOnly || option.required);
  return `${group.name} <game>${writtenOptions(shared)}`;
}

/**
 * Every way to call a command, with what it does: "`/scoundrel start [seed] [weapon-rule]`: Start a Scoundrel run in this channel";
 * a group once, "`/race start <game> [minutes] [seed]`: Open a race in this channel, with that game's own options".
 */
function commandLines(command: Command): string[] {
  const json = command.data.toJSON();
  const options = json.options ?? [];
  const subs = options.filter((option) => option.type === ApplicationCommandOptionType.Subcommand);
  const groups = options.filter((option) => option.type === ApplicationCommandOptionType.SubcommandGroup);
  if (subs.length === 0 && groups.length === 0) return [`\`/${json.name}${writtenOptions(options)}\`: ${json.description}`];
  return [
    ...subs.map((sub) => `\`/${json.name} ${sub.name}${writtenOptions(sub.options ?? [])}\`: ${sub.description}`),
    ...groups.map((group) => {
      const own = (group.options ?? []).some((sub) => (sub.options ?? []).length > sharedOptions(group).length);
      return `\`/${json.name} ${writtenGroup(group, false)}\`: ${group.description}${own ? ", with that game's own options" : ''}`;
    }),
  ];
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

/**
 * A command as the start page writes it, with the options it must be given and those named in `also`:
 * `/<name>`, or its subcommand or group `sub` ("`/race start <game>`"); null when the command or its
 * `sub` is not registered.
 */
function usage(commands: readonly Command[], name: string, sub?: string, also: readonly string[] = []): string | null {
  const json = commands.find((command) => command.data.name === name)?.data.toJSON();
  const part = sub === undefined ? null : json?.options?.find((option) => option.name === sub);
  if (!json || (sub !== undefined && !part)) return null;
  if (part?.type === ApplicationCommandOptionType.SubcommandGroup) return `\`/${name} ${writtenGroup(part, true)}\``;
  const options = part ? (part.type === ApplicationCommandOptionType.Subcommand ? (part.options ?? []) : []) : (json.options ?? []);
  const shown = options.filter((option) => option.required || also.includes(option.name));
  return `\`/${name}${part ? ` ${part.name}` : ''}${writtenOptions(shown)}\``;
}

/** The one command that starts a game: its `start` subcommand with the options it must be given. */
function startCommand(command: Command): string {
  const json = command.data.toJSON();
  const start = json.options?.some((option) => option.type === ApplicationCommandOptionType.Subcommand && option.name === 'start');
  return usage([command], json.name, start ? 'start' : undefined)!;
}

/**
 * What a server's members do together, each with the commands that do it: races on one deal, challenges
 * (a race of two, a Risus Royale duel), the daily post and tournaments on its deals. A line whose
 * commands are not all registered is left out.
 */
function togetherLines(commands: readonly Command[]): string[] {
  const race = usage(commands, 'race', 'start');
  const challenge = usage(commands, 'race', 'challenge');
  const duel = usage(commands, 'royale', 'duel');
  const post = usage(commands, 'settings', undefined, ['daily-channel']);
  const tournament = usage(commands, 'tournament', 'start');
  return [
    race && `Races on one deal, each on a private board with live standings: ${race}`,
    challenge && duel && `Challenges: a race of two, ${challenge}, or a Risus Royale duel, ${duel}`,
    post && `The daily post of the day's deals, with yesterday's podium: ${post} (Manage Server)`,
    tournament && `Tournaments on the daily deals, over several days: ${tournament}`,
  ].filter((line): line is string => typeof line === 'string');
}

/** The footer of every page: the notation. */
const NOTATION = { text: '<name>: you must give it · [name]: you may leave it out' };

/** The menu under every page, with the page shown picked. */
function menu(pages: readonly Topic[], shown: string): MessagePayload['components'][number] {
  const options: APISelectMenuOption[] = [
    { label: 'Start here', value: START, description: 'Which game to try first, how to start each, and what a server does together' },
    ...pages.map((topic) => ({ label: truncate(topic.label, 100), value: topic.value, description: contents(topic) })),
  ].map((option) => (option.value === shown ? { ...option, default: true } : option));
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: HELP_MENU_ID, placeholder: 'Every command of a game…', options }],
  };
}

/** The start page: what the bot is, the game to try first, the command that starts each game, and what a server does together. */
function startPage({ games, commands }: HelpSource): APIEmbed {
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
      '**Together in a server**',
      ...togetherLines(commands).map((line) => `• ${line}`),
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
  return { embeds: [startPage(source)], components: [menu(topics(source), START)] };
}

/** The help message showing the page picked in the menu, or null for a value that is no page of it. */
export function helpPage(source: HelpSource, value: string): MessagePayload | null {
  if (value === START) return helpStart(source);
  const pages = topics(source);
  const topic = pages.find((t) => t.value === value);
  return topic ? { embeds: [topicPage(topic)], components: [menu(pages, value)] } : null;
}
