/**
 * The commands that challenge a member, at their bounds: `/race challenge` refuses a race shorter than 5
 * or longer than 1440 minutes and takes both ends, `/race challenge` and `/royale duel` refuse a challenge
 * of oneself or of a bot, and a duel names the challenged member in at most 40 characters.
 */
import type { ChatInputCommandInteraction, InteractionReplyOptions } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.js';
import { raceCommand } from '../../src/commands/race.js';
import type { BotContext } from '../../src/discord/context.js';
import { openDuel } from '../../src/discord/games/royale/duel/duel-command.js';
import type { RaceOptions } from '../../src/games/race/index.js';
import type { DuelOptions } from '../../src/games/royale/duel/duel.js';
import { silentLogger } from '../../src/log.js';
import type { StartRequest } from '../../src/sessions/session-service.js';

/** A Discord user as a command's `member` option gives it. */
interface Member {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
}

const ALICE: Member = { id: '300000000000000001', username: 'alice', globalName: 'Alice', bot: false };
const BOB: Member = { id: '300000000000000002', username: 'bob', globalName: 'Bob', bot: false };
const BOT: Member = { id: '300000000000000009', username: 'helper', globalName: null, bot: true };

/** Ann's character in a duel: Wizardry 4, Fighting 3, Thievery 2, Cleric 1. */
const ANN = { name: 'Ann', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 };

/** A command of Alice's in a server channel with these options: what she was answered, and the games it asked to start. */
function commandOf(options: { member: Member; nick?: string; minutes?: number }, group = 'challenge', subcommand = 'scoundrel') {
  const answers: InteractionReplyOptions[] = [];
  const starts: StartRequest[] = [];
  const interaction = {
    channelId: '100000000000000001',
    guildId: '200000000000000001',
    user: ALICE,
    member: null,
    authorizingIntegrationOwners: null,
    deferred: false,
    inGuild: () => true,
    isMessageComponent: () => false,
    options: {
      getSubcommandGroup: () => group,
      getSubcommand: () => subcommand,
      getUser: () => options.member,
      getMember: () => (options.nick === undefined ? null : { displayName: options.nick }),
      getInteger: (name: string) => (name === 'minutes' ? (options.minutes ?? null) : null),
      getString: () => null,
    },
    reply: async (answer: InteractionReplyOptions) => void answers.push(answer),
  };
  // The store finds the channel unreadable: the start is asked for, and nothing is posted.
  const ctx = {
    log: silentLogger,
    sessions: {
      start: async (request: StartRequest) => {
        starts.push(request);
        return { kind: 'corrupt', reason: 'a test' };
      },
    },
    dailies: { claimDealt: () => ({ claim: async () => ({ ranked: false, daily: null, note: null }), release: async () => undefined }) },
  };
  return { interaction: interaction as unknown as ChatInputCommandInteraction, ctx: ctx as unknown as BotContext, answers, starts };
}

const race = raceCommand(catalog);

describe('/race challenge', () => {
  it('races 5 and 1440 minutes, and refuses 4 and 1441 privately, starting nothing', async () => {
    const asked: (number | null)[] = [];
    for (const minutes of [4, 5, 1440, 1441]) {
      const { interaction, ctx, answers, starts } = commandOf({ member: BOB, minutes });
      await race.execute(interaction, ctx);
      const started = starts[0]?.options as RaceOptions | undefined;
      asked.push(started?.minutes ?? null);
      if (!started) expect(answers.map((answer) => answer.content)).toEqual(['`minutes` is 5 to 1440. Nothing was started.']);
      else expect(started.challenged).toBe(BOB.id);
    }
    expect(asked).toEqual([null, 5, 1440, null]);
  });

  it('refuses a challenge of oneself or of a bot privately, starting nothing', async () => {
    for (const member of [ALICE, BOT]) {
      const { interaction, ctx, answers, starts } = commandOf({ member });
      await race.execute(interaction, ctx);
      expect(starts).toEqual([]);
      expect(answers.map((answer) => answer.content)).toEqual([
        'Challenge another member of this server (not yourself, not a bot). Nothing was started.',
      ]);
    }
  });
});

describe('/royale duel', () => {
  it('refuses a duel with oneself or with a bot privately, starting nothing', async () => {
    for (const member of [ALICE, BOT]) {
      const { interaction, ctx, answers, starts } = commandOf({ member });
      await openDuel(interaction, ctx, ANN);
      expect(starts).toEqual([]);
      expect(answers.map((answer) => answer.content)).toEqual([
        'Challenge another member of this server (not yourself, not a bot). Nothing was started.',
      ]);
    }
  });

  it('names the challenged member as the server shows them, in at most 40 characters', async () => {
    const forty = 'B'.repeat(40);
    const named: string[] = [];
    for (const nick of [forty, `${forty}X`]) {
      const { interaction, ctx, starts } = commandOf({ member: BOB, nick });
      await openDuel(interaction, ctx, ANN);
      named.push((starts[0]?.options as DuelOptions | undefined)?.challenged.name ?? 'none');
    }
    expect(named).toEqual([forty, forty]);
  });
});
