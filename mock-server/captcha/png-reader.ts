/**
 * Reads back what `png.ts` writes (palette PNGs with stored deflate blocks), checking the
 * signature, every chunk's CRC and the zlib Adler-32. For tests: it is not a general decoder.
 */
import { adler32, crc32, PNG_SIGNATURE } from './png.ts';

export interface ReadPng {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  palette: [number, number, number][];
  /** Palette indices without the per-row filter bytes. */
  pixels: Uint8Array;
  chunkTypes: string[];
}

/** Inflates a zlib stream made only of stored blocks; throws on anything else. */
export function inflateStored(stream: Uint8Array): Uint8Array {
  if (stream[0] !== 0x78 || ((stream[0] << 8) | (stream[1] ?? 0)) % 31 !== 0) {
    throw new Error('bad zlib header');
  }
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const parts: Uint8Array[] = [];
  let at = 2;
  for (;;) {
    const header = stream[at] ?? 0;
    if ((header & 0b110) !== 0) throw new Error('not a stored block');
    const length = view.getUint16(at + 1, true);
    if ((view.getUint16(at + 3, true) ^ 0xffff) !== length) throw new Error('bad NLEN');
    parts.push(stream.subarray(at + 5, at + 5 + length));
    at += 5 + length;
    if (header & 1) break;
  }
  const data = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    data.set(part, offset);
    offset += part.length;
  }
  if (view.getUint32(at) !== adler32(data)) throw new Error('bad Adler-32');
  return data;
}

/** Parses a PNG; throws when the signature, a CRC or the pixel data is wrong. */
export function readPng(png: Uint8Array): ReadPng {
  if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) throw new Error('bad signature');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunkTypes: string[] = [];
  let header: DataView | undefined;
  let palette: [number, number, number][] = [];
  const idat: Uint8Array[] = [];
  let at = PNG_SIGNATURE.length;
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) {
      throw new Error(`bad CRC in ${type}`);
    }
    chunkTypes.push(type);
    if (type === 'IHDR') header = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (type === 'PLTE') {
      palette = Array.from({ length: length / 3 }, (_, i) => [
        data[i * 3] ?? 0,
        data[i * 3 + 1] ?? 0,
        data[i * 3 + 2] ?? 0,
      ]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (!header || chunkTypes[0] !== 'IHDR' || chunkTypes.at(-1) !== 'IEND') {
    throw new Error('IHDR must come first and IEND last');
  }
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const raw = inflateStored(concat(idat));
  if (raw.length !== height * (width + 1)) throw new Error('pixel data has the wrong size');
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    if (raw[y * (width + 1)] !== 0) throw new Error('unexpected row filter');
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return {
    width,
    height,
    bitDepth: header.getUint8(8),
    colourType: header.getUint8(9),
    palette,
    pixels,
    chunkTypes,
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
