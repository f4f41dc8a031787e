import type { BrandApp } from '#brands/brand.types.ts';

/** The brand's favicon: its mark in its primary colours (light theme), as an SVG data URL. */
export function brandIconUrl(app: BrandApp): string {
  const tokens = app.theme.tokens.light;
  const mark = app.theme.logo.mark.replace(/[<>&"']/g, '');
  const size = mark.length > 1 ? 28 : 38;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${tokens['color-primary']}"/><text x="32" y="33" dominant-baseline="central" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="${tokens['color-on-primary']}">${mark}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Points the page's icon (index.html's `<link rel="icon">`) at the brand's. */
export function showBrandIcon(app: BrandApp, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = brandIconUrl(app);
}
