import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font.ts';
import type { PaletteImage } from './png.ts';

/** Integer in [0, max], from the platform's seeded faker so images repeat between runs. */
export type RandomInt = (max: number) => number;

const SCALE = 4;
const CELL = GLYPH_WIDTH * SCALE + 6;
const PAD_X = 10;
const PAD_Y = 8;
const JITTER = 4;
export const CAPTCHA_HEIGHT = GLYPH_HEIGHT * SCALE + 2 * PAD_Y + JITTER;

/** Width of the image for a text of `length` characters. */
export function captchaWidth(length: number): number {
  return 2 * PAD_X + length * CELL - (CELL - GLYPH_WIDTH * SCALE);
}

const BACKGROUND = 0;
const NOISE = [1, 2, 3] as const;
const LINE = 4;
const INK = [5, 6, 7, 8] as const;
const PALETTE = [
  [244, 246, 251], // background
  [205, 214, 232], // noise dots
  [222, 205, 232],
  [205, 232, 214],
  [160, 174, 204], // lines under the text
  [31, 59, 115], // ink
  [122, 31, 61],
  [31, 107, 58],
  [90, 45, 130],
] as const;

/** `min` to `max` characters from the alphabet (4 or 5 unless the brand's rule says otherwise). */
export function captchaText(random: RandomInt, { min, max } = { min: 4, max: 5 }): string {
  const length = min + random(max - min);
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length - 1)];
  return text;
}

/**
 * Draws `text` with the bitmap font, scaled, each character in its own ink and shifted up or
 * down a little, over light dots and three lines: easy for a person, not trivial to scrape.
 */
export function renderCaptcha(text: string, random: RandomInt): PaletteImage {
  const width = captchaWidth(text.length);
  const height = CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(width * height).fill(BACKGROUND);
  const plot = (x: number, y: number, colour: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * width + x] = colour;
  };

  for (let dot = 0; dot < (width * height) / 16; dot += 1) {
    plot(random(width - 1), random(height - 1), NOISE[random(NOISE.length - 1)] ?? LINE);
  }
  for (let line = 0; line < 3; line += 1) {
    const margin = Math.floor(width / 4);
    drawLine(
      random(margin),
      random(height - 1),
      width - 1 - random(margin),
      random(height - 1),
      (x, y) => plot(x, y, LINE),
    );
  }

  [...text].forEach((char, index) => {
    const left = PAD_X + index * CELL;
    const top = PAD_Y + random(JITTER);
    const ink = INK[random(INK.length - 1)] ?? INK[0];
    for (let gy = 0; gy < GLYPH_HEIGHT; gy += 1) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
        if (!glyphPixel(char, gx, gy)) continue;
        for (let sy = 0; sy < SCALE; sy += 1) {
          for (let sx = 0; sx < SCALE; sx += 1)
            plot(left + gx * SCALE + sx, top + gy * SCALE + sy, ink);
        }
      }
    }
  });

  return { width, height, palette: PALETTE, pixels };
}

/** Bresenham's line from (x0, y0) to (x1, y1). */
function drawLine(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  plot: (x: number, y: number) => void,
) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const stepX = x0 < x1 ? 1 : -1;
  const stepY = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    plot(x, y);
    if (x === x1 && y === y1) return;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += stepX;
    }
    if (doubled <= dx) {
      error += dx;
      y += stepY;
    }
  }
}
