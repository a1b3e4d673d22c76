import { describe, expect, it } from 'vitest';
import { parseCliches } from '../../../src/games/saga/index.js';

describe('Saga: clichés written the Risus way', () => {
  it('reads the rulebook form, brackets marking a double-pumpable cliché', () => {
    expect(parseCliches('Weekend Warrior (3), Hairdresser (2), [Wizard] (4)')).toEqual({
      ok: true,
      cliches: [
        { name: 'Weekend Warrior', rating: 3, pump: 'single' },
        { name: 'Hairdresser', rating: 2, pump: 'single' },
        { name: 'Wizard', rating: 4, pump: 'double' },
      ],
    });
  });

  it('takes odd spacing', () => {
    expect(parseCliches('  Ninja(4) ,[ Pirate ](2),  ')).toMatchObject({
      ok: true,
      cliches: [
        { name: 'Ninja', rating: 4 },
        { name: 'Pirate', rating: 2, pump: 'double' },
      ],
    });
  });

  it.each([
    ['', /No clichés/],
    ['Ninja', /does not read as a cliché/],
    ['Ninja (x)', /does not read/],
    ['[Ninja (4)', /does not read/],
    ['Ninja (0)', /rated 0/],
    ['Ninja (7)', /rated 7/],
    ['Ninja (3), ninja (2)', /listed twice/],
    [`${'N'.repeat(41)} (3)`, /longer than 40/],
    [Array.from({ length: 11 }, (_, i) => `C${i} (1)`).join(', '), /At most 10/],
  ])('refuses %j and shows the expected form', (text, problem) => {
    const parsed = parseCliches(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toMatch(problem);
    expect(parsed.message).toContain('Weekend Warrior (3), Hairdresser (2), [Wizard] (4)');
  });
});
