import type { Locator, Page, TestInfo } from '@playwright/test';
import { loginWithPassword } from './auth-helpers.ts';
import { goClientSide } from './client-navigation.ts';
import { expect, openDemo, test } from './fixtures.ts';

/**
 * Arabic, right to left (issue 22): home, the login popup, registration, the member centre
 * and the agent centre. Every check reads positions, test ids and roles, never words, so the
 * journeys hold before and after the Arabic bundle. Screenshots go to the report as
 * attachments.
 */

// Each test boots the demo (and logs in) once and walks several screens: on a busy machine
// that takes most of a minute, so more room than the default.
test.describe.configure({ timeout: 120_000 });

/**
 * For what waits on a boot, a login or a lazily loaded route: seven journeys' runs share this
 * machine's two cores, and the default 10 s was seen running out.
 */
const LOADED = { timeout: 30_000 };

/** Whatever floats above the page: dialogs, menus, flyouts, the chat window. */
const POPUPS = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
  '.vendor-flyout',
  '.support-menu__list',
  '.chat-window',
  '.side-menu[data-open="true"]',
].join(', ');

/** The visible popups, each with its box and whether it leaves the viewport (1 px slack). */
async function popups(page: Page) {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const outside =
          box.left < -1 || box.top < -1 || box.right > width + 1 || box.bottom > height + 1;
        const name = `${element.tagName.toLowerCase()}.${element.className || element.getAttribute('role')}`;
        return { name, left: Math.round(box.left), right: Math.round(box.right), outside };
      });
  }, POPUPS);
}

/** Right to left, at least `least` popups open, none leaving the viewport; a screenshot. */
async function checkScreen(page: Page, info: TestInfo, name: string, least = 0): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.dir)).toBe('rtl');
  await expect.poll(async () => (await popups(page)).length).toBeGreaterThanOrEqual(least);
  // Transitions (the drawer slides in) end before the boxes are read.
  await page.waitForTimeout(300);
  expect((await popups(page)).filter((popup) => popup.outside)).toEqual([]);
  // Nothing sticks out sideways either: the page never scrolls across.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await info.attach(`${name} (ar)`, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The horizontal centre of an element. */
async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.x + box.width / 2;
}

/** Logs in through the header's popup in Arabic, and closes the platform's notice after it. */
async function loginInArabic(page: Page, info: TestInfo, account: string): Promise<void> {
  await openDemo(page, '/', { lang: 'ar' });
  await page.getByTestId('header-login').click();
  await loginWithPassword(page, account, 'Demo1234');
  const notice = page.getByRole('dialog');
  await expect(notice).toBeVisible(LOADED);
  await checkScreen(page, info, `${account}: the notice after login`, 1);
  await notice.locator('.modal__close').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('header-avatar')).toBeVisible();
}

test('a visitor in Arabic: the header mirrored, home, the login popup, the support menu', async ({
  watched: page,
}, info) => {
  const logo = page.locator('.site-header .logo');
  const login = page.getByTestId('header-login');

  await openDemo(page, '/', { lang: 'en' });
  await expect(login).toBeVisible(LOADED);
  expect(await centreX(logo), 'left to right: the logo before the login').toBeLessThan(
    await centreX(login),
  );

  await openDemo(page, '/', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(login).toBeVisible(LOADED);
  expect(await centreX(logo), 'right to left: the logo right of the login').toBeGreaterThan(
    await centreX(login),
  );
  // The banners run right to left (swiper read the direction at start).
  await expect(page.locator('.banner-strip .swiper').first()).toHaveClass(/swiper-rtl/);
  await checkScreen(page, info, 'home');

  await test.step('the login popup', async () => {
    await login.click();
    await expect(page.getByTestId('login-submit')).toBeVisible(LOADED);
    await checkScreen(page, info, 'login popup', 1);
    // A phone number reads left to right in every language: its dial code stays on the left.
    await page.getByTestId('login-tab-sms').click();
    const mobile = page.getByTestId('login-mobile');
    await expect(mobile).toBeVisible();
    const dialCode = page.locator('.ui-field__control:has([data-testid="login-mobile"]) select');
    expect(await centreX(dialCode)).toBeLessThan(await centreX(mobile));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the support menu opens toward the page, not off its edge', async () => {
    await page.locator('.support-menu > button').first().click();
    await checkScreen(page, info, 'support menu', 1);
    await page.keyboard.press('Escape');
  });
});

test('a visitor in Arabic: registration, and a game list filled from the right', async ({
  watched: page,
}, info) => {
  await openDemo(page, '/register', { lang: 'ar' });
  await expect(page.getByTestId('register-submit')).toBeVisible(LOADED);
  await expect(page.getByTestId('register-promotions').locator('.swiper')).toHaveClass(
    /swiper-rtl/,
  );
  await checkScreen(page, info, 'registration');

  await goClientSide(page, '/rng');
  const cell = (index: number) => page.getByTestId('game-list').locator(`[data-index="${index}"]`);
  await expect(cell(1)).toBeVisible(LOADED);
  expect(await centreX(cell(0))).toBeGreaterThan(await centreX(cell(1)));
  await checkScreen(page, info, 'game list');
});

test('a visitor on a phone in Arabic: the side menu opens from the right', async ({
  watched: page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page, '/', { lang: 'ar' });
  const menuButton = page.locator('.site-header > .menu-button');
  await expect(menuButton).toBeVisible(LOADED);
  expect(await centreX(menuButton)).toBeGreaterThan(await centreX(page.locator('.logo')));

  // Closed, the drawer waits past the right edge (the start side), not the left.
  const closed = await page.locator('.side-menu').boundingBox();
  expect(closed && Math.round(closed.x)).toBeGreaterThanOrEqual(390);

  await menuButton.click();
  const drawer = page.locator('.side-menu[data-open="true"]');
  await expect(drawer).toBeVisible();
  await checkScreen(page, info, 'side menu on a phone', 1);
  const box = await drawer.boundingBox();
  expect(box && Math.round(box.x + box.width)).toBe(390);
});

test('demo01 in Arabic: the avatar menu and the member centre', async ({ watched: page }, info) => {
  await loginInArabic(page, info, 'demo01');
  const logo = page.locator('.site-header .logo');
  const avatar = page.getByTestId('header-avatar');
  expect(await centreX(logo)).toBeGreaterThan(await centreX(avatar));

  await avatar.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await checkScreen(page, info, 'avatar menu', 1);
  await page.keyboard.press('Escape');

  await goClientSide(page, '/memberCentre');
  await expect(page.getByTestId('member-centre')).toBeVisible(LOADED);
  await checkScreen(page, info, 'member centre');
});

test('agent01 in Arabic: the agent centre', async ({ watched: page }, info) => {
  await loginInArabic(page, info, 'agent01');
  await goClientSide(page, '/agentCentre');
  await expect(page.getByTestId('agent-centre')).toBeVisible(LOADED);
  await checkScreen(page, info, 'agent centre');
});
