import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMessages, type BundleInput, type SourceInput } from './messages-check.lib.ts';

/**
 * `npm run messages:check`: the locale bundles' keys and ICU syntax, and every message id the
 * app uses. Prints one problem a line and exits 1, or prints a one-line summary.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every `locales/*.json`, in name order. */
export function readBundles(root: string = ROOT): BundleInput[] {
  const dir = join(root, 'locales');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const code = name.slice(0, -'.json'.length);
      try {
        return { code, messages: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown };
      } catch (error) {
        return { code, parseError: error instanceof Error ? error.message : String(error) };
      }
    });
}

/** Every TypeScript file under src/ except tests, whose ids may be deliberately wrong. */
export function readSources(root: string = ROOT): SourceInput[] {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
}

if (import.meta.main) {
  const bundles = readBundles();
  const sources = readSources();
  const problems = checkMessages(bundles, sources);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
  else console.log(`messages: ${bundles.length} bundle(s) and ${sources.length} source file(s) OK`);
}
