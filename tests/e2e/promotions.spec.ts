import type { Page } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword, openLogin } from './auth-helpers.ts';
import { expect, openDemo, test } from './fixtures.ts';

/** A small valid PNG (1x1), so the previews have something to draw. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function loginAsDemo01(page: Page) {
  await openLogin(page);
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await closeAfterLoginNotice(page);
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,250,500.00');
}

test('a member filters promotions by type, opens one and applies with a comment and two images; a 9 MB image is refused; the status shows applying', async ({
  watched: page,
}) => {
  await loginAsDemo01(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  const cards = page.getByTestId('promotion-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(2);

  await page.getByTestId('promotion-filter-event').click();
  await expect(page).toHaveURL(/\/promotions\?type=event$/);
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).toHaveAttribute('data-type', 'event');
  // The filter is in the URL: a reload keeps it.
  await page.reload();
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: 'Share your big win' });
  await expect(card.locator('[data-status]')).toHaveText('Open for applications');
  await expect(
    cards.filter({ hasText: 'Summer slots tournament' }).locator('[data-status]'),
  ).toHaveText('Closed');

  await card.getByTestId('promotion-apply').click();
  await expect(page).toHaveURL(/\/promoDetail\/105#apply$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your big win' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();

  const comment = page.getByTestId('activity-comment');
  await comment.fill('Won big on Lucky 7 tonight!');
  await expect(page.getByText('27/140 characters')).toBeVisible();
  await page.getByLabel('Images (optional)').setInputFiles([
    { name: 'win.png', mimeType: 'image/png', buffer: PNG },
    { name: 'balance.jpg', mimeType: 'image/jpeg', buffer: PNG },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(9 * 1024 * 1024) },
  ]);
  await expect(page.getByRole('img', { name: 'win.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'balance.jpg' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'huge.png' })).toHaveCount(0);
  await expect(page.getByTestId('image-attachments-refused')).toHaveText(
    'huge.png was not added: it is larger than 5 MB',
  );

  await page.getByTestId('activity-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'under review' })).toHaveText(
    'Your application is under review.',
  );
  await expect(page.locator('.promo-detail__status [data-status]')).toHaveText('Applying');
  const record = page.getByTestId('activity-application-record');
  await expect(record).toContainText('Won big on Lucky 7 tonight!');
  await expect(record).toContainText('win.png');
  await expect(record).toContainText('balance.jpg');
  await expect(page.getByTestId('activity-application')).toHaveCount(0);
  // Server HTML stays inert: the terms' onerror handler never ran.
  expect(await page.evaluate(() => '__mockPromotionScriptRan' in window)).toBe(false);

  await page.getByRole('link', { name: 'All promotions' }).click();
  await expect(
    page
      .getByTestId('promotion-card')
      .filter({ hasText: 'Share your big win' })
      .locator('[data-status]'),
  ).toHaveText('Applying');
});

test('an approved application pays its bonus once from the bonus centre; a second claim of the same bonus is refused', async ({
  watched: page,
}) => {
  await loginAsDemo01(page);
  await openDemo(page, '/promoDetail/105', { lang: 'en' });
  await page.getByTestId('activity-comment').fill('Screenshot in the next message');
  await page.getByTestId('activity-submit').click();
  await expect(page.locator('.promo-detail__status [data-status]')).toHaveText('Applying');

  // The operator approves it from the demo panel.
  await page.getByRole('button', { name: /^Demo ·/ }).click();
  const pending = page.getByTestId('demo-application').filter({ hasText: 'demo01' });
  await expect(pending).toContainText('Share your big win');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0);
  await page.getByRole('button', { name: /^Demo ·/ }).click();
  await expect(page.locator('.promo-detail__status [data-status]')).toHaveText('Issued');

  await page.getByRole('link', { name: 'Claim in the bonus centre' }).first().click();
  await expect(page).toHaveURL(/\/rewardCenter$/);
  await expect(page.getByTestId('member-centre')).toBeVisible();
  const bonus = page.getByTestId('reward-item').filter({ hasText: 'Share your big win' });
  await expect(bonus).toContainText('₫88,000.00');
  await bonus.getByTestId('reward-claim').click();
  await expect(
    page.getByRole('status').filter({ hasText: 'paid into your balance' }),
  ).toContainText(/₫88,000\.00 was paid into your balance \(reference BN\d{10}\)/);
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,338,500.00');
  await expect(bonus).toHaveCount(0);
  const history = page.getByTestId('records-row').filter({ hasText: 'Share your big win' });
  await expect(history).toContainText('Claimed');

  // A second claim of the same bonus (a stale tab, a replayed request) is refused by the platform.
  const second = await page.evaluate(async () => {
    const rewards = (await (
      await fetch('/wps/reward/list', {
        headers: { token: sessionStorage.getItem('token') ?? '', Language: 'en' },
      })
    ).json()) as { value: { id: string; title: string }[] };
    const id = rewards.value.find((reward) => reward.title === 'Share your big win')?.id;
    const answer = await fetch('/wps/reward/claim', {
      method: 'POST',
      headers: {
        token: sessionStorage.getItem('token') ?? '',
        Language: 'en',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id }),
    });
    return { status: answer.status, body: (await answer.json()) as { message: string } };
  });
  expect(second).toEqual({
    status: 400,
    body: expect.objectContaining({ message: 'This bonus was already claimed' }),
  });
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('₫1,338,500.00');
});
