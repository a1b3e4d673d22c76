/**
 * `/help` through the real client: a private start page with a menu; picking a game redraws that private
 * answer in place with the game's commands; a forged value is refused privately and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, users } from '../../local-discord/index.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

describe('/help', () => {
  it("opens each game's commands in place, privately, and refuses a forged page", async () => {
    const answer = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'help' });
    expect(answer.ephemeral).toBe(true);
    const help = answer.message!;
    expect(help.embeds[0]?.title).toBe('Tabletop GM: start here');
    const [menu] = env.discord.selects(help);
    const picked = await env.discord.answerTo(
      env.discord.select({ user: users.alice, message: help, customId: menu!.customId, values: ['rogue'] }),
    );
    expect(picked.message?.id).toBe(help.id);
    expect(picked.message?.embeds[0]?.title).toBe('Rogue Risus: every command');
    expect(picked.message?.embeds[0]?.description).toContain('`/rogue start <cliche> [name] [seed] [private]`');
    const forged = await env.discord.answerTo(
      env.discord.forgeSelect({ user: users.alice, message: help, customId: menu!.customId, values: ['settings-admin'] }),
    );
    expect(forged.ephemeral).toBe(true);
    expect(forged.message?.content).toMatch(/isn't a page of `\/help`, so nothing was changed/);
    expect(env.discord.message(help.id)?.embeds[0]?.title).toBe('Rogue Risus: every command');
  });
});
