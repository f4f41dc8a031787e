import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPLETE_LANGUAGES } from '#schemas/languages.ts';
import { checkMessages, type BundleInput } from './messages-check.lib.ts';
import { extractMessages } from './messages-extract.ts';

/**
 * `npm run messages:check`: extracts the messages the source declares (formatjs CLI, as
 * `npm run messages:extract` does) and checks every `locales/*.json` against them: en.json is
 * exactly the extraction, vi.json has every id, no bundle has an id no source declares, every
 * message is valid ICU. Prints one problem a line and exits 1, or prints a one-line summary.
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
      const text = readFileSync(join(dir, name), 'utf8');
      try {
        return { code, text, messages: JSON.parse(text) as unknown };
      } catch (error) {
        return { code, parseError: error instanceof Error ? error.message : String(error) };
      }
    });
}

if (import.meta.main) {
  let problems: string[];
  let summary = '';
  try {
    const declared = extractMessages();
    const bundles = readBundles();
    problems = checkMessages(bundles, declared);
    const count = Object.keys(declared.messages as object).length;
    const partial = bundles.filter((bundle) => !COMPLETE_LANGUAGES.includes(bundle.code as never));
    summary =
      `messages: ${count} ids declared in src/; ${COMPLETE_LANGUAGES.length} complete languages ` +
      `(${COMPLETE_LANGUAGES.join(', ')}) and ${partial.length} partial bundle(s) OK`;
  } catch (error) {
    // The CLI refuses a computed id or one id with two texts; its first stderr line says where.
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0];
    problems = [`formatjs extract failed: ${stderr || String(error)}`];
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
  else console.log(summary);
}
