import { describe, expect, it } from 'vitest';
import { positions as assassinPositions } from '../../scripts/positions/assassin.js';
import { positions as roguePositions } from '../../scripts/positions/rogue.js';
import { positions as royalePositions } from '../../scripts/positions/royale.js';
import { positions as sagaPositions } from '../../scripts/positions/saga.js';
import { positions as scoundrelPositions } from '../../scripts/positions/scoundrel.js';
import { drawable, fitText, printable, text, textWidth } from '../../src/pictures/font.js';
import { boardScene } from '../helpers/pictures.js';
import { texts } from './scene-query.js';

describe('Pictures: text in the shipped font', () => {
  it('keeps what the font draws, folds accents it lacks to their letter, and replaces the rest, so no system font is ever asked', () => {
    const written = ['Zoë Łukasz Ελένη Пётр', 'Nguyễn', 'Errol 🗡️ Flynn', '漢字', '  two\nlines\u200d '];
    expect(written.map((name) => printable(name))).toEqual(['Zoë Łukasz Ελένη Пётр', 'Nguyen', 'Errol ? Flynn', '??', 'two lines']);
  });

  it('draws only characters the font has, in every picture of every game', () => {
    const scenes = [
      ...scoundrelPositions().map((p) => boardScene('scoundrel', p.view)),
      ...assassinPositions().map((p) => boardScene('assassin', p.view)),
      ...royalePositions().map((p) => boardScene('royale', p.view)),
      ...roguePositions().map((p) => boardScene('rogue', p.view)),
      ...sagaPositions().map((p) => boardScene('saga', p.view)),
    ];
    const undrawable = scenes.flatMap((scene) => texts(scene)).flatMap((line) => [...line].filter((char) => !drawable(char)));
    expect(undrawable).toEqual([]);
  });

  it('cuts a line that is too wide with an ellipsis, or shrinks it down to its smallest size first', () => {
    const long = 'Defeat all Halflings, all Dwarves, all Elves or all Humans';
    const cut = fitText(long, 24, true, 200);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 24, true)).toBeLessThanOrEqual(200);
    const shrunk = text(0, 0, 'Sneaky Nasty Giant Wurm', { size: 30, bold: true, fill: '#fff', maxWidth: 300, minSize: 20 });
    expect(shrunk.size).toBeLessThan(30);
    expect(shrunk.text).toBe('Sneaky Nasty Giant Wurm');
    expect(textWidth(shrunk.text, shrunk.size, true)).toBeLessThanOrEqual(300);
  });
});
