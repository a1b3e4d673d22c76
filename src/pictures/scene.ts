/**
 * A scene: a picture as a plain-JSON drawing list (docs/design.md, src/pictures). Groups carry `mark`s, the
 * semantic attributes of what they draw (`{ card: 'QS', role: 'room' }`), so tests read a picture
 * without rasterizing it, and the same scene always hashes to the same key.
 */

/** What a group shows, for tests and for the alt text: short keys, string or number values. */
export type Mark = Readonly<Record<string, string | number>>;

/** Fill, stroke and opacity of a shape; colours are CSS hex strings. */
export interface Paint {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  /** Dash and gap lengths of the stroke. */
  dash?: number[];
  opacity?: number;
}

/** Children drawn in a moved, turned (degrees, clockwise) and scaled frame. */
export interface GroupNode {
  kind: 'group';
  x: number;
  y: number;
  rotate?: number;
  scale?: number;
  opacity?: number;
  mark?: Mark;
  children: SceneNode[];
}

/** A rectangle, its corners rounded by `r`. */
export interface RectNode extends Paint {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

/** A circle. */
export interface CircleNode extends Paint {
  kind: 'circle';
  x: number;
  y: number;
  r: number;
}

/** An SVG path (`d` attribute syntax) in the group's frame. */
export interface PathNode extends Paint {
  kind: 'path';
  d: string;
}

/** One line of text in the shipped font; `y` is the baseline. Only characters the font has (see font.ts). */
export interface TextNode {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  bold: boolean;
  fill: string;
  align: 'left' | 'center' | 'right';
  opacity?: number;
}

/** Anything a scene draws. */
export type SceneNode = GroupNode | RectNode | CircleNode | PathNode | TextNode;

/** A whole picture: its size in pixels, what it draws back to front, and the words that describe it. */
export interface Scene {
  width: number;
  height: number;
  nodes: SceneNode[];
  /** What the picture shows, in words (the attachment's description, at most 1024 characters). */
  alt: string;
}

/** A group at (x, y) holding `children`, with an optional mark and turn. */
export function group(
  x: number,
  y: number,
  children: SceneNode[],
  options: { mark?: Mark; rotate?: number; scale?: number; opacity?: number } = {},
): GroupNode {
  return { kind: 'group', x, y, ...options, children };
}

/** A (rounded) rectangle. */
export function rect(x: number, y: number, w: number, h: number, paint: Paint & { r?: number }): RectNode {
  return { kind: 'rect', x, y, w, h, ...paint };
}

/** A circle. */
export function circle(x: number, y: number, r: number, paint: Paint): CircleNode {
  return { kind: 'circle', x, y, r, ...paint };
}

/** A path in SVG syntax. */
export function path(d: string, paint: Paint): PathNode {
  return { kind: 'path', d, ...paint };
}

/** The most characters an attachment description may have (Discord's limit). */
export const ALT_MAX = 1024;

/** Joins sentences into alt text within Discord's limit, cutting whole sentences from the end first. */
export function altText(sentences: readonly string[]): string {
  const kept: string[] = [];
  for (const sentence of sentences.filter((s) => s.length > 0)) {
    const next = [...kept, sentence].join(' ');
    if (next.length > ALT_MAX - 2) return `${kept.join(' ')} …`.slice(0, ALT_MAX);
    kept.push(sentence);
  }
  return kept.join(' ');
}
