import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/** The unpacked browser's launcher, or why there is none. */
export type PackagedChromium = { path: string } | { problem: string };

/**
 * Starts the headless shell with the NSS and expat libraries the package ships (so a machine
 * needs only libc), and with the package's font when the machine has no fontconfig.
 */
const LAUNCHER = `#!/bin/sh
# Written by scripts/packaged-chromium.ts: the headless Chromium of @sparticuz/chromium.
here=$(dirname "$(readlink -f "$0")")
export LD_LIBRARY_PATH="$here/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
[ -e /etc/fonts/fonts.conf ] || export FONTCONFIG_FILE="$here/fonts.conf"
exec "$here/headless-shell" "$@"
`;

/**
 * The headless Chromium shipped brotli-compressed inside the `@sparticuz/chromium` package
 * (built for serverless Linux x64), unpacked once into `node_modules/.cache/` and checked to
 * start. The package's own `executablePath()` unpacks into a shared `/tmp/chromium` whatever
 * its version, so the files are unpacked here, per version, instead.
 */
export function packagedChromium(): PackagedChromium {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { problem: `it is built for Linux x64, not ${process.platform} ${process.arch}` };
  }
  let root: string;
  try {
    root = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..');
  } catch {
    return { problem: 'the package is not installed (run npm install)' };
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = join(root, '..', '..', '.cache', `sparticuz-chromium-${version}`);
  const launcher = join(target, 'chromium');
  if (existsSync(launcher)) return { path: launcher };

  // Unpack beside the target and rename when it starts, so a second process (a Playwright
  // worker, the bench) never sees half a browser.
  const work = `${target}.${process.pid}.tmp`;
  try {
    unpack(join(root, 'bin'), work, target);
    execFileSync(join(work, 'chromium'), ['--version'], { stdio: 'pipe', timeout: 30_000 });
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { problem: `it did not start here: ${stderr || (error as Error).message}` };
  }
  try {
    renameSync(work, target);
  } catch {
    rmSync(work, { recursive: true, force: true }); // another process got there first
  }
  return { path: launcher };
}

function unpack(bin: string, work: string, target: string): void {
  mkdirSync(work, { recursive: true });
  const inflate = (file: string) => brotliDecompressSync(readFileSync(join(bin, file)));
  writeFileSync(join(work, 'headless-shell'), inflate('chromium.br'), { mode: 0o755 });
  // lib/: NSS and expat built for Amazon Linux 2023; fonts/: Open Sans.
  for (const archive of ['al2023.tar.br', 'fonts.tar.br']) {
    execFileSync('tar', ['-x', '--no-same-owner', '-C', work], { input: inflate(archive) });
  }
  // The package's fonts.conf points at /tmp/fonts; this one at the unpacked copy.
  writeFileSync(
    join(work, 'fonts.conf'),
    `<?xml version="1.0"?>\n<fontconfig><dir>${target}/fonts</dir><cachedir>${target}/fonts-cache</cachedir></fontconfig>\n`,
  );
  writeFileSync(join(work, 'chromium'), LAUNCHER, { mode: 0o755 });
}
