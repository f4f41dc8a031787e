import type { Brand } from '#brands/brand.types.ts';
import { escapeXml } from '#mock-server/assets/svg.ts';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;

/** Left edge of the texts; the right keeps the same margin. */
const TEXT_X = 80;
/** The width a banner's texts may take. */
export const BANNER_TEXT_WIDTH = BANNER_WIDTH - 2 * TEXT_X;

/**
 * Width of `text` in ems, bold sans-serif, erring wide: an SVG in an <img> cannot measure or
 * wrap its text, so the banner lays it out from this estimate (a Chromium test measures it).
 */
export function estimateEms(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/u.test(char)) ems += 1.05;
    else if (/[\u0e00-\u0e7f]/u.test(char)) ems += 0.7;
    else if (/[ il.,:;'!|]/u.test(char)) ems += 0.36;
    else if (/[mwMW%@]/u.test(char)) ems += 1.0;
    else if (/\p{Lu}|\p{N}/u.test(char)) ems += 0.8;
    else ems += 0.68;
  }
  return ems;
}

/** `text` in lines of at most `width` at `size`, breaking at spaces; null when a word is wider. */
function wrap(text: string, size: number, width: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && estimateEms(`${last} ${word}`) * size <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else if (estimateEms(word) * size <= width) {
      lines.push(word);
    } else {
      return null;
    }
  }
  return lines;
}

/** The largest size (from `size` down to `min`) at which `text` fits `maxLines` lines. */
export function fitText(
  text: string,
  {
    size,
    min,
    maxLines,
    width = BANNER_TEXT_WIDTH,
  }: { size: number; min: number; maxLines: number; width?: number },
): { size: number; lines: string[] } {
  for (let at = size; at > min; at -= 2) {
    const lines = wrap(text, at, width);
    if (lines && lines.length <= maxLines) return { size: at, lines };
  }
  // Past the smallest size, the estimate's own lines; the caller's test shows what overflows.
  return { size: min, lines: wrap(text, min, width) ?? [text] };
}

/**
 * A 1200x360 banner in the brand's light-theme colours with its wordmark and a title, both
 * laid out to fit the banner (the title on up to two lines, smaller when it must be): the
 * strip shows the whole picture at every width (banner-strip.css keeps its ratio).
 */
export function bannerSvg(brand: Brand, title: string): string {
  const tokens = brand.app.theme.tokens.light;
  const primary = escapeXml(tokens['color-primary']);
  const accent = escapeXml(tokens['color-accent']);
  const onPrimary = escapeXml(tokens['color-on-primary']);
  const wordmark = fitText(brand.app.theme.logo.wordmark, { size: 30, min: 18, maxLines: 1 });
  const heading = fitText(title, { size: 56, min: 28, maxLines: 2 });
  const lineHeight = Math.round(heading.size * 1.15);
  // One line sits at 210 as before; two centre on it.
  const firstY = 210 - ((heading.lines.length - 1) * lineHeight) / 2;
  const text = (content: string, y: number, size: number, extra: string) => {
    // A word wider than a line even at the smallest size is squeezed into the line.
    const squeeze =
      estimateEms(content) * size > BANNER_TEXT_WIDTH
        ? ` textLength="${BANNER_TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"`
        : '';
    return `<text x="${TEXT_X}" y="${y}" font-family="system-ui, sans-serif" font-size="${size}"${squeeze} ${extra}>${escapeXml(content)}</text>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img">
<title>${escapeXml(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/>
<circle cx="1040" cy="70" r="190" fill="${onPrimary}" opacity="0.08"/>
<circle cx="1120" cy="320" r="120" fill="${onPrimary}" opacity="0.1"/>
${text(wordmark.lines.join(' '), firstY - 90, wordmark.size, `font-weight="600" fill="${onPrimary}" opacity="0.85"`)}
${heading.lines.map((line, index) => text(line, firstY + index * lineHeight, heading.size, `font-weight="800" fill="${onPrimary}"`)).join('\n')}
</svg>`;
}
