/**
 * Compact boards: a board sent with the picture of its table leaves out of its text what the
 * picture draws, and keeps what it does not (the newest of the log, hints, the seed, the result in
 * words); the picture's alt text says what was left out; a board without the picture reads as it
 * always did.
 */
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/catalog.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import { cardName } from '../../src/engine/cards.js';
import { chooser } from '../../src/engine/chooser.js';
import { type AssassinView, assassin } from '../../src/games/assassin/index.js';
import { type RogueView, rogue } from '../../src/games/rogue/index.js';
import { type RoyaleOptions, type RoyaleView, royale } from '../../src/games/royale/index.js';
import { type SagaAction, type SagaState, saga } from '../../src/games/saga/index.js';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import type { Session } from '../../src/sessions/session.js';
import { SAM } from '../games/royale/helpers.js';
import { gameUis, type RegisteredGameId } from '../helpers/catalog.js';
import { limitViolations } from '../helpers/limits.js';
import { boardScene, type PictureGameId, type PictureViews } from '../helpers/pictures.js';
import { sessionOf } from '../helpers/session.js';

const OWNER = '7'.repeat(18);
const LOG = ['The last thing that happened.'];

function session(game: RegisteredGameId, state: unknown, version = 4, log = LOG): Session {
  return sessionOf(game, state, { id: 'cb1', ownerId: OWNER, seed: 'compact-seed', options: {}, version, log });
}

/** The board with and without the picture, the first embed of each, and the picture's alt text. */
function boards<G extends PictureGameId>(game: G, state: unknown, version = 4, log = LOG) {
  const ui = gameUis[game];
  const on = ui.board(session(game, state, version, log), { pictures: true });
  const off = ui.board(session(game, state, version, log), { pictures: false });
  const view = findGame(game)!.view(state) as PictureViews[G];
  return { on, off, onEmbed: on.embeds[0]!, offEmbed: off.embeds[0]!, alt: boardScene(game, view).alt, view };
}

const fieldNames = (embed: APIEmbed) => (embed.fields ?? []).map((f) => f.name);
const embedText = (embed: APIEmbed) => JSON.stringify(embed);

/** The first state of seeded random games (`seed-0`, `seed-1`, …) where `wanted(view)` holds. */
function stateWhere<S, V>(
  game: {
    setup(init: { seed: string; options?: unknown }): S;
    legalActions(s: S): unknown[];
    apply(s: S, a: never): { ok: true; state: S } | { ok: false; message: string };
    view(s: S): unknown;
  },
  seed: string,
  wanted: (view: V) => boolean,
  options?: unknown,
): S {
  for (let n = 0; n < 400; n++) {
    const pick = chooser(n + 1);
    let state = game.setup({ seed: `${seed}-${n}`, ...(options === undefined ? {} : { options }) });
    for (let step = 0; step < 3000; step++) {
      if (wanted(game.view(state) as V)) return state;
      const actions = game.legalActions(state);
      if (actions.length === 0) break;
      const outcome = game.apply(state, actions[pick(actions.length)] as never);
      if (!outcome.ok) throw new Error(outcome.message);
      state = outcome.state;
    }
  }
  throw new Error(`no position came up from ${seed}`);
}

/** What every compact board keeps: the title, the footer with the seed, and every button as it was. */
function expectKeeps(on: MessagePayload, off: MessagePayload): void {
  const [onEmbed, offEmbed] = [on.embeds[0]!, off.embeds[0]!];
  expect(onEmbed.title).toBe(offEmbed.title);
  expect(onEmbed.footer).toEqual(offEmbed.footer);
  expect(onEmbed.footer?.text ?? '').toMatch(/Seed compact-seed|Only the GM/);
  expect(on.components).toEqual(off.components);
  expect(limitViolations(on)).toEqual([]);
  expect(onEmbed.description).not.toBe('');
  expect(embedText(onEmbed).length).toBeLessThan(embedText(offEmbed).length);
}

describe('Compact boards: Scoundrel', () => {
  const state: ScoundrelState = {
    ...scoundrel.setup({ seed: 'compact' }),
    health: 9,
    room: ['QS', '2D', '5H'],
    weapon: '5D',
    slain: ['KC', '8S'],
  };

  it('with the picture, keeps the log and the footer and leaves the room, weapon, dungeon, turn and health to the picture', () => {
    const { on, off, onEmbed } = boards('scoundrel', state);
    expectKeeps(on, off);
    expect(fieldNames(onEmbed)).toEqual(['Log']);
    expect(onEmbed.fields![0]!.value).toBe(LOG[0]);
    expect(onEmbed.description).toBeUndefined();
    for (const drawnText of ['Q♠', 'K♣ → 8♠', 'hits monsters up to 8', 'cards left', '**9** / 20'])
      expect(embedText(onEmbed)).not.toContain(drawnText);
    // The buttons still say what each move does.
    expect(JSON.stringify(on.components)).toContain('Drink 5♥ (+5 ❤)');
  });

  it("the picture's alt text says what the compact board leaves out", () => {
    const { alt, view } = boards('scoundrel', state);
    expect(alt).toContain('Health 9 of 20.');
    expect(alt).toContain('Room: Queen of Spades, 2 of Diamonds, 5 of Hearts.');
    expect(alt).toContain('Weapon: 5 of Diamonds, with King of Clubs, 8 of Spades slain on it; it hits monsters up to 8.');
    expect(alt).toContain(`Dungeon: ${view.dungeon} cards left.`);
    expect(alt).toContain('This turn: 0 cards faced, potion ready');
  });

  it('without the picture, reads as it always did: health, room, weapon chain, dungeon, turn and log', () => {
    const { off, offEmbed } = boards('scoundrel', state);
    expect(gameUis.scoundrel.board(session('scoundrel', state))).toEqual(off);
    expect(fieldNames(offEmbed)).toEqual(['Room', 'Weapon', 'Dungeon', 'This turn', 'Log']);
    expect(offEmbed.description).toContain('**9** / 20');
    expect(embedText(offEmbed)).toContain('K♣ → 8♠');
  });

  it('over, keeps the score and how it was counted in words, which tell the end the log told', () => {
    const dead: ScoundrelState = { ...scoundrel.setup({ seed: 'compact-dead' }), health: -2 };
    const { on, off, onEmbed, alt } = boards('scoundrel', dead);
    expectKeeps(on, off);
    expect(onEmbed.description).toMatch(/^\*\*Score: −\d+\*\*\n.*monsters left/);
    expect(fieldNames(onEmbed)).toEqual([]);
    expect(fieldNames(off.embeds[0]!)).toEqual(['Weapon', 'Health', 'Log']);
    expect(alt).toMatch(/Slain in the dungeon: score -\d+\./);
  });
});

describe('Compact boards: Royal Assassin', () => {
  const mid = stateWhere(
    assassin,
    'compact-assassin',
    (v: AssassinView) =>
      !v.over && v.pending !== null && Object.values(v.columns).some((layers) => (layers.at(-1)?.attack.length ?? 0) > 0),
  );

  it(
    'with the picture, keeps the log and leaves the columns, the turned ' + 'card, the stockpile, the reserve and the Joker to the picture',
    () => {
      const { on, off, onEmbed, view } = boards('assassin', mid);
      expectKeeps(on, off);
      expect(fieldNames(onEmbed)).toEqual(['Log']);
      expect(onEmbed.description).toBeUndefined();
      expect(fieldNames(off.embeds[0]!)).toEqual(['♠ Spades', '♣ Clubs', '♦ Diamonds', '♥ Hearts', 'Log']);
      expect(off.embeds[0]!.description).toContain(`Stockpile ${view.stock}`);
    },
  );

  it(
    "the picture's alt text names each column's Pretender, its strength " + 'and the cards on it, the turned card, the piles and the Joker',
    () => {
      const { alt, view } = boards('assassin', mid);
      for (const column of ['S', 'C', 'D', 'H'] as const) {
        const top = view.columns[column].at(-1);
        if (top === undefined)
          expect(alt).toMatch(new RegExp(`${{ S: 'Spades', C: 'Clubs', D: 'Diamonds', H: 'Hearts' }[column]}: no Pretender\\.`));
        else expect(alt).toContain(`strength ${view.strengths[column]}`);
      }
      expect(alt).toMatch(/attacked with /);
      expect(alt).toContain(`Stockpile: ${view.stock} cards. Reserve: ${view.reserve.length} cards`);
      expect(alt).toMatch(/Turned: .+\./);
      expect(alt).toMatch(/Joker: (ready|in the cards|discarded|over \w+)\./);
    },
  );

  it('keeps the setup line on the first board, and the note beside a concession', () => {
    const first = assassin.setup({ seed: 'compact-setup' });
    expect(boards('assassin', first, 0).onEmbed.description).toMatch(/^Setup placed \d+ Royals?/);
    const conceding = stateWhere(assassin, 'compact-concede', (v: AssassinView) => v.moves.some((m) => m.action.type === 'concede'));
    expect(boards('assassin', conceding).onEmbed.description).toBe(
      'The stockpile is out and no play left can kill a Royal: play on, or concede.',
    );
  });

  it('over, keeps the score and who took the throne in words', () => {
    const over = stateWhere(assassin, 'compact-assassin-over', (v: AssassinView) => v.over);
    const { on, off, onEmbed } = boards('assassin', over);
    expectKeeps(on, off);
    expect(onEmbed.description).toBe(off.embeds[0]!.description);
    expect(onEmbed.description).toMatch(/^\*\*Score: \d+\*\*/);
    expect(fieldNames(onEmbed)).toEqual([]);
    expect(fieldNames(off.embeds[0]!)).toContain('Log');
  });
});

describe('Compact boards: Risus Royale', () => {
  const OPTIONS: RoyaleOptions = {
    name: 'Robin',
    points: { S: 4, C: 3, D: 2, H: 1 },
    easy: false,
    harder: 0,
    anyGoal: false,
    pumping: false,
    doublePump: null,
  };
  const battle = stateWhere(
    royale,
    'compact-royale',
    (v: RoyaleView) => v.battle !== null && v.battle.round > 0 && v.rolls.length > 0 && v.victory.length > 0,
    OPTIONS,
  );
  const opening = stateWhere(royale, 'compact-royale-open', (v: RoyaleView) => v.battle !== null && v.battle.round === 0, OPTIONS);
  const moving = stateWhere(royale, 'compact-royale-move', (v: RoyaleView) => v.phase === 'move', OPTIONS);

  it('in a battle, keeps the treasures in a line and the log, and leaves the goal, clichés, dice, map, rolls and victory to the picture', () => {
    const { on, off, onEmbed, view } = boards('royale', battle);
    expectKeeps(on, off);
    expect(fieldNames(onEmbed)).toEqual(['Log']);
    expect(onEmbed.description).toBe(
      view.treasures.length > 0
        ? `${view.treasures.length} treasure${view.treasures.length === 1 ? '' : 's'}: ${view.treasures.map((t) => t.name).join(', ')}`
        : undefined,
    );
    expect(fieldNames(off.embeds[0]!)).toEqual([
      'Goal',
      "Robin's clichés",
      expect.stringMatching(/^Battle: /),
      'Map',
      'Last rolls',
      'Treasures',
      'Victory',
      'Log',
    ]);
  });

  it('before the first round, keeps what may be done then (and why escape is not offered) under the title, not the dice', () => {
    const { onEmbed, offEmbed } = boards('royale', opening);
    expect(fieldNames(onEmbed).some((name) => name.startsWith('Battle: '))).toBe(false);
    expect(onEmbed.description).toMatch(/(^|\n)(Declare items|You may escape|Pick a cliché)/);
    expect(onEmbed.description).not.toContain('Its dice');
    expect(offEmbed.fields!.find((f) => f.name.startsWith('Battle: '))!.value).toContain('Its dice');
  });

  it('on the map, leaves the prompt, the turn and the map to the picture, and offers the moves alone, each named by its direction', () => {
    const { on, off, onEmbed, offEmbed, view } = boards('royale', moving);
    expect(onEmbed.description ?? '').not.toContain('Move to an adjacent space');
    expect(offEmbed.description).toContain('Move to an adjacent space that is not cleared.');
    expect(offEmbed.description).toContain('Turn ');
    const labels = (payload: MessagePayload) =>
      payload.components.flatMap((row) => row.components.map((c) => ('label' in c ? c.label : '')));
    expect(off.components).toHaveLength(4);
    expect(labels(off)).toHaveLength(16);
    expect(labels(on)).toHaveLength(view.moves.length);
    expect(labels(on).every((label) => /^[↖↑↗←→↙↓↘] /.test(label ?? ''))).toBe(true);
    expect(limitViolations(on)).toEqual([]);
  });

  it('with no treasure yet, leaves the empty treasure pile to the picture', () => {
    const { onEmbed, offEmbed, alt } = boards('royale', royale.setup({ seed: 'compact-start', options: OPTIONS }));
    expect(fieldNames(onEmbed)).toEqual(['Log']);
    expect(offEmbed.fields!.find((f) => f.name === 'Treasures')!.value).toBe('None yet.');
    expect(alt).toContain('No treasure yet.');
  });

  it('keeps the pumping rules in play and a goal 12 picked (the picture draws neither)', () => {
    const pumped = royale.setup({ seed: 'compact-pump', options: { ...OPTIONS, pumping: true, anyGoal: true } });
    const { onEmbed } = boards('royale', pumped);
    expect(onEmbed.fields!.find((f) => f.name === "Robin's clichés")!.value).toBe(
      'Pumping: a die pumped adds a die to a roll and is lost after it.',
    );
    expect(onEmbed.fields!.find((f) => f.name === 'Goal')!.value).toContain('goal 12, picked');
  });

  it("the picture's alt text gives the map row by row, the battle's dice on both sides, the last rolls and the victory pile", () => {
    const { alt, view } = boards('royale', battle);
    for (let row = 1; row <= 4; row++) expect(alt).toMatch(new RegExp(`Row ${row}: [^.]+\\.`));
    expect(alt).toContain('(you');
    expect(alt).toMatch(/its dice [A-Z]\w+ \d/);
    expect(alt).toMatch(/your dice [A-Z]\w+ \d/);
    expect(alt).toMatch(/Last rolls: (You|Foe|Item) [\d ]+= \d+/);
    expect(alt).toContain(`Victory: ${view.victory.map(cardName).join(', ')}.`);
    expect(alt).toContain(`turn ${view.turns}`);
    expect(alt).not.toMatch(/…$/);
  });
});

describe('Compact boards: Rogue Risus', () => {
  const fight = stateWhere(rogue, 'compact-rogue', (v: RogueView) => v.combat !== null && v.combat.roll !== null && v.drawn.length >= 3);

  it(
    'in a fight, keeps the damage type, the kills to the next die, the gear by name and the log; ' +
      'leaves the level, the monster, the sheet, the rolls and the items to the picture',
    () => {
      const { on, off, onEmbed, view } = boards('rogue', { ...fight, amulet: 'M12' });
      expectKeeps(on, off);
      expect(onEmbed.description).toMatch(/^(Physical|Fire|Ice|Electrical) damage · ☠️ (next die at \d+ kills|cliché full) · /);
      expect(onEmbed.description).toContain('**Amulet of Torture**');
      expect(fieldNames(onEmbed)).not.toContain('🗺️ Dungeon');
      expect(fieldNames(onEmbed).some((name) => name.startsWith('⚔️ Level'))).toBe(false);
      expect(fieldNames(off.embeds[0]!).some((name) => name.startsWith('⚔️ Level'))).toBe(true);
      expect(fieldNames(onEmbed)).not.toContain('🎲 Rolls');
      expect(fieldNames(off.embeds[0]!)).toContain('🎲 Rolls');
      expect(fieldNames(onEmbed).at(-1)).toBe('📜 Log');
      expect(view.combat).not.toBeNull();
    },
  );

  it('keeps the cards a Magic Mapping scroll reveals (the picture does not draw them): the dungeon field has only them', () => {
    const mapped = { ...rogue.setup({ seed: 'compact-mapped' }), mapped: true };
    const { onEmbed, offEmbed } = boards('rogue', mapped);
    const dungeon = onEmbed.fields!.find((f) => f.name === '🗺️ Dungeon')!.value;
    expect(dungeon).toMatch(/^🗺️ Mapped: /);
    expect(offEmbed.fields!.find((f) => f.name === '🗺️ Dungeon')!.value).toMatch(/^\*\*Level 1\*\*: .*\n.*\n🗺️ Mapped: /);
  });

  it("the picture's alt text says the level, the drawn cards, the monster with its resistances, the roll and the sheet", () => {
    const { alt, view } = boards('rogue', fight);
    const combat = view.combat!;
    expect(alt).toContain(
      `Level ${view.level}, ${view.levelName}: ${view.drawn.length} of ${view.levelSize} cards drawn, ${view.deckLeft} left`,
    );
    expect(alt).toContain(`Fighting ${combat.monster.name}`);
    expect(alt).toContain(`round ${combat.round}`);
    expect(alt).toContain(`Your roll ${combat.roll!.player} against ${combat.roll!.monster}`);
    expect(alt).toContain(`${view.extraShots} extra shot`);
    expect(alt).toContain(`Last rolls: ${view.rolls[0]!.label}: ${view.rolls[0]!.dice.join(' ')}`);
    expect(alt).toMatch(/Drawn on this level(, the last \d+ of \d+)?: /);
  });

  it('over, keeps the score, how it ended and the story of the run, its first line and its last', () => {
    const over = stateWhere(rogue, 'compact-rogue-over', (v: RogueView) => v.over && v.story.length > 6);
    const { on, off, onEmbed, view } = boards('rogue', over);
    expectKeeps(on, off);
    expect(onEmbed.description).toMatch(/^\*\*Score: [+-]?[\d,]+\*\* · Deepest level \d+, \d+ kills?$/);
    expect(onEmbed.description).toContain(`Deepest level ${view.deepest}, ${view.kills} kill`);
    expect(fieldNames(onEmbed)).toEqual(['📖 The story of the run']);
    const story = onEmbed.fields![0]!.value.split('\n');
    expect(story[0]).toBe(view.story[0]);
    expect(story.at(-1)).toBe(view.story.at(-1));
    expect(fieldNames(off.embeds[0]!)).toEqual(expect.arrayContaining(['📖 The story of the run', '📜 Log']));
  });
});

describe('Compact boards: Saga', () => {
  const GM = '1'.repeat(18);
  const ANN = '2'.repeat(18);
  const act = (state: SagaState, actor: string, action: SagaAction) => {
    const outcome = saga.apply(state, action, actor);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.state;
  };
  let table = saga.setup({ seed: 'compact-saga', players: [{ id: GM, name: 'The GM' }] });
  table = act(table, ANN, { type: 'join', player: ANN, member: 'Annie', name: 'Ann', cliches: [{ name: 'Ninja', rating: 3 }] });
  const check = act(table, GM, { type: 'check', player: ANN, cliche: 'Ninja', style: 'physical', target: 9 });
  const play = saga.legalActions(check, ANN).find((a) => a.type === 'play')!;
  const played = act(check, ANN, play);
  const resolved = act(played, GM, { type: 'resolve', anyway: true });

  it(
    'with a check open, keeps who acts next, the styles, the decks, each member ' +
      'and their clichés, and the log; leaves the piles and the check to the picture',
    () => {
      const { on, off, onEmbed } = boards('saga', played);
      expectKeeps(on, off);
      expect(on.content).toMatch(/^\*\*Next:\*\* (the GM|<@\d+> may play another card)/);
      expect(onEmbed.description).toContain('1 deck');
      expect(onEmbed.description).not.toContain('Draw pile');
      expect(fieldNames(onEmbed)).toEqual(['Ann', 'Log']);
      expect(fieldNames(off.embeds[0]!)).toEqual(['Ann', '🎯 Check · Ann', 'Log']);
      expect(onEmbed.fields![0]!.value).toBe(`<@${ANN}>\nNinja (3)`);
    },
  );

  it('once resolved, leaves the last check to the picture, which draws it when nothing is open', () => {
    const { onEmbed, offEmbed } = boards('saga', resolved);
    expect(fieldNames(onEmbed)).toEqual(['Ann', 'Log']);
    expect(fieldNames(offEmbed)).toEqual(['Ann', 'Last: 🎯 Check · Ann', 'Log']);
  });

  it('keeps the hand and edge of the characters past the six the picture draws', () => {
    let crowded = table;
    for (let n = 3; n <= 8; n++)
      crowded = act(crowded, String(n).repeat(18), {
        type: 'join',
        player: String(n).repeat(18),
        member: `M${n}`,
        name: `P${n}`,
        cliches: [{ name: 'Poet', rating: 2 }],
      });
    const firstLines = boards('saga', crowded)
      .onEmbed.fields!.filter((f) => f.name !== 'Log')
      .map((f) => f.value.split('\n')[0]!);
    expect(firstLines).toHaveLength(7);
    expect(firstLines.slice(0, 6).every((line) => /^<@\d+>$/.test(line))).toBe(true);
    expect(firstLines[6]).toBe(`<@${'8'.repeat(18)}> · edge 2 · hand **4**`);
  });

  it('keeps a hand hurt below full (the picture shows the hand, not what full is)', () => {
    const pump = saga.legalActions(check, ANN).find((a) => a.type === 'play' && a.pump === 'pump')!;
    const hurt = act(act(check, ANN, pump), GM, { type: 'resolve', anyway: true });
    expect(boards('saga', hurt).onEmbed.fields![0]!.value).toBe(`<@${ANN}> · hand **3** (full 4)\nNinja (3)`);
  });

  it("the picture's alt text gives each character's hand and edge, the check's sums and style, and the piles", () => {
    const { alt, view } = boards('saga', played);
    expect(alt).toContain(`Ann (Annie): ${view.players[0]!.holding} of ${view.players[0]!.handSize} cards in hand, edge 2.`);
    expect(alt).toMatch(/Check \(open\), physical, Clubs trumps: to meet or beat 9 = 9; Ann 3 \+ .+ = \d+/);
    expect(alt).toContain(`Draw pile ${view.draw}, discard ${view.discard}, GM payback ${view.payback.count}.`);
  });
});

describe('Compact boards: every board of seeded games', () => {
  it.each(['scoundrel', 'assassin', 'royale', 'rogue'] as const)(
    '%s: every compact board fits Discord, keeps the log (mid-run) and the footer, and its alt text is never cut',
    (game) => {
      const rules = findGame(game)!;
      let boardsSeen = 0;
      for (let n = 0; n < { scoundrel: 20, assassin: 6, royale: 4, rogue: 6 }[game]; n++) {
        const pick = chooser(n + 11);
        let state = rules.setup({
          seed: `compact-all-${n}`,
          ...(game === 'royale'
            ? {
                options: {
                  ...SAM,
                  name: 'N'.repeat(32),
                  harder: n % 3,
                  anyGoal: n % 2 === 1,
                  pumping: n % 4 === 1,
                  doublePump: n % 4 === 3 ? 'C' : null,
                },
              }
            : {}),
          ...(game === 'assassin' ? { options: { variants: n % 2 ? ['two-jokers'] : [] } } : {}),
        });
        for (let version = 0; version < 400; version++) {
          const { on, off, alt } = boards(game, state, version, ['An event line. '.repeat(8)]);
          expect(limitViolations(on)).toEqual([]);
          expect(on.embeds[0]!.description).not.toBe('');
          const over = rules.legalActions(state).length === 0;
          // A finished board's result in words tells the end its log told; a board mid-run ends on the log.
          expect(on.embeds[0]!.fields?.some((f) => /Log/.test(f.name))).toBe(!over);
          if (!over) expect(on.embeds[0]!.fields?.at(-1)?.name).toMatch(/Log/);
          expect(on.embeds[0]!.footer).toEqual(off.embeds[0]!.footer);
          expect(alt.endsWith('…')).toBe(false);
          boardsSeen++;
          const actions = rules.legalActions(state);
          if (actions.length === 0) break;
          const outcome = rules.apply(state, actions[pick(actions.length)]!);
          if (!outcome.ok) throw new Error(outcome.message);
          state = outcome.state;
        }
      }
      expect(boardsSeen).toBeGreaterThan(100);
    },
  );
});
