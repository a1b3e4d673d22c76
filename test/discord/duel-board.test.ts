import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { duelUi } from '../../src/discord/games/royale/duel/duel-board.js';
import { type DuelState, duel } from '../../src/games/royale/duel/duel.js';
import type { RoyaleView } from '../../src/games/royale/view.js';
import { sessionOf } from '../helpers/session.js';

const ANN = '111';
const BOB = '222';

/** Ann's challenge of Bob on a fixed seed, not yet answered. */
function challenged(): DuelState {
  return duel.setup({
    seed: 'e2e-duel-40',
    options: {
      character: { name: 'Ann', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 },
      challenged: { id: BOB, name: 'Bob' },
    },
    players: [{ id: ANN, name: 'Ann' }],
  });
}

/** A duel on a fixed seed, Bob's challenge accepted: Ann to play first. */
function accepted(): DuelState {
  const state = challenged();
  const outcome = duel.apply(state, { type: 'accept', S: 1, C: 4, D: 3, H: 2 }, BOB);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.state;
}

/** The duel over with nobody winning: Ann out on her third turn, Bob out after playing on alone to his hundredth. */
function bothOut(): DuelState {
  const state = accepted();
  const [ann, bob] = state.seats;
  return {
    ...state,
    status: 'over',
    winner: null,
    rolledBy: 1,
    seats: [
      { ...ann, phase: 'lost', turns: 3, lostBecause: 'cornered: no space to move to' },
      { ...bob, phase: 'lost', turns: 100, lostBecause: 'the goal was not met in 100 turns' },
    ],
  };
}

describe("Discord: a Risus Royale duel challenge's board", () => {
  it('says the challenge expires 15 minutes after it was made', () => {
    const challenge = challenged();
    const board = duelUi.board(sessionOf('duel', challenge, { createdAt: '2026-12-07T12:00:00.000Z' }), { pictures: false });
    expect(board.embeds[0]?.description).toContain(`The challenge expires <t:${Date.parse('2026-12-07T12:15:00Z') / 1000}:R>.`);
  });
});

describe("Discord: a finished Risus Royale duel's board", () => {
  it("says both players' outcomes, not only the challenger's", () => {
    const board = duelUi.board(sessionOf('duel', bothOut()), { pictures: false });
    const description = board.embeds[0]?.description ?? '';
    expect(description).toMatch(/nobody wins the duel/);
    expect(description).toMatch(/★ Ann: 💀 out on turn 3 \(0 of \d goal opponents defeated\): cornered/);
    expect(description).toMatch(/◆ Bob: 💀 out on turn 100 \(0 of \d goal opponents defeated\): the goal was not met in 100 turns/);
  });

  it('draws the table of the player who played last when nobody wins', () => {
    const view = duelUi.picture!(bothOut())!.view as RoyaleView;
    expect(view.name).toBe('Bob');
    expect(view.turns).toBe(100);
    expect(view.rival).toMatchObject({ name: 'Ann' });
  });

  it('offers Rematch once over, and no control before', () => {
    const session = sessionOf('duel', bothOut(), { version: 12 });
    const buttons = duelUi.board(session, { pictures: false }).components.flatMap((row) => row.components);
    expect(buttons).toHaveLength(1);
    const [rematch] = buttons;
    expect(rematch?.type === ComponentType.Button && 'label' in rematch ? rematch.label : null).toBe('Rematch');
    const id = rematch && 'custom_id' in rematch ? decodeComponentId(rematch.custom_id) : null;
    expect(id).toMatchObject({ game: 'duel', sessionId: session.id, version: 12, action: { type: 'rematch' } });
    const playing = duelUi.board(sessionOf('duel', accepted()), { pictures: false }).components.flatMap((row) => row.components);
    expect(playing.map((c) => ('custom_id' in c ? decodeComponentId(c.custom_id)?.action.type : null))).not.toContain('rematch');
  });
});

describe("Discord: a Risus Royale duel's board beside its picture", () => {
  it('names the other player under the prompt and leaves the seats to the picture', () => {
    const board = duelUi.board(sessionOf('duel', accepted()), { pictures: true });
    const embed = board.embeds[0]!;
    expect(embed.description).toMatch(/^◆ Bob: .+ \(0 of \d\) · turn 0 · Wizardry 1 · Fighting 4 · Thievery 3 · Cleric 2$/m);
    expect(embed.fields?.map((f) => f.name)).toEqual(['Log']);
    // Ann enters from an edge: the twelve edge spaces, named by where they lie, in three rows.
    const labels = board.components.map((row) => row.components.map((c) => ('label' in c ? c.label : '')));
    expect(labels).toEqual([
      ['Top left', 'Top, 2nd', 'Top, 3rd', 'Top right'],
      ['Left, 2nd', 'Left, 3rd', 'Right, 2nd', 'Right, 3rd'],
      ['Bottom left', 'Bottom, 2nd', 'Bottom, 3rd', 'Bottom right'],
    ]);
  });

  it('once over, says both outcomes in its description and nothing again in fields', () => {
    const board = duelUi.board(sessionOf('duel', bothOut()), { pictures: true });
    expect(board.embeds[0]!.description).toMatch(/★ Ann: 💀 out on turn 3 .*\n◆ Bob: 💀 out on turn 100 /);
    expect(board.embeds[0]!.fields ?? []).toEqual([]);
  });
});
