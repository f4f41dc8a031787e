import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Moves the single-page app to `path` as its own links do (history entry plus popstate), so
 * one boot and one login serve many routes.
 */
export async function goClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `nav${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}
