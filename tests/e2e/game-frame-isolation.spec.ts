import type { Frame, Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** The demo game's own frame (its document is what a game page's script runs in). */
async function gameFrame(page: Page): Promise<Frame> {
  const element = await page.getByTestId('game-frame').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('no game frame');
  return frame;
}

test('a game page on the site origin reads neither the token, the storage, the cookies nor the site', async ({
  watched: page,
}) => {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await closeAfterLoginNotice(page);
  await page.evaluate(() => {
    document.cookie = 'frame_probe=site-cookie; path=/';
    localStorage.setItem('frame_probe', 'site-storage');
  });
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.goto('/rng');
  await page.getByTestId('game-card').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('#play')).toBeVisible();

  // What a script of the game page gets when it reaches for the site (run in the frame itself).
  const probe = await (
    await gameFrame(page)
  ).evaluate(() => {
    const attempt = (read: () => unknown): string => {
      try {
        const value = read();
        return `read: ${String(value)}`;
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      origin: self.origin,
      parentDocument: attempt(() => window.parent.document.title),
      parentStorage: attempt(() => window.parent.sessionStorage.getItem('token')),
      localStorage: attempt(() => localStorage.getItem('frame_probe')),
      sessionStorage: attempt(() => sessionStorage.getItem('token')),
      cookie: attempt(() => document.cookie),
    };
  });
  expect(probe).toEqual({
    origin: 'null',
    parentDocument: 'SecurityError',
    parentStorage: 'SecurityError',
    localStorage: 'SecurityError',
    sessionStorage: 'SecurityError',
    cookie: 'SecurityError',
  });
  const sandbox = (await page.getByTestId('game-frame').getAttribute('sandbox')) ?? '';
  expect(sandbox.split(/\s+/)).not.toContain('allow-same-origin');

  // The game still plays: its rounds go through the site, which answers only its frame.
  await game.locator('#play').click();
  await expect(game.locator('body')).toHaveAttribute('data-rounds', '1');
  await expect(game.locator('#message')).not.toHaveAttribute('data-tone', 'error');
});
