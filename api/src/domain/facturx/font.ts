import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

// jest (CommonJS) and the built server (its banner) have a require; tsx's ES modules resolve
// from the API's folder, where the server starts.
const req: NodeJS.Require =
  typeof require === 'function' ? require : createRequire(join(process.cwd(), 'index.js'));

/**
 * DejaVu Sans from npm (@fontsource ships it as WOFF): the standard PDF fonts have no U+202F,
 * the French thousands separator, and PDF/A wants every font embedded.
 */
export const FONT_FILES = {
  regular: req.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'),
  bold: req.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'),
};

const tag = (t: string) => t.split('').reduce((v, c) => v * 256 + c.charCodeAt(0), 0);

/**
 * Tables left out: OpenType shaping (ligatures, kerning, marks), which made laying out text most
 * of a document's time and is not needed for Latin text in a table.
 */
const DROPPED = new Set(['GSUB', 'GPOS', 'GDEF', 'kern'].map(tag));

/**
 * WOFF 1.0 to a plain TrueType file: fontkit reads WOFF tables by inflating them again at each
 * access, which made one invoice take seconds; the TrueType bytes are made once per process.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const tag = woff.readUInt32BE(e);
    if (DROPPED.has(tag)) continue;
    const offset = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const origLength = woff.readUInt32BE(e + 12);
    const checksum = woff.readUInt32BE(e + 16);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) });
  }
  const count = tables.length;
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= count) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + count * 16;
  const size = tables.reduce((s, t) => s + ((t.data.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const e = 12 + i * 16;
    out.writeUInt32BE(t.tag, e);
    out.writeUInt32BE(t.checksum, e + 4);
    out.writeUInt32BE(offset, e + 8);
    out.writeUInt32BE(t.data.length, e + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

/** A parsed font, as pdfkit takes it (fontkit's Font). */
export type LegalFont = { layout: (...args: unknown[]) => unknown; getGlyph(id: number): object };

type Glyph = { _font: LegalFont; _decode(): unknown; decoded?: unknown };

const ours = new WeakSet<object>();

/**
 * Each document embeds a subset of the font, for which fontkit decodes every glyph it uses
 * again; the glyphs of the shared fonts keep their decoded outline (read only) instead.
 */
function keepDecodedGlyphs(font: LegalFont): void {
  ours.add(font);
  const proto = Object.getPrototypeOf(font.getGlyph(0)) as Glyph & { keepsDecoded?: boolean };
  if (proto.keepsDecoded) return;
  const decode = proto._decode;
  proto._decode = function (this: Glyph) {
    if (!ours.has(this._font)) return decode.call(this);
    if (!('decoded' in this)) this.decoded = decode.call(this);
    return this.decoded;
  };
  proto.keepsDecoded = true;
}

/**
 * The characters every document's font subsets start with, in this order: a document whose text
 * stays within them embeds the same subset as the others, encoded once per process (encoding a
 * subset was a fifth of a document's time); it costs a few unused glyphs (about 5 KiB).
 */
export const COMMON_CHARACTERS =
  " 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàâçéèêëîïôùûÉ.,:;-–/()%€'’«»°+&@\u00a0\u202f";

type Subset = { glyphs: number[]; encode(): Uint8Array };

/** The subsets made from COMMON_CHARACTERS (and whatever a document adds), by their glyph list. */
function reuseEncodedSubsets(font: LegalFont & { createSubset(): Subset }): void {
  const encoded = new Map<string, Uint8Array>();
  const create = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = create();
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      // The glyph list (in order) decides the bytes; composite glyphs are added while encoding.
      const key = subset.glyphs.join(',');
      let bytes = encoded.get(key);
      if (!bytes) {
        bytes = encode();
        if (encoded.size >= 64) encoded.delete(encoded.keys().next().value!);
        encoded.set(key, bytes);
      }
      return bytes;
    };
    return subset;
  };
}

let fonts: Promise<{ regular: LegalFont; bold: LegalFont }> | null = null;

/**
 * The fonts, read, converted and parsed once per process: pdfkit parses a font given as bytes
 * again for every document (most of a document's time); a parsed one is shared.
 */
export function legalFonts(): Promise<{ regular: LegalFont; bold: LegalFont }> {
  fonts ??= import('fontkit').then((fontkit) => {
    const regular = fontkit.create(woffToSfnt(readFileSync(FONT_FILES.regular))) as LegalFont;
    const bold = fontkit.create(woffToSfnt(readFileSync(FONT_FILES.bold))) as LegalFont;
    keepDecodedGlyphs(regular);
    keepDecodedGlyphs(bold);
    reuseEncodedSubsets(regular as LegalFont & { createSubset(): Subset });
    reuseEncodedSubsets(bold as LegalFont & { createSubset(): Subset });
    return { regular, bold };
  });
  return fonts;
}
