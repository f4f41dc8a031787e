import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../scripts/chromium-path.ts';

const ROOT = join(import.meta.dirname, '..');

function packageVersion(name: string): string {
  const file = join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The commit measured, with '-dirty' when the working tree has changes. */
function sourceVersion(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'not a git checkout';
  }
}

/** The machine and tools a result was measured with: figures from different machines differ. */
export function describeMachine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(findChromium(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as unknown: the runs themselves fail loudly if Chromium is missing.
  }
  return {
    source: sourceVersion(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    /** 1, 5 and 15 minute load averages as the run ends: above the core count, other work competed. */
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    platform: `${process.platform} ${process.arch}`,
    node: process.version,
    chromium,
    lighthouse: packageVersion('lighthouse'),
    vite: packageVersion('vite'),
  };
}

export type Machine = ReturnType<typeof describeMachine>;
