import { seededRandom, type SeededRandom } from './random.ts';

/** Size of the background picture, in CSS pixels. */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
/** The piece image is a square this wide; the piece's body is inset so its knobs fit. */
export const PIECE_SIZE = 44;

/**
 * A jigsaw piece in a 44 px box: a 32 px body with a knob out at the top, a knob out on the
 * right and a notch in on the left, so its place is easy to see and hard to fake with a square.
 */
const PIECE_PATH = 'M6 6H16A6 6 0 0 1 28 6H38V16A6 6 0 0 1 38 28V38H6V28A6 6 0 0 0 6 16Z';

/** Where the hole may be: never at the start of the track, always whole inside the picture. */
export const HOLE_X = { min: PIECE_SIZE + 16, max: SLIDER_WIDTH - PIECE_SIZE - 4 } as const;
export const HOLE_Y = { min: 8, max: SLIDER_HEIGHT - PIECE_SIZE - 8 } as const;

export interface SliderPicture {
  /** Left edge of the hole (the answer) and its top edge (where the piece is drawn). */
  x: number;
  y: number;
  /** SVG documents: the picture with the hole, and the piece cut from the same picture. */
  background: string;
  piece: string;
}

/** Draws a puzzle from a seed: the same seed always gives the same picture and hole. */
export function drawSliderPicture(seed: number): SliderPicture {
  const random = seededRandom(seed);
  const x = random.int(HOLE_X.min, HOLE_X.max);
  const y = random.int(HOLE_Y.min, HOLE_Y.max);
  const scene = drawScene(random);
  const at = `translate(${x} ${y})`;
  const background = svg(
    SLIDER_WIDTH,
    SLIDER_HEIGHT,
    `0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}`,
    `${scene.defs}${scene.body}` +
      `<path d="${PIECE_PATH}" transform="${at}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.85" stroke-width="1.5"/>`,
  );
  const piece = svg(
    PIECE_SIZE,
    PIECE_SIZE,
    `${x} ${y} ${PIECE_SIZE} ${PIECE_SIZE}`,
    `${scene.defs}<clipPath id="piece"><path d="${PIECE_PATH}" transform="${at}"/></clipPath>` +
      `<g clip-path="url(#piece)">${scene.body}</g>` +
      `<path d="${PIECE_PATH}" transform="${at}" fill="none" stroke="#fff" stroke-width="1.5"/>`,
  );
  return { x, y, background, piece };
}

/** An SVG document as an image data URL (no request leaves the origin). */
export function svgDataUrl(document: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(document)}`;
}

function svg(width: number, height: number, viewBox: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${content}</svg>`;
}

/**
 * A landscape that differs per seed: a sky gradient, a sun, three ridges and scattered shapes.
 * Edges and colour changes everywhere make the hole and the piece line up visibly.
 */
function drawScene(random: SeededRandom): { defs: string; body: string } {
  const hue = random.int(0, 359);
  const skyHue = (hue + random.int(60, 180)) % 360;
  const defs =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="${random.unit().toFixed(2)}" y2="1">` +
    `<stop offset="0" stop-color="hsl(${skyHue} 70% 78%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue} 65% 55%)"/></linearGradient></defs>`;
  let body = `<rect width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" fill="url(#sky)"/>`;
  body += `<circle cx="${random.int(20, 280)}" cy="${random.int(18, 60)}" r="${random.int(14, 28)}" fill="hsl(${(hue + 40) % 360} 90% 70%)"/>`;
  for (let ridge = 0; ridge < 3; ridge += 1) {
    const base = 70 + ridge * 30;
    const points = [`0,${SLIDER_HEIGHT}`];
    for (let px = 0; px <= SLIDER_WIDTH; px += 30) points.push(`${px},${base - random.int(0, 40)}`);
    points.push(`${SLIDER_WIDTH},${SLIDER_HEIGHT}`);
    body += `<polygon points="${points.join(' ')}" fill="hsl(${(hue + ridge * 25) % 360} 45% ${48 - ridge * 12}%)"/>`;
  }
  for (let shape = 0, count = random.int(5, 8); shape < count; shape += 1) {
    body += drawShape(random, (hue + random.int(90, 270)) % 360);
  }
  return { defs, body };
}

function drawShape(random: SeededRandom, hue: number): string {
  const cx = random.int(0, SLIDER_WIDTH);
  const cy = random.int(0, SLIDER_HEIGHT);
  const size = random.int(8, 22);
  const fill = `fill="hsl(${hue} 75% 60%)" fill-opacity="${(0.5 + random.unit() * 0.4).toFixed(2)}"`;
  switch (random.int(0, 2)) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${size}" ${fill}/>`;
    case 1:
      return `<rect x="${cx - size}" y="${cy - size / 2}" width="${size * 2}" height="${size}" rx="3" transform="rotate(${random.int(0, 89)} ${cx} ${cy})" ${fill}/>`;
    default:
      return `<polygon points="${cx},${cy - size} ${cx + size},${cy + size} ${cx - size},${cy + size}" ${fill}/>`;
  }
}
