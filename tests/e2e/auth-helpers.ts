import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openDemo } from './fixtures.ts';

/** Opens the demo in English and the login popup from the header. */
export async function openLogin(page: Page, brand = 'demo'): Promise<void> {
  await openDemo(page, '/', { brand, lang: 'en' });
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-submit')).toBeVisible();
}

/** Logs in with a username and password through the popup. */
export async function loginWithPassword(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The newest SMS code in the demo inbox (what a real platform would text to the phone). */
export async function latestInboxCode(page: Page): Promise<string> {
  const inbox = page.getByTestId('demo-inbox');
  if (!(await inbox.isVisible())) await page.getByRole('button', { name: /^Demo ·/ }).click();
  const code = page.getByTestId('demo-inbox-code').first();
  await expect(code).toHaveText(/^\d{4,8}$/);
  return (await code.innerText()).trim();
}

/**
 * Solves the open slider puzzle (before a registration or an SMS code) with the keyboard, as a player without a mouse would: the demo
 * panel exposes where the gap is; Shift+ArrowRight moves 10 px, ArrowRight 1 px.
 */
export async function solveSlider(page: Page): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  await expect(handle).toBeFocused();
  const inbox = page.getByTestId('demo-inbox');
  await expect(inbox).toHaveAttribute('data-slider-answer', /^\d+$/);
  const x = Number(await inbox.getAttribute('data-slider-answer'));
  for (let i = 0; i < Math.floor(x / 10); i += 1) await handle.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i += 1) await handle.press('ArrowRight');
  await handle.press('Enter');
}

/** A message of `locales/<lang>.json`, for finding a control by its name in any language. */
function bundleText(lang: string, id: string): string {
  const bundle = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;
  return bundle[id] ?? id;
}

/** After a login the platform's popup announcements show once: close them as a player would. */
export async function closeAfterLoginNotice(page: Page, lang = 'en'): Promise<void> {
  const notice = page.getByRole('dialog', { name: bundleText(lang, 'afterLogin.title') });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: bundleText(lang, 'modal.close') }).click();
  await expect(notice).toHaveCount(0);
}
