import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { closeAfterLoginNotice, loginWithPassword } from './auth-helpers.ts';
import { goClientSide } from './client-navigation.ts';
import { expect, openDemo, test } from './fixtures.ts';

/** Who looks at a route: a visitor, a logged-in member (demo01) or an agent (agent01). */
type Viewer = 'guest' | 'member' | 'agent';

/**
 * Every route of src/app/routes.tsx, one line each, with who opens it (aliases such as
 * `/index`, `/home`, `/register.html` and `/down` render the same page as the line above them
 * and are listed too). A new route is one more line here.
 */
const ROUTES: readonly { path: string; as: Viewer }[] = [
  { path: '/', as: 'guest' },
  { path: '/index', as: 'guest' },
  { path: '/home', as: 'guest' },
  { path: '/register', as: 'guest' },
  { path: '/register.html', as: 'guest' },
  { path: '/login', as: 'guest' },
  { path: '/pointMall', as: 'guest' },
  { path: '/lottery', as: 'guest' },
  { path: '/vnlottery', as: 'guest' },
  { path: '/rng', as: 'guest' },
  { path: '/pvp', as: 'guest' },
  { path: '/live', as: 'guest' },
  { path: '/fish', as: 'guest' },
  { path: '/sports', as: 'guest' },
  { path: '/esports', as: 'guest' },
  { path: '/cockfight', as: 'guest' },
  { path: '/hot', as: 'guest' },
  { path: '/elott', as: 'guest' },
  { path: '/inhouse', as: 'guest' },
  { path: '/promotions', as: 'guest' },
  { path: '/promoDetail/1', as: 'guest' },
  { path: '/seamless', as: 'guest' },
  { path: '/help', as: 'guest' },
  { path: '/game', as: 'guest' },
  { path: '/helpmc', as: 'guest' },
  { path: '/download', as: 'guest' },
  { path: '/down', as: 'guest' },
  { path: '/speedtest', as: 'guest' },
  { path: '/support/livechat', as: 'guest' },
  { path: '/qa/machines', as: 'guest' },
  { path: '/qa/brand', as: 'guest' },
  { path: '/qa/brands', as: 'guest' },
  { path: '/no-such-page', as: 'guest' },
  { path: '/favorite', as: 'member' },
  { path: '/memberCentre', as: 'member' },
  { path: '/depositv2', as: 'member' },
  { path: '/withdraw', as: 'member' },
  { path: '/transferFund', as: 'member' },
  { path: '/transferUpline', as: 'member' },
  { path: '/messageV2', as: 'member' },
  { path: '/profile', as: 'member' },
  { path: '/securityCenter', as: 'member' },
  { path: '/transactionHistory', as: 'member' },
  { path: '/personalHistoryCopy', as: 'member' },
  { path: '/personalProfit', as: 'member' },
  { path: '/bonusDetails', as: 'member' },
  { path: '/signInTask', as: 'member' },
  { path: '/missionLeaderboard', as: 'member' },
  { path: '/rewardCenter', as: 'member' },
  { path: '/playerRank', as: 'member' },
  { path: '/referral', as: 'member' },
  { path: '/feedback', as: 'member' },
  { path: '/agentCentre', as: 'agent' },
];

/**
 * Light and dark, left to right and right to left: two looks cover each theme and each
 * direction once (all four pairs doubled the journeys' run time; colours do not depend on the
 * direction, layout does not depend on the theme).
 */
const LOOKS = [
  { theme: 'light', lang: 'en' },
  { theme: 'dark', lang: 'ar' },
] as const;

const ACCOUNTS: Record<Exclude<Viewer, 'guest'>, string> = { member: 'demo01', agent: 'agent01' };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until the route's chunk and data are in: no progress bar, splash or busy region. */
async function settled(page: Page): Promise<void> {
  // The QA pages' chunks are large: on a busy machine they take a while.
  await expect(page.locator('.route-progress, .splash')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('#main')).not.toBeEmpty();
  // Busy regions (data still loading) get a few seconds; a spinner that stays is checked too.
  await expect(page.locator('#main [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 3_000 })
    .catch(() => undefined);
  // Lazy images and late queries: a short pause rather than a per-page marker.
  await page.waitForTimeout(250);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are collected: passes and incomplete results double axe's time.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Each test leaves its count; whichever finishes with every count present prints the figure. */
function recordFigure(info: TestInfo, name: string, checked: number): void {
  const dir = join(info.project.outputDir, 'axe-figure');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ checked }));
  const files = readdirSync(dir);
  const expected = LOOKS.length * GROUPS.length;
  if (files.length < expected) return;
  const total = files.reduce(
    (sum, file) =>
      sum + (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { checked: number }).checked,
    0,
  );
  console.log(
    `axe: ${ROUTES.length} routes × ${LOOKS.length} = ${total} page checks, 0 serious/critical`,
  );
}

/** Routes in groups of at most 9 per viewer: one boot (and login) per group, groups in parallel. */
const GROUP_SIZE = 9;
const GROUPS = (['guest', 'member', 'agent'] as const).flatMap((viewer) => {
  const paths = ROUTES.filter((r) => r.as === viewer).map((r) => r.path);
  return Array.from({ length: Math.ceil(paths.length / GROUP_SIZE) }, (_, i) => ({
    viewer,
    paths: paths.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
  }));
});

for (const { theme, lang } of LOOKS) {
  for (const { viewer, paths } of GROUPS) {
    test(`axe, ${theme}, ${lang}, ${viewer}: ${paths.join(' ')}`, async ({
      watched: page,
    }, info) => {
      test.setTimeout(60_000 + paths.length * 20_000);
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await openDemo(page, '/', { lang });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      if (viewer !== 'guest') {
        await page.getByTestId('header-login').click();
        await loginWithPassword(page, ACCOUNTS[viewer], 'Demo1234');
        await closeAfterLoginNotice(page, lang);
        await expect(page.getByTestId('header-avatar')).toBeVisible();
      }
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await goClientSide(page, path);
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
      recordFigure(
        info,
        `${theme}-${lang}-${viewer}-${paths[0]?.replace(/\W/g, '_')}`,
        paths.length,
      );
    });
  }
}
