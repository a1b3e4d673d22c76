/** The `/rules` summary of Saga for Risus, as the bot runs it. */
import type { APIEmbed } from 'discord.js';
import { COLORS } from '../../render/message.js';

/** The summary embed. */
export function sagaSummary(): APIEmbed {
  return {
    title: 'Saga for Risus: how the bot runs it',
    color: COLORS.neutral,
    description:
      'Cards instead of dice for a Risus group. The member who runs `/saga ' +
      'start` is the GM; players `/saga join` with their character and clichés. ' +
      'The table names who acts next and pings them; your hand (`/saga hand` ' +
      'or the table button) lists the plays you may make with their totals.',
    fields: [
      {
        name: 'The deck',
        value:
          'A to 10 of every suit (Aces count 1), one to four decks. Hands are edge + 2 cards (edge 1–4, default 2). ' +
          '♣ physical, ♥ social, ♦ other (the GM may remap them); ♠ Spades a player plays go to the GM as payback.',
      },
      {
        name: 'A check',
        value:
          '`/saga check`: play a card from your hand: cliché rating + card. A card ' +
          "of the action's trump suit flips the next card from the pile, and again " +
          'while the flips are trump. A card at or under your edge lets you play ' +
          'another or stop. Meet or beat the target to succeed; your hand refills.',
      },
      {
        name: 'Pumping',
        value:
          'A pumped card counts double but is lost until the GM heals you (hand size −1). ' +
          'Clichés in [brackets] may be double-pumped: double, plus the next card from the pile.',
      },
      {
        name: 'Payback',
        value:
          'The GM may add payback cards to the difficulty of anything open, before ' +
          'resolving it (with several decks, each copy of a card is its own choice).',
      },
      {
        name: 'Conflicts',
        value:
          "`/saga conflict`: one opposed round. Meet or beat the opponent's rank plus the GM's flip " +
          '(trump rule too), resolved once: you lose nothing but the cards you played and pumped.',
      },
      {
        name: 'Fights',
        value:
          '`/saga fight`: one or more players against an opponent. Each round the GM flips one target (rank + flip); everyone ' +
          'still in plays against it. The opponent drops a rank for each player who meets or beats it; at 0 the players win. ' +
          'Each player who falls short loses a card of their fight hand: your fight hand is your hand size (less pumped cards) ' +
          'less the rounds you lost, and your hand is trimmed to it. At 0 you are out; when everyone is out the opponent wins.',
      },
      {
        name: 'The GM',
        value:
          'Resolves, heals hurt players, ends a check, conflict or fight early (cards played go back), changes edges, ' +
          'may keep a target secret until resolving (`hidden:true` on a check, conflict or fight), ' +
          'adds players to a fight and can hand the GM seat (with the payback hand) to another member, who is pinged. ' +
          'The GM, the member who opened the table or a moderator closes it with `/game end`.',
      },
      {
        name: 'Commands',
        value:
          '`/saga start` · `join` · `hand` · `leave` · `check` · `conflict` · `fight` · ' +
          '`fight-join` · `resolve` · `heal` · `edge` · `end` · `gm` · `recap` · `/game show` · `/game end`',
      },
    ],
    footer: { text: "Saga rules for Risus, after TSR's SAGA system. Risus © S. John Ross." },
  };
}
