// @vitest-environment node
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { findChromium } from '../../scripts/chromium-path.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from '#mock-server/assets/banner.svg.ts';
import { TITLES } from '#mock-server/seeds/banners.seed.ts';
import {
  PROMOTION_LANGUAGES,
  promotionsOf,
  promotionTitle,
} from '#mock-server/content/promotions.ts';

/**
 * Every banner and promotion picture of every brand, drawn by the simulated platform, in every
 * language its texts exist in, measured in real Chromium: no text runs out of the picture (the
 * strip shows the whole picture at every width, so fitting the picture is fitting the strip).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}, 60_000);

afterAll(() => browser?.close());

/** Every banner text: each title at its longest ({pct} as 100), every language. */
const bannerTitles = Object.values(TITLES).flatMap((titles) =>
  titles.map((title) => title.replace('{pct}', '100')),
);

interface Overflow {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The texts of `svg` whose box leaves the picture, measured by Chromium's layout of the SVG. */
async function overflowing(svgs: readonly string[]): Promise<Overflow[][]> {
  const page = await browser.newPage();
  try {
    await page.setContent(svgs.map((svg) => `<div>${svg}</div>`).join(''));
    return await page.evaluate(
      ({ width, height }) =>
        [...document.querySelectorAll('svg')].map((svg) =>
          [...svg.querySelectorAll('text')]
            .map((text) => {
              const box = text.getBBox();
              return {
                text: text.textContent ?? '',
                left: box.x,
                right: box.x + box.width,
                top: box.y,
                bottom: box.y + box.height,
              };
            })
            .filter(
              (box) => box.left < 0 || box.top < 0 || box.right > width - 40 || box.bottom > height,
            ),
        ),
      { width: 1200, height: 360 },
    );
  } finally {
    await page.close();
  }
}

describe('banner pictures in Chromium', () => {
  it('draws every text at the size it was made for', () => {
    expect([BANNER_WIDTH, BANNER_HEIGHT]).toEqual([1200, 360]);
    expect(bannerTitles.length).toBeGreaterThan(10);
  });

  it.each(Object.keys(brands))(
    '%s: every banner and promotion text fits its picture',
    async (id) => {
      const brand = brands[id]!;
      const promotions = promotionsOf(id).flatMap((promotion) =>
        PROMOTION_LANGUAGES.map((language) => promotionTitle(promotion, language, brand.app.name)),
      );
      const titles = [...bannerTitles, ...promotions];
      const results = await overflowing(titles.map((title) => bannerSvg(brand, title)));
      expect(results).toHaveLength(titles.length);
      expect(results.flat(), 'texts that run out of their banner').toEqual([]);
    },
    30_000,
  );

  it('fits a long wordmark and a title with a word longer than a line', async () => {
    const brand = structuredClone(brands.demo!);
    brand.app.theme.logo.wordmark = 'Extraordinarily Long Wordmark Casino Club International';
    const results = await overflowing([
      bannerSvg(brand, 'Supercalifragilisticexpialidocious-jackpot-weekend-special'),
      bannerSvg(brand, 'Welcome bonus 100% on your first deposit, every day of the week'),
    ]);
    expect(results.flat()).toEqual([]);
  }, 30_000);
});
