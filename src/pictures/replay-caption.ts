/**
 * A replay's frame (Watch): the board's picture with a strip under it saying, in one line, what was done to
 * reach it ("The deal", then what each move narrated), so a viewer can follow the run. The line is the
 * move's own narration, which the board's log showed in the channel, so it tells nothing hidden; a line
 * too long for the strip is shrunk to the smallest readable size, then cut with "…".
 */
import { spellTarotLabels } from '../engine/tarot.js';
import { MIN_TEXT, printable, text } from './font.js';
import { PALETTE } from './palette.js';
import { altText, group, rect, type Scene } from './scene.js';

/** The strip's height under the board, and the caption's size at most (scene units: a 960-wide board is shown 400 px wide). */
const STRIP = 52;
const SIZE = 30;
const MARGIN = 20;

/** Signs the font lacks in the games' narration, and how the caption writes them. */
const SIGNS: readonly [RegExp, string][] = [
  [/≥/gu, '>='],
  [/≤/gu, '<='],
];

/** The caption as the font draws it: tarot cards by name (the font has no suits' emoji), signs it lacks in ones it has, on one line. */
function drawableCaption(caption: string): string {
  return printable(SIGNS.reduce((line, [sign, words]) => line.replace(sign, words), spellTarotLabels(caption)));
}

/** The frame of a replay: `board` with `caption` in a strip under it, marked `caption` (and `full` when the line is cut). */
export function captioned(board: Scene, caption: string): Scene {
  const line = drawableCaption(caption);
  const drawn = text(MARGIN, STRIP / 2 + SIZE * 0.36, line, {
    size: SIZE,
    minSize: MIN_TEXT,
    maxWidth: board.width - 2 * MARGIN,
    fill: PALETTE.text,
  });
  const strip = group(
    0,
    board.height,
    [rect(0, 0, board.width, STRIP, { fill: PALETTE.panel }), rect(0, 0, board.width, 2, { fill: PALETTE.panelEdge }), drawn],
    { mark: { caption: line, ...(drawn.text === line ? {} : { full: line }) } },
  );
  return { width: board.width, height: board.height + STRIP, nodes: [...board.nodes, strip], alt: altText([line, board.alt]) };
}
