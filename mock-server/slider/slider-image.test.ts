// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  drawSliderPicture,
  HOLE_X,
  HOLE_Y,
  PIECE_SIZE,
  SLIDER_HEIGHT,
  SLIDER_WIDTH,
  svgDataUrl,
} from './slider-image.ts';

function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

describe('drawSliderPicture', () => {
  it('draws the same puzzle for the same seed and another one for another seed', () => {
    expect(drawSliderPicture(7)).toEqual(drawSliderPicture(7));
    const pictures = [1, 2, 3, 4, 5].map(drawSliderPicture);
    expect(new Set(pictures.map((picture) => picture.background)).size).toBe(5);
    expect(new Set(pictures.map((picture) => picture.x)).size).toBeGreaterThan(1);
  });

  it('puts the hole whole inside the picture, away from where the piece starts', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { x, y } = drawSliderPicture(seed);
      expect(x).toBeGreaterThanOrEqual(HOLE_X.min);
      expect(x).toBeGreaterThan(PIECE_SIZE);
      expect(x + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_WIDTH);
      expect(y).toBeGreaterThanOrEqual(HOLE_Y.min);
      expect(y + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_HEIGHT);
    }
  });

  it('draws a 300x160 picture with a piece-shaped hole at the hidden x', () => {
    const { x, y, background } = drawSliderPicture(42);
    const svg = parse(background).documentElement;
    expect(svg.getAttribute('width')).toBe(String(SLIDER_WIDTH));
    expect(svg.getAttribute('height')).toBe(String(SLIDER_HEIGHT));
    const hole = svg.querySelector(`path[transform="translate(${x} ${y})"]`);
    expect(hole?.getAttribute('fill-opacity')).toBe('0.45');
    // A landscape, not a blank card: a gradient, a sun, ridges and a few shapes.
    expect(svg.querySelectorAll('linearGradient stop')).toHaveLength(2);
    expect(svg.querySelectorAll('polygon, circle, rect').length).toBeGreaterThan(8);
  });

  it('cuts the piece from the same picture at the hole', () => {
    const { x, y, background, piece } = drawSliderPicture(42);
    const svg = parse(piece).documentElement;
    expect(svg.getAttribute('width')).toBe(String(PIECE_SIZE));
    expect(svg.getAttribute('viewBox')).toBe(`${x} ${y} ${PIECE_SIZE} ${PIECE_SIZE}`);
    const clip = svg.querySelector('clipPath path');
    expect(clip?.getAttribute('transform')).toBe(`translate(${x} ${y})`);
    const scene = svg.querySelector('g[clip-path="url(#piece)"]')?.innerHTML ?? '';
    expect(scene.length).toBeGreaterThan(100);
    // The piece shows exactly the picture under the hole.
    expect(parse(background).documentElement.innerHTML).toContain(scene);
  });
});

describe('svgDataUrl', () => {
  it('makes an image data URL that decodes back to the document', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><text>a&b #1</text></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toContain('a&b #1');
  });
});
