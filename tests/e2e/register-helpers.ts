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

/** The message shown under the field with RJSF id `root_<field>`. */
export const fieldError = (page: Page, field: string) => page.locator(`#root_${field}__error`);
