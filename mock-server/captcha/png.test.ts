// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adler32, crc32, encodePng, zlibStored } from './png.ts';
import { readPng, inflateStored } from './png-reader.ts';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('checksums', () => {
  it('computes the standard check values', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(adler32(ascii('Wikipedia'))).toBe(0x11e60398);
  });
});

describe('zlibStored', () => {
  it('splits data over stored blocks of at most 65535 bytes and ends with the Adler-32', () => {
    const data = Uint8Array.from({ length: 150_000 }, (_, i) => (i * 7) % 251);
    const stream = zlibStored(data);
    expect(stream.length).toBe(2 + 3 * 5 + data.length + 4);
    expect(inflateStored(stream)).toEqual(data);
  });

  it('encodes empty data as one final empty block', () => {
    expect(inflateStored(zlibStored(new Uint8Array(0)))).toEqual(new Uint8Array(0));
  });
});

describe('encodePng', () => {
  it('writes a palette PNG a reader gets the same pixels back from', () => {
    const pixels = Uint8Array.from({ length: 6 * 4 }, (_, i) => i % 3);
    const png = encodePng({
      width: 6,
      height: 4,
      palette: [
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
      ],
      pixels,
    });
    const image = readPng(png);
    expect(image).toMatchObject({ width: 6, height: 4, bitDepth: 8, colourType: 3 });
    expect(image.palette).toHaveLength(3);
    expect(image.pixels).toEqual(pixels);
  });

  it('refuses pixels that do not fill the image', () => {
    expect(() =>
      encodePng({ width: 2, height: 2, palette: [[0, 0, 0]], pixels: new Uint8Array(3) }),
    ).toThrow();
  });
});
