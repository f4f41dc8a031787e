/**
 * What logging in through the header's popup takes, for Playwright (smoke, leak check) and
 * for Puppeteer (Lighthouse): both page types offer these calls. The session token then sits
 * in the tab's session storage, so later navigations of the same tab are logged in.
 */
export interface LoginPage {
  goto: (url: string) => Promise<unknown>;
  click: (selector: string) => Promise<unknown>;
  type: (selector: string, text: string) => Promise<unknown>;
  waitForSelector: (selector: string, options?: { timeout?: number }) => Promise<unknown>;
}

export async function logIn(
  page: LoginPage,
  origin: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/?lang=en`);
  await page.waitForSelector('[data-testid="header-login"]', { timeout: 30_000 });
  await page.click('[data-testid="header-login"]');
  await page.waitForSelector('[data-testid="login-username"]', { timeout: 30_000 });
  await page.type('[data-testid="login-username"]', username);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="header-balance"]', { timeout: 30_000 });
}
