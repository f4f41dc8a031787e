import type { Locator, Page } from '@playwright/test';
import { HOSTILE_PROMOTION_BASE } from '../../mock-server/content/hostile-content.ts';
import { XSS_LINKS, XSS_PAYLOADS } from '../../mock-server/security/xss-payloads.ts';
import { loginWithPassword } from './auth-helpers.ts';
import { goClientSide } from './client-navigation.ts';
import { recordFigurePart } from './figures.ts';
import { expect, openDemo, test } from './fixtures.ts';
import { armCanary, auditAndClick, expectQuiet, type Canary } from './xss-canary.ts';

/**
 * Issue 21's XSS figure: under the `hostile-content` scenario every HTML field and banner link
 * the platform sends is a payload that calls the canary `xssCanary(id)` if it runs. Each sink
 * is opened in Chromium, each payload's item is seen on the page (so the absence of a run
 * means something), every link and control in it is clicked, and nothing may run, open a
 * dialog, navigate or clobber a global.
 */

const SCENARIO = 'hostile-content';
const TITLES = XSS_PAYLOADS.map(({ id }) => `XSS ${id}`);
const PARTS = ['guest', 'member', 'agent', 'url', 'brand'] as const;
type Part = (typeof PARTS)[number];

/** Renders counted per test; printed once every test has left its part. */
function record(info: Parameters<typeof recordFigurePart>[0], part: Part, counts: Counts) {
  recordFigurePart(info, 'xss', part, { ...counts }, PARTS, (values) => {
    const sum = (key: keyof Counts) =>
      Object.values(values).reduce((total, value) => total + (value[key] ?? 0), 0);
    const html = sum('html');
    const renders = html + sum('links') + sum('url') + sum('brand');
    return (
      `xss: ${XSS_PAYLOADS.length} payloads × ${sum('sinks')} HTML sinks (${html} renders)` +
      ` + ${XSS_LINKS.length} banner links + ${sum('url')} URL parameters + ${sum('brand')} brand name${sum('brand') === 1 ? '' : 's'}` +
      ` = ${renders} renders in Chromium, 0 ran, 0 navigated`
    );
  });
}

type Counts = {
  sinks: number;
  html: number;
  links: number;
  url: number;
  brand: number;
};
const none = (): Counts => ({ sinks: 0, html: 0, links: 0, url: 0, brand: 0 });

async function openHostile(page: Page, path: string): Promise<void> {
  await openDemo(page, path, { scenario: SCENARIO, lang: 'en' });
}

/** One page of a sink: its items are the expected payloads, nothing active is left, nothing ran. */
async function checkItems(
  page: Page,
  canary: Canary,
  titles: Locator,
  expected: readonly string[],
  scope: string,
): Promise<number> {
  await expect(titles).toHaveText([...expected]);
  expect(await auditAndClick(page, scope), `kept by the sanitiser in ${scope}`).toEqual([]);
  expect(canary.ran, `payloads that ran in ${scope}`).toEqual([]);
  return expected.length;
}

/** A list shown `size` items a page: every page checked, then the next one opened. */
async function checkPaged(
  page: Page,
  canary: Canary,
  titles: Locator,
  size: number,
  scope: string,
): Promise<number> {
  let seen = 0;
  for (let start = 0; start < TITLES.length; start += size) {
    if (start > 0) {
      await page.getByRole('button', { name: `Page ${start / size + 1}`, exact: true }).click();
    }
    seen += await checkItems(page, canary, titles, TITLES.slice(start, start + size), scope);
  }
  return seen;
}

async function login(page: Page, account: string): Promise<void> {
  await openHostile(page, '/');
  await page.getByTestId('header-login').click();
  await loginWithPassword(page, account, 'Demo1234');
}

/** The after-login notice shows every popup announcement: checked, then closed. */
async function checkAfterLoginNotice(page: Page, canary: Canary): Promise<number> {
  const notice = page.getByRole('dialog', { name: 'Notice' });
  const seen = await checkItems(
    page,
    canary,
    notice.locator('.announcement__title'),
    TITLES,
    '[data-testid="after-login-modal"]',
  );
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  return seen;
}

test('guest: banner links, announcements, help articles and promotion terms', async ({
  watched: page,
  baseURL,
}, info) => {
  const canary = await armCanary(page, new URL(baseURL ?? '').origin);
  const counts = none();
  await openHostile(page, '/');

  // Banners: every hostile link is refused, so each banner is a plain picture.
  const pictures = page.locator('img.banner-strip__image');
  await expect(pictures.first()).toBeVisible();
  // The carousel adds the later slides after the first picture: wait for every one.
  const expected = XSS_LINKS.map(({ id }) => `XSS ${id}`).sort();
  const alts = () =>
    pictures.evaluateAll((images: HTMLImageElement[]) => [...new Set(images.map((i) => i.alt))]);
  await expect.poll(async () => (await alts()).sort()).toEqual(expected);
  await pictures.evaluateAll((images: HTMLImageElement[]) => images.forEach((i) => i.click()));
  await expect(page.locator('.banner-strip__link')).toHaveCount(0);
  await expectQuiet(page, canary, 'banners');
  counts.links = XSS_LINKS.length;

  // Announcements, 9 a page, from the header's support menu.
  await page.getByRole('button', { name: 'Support' }).click();
  await page.getByRole('button', { name: 'Announcements' }).click();
  const list = page.getByRole('dialog', { name: 'Announcements' });
  counts.html += await checkPaged(
    page,
    canary,
    list.locator('.announcement__title'),
    9,
    '[role="dialog"]',
  );
  await page.keyboard.press('Escape');
  await expectQuiet(page, canary, 'announcements');

  await goClientSide(page, '/helpmc');
  counts.html += await checkItems(
    page,
    canary,
    page.locator('.help-article__title'),
    TITLES,
    '[data-testid="help-centre"]',
  );
  await expectQuiet(page, canary, 'help');

  for (const [index, title] of TITLES.entries()) {
    await goClientSide(page, `/promoDetail/${HOSTILE_PROMOTION_BASE + index}`);
    counts.html += await checkItems(
      page,
      canary,
      page.locator('#promo-detail-title'),
      [title],
      '.promo-detail',
    );
  }
  await expectQuiet(page, canary, 'promotion terms');
  counts.sinks = 3;
  record(info, 'guest', counts);
});

test('member: the after-login notice and every message opened', async ({
  watched: page,
  baseURL,
}, info) => {
  const canary = await armCanary(page, new URL(baseURL ?? '').origin);
  const counts = none();
  await login(page, 'demo01');
  counts.html += await checkAfterLoginNotice(page, canary);
  await expectQuiet(page, canary, 'after-login notice');

  await goClientSide(page, '/messageV2');
  const items = page.getByTestId('message-item');
  await expect(items.first()).toBeVisible();
  const titles = page.locator('.message-item__text');
  for (let start = 0; start < TITLES.length; start += 10) {
    if (start > 0) {
      await page.getByRole('button', { name: `Page ${start / 10 + 1}`, exact: true }).click();
    }
    await expect(titles).toHaveText(TITLES.slice(start, start + 10));
    for (const title of await page.locator('.message-item__title').all()) await title.click();
    await expect(page.locator('.message-item__content:not([hidden])')).toHaveCount(
      TITLES.slice(start, start + 10).length,
    );
    counts.html += await checkItems(
      page,
      canary,
      titles,
      TITLES.slice(start, start + 10),
      '.message-centre',
    );
  }
  await expectQuiet(page, canary, 'messages');
  counts.sinks = 2;
  record(info, 'member', counts);
});

test("agent: the agent centre's announcements", async ({ watched: page, baseURL }, info) => {
  const canary = await armCanary(page, new URL(baseURL ?? '').origin);
  const counts = none();
  await login(page, 'agent01');
  // The notice was checked for demo01; here it is only closed.
  await checkAfterLoginNotice(page, canary);
  await goClientSide(page, '/agentCentre');
  counts.html += await checkItems(
    page,
    canary,
    page.getByTestId('agent-announcement').locator('h4'),
    TITLES,
    '[data-testid="agent-centre"]',
  );
  await expectQuiet(page, canary, 'agent announcements');
  counts.sinks = 1;
  record(info, 'agent', counts);
});

/** Script in every spelling a URL parameter could be echoed in. */
const inUrl = (id: string) =>
  `javascript:xssCanary('${id}')//"><img src=x onerror="xssCanary('${id}')"><script>xssCanary('${id}')</script><svg onload=xssCanary('${id}')>`;

/** Every URL parameter the app reads (and some it does not), each given the payload. */
const URLS: readonly (readonly [string, (value: string) => string])[] = [
  ['lang', (v) => `/?lang=${v}`],
  ['brand', (v) => `/?brand=${v}&lang=en`],
  ['theme', (v) => `/?theme=${v}&lang=en`],
  ['token', (v) => `/?token=${v}&lang=en`],
  ['redirect', (v) => `/login?redirect=${v}&lang=en`],
  ['ref', (v) => `/?ref=${v}&lang=en`],
  ['affiliateCode', (v) => `/register?affiliateCode=${v}&referralCode=${v}&lang=en`],
  ['scenario', (v) => `/?scenario=${v}&lang=en`],
  ['hash', (v) => `/helpmc?lang=en#${v}`],
  ['path', (v) => `/promoDetail/${v}?lang=en`],
  ['unknown-path', (v) => `/${v}?lang=en`],
  ['gameName', (v) => `/rng?gameName=${v}&lang=en`],
];

test('URL parameters carrying payloads run nothing', async ({ watched: page, baseURL }, info) => {
  const canary = await armCanary(page, new URL(baseURL ?? '').origin);
  for (const [name, url] of URLS) {
    await page.goto(url(encodeURIComponent(inUrl(`url-${name}`))));
    await expect(page.locator('#main')).not.toBeEmpty();
    await expectQuiet(page, canary, `?${name}=`);
  }
  record(info, 'url', { ...none(), url: URLS.length });
});

test('a brand name with markup is shown as text', async ({ watched: page, baseURL }, info) => {
  const canary = await armCanary(page, new URL(baseURL ?? '').origin);
  const name = `Acme <img src=x onerror="xssCanary('brand-name')"><script>xssCanary('brand-name')</script>`;
  await openDemo(page, '/qa/brand', { brand: 'demo', lang: 'en' });
  await page.getByLabel('Brand id (file name)').fill('acme');
  await page.getByLabel('Brand name').fill(name);
  await page.getByLabel('Domains (comma-separated)').fill('acme.example');
  await page.getByLabel('Merchant code (from the platform)').fill('ACME01');
  await page.getByTestId('brand-studio-start').click();
  const preview = page.frameLocator('[data-testid="brand-studio-preview"]');
  await expect(preview.locator('.logo__wordmark').first()).toHaveText(name);
  await expect(preview.locator('.logo__wordmark img, .logo__wordmark script')).toHaveCount(0);
  await expectQuiet(page, canary, 'brand name');
  record(info, 'brand', { ...none(), brand: 1 });
});
