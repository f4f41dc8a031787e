import type { Brand } from '#brands/brand.types.ts';
import { escapeXml } from '#mock-server/assets/svg.ts';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;

/** A 1200x360 banner in the brand's light-theme colours with a title and the wordmark. */
export function bannerSvg(brand: Brand, title: string): string {
  const tokens = brand.app.theme.tokens.light;
  const primary = escapeXml(tokens['color-primary']);
  const accent = escapeXml(tokens['color-accent']);
  const onPrimary = escapeXml(tokens['color-on-primary']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img">
<title>${escapeXml(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/>
<circle cx="1040" cy="70" r="190" fill="${onPrimary}" opacity="0.08"/>
<circle cx="1120" cy="320" r="120" fill="${onPrimary}" opacity="0.1"/>
<text x="80" y="120" font-family="system-ui, sans-serif" font-size="30" font-weight="600" fill="${onPrimary}" opacity="0.85">${escapeXml(brand.app.theme.logo.wordmark)}</text>
<text x="80" y="210" font-family="system-ui, sans-serif" font-size="56" font-weight="800" fill="${onPrimary}">${escapeXml(title)}</text>
</svg>`;
}
