/**
 * A tiny PNG encoder for palette images: 8-bit indices, zlib with stored (uncompressed)
 * deflate blocks and an Adler-32, a CRC-32 per chunk. No node:zlib, so it runs in the browser
 * worker as well as in Node. Images are small (a captcha is about 7 KB).
 */

/** An image of palette indices, row by row. */
export interface PaletteImage {
  width: number;
  height: number;
  /** Up to 256 colours as [r, g, b]. */
  palette: readonly (readonly [number, number, number])[];
  /** width * height palette indices. */
  pixels: Uint8Array;
}

export const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10] as const;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309) as PNG chunks use it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Adler-32, the checksum that ends a zlib stream. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream holding `data` in stored deflate blocks (at most 65535 bytes each). */
export function zlibStored(data: Uint8Array): Uint8Array {
  const MAX = 0xffff;
  const blocks = Math.max(1, Math.ceil(data.length / MAX));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  const view = new DataView(out.buffer);
  out[0] = 0x78; // deflate, 32 KB window
  out[1] = 0x01; // no dictionary, fastest; (0x78 * 256 + 0x01) % 31 === 0
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const chunk = data.subarray(block * MAX, (block + 1) * MAX);
    out[at] = block === blocks - 1 ? 1 : 0; // BFINAL, BTYPE 00 (stored)
    view.setUint16(at + 1, chunk.length, true);
    view.setUint16(at + 3, ~chunk.length & 0xffff, true);
    out.set(chunk, at + 5);
    at += 5 + chunk.length;
  }
  view.setUint32(at, adler32(data));
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Encodes a palette image as PNG bytes (colour type 3, bit depth 8, no interlace). */
export function encodePng(image: PaletteImage): Uint8Array {
  const { width, height, palette, pixels } = image;
  if (pixels.length !== width * height) throw new Error('pixels must hold width * height indices');
  if (palette.length === 0 || palette.length > 256) throw new Error('1 to 256 palette colours');

  const header = new Uint8Array(13);
  const headerView = new DataView(header.buffer);
  headerView.setUint32(0, width);
  headerView.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8); // bit depth, colour type, compression, filter, interlace

  const plte = new Uint8Array(palette.length * 3);
  palette.forEach((rgb, index) => plte.set(rgb, index * 3));

  // Each row starts with its filter type, 0 (none).
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }

  const parts = [
    Uint8Array.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}
