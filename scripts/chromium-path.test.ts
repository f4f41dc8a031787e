import { describe, expect, it, vi } from 'vitest';
import { NoChromiumError, resolveChromium, type ChromiumLookup } from './chromium-path.ts';

const DOWNLOAD = '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome';
const PACKAGED = '/repo/node_modules/.cache/sparticuz-chromium-153.0.0/chromium';

/** A machine holding exactly `files`, whose package browser unpacks unless told otherwise. */
function machine(files: string[], overrides: Partial<ChromiumLookup> = {}): ChromiumLookup {
  return {
    variable: undefined,
    exists: (path) => files.includes(path),
    playwrightDownload: () => DOWNLOAD,
    packaged: () => ({ path: PACKAGED }),
    ...overrides,
  };
}

describe('resolveChromium', () => {
  it('takes PLAYWRIGHT_CHROMIUM_PATH before everything else', () => {
    const found = resolveChromium(
      machine(['/opt/chrome', '/usr/bin/chromium', DOWNLOAD], { variable: '/opt/chrome' }),
    );
    expect(found).toEqual({ path: '/opt/chrome', source: 'PLAYWRIGHT_CHROMIUM_PATH' });
  });

  it('refuses a PLAYWRIGHT_CHROMIUM_PATH that names nothing instead of quietly using another', () => {
    expect(() =>
      resolveChromium(machine(['/usr/bin/chromium'], { variable: '/opt/missing' })),
    ).toThrow(/PLAYWRIGHT_CHROMIUM_PATH is \/opt\/missing, which does not exist/);
  });

  it("then the system's, Debian's name first", () => {
    expect(
      resolveChromium(machine(['/usr/bin/google-chrome', '/usr/bin/chromium', DOWNLOAD])),
    ).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(resolveChromium(machine(['/usr/bin/google-chrome', DOWNLOAD]))).toEqual({
      path: '/usr/bin/google-chrome',
      source: 'system',
    });
  });

  it("then Playwright's download, and unpacks the package's browser only when none is there", () => {
    const packaged = vi.fn(() => ({ path: PACKAGED }));
    expect(resolveChromium(machine([DOWNLOAD], { packaged }))).toEqual({
      path: DOWNLOAD,
      source: "Playwright's download",
    });
    expect(packaged).not.toHaveBeenCalled();
  });

  it('then the Chromium inside @sparticuz/chromium', () => {
    expect(resolveChromium(machine([]))).toEqual({ path: PACKAGED, source: '@sparticuz/chromium' });
  });

  it('with none, says why the package did not do and what to install or set', () => {
    const lookup = machine([], { packaged: () => ({ problem: 'it did not start here: boom' }) });
    let error: unknown;
    try {
      resolveChromium(lookup);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(NoChromiumError);
    const message = (error as Error).message;
    expect(message).toContain('No Chromium found');
    expect(message).toContain('@sparticuz/chromium: it did not start here: boom.');
    expect(message).toContain('sudo apt-get install -y chromium');
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('set PLAYWRIGHT_CHROMIUM_PATH');
  });
});
