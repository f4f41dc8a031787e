/**
 * A small QR code reader for tests: reads the dark modules of an SVG drawn by qrcode.react (its
 * path of runs) and decodes the text, for versions 1 to 10 in byte mode, without error
 * correction (a drawn code has no damaged modules). It follows the QR standard (ISO/IEC 18004)
 * as Project Nayuki's encoder, which qrcode.react bundles, writes it: format bits, function
 * patterns, the zigzag placement, masks, block interleaving. No decoder is a dependency of this
 * project, and one reading the drawing proves what the page shows encodes.
 */

/** Error-correction codewords per block and number of blocks, by level (L, M, Q, H) and version 1-10. */
const ECC_PER_BLOCK = {
  L: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
} as const;
const BLOCKS = {
  L: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
} as const;
type Level = keyof typeof BLOCKS;
/** Format bits of each level (the standard's: L 01, M 00, Q 11, H 10). */
const LEVEL_BITS: Record<number, Level> = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' };

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The module matrix (true = dark) of a qrcode.react SVG: its last path holds the dark runs. */
export function modulesOfSvg(svg: string): boolean[][] {
  const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((match) => match[1] ?? '');
  const runs = [...(paths.at(-1) ?? '').matchAll(/M(\d+)[ ,](\d+) ?h(\d+)/g)].map((m) =>
    m.slice(1, 4).map(Number),
  ) as [number, number, number][];
  if (runs.length === 0) throw new Error('No QR modules in the SVG');
  // The finder pattern's corner is the first dark module: the margin.
  const margin = Math.min(...runs.map(([x]) => x));
  const last = Math.max(...runs.map(([x, , width]) => x + width));
  const size = last - margin;
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [x, y, width] of runs) {
    for (let i = 0; i < width; i += 1) grid[y - margin]![x - margin + i] = true;
  }
  return grid;
}

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const positions = [6];
  for (let pos = version * 4 + 10; positions.length < count; pos -= step)
    positions.splice(1, 0, pos);
  return positions;
}

function functionModules(version: number, size: number): boolean[][] {
  const taken = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) taken[y]![x] = true;
  };
  mark(0, 0, 9, 9); // finder, separator and format bits
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8);
  mark(6, 0, 1, size); // timing
  mark(0, 6, size, 1);
  const align = alignmentPositions(version);
  const n = align.length;
  align.forEach((ax, i) =>
    align.forEach((ay, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === n - 1) || (i === n - 1 && j === 0)) return;
      mark(ax - 2, ay - 2, 5, 5);
    }),
  );
  if (version >= 7) {
    mark(size - 11, 0, 3, 6);
    mark(0, size - 11, 6, 3);
  }
  return taken;
}

function rawCodewords(version: number): number {
  let bits = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    bits -= (25 * align - 10) * align - 55;
    if (version >= 7) bits -= 36;
  }
  return Math.floor(bits / 8);
}

/** Decodes the text of a module matrix (byte mode, versions 1 to 10). */
export function decodeQr(grid: boolean[][]): string {
  const size = grid.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) {
    throw new Error(`Unsupported QR size ${size}`);
  }
  const at = (x: number, y: number) => grid[y]![x]!;
  let format = 0;
  const bit = (x: number, y: number, i: number) => {
    if (at(x, y)) format |= 1 << i;
  };
  for (let i = 0; i <= 5; i += 1) bit(8, i, i);
  bit(8, 7, 6);
  bit(8, 8, 7);
  bit(7, 8, 8);
  for (let i = 9; i < 15; i += 1) bit(14 - i, 8, i);
  const data = (format ^ 0x5412) >> 10;
  const level = LEVEL_BITS[data >> 3];
  const mask = MASKS[data & 7];
  if (!level || !mask) throw new Error('Unreadable format bits');

  const taken = functionModules(version, size);
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1) {
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!taken[y]![x]) bits.push(Number(at(x, y) !== mask(x, y)));
      }
    }
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, b) => (byte << 1) | b, 0));
  }

  const raw = rawCodewords(version);
  const blockCount = BLOCKS[level][version - 1]!;
  const ecc = ECC_PER_BLOCK[level][version - 1]!;
  const shortBlocks = blockCount - (raw % blockCount);
  const shortData = Math.floor(raw / blockCount) - ecc;
  const blocks: number[][] = Array.from({ length: blockCount }, () => []);
  let next = 0;
  for (let i = 0; i <= shortData; i += 1) {
    for (let b = 0; b < blockCount; b += 1) {
      const length = b < shortBlocks ? shortData : shortData + 1;
      if (i < length) blocks[b]!.push(codewords[next++]!);
    }
  }
  const stream = blocks
    .flat()
    .flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));
  let pos = 0;
  const read = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i += 1) value = (value << 1) | stream[pos++]!;
    return value;
  };
  const mode = read(4);
  if (mode !== 0b0100) throw new Error(`Only byte mode is read here, not mode ${mode}`);
  // The byte count takes 8 bits up to version 9, 16 from version 10.
  const count = read(version <= 9 ? 8 : 16);
  const bytes = Uint8Array.from({ length: count }, () => read(8));
  return new TextDecoder().decode(bytes);
}

/** The text a qrcode.react SVG encodes. */
export const decodeQrSvg = (svg: string) => decodeQr(modulesOfSvg(svg));
