// The part of fontkit 2 the PDF kernel uses (the package ships no types). pdfkit takes a
// font object as it comes from fontkit.create and calls its layout().
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: unknown[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export interface Font {
    layout(text: string, features?: unknown): GlyphRun;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
}
