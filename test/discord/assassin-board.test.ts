import { describe, expect, it } from 'vitest';
import { readVariants } from '../../commands/assassin.js';
import { decodeComponentId } from '../../src/discord/custom-id.js';
import { assassinUi } from '../../src/discord/games/assassin-ui.js';
import { limitViolations } from '../../src/discord/render/limits.js';
import { assassin, VARIANTS, type AssassinState, type Variant } from '../../src/games/assassin/index.js';
import type { Session } from '../../src/sessions/session.js';
import { chooser } from '../../src/engine/chooser.js';

function session(state: AssassinState, version: number, log: string[] = []): Session {
  return {
    schema: 4, id: 'ra1', game: 'assassin', guildId: '9'.repeat(18), channelId: '8'.repeat(18), ownerId: '7'.repeat(18), ownerName: 'N'.repeat(32),
    players: ['7'.repeat(18)], seed: state.seed, options: state.options, ranked: true, daily: null, version, state, actions: [], lastMove: null, log, recorded: false, createdAt: '', updatedAt: '',
  };
}

describe('Discord: the Royal Assassin board', () => {
  it('fits Discord limits on every board of 150 seeded games and offers exactly the legal plays', () => {
    for (let game = 0; game < 150; game++) {
      const variants = VARIANTS.filter((_, i) => (game >> i) & 1) as Variant[];
      let state = assassin.setup({ seed: `board-${game}`, options: { variants } });
      const pick = chooser(game + 7);
      for (let version = 0; ; version++) {
        const board = assassinUi.board(session(state, version, ['A long event line '.repeat(10)]));
        expect(limitViolations(board)).toEqual([]);
        const offered = board.components.flatMap((row) => row.components).map((c) => ('custom_id' in c ? decodeComponentId(c.custom_id)?.action : null));
        const legal = assassin.legalActions(state);
        expect(offered).toEqual(legal);
        if (legal.length === 0) {
          expect(board.embeds[0]!.description).toMatch(/Score: \d+/);
          break;
        }
        const outcome = assassin.apply(state, legal[pick(legal.length)]!);
        if (!outcome.ok) throw new Error(outcome.message);
        state = outcome.state;
      }
    }
  });

  it('shows how setup ended on the first board', () => {
    const state = assassin.setup({ seed: 'first', options: { variants: [] } });
    expect(assassinUi.board(session(state, 0)).embeds[0]!.description).toMatch(/Setup placed \d+ Royals; the .+ ended it\./);
  });

  it('reads variants from the command, and names unknown ones', () => {
    expect(readVariants(' Two-Jokers, exact-cancel ,exact-cancel')).toEqual(['two-jokers', 'exact-cancel']);
    expect(readVariants(null)).toEqual([]);
    expect(readVariants('two-jokers, wizards')).toMatch(/Unknown variant `wizards`. The variants are: two-jokers, four-royals/);
  });
});
