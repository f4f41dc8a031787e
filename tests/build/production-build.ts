import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Builds the app in `mode` into a fresh temporary folder, with Vite's manifest, as
 * `npm run build` (live) or `npm run build:demo` (demo) would. `remove()` deletes it.
 */
export async function productionBuild(
  mode: 'live' | 'demo',
): Promise<{ outDir: string; remove: () => void }> {
  const outDir = mkdtempSync(join(tmpdir(), `${mode}-build-`));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** Every file under `dir`, with its full path. */
export function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
