import { writeFileSync } from 'node:fs';
import lighthouse, { navigation, type Config, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { launchChromium, type Chromium } from './chromium.ts';
import { logIn } from './login.ts';

/** The Lighthouse figures the bench reports for one page load. */
export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
}

/**
 * Lighthouse's default configuration is the mobile preset (Moto G Power screen, 4x CPU
 * slowdown, slow 4G) with simulated throttling; it is stated here so an upgrade that changes
 * the default does not change the bench silently.
 */
const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    disableFullPageScreenshot: true,
  },
};

/**
 * A logged-in page: the tab logs in through the header first, then Lighthouse loads the page in
 * that tab with the session kept (storage not reset) but the HTTP cache cleared, as a member
 * who comes back to the page would, minus the cached files.
 */
async function loggedInRun(
  chromium: Chromium,
  url: string,
  login: { username: string; password: string },
): Promise<RunnerResult | undefined> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
  try {
    const page = await browser.newPage();
    await logIn(page, new URL(url).origin, login.username, login.password);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    return await navigation(page, url, {
      config: CONFIG,
      flags: { disableStorageReset: true, logLevel: 'error' },
    });
  } finally {
    await browser.disconnect();
  }
}

/**
 * One cold Lighthouse run in a fresh Chromium (Lighthouse also clears the origin's storage,
 * caches and service workers before loading). The full report goes to `reportPath`. With
 * `login`, the page is measured logged in (`loggedInRun`).
 */
export async function runLighthouse(
  url: string,
  reportPath: string,
  login?: { username: string; password: string },
): Promise<LighthouseFigures> {
  const { lhr } = await lighthouseRun(url, login);
  writeFileSync(reportPath, JSON.stringify(lhr));
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse audit ${id} has no value (${url})`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score (${url})`);
  return {
    performance: Math.round(score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferBytes: scriptTransferBytes(lhr.audits['resource-summary']?.details),
  };
}

/** One cold run's whole result: the report and the artifacts it was computed from (the trace). */
export async function lighthouseRun(
  url: string,
  login?: { username: string; password: string },
): Promise<RunnerResult> {
  const chromium = await launchChromium();
  try {
    const result = login
      ? await loggedInRun(chromium, url, login)
      : await lighthouse(url, { port: chromium.port, logLevel: 'error', output: 'json' }, CONFIG);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
    }
    return result;
  } finally {
    await chromium.close();
  }
}

/** Transferred bytes of scripts, from the resource-summary audit's table. */
function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  if (typeof script?.transferSize !== 'number') throw new Error('resource-summary has no scripts');
  return script.transferSize;
}
