import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run messages:extract`: writes `locales/en.json` from the source with the formatjs CLI,
 * a flat `id -> English text` file (ids are explicit, so no id interpolation). `--throws` makes a
 * computed id or one id with two different texts an error; `--preserve-whitespace` keeps the
 * texts byte for byte.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FORMATJS = join(ROOT, 'node_modules', '.bin', 'formatjs');

export const EXTRACT_ARGS = [
  'extract',
  'src/**/*.{ts,tsx}',
  '--ignore',
  'src/**/*.test.{ts,tsx}',
  '--format',
  'simple',
  '--preserve-whitespace',
  '--throws',
] as const;

function runExtract(outFile: string, root: string): void {
  execFileSync(FORMATJS, [...EXTRACT_ARGS, '--out-file', outFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** The messages the source declares, in the CLI's order and shape (what en.json must be). */
export function extractMessages(root: string = ROOT): { text: string; messages: unknown } {
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  try {
    const file = join(dir, 'en.json');
    runExtract(file, root);
    const text = readFileSync(file, 'utf8');
    return { text, messages: JSON.parse(text) as unknown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  runExtract(join(ROOT, 'locales', 'en.json'), ROOT);
  console.log('locales/en.json extracted from src/');
}
