import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readBrandFiles } from '../../brands/brand-files.ts';
import type { Brand } from '../../brands/brand.types.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { COMPLETE_LANGUAGES } from '../../schemas/languages.ts';
import { loginWithPassword } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';
import { englishPatterns, leftInEnglish } from './english-texts.ts';

/**
 * Issue 22: a complete language shows no English on home, the login popup, registration and
 * the member centre. Each complete language but English opens a shipped brand that offers it;
 * the page's visible texts are compared with the English bundle's texts that the language
 * translates (a text its bundle keeps as in English, a name or a loanword, is allowed).
 */

const BRANDS = readBrandFiles().flatMap((file) => ('data' in file ? [file.data as Brand] : []));

/** What the page shows: visible text (whole elements and single text nodes) and placeholders. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = text?.replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('script, style, template, [data-testid="demo-inbox"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !shown(parent)) continue;
      add(node.textContent);
      // A message with markup inside (a link, a bold amount) spans several text nodes.
      add((parent as HTMLElement).innerText);
    }
    for (const field of document.querySelectorAll('[placeholder]')) {
      if (shown(field)) add(field.getAttribute('placeholder'));
    }
    return [...texts];
  });
}

for (const code of COMPLETE_LANGUAGES.filter((language) => language !== 'en')) {
  test(`${code}: no English text on home, login, registration and the member centre`, async ({
    watched: page,
  }) => {
    test.setTimeout(120_000);
    const brand = BRANDS.find((candidate) => candidate.app.languages.includes(code));
    expect(brand, `a shipped brand offering the complete language ${code}`).toBeDefined();
    const bundle = JSON.parse(
      readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const patterns = englishPatterns(en, bundle);
    const englishOn = async (where: string) => ({
      where,
      english: leftInEnglish(await visibleTexts(page), patterns),
    });

    await openDemo(page, '/', { brand: brand!.app.id, lang: code });
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishOn('home')).toEqual({ where: 'home', english: [] });

    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    expect(await englishOn('login popup')).toEqual({ where: 'login popup', english: [] });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-submit')).toHaveCount(0);

    await page.goto(`/register?brand=${brand!.app.id}&lang=${code}`);
    await expect(page.getByTestId('register-submit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishOn('registration')).toEqual({ where: 'registration', english: [] });

    await page.goto(`/?brand=${brand!.app.id}&lang=${code}`);
    await page.getByTestId('header-login').click();
    await loginWithPassword(page, 'demo01', 'Demo1234');
    // The platform's popup announcements show once after a login.
    await expect(page.getByTestId('after-login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('after-login-modal')).toHaveCount(0);
    await page.goto(`/memberCentre?brand=${brand!.app.id}&lang=${code}`);
    await expect(page.getByTestId('member-centre-balance')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishOn('member centre')).toEqual({ where: 'member centre', english: [] });
  });
}
