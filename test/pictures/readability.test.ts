/**
 * The readability check itself, on scenes made to break each rule: where a text's box and size come
 * from (its font metrics and every group's move, turn and scale), and that each rule fails when broken
 * and holds when kept; and the shared pieces that keep it: text blocks and card fans.
 */
import { describe, expect, it } from 'vitest';
import { placeScene } from '../../src/pictures/boxes.js';
import { fanOffsets } from '../../src/pictures/fan.js';
import { MIN_REGULAR_TEXT, MIN_TEXT, text, textWidth } from '../../src/pictures/font.js';
import { cardIndex, playingCard } from '../../src/pictures/playing-cards.js';
import { group, rect, type Scene, type SceneNode } from '../../src/pictures/scene.js';
import { textBlock } from '../../src/pictures/text-block.js';
import { readabilityProblems } from './readability.js';

const scene = (nodes: SceneNode[], alt = ''): Scene => ({ width: 960, height: 540, nodes, alt });
const line = (x: number, y: number, words: string, size = 24) => text(x, y, words, { size, bold: true, fill: '#fff' });
/** A bold white text block, as the pictures draw names: it may shrink to 24 px, then wraps up to `maxLines` lines of `maxWidth`. */
const nameBlock = (x: number, y: number, words: string, fit: { size: number; maxWidth: number; maxLines: number }) =>
  textBlock(x, y, words, { ...fit, minSize: 24, bold: true, fill: '#fff' });

describe('Pictures: the readability check', () => {
  it(
    'places each text in scene pixels: its advance wide, from the top of its letters ' +
      'to its baseline (or descenders), moved, turned and scaled by its groups',
    () => {
      const { texts } = placeScene(scene([group(100, 50, [group(10, 0, [line(0, 40, 'AB')], { scale: 2 })])]));
      const width = textWidth('AB', 24, true);
      expect(texts[0]!.size).toBe(48);
      expect(texts[0]!.box.x).toBeCloseTo(110);
      expect(texts[0]!.box.w).toBeCloseTo(width * 2);
      expect(texts[0]!.box.y + texts[0]!.box.h).toBeCloseTo(50 + 80);
      const turned = placeScene(scene([group(0, 0, [line(0, 0, 'AB')], { rotate: 90 })])).texts[0]!;
      expect(turned.box.h).toBeCloseTo(width);
      const descends = placeScene(scene([line(0, 100, 'gap')])).texts[0]!;
      expect(descends.box.y + descends.box.h).toBeGreaterThan(100);
      const centred = placeScene(scene([text(200, 100, 'AB', { size: 24, bold: true, fill: '#fff', align: 'center' })])).texts[0]!;
      expect(centred.box.x).toBeCloseTo(200 - width / 2);
    },
  );

  it('passes a scene that reads', () => {
    expect(readabilityProblems(scene([rect(0, 0, 960, 540, { fill: '#000' }), line(20, 40, 'Spades'), line(20, 80, 'Clubs')]))).toEqual([]);
  });

  it('finds a bold text under 10 pixels at 400 wide, also when a group scales it down', () => {
    expect(readabilityProblems(scene([line(20, 40, 'tiny', 20)]))).toEqual(['"tiny" at 20,25 is 8.3 px bold at 400 px wide']);
    expect(readabilityProblems(scene([group(20, 40, [line(0, 0, 'half')], { scale: 0.5 })]))).toHaveLength(1);
  });

  it('finds a regular text under 11 pixels at 400 wide, whose thin strokes blur where bold ones still read', () => {
    const regular = (size: number) => text(20, 40, 'hidden until the GM resolves', { size, fill: '#fff' });
    expect(readabilityProblems(scene([regular(24)]))).toEqual([
      expect.stringMatching(/^"hidden until the GM resolves" at 20,\d+ is 10\.0 px regular at 400 px wide$/),
    ]);
    expect(readabilityProblems(scene([regular(MIN_REGULAR_TEXT)]))).toEqual([]);
    expect(readabilityProblems(scene([line(20, 40, 'bold at the floor', MIN_TEXT)]))).toEqual([]);
  });

  it('finds two texts drawn over each other, and a text off the picture', () => {
    expect(readabilityProblems(scene([line(20, 40, 'Grub'), line(40, 44, 'King')]))[0]).toMatch(/^"Grub" at 20,22 overlaps "King"/);
    expect(readabilityProblems(scene([line(900, 40, 'Diamonds')]))).toEqual(['"Diamonds" at 900,22 runs off the picture']);
  });

  it(
    'finds a text partly under a card or badge drawn after it, but not one ' +
      'a card hides whole, one drawn over a shape, or one under a faint veil',
    () => {
      const ten = playingCard('10S', 100, 100, 86);
      const covered = readabilityProblems(scene([ten, playingCard('7H', 100 + cardIndex('10S', 86).width - 20, 100, 86)]));
      expect(covered.some((p) => p.startsWith('"10" at') && p.includes('is partly under a shape drawn after it'))).toBe(true);
      expect(readabilityProblems(scene([ten, playingCard('7H', 100 + cardIndex('10S', 86).width, 100, 86)]))).toEqual([]);
      expect(readabilityProblems(scene([ten, playingCard('7H', 100, 100, 86)]))).toEqual([]);
      expect(readabilityProblems(scene([rect(0, 0, 300, 100, { fill: '#123' }), line(20, 40, 'on top')]))).toEqual([]);
      expect(readabilityProblems(scene([line(20, 40, 'dimmed'), rect(0, 0, 960, 540, { fill: '#000', opacity: 0.5 })]))).toEqual([]);
    },
  );

  it('lets the banner over a finished game hide the table under it', () => {
    const banner = group(0, 0, [rect(100, 0, 500, 300, { fill: '#000' }), line(120, 40, 'Score 12')], { mark: { over: 'won' } });
    expect(readabilityProblems(scene([line(80, 40, 'HEALTH'), banner]))).toEqual([]);
  });

  it('finds a line cut with "…" unless it stands for a full text the alt text gives', () => {
    const cut = nameBlock(20, 40, 'Sir Reginald Fortescue-Smythe the Third', { size: 24, maxWidth: 200, maxLines: 1 });
    expect(readabilityProblems(scene([cut.node], 'Sir Reginald Fortescue-Smythe the Third joined.'))).toEqual([]);
    expect(readabilityProblems(scene([cut.node], 'Someone joined.'))[0]).toMatch(
      /is cut and its full text "Sir Reginald Fortescue-Smythe the Third" is not in the alt text$/,
    );
    expect(readabilityProblems(scene([line(20, 40, 'Grub the…')]))).toEqual(['"Grub the…" at 20,22 is cut and stands for no full text']);
  });

  it('finds two different names drawn alike', () => {
    const name = (full: string, y: number) =>
      group(20, y, [nameBlock(0, 0, full, { size: 24, maxWidth: 250, maxLines: 1 }).node], {
        mark: { name: full },
      });
    const alt = 'Grub the Goblin King of the Deep; Grub the Goblin King of the Dark';
    expect(
      readabilityProblems(scene([name('Grub the Goblin King of the Deep', 40), name('Grub the Goblin King of the Dark', 80)], alt)),
    ).toEqual([
      expect.stringMatching(
        /^"Grub the Goblin King of the Deep" and "Grub the Goblin King of the Dark" are both drawn as "Grub the Goblin K.*…"$/,
      ),
    ]);
    expect(readabilityProblems(scene([name('Grub the Goblin King of the Deep', 40), name('Ann', 80)], alt))).toEqual([]);
  });
});

describe('Pictures: text blocks and card fans', () => {
  it('wraps a long name to two lines before it shrinks, and cuts it only when even the floor does not fit, marking its full text', () => {
    const two = nameBlock(0, 30, 'Grub the Goblin King of the Deep', { size: 26, maxWidth: 240, maxLines: 2 });
    expect(two.lines).toBe(2);
    expect(two.node.mark).toBeUndefined();
    expect(two.node.children.map((child) => (child.kind === 'text' ? child.text : ''))).toEqual(['Grub the Goblin', 'King of the Deep']);
    const cut = nameBlock(0, 30, 'Grub the Goblin King of the Deep', { size: 26, maxWidth: 120, maxLines: 2 });
    expect(cut.size).toBe(24);
    expect(cut.node.mark).toEqual({ full: 'Grub the Goblin King of the Deep' });
  });

  it('fans cards so each index shows whole, spread when there is room, the first stacked under when there is not', () => {
    expect(fanOffsets([40, 40, 40], 86, 400, 60)).toEqual([0, 60, 120]);
    expect(fanOffsets([50, 30, 40], 86, 170, 60)).toEqual([0, 52, 84]);
    expect(fanOffsets([40, 40, 40, 40, 40], 86, 170, 60)).toEqual([0, 0, 0, 42, 84]);
  });
});
