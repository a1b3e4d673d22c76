import { type APIButtonComponentWithCustomId, ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { assassinBoard } from '../../src/discord/games/assassin/board.js';
import { readVariants } from '../../src/discord/games/assassin/command.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { chooser } from '../../src/engine/chooser.js';
import { type AssassinState, assassin, VARIANTS, type Variant } from '../../src/games/assassin/index.js';
import type { Session } from '../../src/sessions/session.js';
import { deal, drawThen, play, stack } from '../games/assassin/helpers.js';
import { limitViolations } from '../helpers/limits.js';
import { sessionOf } from '../helpers/session.js';

const buttonsOf = (board: MessagePayload) =>
  board.components.flatMap((row) => row.components).filter((c): c is APIButtonComponentWithCustomId => c.type === ComponentType.Button);
/** Each button as [label, style]. */
const shown = (state: AssassinState) => buttonsOf(assassinBoard.board(session(state, 5))).map((b) => [b.label, b.style]);
const empty = { S: [], C: [], D: [], H: [] };

function session(state: AssassinState, version: number, log: string[] = []): Session<AssassinState> {
  return sessionOf('assassin', state, { id: 'ra1', ownerName: 'N'.repeat(32), version, log });
}

describe('Discord: the Royal Assassin board', () => {
  it('fits Discord limits on every board of 50 seeded games, offers exactly the legal plays, and marks every fatal one', () => {
    let fatalButtons = 0;
    // Every third of the games 0 to 149, whose numbers' bits turn the alternate rules on: each rule is on in some.
    for (let game = 0; game < 150; game += 3) {
      const variants = VARIANTS.filter((_, i) => (game >> i) & 1) as Variant[];
      let state = assassin.setup({ seed: `board-${game}`, options: { variants } });
      const pick = chooser(game + 7);
      for (let version = 0; ; version++) {
        const board = assassinBoard.board(session(state, version, ['A long event line '.repeat(10)]));
        expect(limitViolations(board)).toEqual([]);
        const offered = board.components
          .flatMap((row) => row.components)
          .map((c) => ('custom_id' in c ? decodeComponentId(c.custom_id)?.action : null));
        const legal = assassin.legalActions(state);
        expect(offered).toEqual(legal);
        // A play that ends the game lost is red and says so; no other button says it.
        const buttons = buttonsOf(board);
        const fatal = legal.map((action) => assassin.fatal!(state, action));
        expect(buttons.map((b) => /you lose to|^Concede/.test(b.label ?? ''))).toEqual(fatal);
        expect(buttons.filter((_, i) => fatal[i]).map((b) => b.style)).toEqual(fatal.filter(Boolean).map(() => ButtonStyle.Danger));
        fatalButtons += fatal.filter(Boolean).length;
        if (legal.length === 0) {
          expect(board.embeds[0]!.description).toMatch(/Score: \d+/);
          break;
        }
        const outcome = assassin.apply(state, legal[pick(legal.length)]!);
        if (!outcome.ok) throw new Error(outcome.message);
        state = outcome.state;
      }
    }
    expect(fatalButtons).toBeGreaterThan(40);
  });

  it('shows how setup ended on the first board', () => {
    const state = assassin.setup({ seed: 'first', options: { variants: [] } });
    expect(assassinBoard.board(session(state, 0)).embeds[0]!.description).toMatch(/Setup placed \d+ Royals; the .+ ended it\./);
  });

  it('offers the useless play and "Concede (record the loss)" once the stockpile is out, and shows the concession as the loss', () => {
    const base = assassin.setup({ seed: 'concede', deck: stack(['KS', 'QH', 'JC', 'JD', '4S']), options: { variants: [] } });
    const state: AssassinState = {
      ...base,
      stock: [],
      reserve: ['2S'],
      columns: { S: [], C: [], D: [], H: [{ royal: 'QH', attack: [{ card: '5S', value: 5 }], defence: [] }] },
    };
    const board = assassinBoard.board(session(state, 30));
    const labels = board.components.flatMap((row) => row.components).map((c) => ('label' in c ? c.label : ''));
    expect(labels).toEqual(['Continue on Q♥ with 2♠ (strength 7 → 5; you lose to Q♥)', 'Concede (record the loss)']);
    expect(buttonsOf(board).map((b) => b.style)).toEqual([ButtonStyle.Danger, ButtonStyle.Danger]);
    expect(board.embeds[0]!.description).toMatch(/no play left can kill a Royal: play on, or concede/);
    const conceded = assassin.apply(state, { type: 'concede' });
    if (!conceded.ok) throw new Error(conceded.message);
    const over = assassinBoard.board(session(conceded.state, 31));
    expect(over.components).toEqual([]);
    expect(over.embeds[0]!.description).toMatch(
      /^\*\*Score: 0\*\*\nYou concede\. The Queen of Hearts \(Q♥\) takes the throne\. You killed 0 Royals: 0\./,
    );
    expect(over.embeds[0]!.title).toBe('Royal Assassin · 👑 The Queen of Hearts takes the throne');
  });

  it("says what each play does to its Pretender, coloured by risk: the rulebook's examples 1 and 2", () => {
    const turned = play(deal(['9D', 'JC', 'QC', '2C', '6D']), { type: 'draw' });
    expect(shown(turned)).toEqual([
      ['Attack Q♣ with 6♦ (strength 12 → 6, 2♣ defends: 8)', ButtonStyle.Secondary],
      ['6♦ to the reserve', ButtonStyle.Secondary],
    ]);
    expect(shown(play(turned, { type: 'attack', column: 'C' }))).toEqual([
      [`Turn a card (${turned.stock.length} left)`, ButtonStyle.Secondary],
      ['Continue on Q♣ with 9♦ (kills her; J♣ takes over at 11)', ButtonStyle.Success],
      ['Joker over ♣ (Q♣ at 8: kill her and both ♣ Royals die)', ButtonStyle.Success],
    ]);
    const feeding = play(deal(['10D', 'JC', 'KS', 'QS', 'JS', '4C', '6H', '3C', '7D']), ...drawThen('C'), { type: 'draw' });
    expect(shown(feeding)).toEqual([['3♣ to the reserve (J♣ takes it: cancelled, back to 11)', ButtonStyle.Danger]]);
    const base = assassin.setup({ seed: 'stakes', deck: stack(['KS', 'QH', 'JC', 'JD', '4S']), options: { variants: [] } });
    const cancelled: AssassinState = {
      ...base,
      pending: '5S',
      reserve: ['4H', '2H'],
      columns: { ...empty, H: [{ royal: 'QH', attack: [], defence: [] }] },
    };
    expect(shown(cancelled)[0]).toEqual([
      'Attack Q♥ with 5♠ (strength 12 → 7, 2♥ 4♥ defend: cancelled, back to 12)',
      ButtonStyle.Secondary,
    ]);
  });

  it('says when a play kills a whole column, wins, or loses the game with the last card', () => {
    const base = assassin.setup({ seed: 'stakes', deck: stack(['KS', 'QH', 'JC', 'JD', '4S']), options: { variants: [] } });
    const joker: AssassinState = {
      ...base,
      pending: '9S',
      reserve: [],
      jokers: [{ card: 'JK1', at: 'H' }],
      columns: {
        ...empty,
        S: [{ royal: 'KS', attack: [], defence: [] }],
        H: [
          { royal: 'KH', attack: [], defence: [] },
          { royal: 'QH', attack: [{ card: '5S', value: 5 }], defence: [] },
        ],
      },
    };
    expect(shown(joker)[0]).toEqual(['Attack Q♥ with 9♠ (the Joker kills both ♥ Royals)', ButtonStyle.Success]);
    const last: AssassinState = { ...joker, columns: { ...empty, H: joker.columns.H } };
    expect(shown(last)[0]).toEqual(['Attack Q♥ with 9♠ (the Joker kills both ♥ Royals; you win)', ButtonStyle.Success]);
    const stuck: AssassinState = {
      ...base,
      stock: [],
      pending: '7C',
      reserve: [],
      columns: { ...empty, S: [{ royal: 'KS', attack: [], defence: [] }] },
    };
    expect(shown(stuck)).toEqual([['7♣ to the reserve (you lose to K♠)', ButtonStyle.Danger]]);
    expect(shown({ ...stuck, stock: ['5H'], pending: null })).toEqual([['Turn the last card', ButtonStyle.Secondary]]);
  });

  it('counts in words that read right: 1 Royal killed, 1 card to spare', () => {
    const base = assassin.setup({ seed: 'words', deck: stack(['KS', 'QH', 'JC', 'JD', '4S']), options: { variants: [] } });
    const one: AssassinState = { ...base, royalsKilled: 1 };
    expect(assassinBoard.board(session(one, 3)).embeds[0]!.footer!.text).toMatch(/ · 1 Royal killed · move 3$/);
    const won: AssassinState = {
      ...base,
      stock: ['5H'],
      reserve: ['7S'],
      pending: null,
      columns: { ...empty, H: [{ royal: 'QH', attack: [{ card: '5S', value: 5 }], defence: [] }] },
    };
    const over = assassinBoard.board(session(play(won, { type: 'continue', column: 'H' }), 40));
    expect(over.embeds[0]!.title).toBe(`Royal Assassin · 🏆 ${'N'.repeat(32)} keeps the throne`);
    expect(over.embeds[0]!.description).toMatch(/Every Pretender is dead with 1 stockpile card to spare/);
  });

  it('with two-jokers, says where each Joker is', () => {
    let state = assassin.setup({
      seed: 'jokers',
      deck: stack(['KH', 'KS', 'QH', 'JC', 'JD', '4S', '3S', 'JK2', '5C', '6C'], ['two-jokers']),
      options: { variants: ['two-jokers'] },
    });
    expect(assassinBoard.board(session(state, 0)).embeds[0]!.description).toContain('Jokers: 🃏1 in the stockpile, 🃏2 in the stockpile');
    for (const action of drawThen('H', 'reserve', 'reserve', 'reserve')) {
      const next = assassin.apply(state, action);
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    }
    expect(assassinBoard.board(session(state, 8)).embeds[0]!.description).toContain(
      'Jokers: 🃏1 in the stockpile, 🃏2 in the reserve under 2 cards',
    );
  });

  it("explains each alternate rule in a line in /rules, and follows the rules of the channel's game", () => {
    const general = assassinBoard.summary();
    const alternates = general.fields!.find((f) => f.name.startsWith('Alternate rules'))!.value;
    for (const variant of VARIANTS) expect(alternates).toContain(`▫️ \`${variant}\`: `);
    expect(alternates.split('\n')).toHaveLength(VARIANTS.length + 1);
    expect(JSON.stringify(general)).toContain('the Joker comes back to you');
    const discarded = assassinBoard.summary({ variants: ['joker-discarded', 'four-royals'] });
    const text = JSON.stringify(discarded);
    expect(text).not.toContain('comes back to you');
    expect(text).toContain('and the Joker is discarded');
    expect(text).toContain('until the fourth Royal is placed');
    expect(discarded.description).toContain("This channel's game plays `joker-discarded`, `four-royals`");
    expect(discarded.fields!.find((f) => f.name.startsWith('Alternate rules'))!.value).toContain('✅ `joker-discarded`');
    expect(assassinBoard.summary({ variants: [] }).description).toContain("This channel's game plays the standard rules.");
    for (const embed of [general, discarded, assassinBoard.summary({ variants: [...VARIANTS] })])
      expect(limitViolations({ embeds: [embed], components: [] })).toEqual([]);
  });

  it('reads variants from the command, and names unknown ones', () => {
    expect(readVariants(' Two-Jokers, exact-cancel ,exact-cancel')).toEqual(['two-jokers', 'exact-cancel']);
    expect(readVariants(null)).toEqual([]);
    expect(readVariants('two-jokers, wizards')).toMatch(/Unknown variant `wizards`. The variants are: two-jokers, four-royals/);
  });
});
