import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Builds the app in `mode` into a fresh temporary folder, with Vite's manifest, as
 * `npm run build` (live) or `npm run build:demo` (demo) would, with `env` set meanwhile
 * (`VITE_BRAND=nightowl npm run build`, say). `remove()` deletes it.
 */
export async function productionBuild(
  mode: 'live' | 'demo',
  env: Record<string, string> = {},
): Promise<{ outDir: string; remove: () => void }> {
  const outDir = mkdtempSync(join(tmpdir(), `${mode}-build-`));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const saved = Object.fromEntries(
    ['NODE_ENV', ...Object.keys(env)].map((key) => [key, process.env[key]]),
  );
  Object.assign(process.env, { ...env, NODE_ENV: 'production' });
  await build({
    mode,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  }).finally(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** Every file under `dir`, with its full path. */
export function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The built scripts and pages of `dir` holding `pattern`, as paths under `dir`. */
export function filesContaining(dir: string, pattern: RegExp): string[] {
  return builtFiles(dir)
    .filter((file) => /\.(js|html|json|webmanifest)$/.test(file) && !file.includes('.vite'))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(dir.length + 1));
}

/**
 * The scripts a built page starts with: its module script tags and the app script a prerendered
 * page names on <html> (`data-app-script`, started by the shell's script after its paint).
 */
export function entryScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<html [^>]*data-app-script="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
}
