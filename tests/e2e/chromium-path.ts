import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the journeys run in: PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download. With none, fail at once and say how to get one.
 */
export function findChromium(): string {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_PATH,
    '/usr/bin/chromium',
    safeBundledPath(),
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the Playwright journeys.\n' +
      '  Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu),\n' +
      '  or `npx playwright install chromium`,\n' +
      '  or point PLAYWRIGHT_CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
