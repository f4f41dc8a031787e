import { escapeXml, hueOf } from '#mock-server/assets/svg.ts';

export const ICON_SIZE = 256;

/** Up to three letters of a code ('TCG_LOTTO_VN' gives 'TLV', 'PG' gives 'PG'). */
export function iconLetters(code: string): string {
  const words = code.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? '?');
  return letters.slice(0, 3).toUpperCase();
}

/** A square vendor or game icon: the code's letters on a tile coloured from the code. */
export function iconSvg(code: string): string {
  const hue = hueOf(code);
  const letters = iconLetters(code);
  const fontSize = letters.length > 2 ? 84 : 104;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}" role="img">
<title>${escapeXml(code)}</title>
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 38%)"/></linearGradient></defs>
<rect width="${ICON_SIZE}" height="${ICON_SIZE}" rx="40" fill="url(#t)"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="800" fill="#ffffff">${escapeXml(letters)}</text>
</svg>`;
}
