import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/** What the bench builds: the product in its two modes, and the bare React baseline. */
export type BuildName = 'live' | 'demo' | 'baseline';

const BASELINE_ROOT = join(import.meta.dirname, 'baseline');

/**
 * Builds one target into `outDir` with a manifest (route bytes) and hidden sourcemaps
 * (module attribution). Hidden maps leave the JavaScript byte-for-byte as `npm run build`
 * makes it: no `sourceMappingURL` comment is added.
 */
export async function buildTarget(name: BuildName, outDir: string): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  const output = { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' as const };
  if (name === 'baseline') {
    await build({
      root: BASELINE_ROOT,
      configFile: join(BASELINE_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: output,
    });
  } else {
    await build({ mode: name, logLevel: 'warn', build: output });
  }
  return performance.now() - started;
}
