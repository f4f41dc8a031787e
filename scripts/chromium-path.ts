import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { packagedChromium, type PackagedChromium } from './packaged-chromium.ts';

/** Where Debian's, Ubuntu's and Google's packages put their browser. */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export type ChromiumSource =
  'PLAYWRIGHT_CHROMIUM_PATH' | 'system' | "Playwright's download" | '@sparticuz/chromium';

export interface FoundChromium {
  path: string;
  source: ChromiumSource;
}

/** What the lookup reads from the machine (tests pass fakes). */
export interface ChromiumLookup {
  variable: string | undefined;
  exists: (path: string) => boolean;
  playwrightDownload: () => string | undefined;
  /** Called last: it may unpack a browser. */
  packaged: () => PackagedChromium;
}

/** No browser: its message says what to install or set. */
export class NoChromiumError extends Error {}

/**
 * The Chromium the journeys and the benchmarks run in, first found of: PLAYWRIGHT_CHROMIUM_PATH
 * (an error when it names nothing), the system's, Playwright's own download, the headless
 * Chromium inside the `@sparticuz/chromium` package (docs/decisions/008).
 */
export function resolveChromium(lookup: ChromiumLookup): FoundChromium {
  if (lookup.variable) {
    if (lookup.exists(lookup.variable)) {
      return { path: lookup.variable, source: 'PLAYWRIGHT_CHROMIUM_PATH' };
    }
    throw new NoChromiumError(
      `PLAYWRIGHT_CHROMIUM_PATH is ${lookup.variable}, which does not exist.\n` +
        '  Point it at a Chromium or Chrome binary, or unset it to look for one.',
    );
  }
  const system = SYSTEM_CHROMIUMS.find((path) => lookup.exists(path));
  if (system) return { path: system, source: 'system' };
  const download = lookup.playwrightDownload();
  if (download && lookup.exists(download)) {
    return { path: download, source: "Playwright's download" };
  }
  const packaged = lookup.packaged();
  if ('path' in packaged) return { path: packaged.path, source: '@sparticuz/chromium' };
  throw new NoChromiumError(
    'No Chromium found for the Playwright journeys and the benchmarks.\n' +
      `  Looked at PLAYWRIGHT_CHROMIUM_PATH (unset), ${SYSTEM_CHROMIUMS.join(', ')},\n` +
      "  Playwright's download, and the Chromium inside @sparticuz/chromium: " +
      `${packaged.problem}.\n` +
      '  Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu),\n' +
      '  or `npx playwright install chromium`,\n' +
      '  or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

const machineLookup: ChromiumLookup = {
  variable: process.env.PLAYWRIGHT_CHROMIUM_PATH,
  exists: existsSync,
  playwrightDownload: () => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  },
  packaged: packagedChromium,
};

/** The machine's Chromium; with none, prints what to do and exits (no stack trace). */
export function locateChromium(): FoundChromium {
  try {
    return resolveChromium(machineLookup);
  } catch (error) {
    if (!(error instanceof NoChromiumError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The path of {@link locateChromium}, for `executablePath` and `CHROME_PATH`-like uses. */
export function findChromium(): string {
  return locateChromium().path;
}

// `node scripts/chromium-path.ts` (.ci/run): prints the choice, exits 1 when there is none.
if (import.meta.main) {
  const found = locateChromium();
  console.log(`Chromium: ${found.path} (${found.source})`);
}
