import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import type { Page } from '@playwright/test';
import demo from '../../brands/demo.json' with { type: 'json' };
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';

/**
 * The drawn modules (the foreground path) of a QR code of `value`, as the app's encoder draws
 * it: no QR decoder ships with the project (jsqr is not installed), so a code is proved by
 * drawing the expected one with the same encoder, size and level and comparing the matrices.
 */
function expectedModules(value: string, size: number): string {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, size, level: 'M' }));
  const paths = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1]);
  return paths.at(-1) ?? '';
}

async function drawnModules(page: Page, index: number): Promise<string> {
  const code = page.getByTestId('download-qr').nth(index);
  return (await code.locator('svg path').last().getAttribute('d')) ?? '';
}

async function loginDemo(page: Page) {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
}

test("the header's download modal shows QR codes of the brand's app links; the install guide switches tabs", async ({
  watched: page,
}) => {
  await openDemo(page, '/', { brand: 'demo', lang: 'en' });
  await page.getByTestId('header-download').click();
  const modal = page.getByRole('dialog', { name: 'Download app' });
  await expect(modal.getByTestId('download-qr')).toHaveCount(2);

  const links = [demo.app.appLinks.android, demo.app.appLinks.ios];
  for (const [index, link] of links.entries()) {
    await expect(modal.getByTestId('download-qr').nth(index).locator('svg')).toHaveAttribute(
      'width',
      '130',
    );
    const drawn = await drawnModules(page, index);
    expect(drawn.length).toBeGreaterThan(100);
    expect(drawn).toBe(expectedModules(link, 130));
  }
  // A code of another address differs: the comparison can fail.
  expect(await drawnModules(page, 0)).not.toBe(expectedModules(`${links[0]}x`, 130));

  await modal.getByTestId('install-guide-open').click();
  const guide = page.getByRole('dialog', { name: 'App install guide' });
  await expect(guide.getByRole('tab', { name: 'Android' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(guide.getByTestId('download-qr').locator('svg')).toHaveAttribute('width', '100');
  expect(await drawnModules(page, 0)).toBe(expectedModules(links[0]!, 100));
  await guide.getByRole('tab', { name: 'iOS' }).click();
  await expect(guide.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(guide.getByRole('tabpanel')).toHaveAttribute('data-platform', 'ios');
  await expect(guide.getByRole('tabpanel')).toContainText('Scan the code with the Camera app.');
  expect(await drawnModules(page, 0)).toBe(expectedModules(links[1]!, 100));

  // The lite app's manifest is the brand's.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/lite-app/demo.webmanifest',
  );
  const manifest = await page.evaluate(async () =>
    (await fetch('/lite-app/demo.webmanifest')).json(),
  );
  expect(manifest).toMatchObject({ name: demo.app.name, display: 'standalone' });
});

test('/helpmc: a search finds an answer and its deep link opens it', async ({ watched: page }) => {
  await openDemo(page, '/helpmc', { brand: 'demo', lang: 'en' });
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await page.getByTestId('help-search').fill('withdrawal password');
  const result = page.getByTestId('help-result').first();
  await expect(result).toContainText('How to withdraw');
  await result.getByRole('link', { name: 'How to withdraw' }).click();
  await expect(page).toHaveURL(/\/helpmc(\?[^#]*)?#withdrawal$/);
  const article = page.locator('details#help-article-withdrawal');
  await expect(article).toHaveAttribute('open', '');
  await expect(article).toContainText('enter the amount and your withdrawal password');

  // The same deep link opened directly.
  await page.goto('/helpmc?brand=demo&scenario=normal&lang=en#deposit');
  await expect(page.locator('details#help-article-deposit')).toHaveAttribute('open', '');
});

test('feedback of 141 characters is refused at the field; 140 is accepted and listed', async ({
  watched: page,
}) => {
  await loginDemo(page);
  await page.getByRole('button', { name: 'Support' }).click();
  await page.getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/feedback/);
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();

  await page.getByTestId('feedback-type').selectOption('withdrawal');
  const content = page.getByTestId('feedback-content');
  await content.fill('a'.repeat(141));
  await expect(page.getByTestId('feedback-counter')).toHaveText('141/140');
  await expect(page.getByTestId('feedback-content-error')).toHaveText('At most 140 characters');
  await page.getByTestId('feedback-submit').click();
  await expect(content).toHaveValue('a'.repeat(141));
  await expect(page.getByTestId('feedback-item')).toHaveCount(0);

  const text = `Withdrawal slow ${'b'.repeat(124)}`;
  expect(text).toHaveLength(140);
  await content.fill(text);
  await expect(page.getByTestId('feedback-counter')).toHaveText('140/140');
  await expect(page.getByTestId('feedback-content-error')).toHaveCount(0);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('Thank you: your feedback was sent.')).toBeVisible();
  const item = page.getByTestId('feedback-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(text);
  await expect(item).toContainText('Withdrawal');
  await expect(content).toHaveValue('');
});

test('a chat message gets a reply; with the window closed the badge counts the next one', async ({
  watched: page,
}) => {
  await loginDemo(page);
  await page.getByTestId('chat-toggle').click();
  const chatWindow = page.getByTestId('chat-window');
  await expect(chatWindow.getByTestId('chat-frame')).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-forms',
  );
  const room = page.frameLocator('[data-testid="chat-frame"]');
  await room.getByTestId('chat-room-input').fill('Hello, where is my deposit?');
  await room.getByTestId('chat-room-send').click();
  const log = room.getByTestId('chat-room-log');
  await expect(log.locator('[data-from="member"]')).toHaveText(/Hello, where is my deposit\?/);
  await expect(log.locator('[data-from="agent"]')).toContainText('Hello, this is Mai', {
    timeout: 10_000,
  });
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);

  await room.getByTestId('chat-room-input').fill('One more question');
  await room.getByTestId('chat-room-send').click();
  await expect(log.locator('[data-from="member"]')).toHaveCount(2);
  await chatWindow.getByRole('button', { name: 'Close chat' }).click();
  await expect(chatWindow).toHaveCount(0);
  await expect(page.getByTestId('chat-unread')).toHaveText('1', { timeout: 10_000 });

  // Opening the window reads the answer: the badge goes, and the history is kept.
  await page.getByTestId('chat-toggle').click();
  await expect(log.locator('[data-from="agent"]')).toHaveCount(2);
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
});

test('the speed test ranks the lines by their simulated delays and offers the fastest', async ({
  watched: page,
}) => {
  await openDemo(page, '/speedtest', { brand: 'demo', lang: 'en' });
  const rows = page.getByTestId('speed-test-row');
  await expect(rows.first()).toBeVisible();
  const routes = (await page.evaluate(async () => {
    const response = await fetch('/wps/system/domainRoute');
    return (await response.json()).value.domainList;
  })) as { domain: string; speed: number }[];
  expect(routes.length).toBeGreaterThan(1);
  const bySpeed = [...routes].sort((a, b) => a.speed - b.speed).map((route) => route.domain);
  expect(bySpeed[0]).not.toBe(routes[0]!.domain);

  await page.getByTestId('speed-test-start').click();
  await expect(page.getByRole('list', { name: 'Lines' })).toHaveAttribute('data-status', 'done', {
    timeout: 15_000,
  });
  const ranked = await rows.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-domain')),
  );
  expect(ranked).toEqual(bySpeed);
  await expect(rows.first()).toContainText('Fastest');
  await expect(rows.first().getByTestId('speed-test-use')).toHaveAttribute(
    'href',
    new RegExp(`//${bySpeed[0]!.replace(/\./g, '\\.')}[:/]`),
  );
});
