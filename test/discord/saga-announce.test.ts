import { describe, expect, it } from 'vitest';
import { sagaBoard } from '../../src/discord/games/saga/board.js';
import { sagaDeck } from '../../src/games/saga/cards.js';
import { type SagaAction, type SagaState, saga } from '../../src/games/saga/index.js';

const GM = '1'.repeat(18);
const ANN = '2'.repeat(18);
const BO = '3'.repeat(18);
const CY = '4'.repeat(18);

/** Applies a move and returns the state before, after, and the line the table would post. */
function move(state: SagaState, actor: string, action: SagaAction) {
  const outcome = saga.apply(state, action, actor);
  if (!outcome.ok) throw new Error(outcome.message);
  return { state: outcome.state, line: sagaBoard.announce!(state, outcome.state, outcome.events) };
}

function table(top: string[]): SagaState {
  const rest = sagaDeck(1);
  for (const code of top) rest.splice(rest.indexOf(code), 1);
  let state = saga.setup({ seed: 'announce', deck: [...top, ...rest], players: [{ id: GM, name: 'Gail' }] });
  for (const [id, member, name] of [
    [ANN, 'Annie', 'Ann <@everyone>'],
    [BO, 'Bob', 'Sir Reginald'],
    [CY, 'Cyd', 'Zed'],
  ] as const) {
    state = move(state, id, { type: 'join', player: id, member, name, cliches: [{ name: 'Knight', rating: 4 }] }).state;
  }
  return state;
}

const DECK = ['9C', 'AD', '2D', '3D', '8C', '2C', '4D', '5D', '10C', '3C', '6D', '7D', '5S', '6S', '7S', '8S'];

describe('Discord: Saga turn lines that ping exactly who must act', () => {
  it('pings the player when a check opens, then nobody while they play, then the GM when everyone has played', () => {
    const start = table(DECK);
    const opened = move(start, GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 });
    expect(opened.line).toEqual({
      content:
        `🎯 Check for **Sir Reginald** with Knight (4), physical: meet or beat **10**. <@${BO}>: ` +
        `your turn to play for **Sir Reginald** (your hand: \`/saga hand\` or the table's button).`,
      pings: [BO],
    });
    const chain = move(opened.state, BO, { type: 'play', card: '2C' });
    expect(chain.line).toBeNull();
    const stop = move(chain.state, BO, { type: 'stop' });
    expect(stop.line).toEqual({ content: `<@${GM}>: everyone has played, the GM resolves.`, pings: [GM] });
    expect(move(stop.state, GM, { type: 'resolve' }).line).toBeNull();
  });

  it('pings every fighter when a fight round opens, and each new round, and a player added to the fight', () => {
    const start = table(DECK);
    const fight = move(start, GM, {
      type: 'fight',
      fighters: [
        { player: ANN, cliche: 'Knight' },
        { player: BO, cliche: 'Knight' },
      ],
      style: 'other',
      opponent: { name: 'Ogre', rank: 5 },
    });
    expect(fight.line!.pings).toEqual([ANN, BO]);
    expect(fight.line!.content).toMatch(
      new RegExp(
        `^⚔️ Round 1 against \\*\\*Ogre\\*\\*: meet or beat \\*\\*10\\*\\*\\. <@${ANN}> and <@${BO}>: your turn to play for \\*\\*Ann `,
      ),
    );
    expect(fight.line!.content).toContain(', **Sir Reginald** (your hand');
    expect(fight.line!.content).not.toContain('<@everyone>');
    const joined = move(fight.state, GM, { type: 'fight-join', player: CY, cliche: 'Knight' });
    expect(joined.line).toEqual({
      content: `<@${CY}>: your turn to play for **Zed** (your hand: \`/saga hand\` or the table's button).`,
      pings: [CY],
    });
    const ann = move(joined.state, ANN, { type: 'play', card: '9C' });
    const bob = move(ann.state, BO, { type: 'play', card: '8C' });
    const cyd = move(bob.state, CY, { type: 'play', card: '10C' });
    expect([ann.line, bob.line]).toEqual([null, null]);
    expect(cyd.line).toEqual({ content: `<@${GM}>: everyone has played, the GM resolves.`, pings: [GM] });
    const next = move(cyd.state, GM, { type: 'resolve' });
    expect(next.state.fight).toMatchObject({ outcome: 'on', opponent: { rank: 2 } });
    expect(next.line!.pings).toEqual([ANN, BO, CY]);
    expect(next.line!.content).toMatch(/^⚔️ Round 2 against \*\*Ogre\*\*: meet or beat \*\*3\*\*\. /);
  });

  it('pings nobody when nothing new needs anyone, and never anyone but the pinged ids', () => {
    const start = table(DECK);
    const conflict = move(start, GM, {
      type: 'conflict',
      player: ANN,
      cliche: 'Knight',
      style: 'social',
      opponent: { name: 'Ogre', rank: 2 },
    });
    expect(conflict.line!.pings).toEqual([ANN]);
    expect(conflict.line!.content).not.toMatch(/@everyone|@here/);
    expect([...conflict.line!.content.matchAll(/<@(\d+)>/g)].map((m) => m[1])).toEqual([ANN]);
    expect(move(conflict.state, GM, { type: 'end' }).line).toBeNull();
    expect(move(start, GM, { type: 'edge', player: ANN, edge: 3 }).line).toBeNull();
    expect(sagaBoard.announce!(null, start, [])).toBeNull();
  });

  it('pings the new GM when the seat is handed on while everyone has played', () => {
    let state = move(table(DECK), GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 }).state;
    state = move(state, BO, { type: 'play', card: '8C' }).state;
    const handed = move(state, GM, { type: 'gm', player: CY, name: 'Cyd' });
    expect(handed.line).toEqual({ content: `<@${CY}>: everyone has played, the GM resolves.`, pings: [CY] });
  });

  it('pings a member handed the GM seat when nothing is open, or while players still play, and nobody else', () => {
    const OUTSIDER = '5'.repeat(18);
    const idle = move(table(DECK), GM, { type: 'gm', player: OUTSIDER, name: 'Olga' });
    const told = `<@${OUTSIDER}>: you run the table now, as its GM (your panel: \`/saga hand\` or the table's button).`;
    expect(idle.line).toEqual({ content: told, pings: [OUTSIDER] });
    const check = move(table(DECK), GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 }).state;
    expect(move(check, GM, { type: 'gm', player: OUTSIDER, name: 'Olga' }).line).toEqual({ content: told, pings: [OUTSIDER] });
    expect(move(idle.state, OUTSIDER, { type: 'edge', player: ANN, edge: 3 }).line).toBeNull();
  });
});
