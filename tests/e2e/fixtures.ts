import { test as base, expect, type Page } from '@playwright/test';

const NETWORK_NOISE = 'Failed to load resource: the server responded with a status of';

/**
 * Every journey watches the page: a console error or a request to another host fails it
 * (the demo must run offline, with nothing leaving the origin).
 */
export const test = base.extend<{ watched: Page }>({
  watched: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const consoleErrors: string[] = [];
    const foreignRequests: string[] = [];
    page.on('console', (message) => {
      // Chromium reports every 4xx/5xx answer this way; the app handles those on purpose
      // (a wrong password answers 400), so only errors from the page's own code count.
      if (message.type() === 'error' && !message.text().startsWith(NETWORK_NOISE)) {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('request', (request) => {
      const url = request.url();
      if (/^(data|blob|about):/.test(url)) return;
      if (new URL(url).origin !== origin) foreignRequests.push(url);
    });
    await use(page);
    expect(foreignRequests, 'requests that left the origin').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Opens a demo URL with a brand and scenario, and waits until the platform config is in. */
export async function openDemo(
  page: Page,
  path: string,
  params: { brand?: string; scenario?: string; lang?: string } = {},
): Promise<void> {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('brand', params.brand ?? 'demo');
  url.searchParams.set('scenario', params.scenario ?? 'normal');
  if (params.lang) url.searchParams.set('lang', params.lang);
  await page.goto(url.pathname + url.search);
}
