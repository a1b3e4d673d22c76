/**
 * The one palette of every picture. Each picture is an opaque dark table with light cards on it, so it
 * reads the same on Discord's dark and light themes; text and marks keep a contrast of at least 4.5:1
 * against the surface they sit on.
 */
export const PALETTE = {
  /** The table: the picture's background. */
  table: '#17212b',
  /** Panels and trays on the table. */
  panel: '#223140',
  panelEdge: '#3a5068',
  /** Text on the table. */
  text: '#f1f5f9',
  muted: '#a9b8c6',
  /** Card faces and their ink. */
  face: '#fbf8f1',
  faceEdge: '#0b0f14',
  black: '#17171c',
  red: '#cf1f38',
  /** Card backs. */
  back: '#2f5aa8',
  backLight: '#5d86d6',
  /** Marks: the player, highlights, good and bad news. */
  gold: '#f5c542',
  good: '#46c27a',
  warn: '#f2a93b',
  bad: '#f0524f',
  info: '#62aef8',
  /** Two more line colours for charts of many players. */
  violet: '#c792ea',
  teal: '#5fd4d0',
  /** A shadow under cards and a veil over a finished table. */
  shadow: '#05080b',
  /** Tarot suits and the major arcana. */
  wands: '#2e7d32',
  cups: '#1c5fb0',
  swords: '#3e4c59',
  pentacles: '#a86a12',
  major: '#5b34a0',
} as const;
