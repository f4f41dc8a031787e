import type { Page } from '@playwright/test';
import { expect, openDemo } from './fixtures.ts';

/** Opens /register of `brand` in English, with extra query parameters. */
export async function openRegister(page: Page, brand: string, query = ''): Promise<void> {
  await openDemo(page, `/register${query}`, { brand, lang: 'en' });
  await expect(page.getByTestId('register-submit')).toBeVisible();
}

/** The newest open captcha's answer, as the demo panel exposes it for QA automation. */
export async function captchaAnswer(page: Page): Promise<string> {
  const inbox = page.getByTestId('demo-inbox');
  await expect(inbox).toHaveAttribute('data-captcha-answer', /\S+/);
  return (await inbox.getAttribute('data-captcha-answer')) ?? '';
}

/**
 * Solves the slider puzzle with the keyboard, as a player without a mouse would: the demo
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

/** The message shown under the field with RJSF id `root_<field>`. */
export const fieldError = (page: Page, field: string) => page.locator(`#root_${field}__error`);
