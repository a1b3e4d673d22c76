/** The few parts of opentype.js (which ships no types) that scripts/font-metrics.ts reads. */
declare module 'opentype.js' {
  export interface Glyph {
    advanceWidth?: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    tables: { cmap: { glyphIndexMap: Record<string, number> }; os2: { sCapHeight: number } };
    glyphs: { get(index: number): Glyph };
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
