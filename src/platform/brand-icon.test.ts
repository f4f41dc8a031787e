import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { brandIconUrl, showBrandIcon } from './brand-icon.ts';

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

describe('the brand icon', () => {
  afterEach(() => document.head.querySelector('link[rel="icon"]')?.remove());

  it("draws each brand's mark in its own colours", () => {
    for (const brand of Object.values(brands)) {
      const svg = svgOf(brandIconUrl(brand.app));
      expect(svg).toContain(`>${brand.app.theme.logo.mark}</text>`);
      expect(svg).toContain(`fill="${brand.app.theme.tokens.light['color-primary']}"`);
    }
    const [demo, nightowl] = [brands.demo!, brands.nightowl!];
    expect(brandIconUrl(demo.app)).not.toBe(brandIconUrl(nightowl.app));
  });

  it("replaces the page's icon with the brand's", () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = 'data:,';
    document.head.append(link);
    showBrandIcon(brands.lotus!.app);
    const icons = document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(icons).toHaveLength(1);
    expect(svgOf(icons[0]!.href)).toContain('>L</text>');
  });
});
