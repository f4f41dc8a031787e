import type { Browser } from '@playwright/test';
import { logIn } from './login.ts';
import { DEMO_PASSWORD, PAGES } from './routes.ts';

/**
 * Opens every measured page once and fails when one does not render its content, so the
 * bench never reports the speed of an error screen. The message carries the page's errors.
 */
export async function checkPagesRender(browser: Browser, baseUrl: string): Promise<void> {
  for (const page of PAGES) {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      if (page.login) await logIn(tab, baseUrl, page.login, DEMO_PASSWORD);
      await tab.goto(`${baseUrl}${page.path}`);
      try {
        await tab.locator(page.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
      } catch {
        const text = (await tab.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 200);
        throw new Error(
          `the demo build does not render ${page.path} (no ${page.ready}).\n` +
            `  page text: ${text}\n` +
            errors.map((error) => `  error: ${error.split('\n')[0]}`).join('\n'),
        );
      }
    } finally {
      await context.close();
    }
  }
}
