import { basename, resolve } from 'node:path';
import { BRANDS_DIR, readBrandFile, readBrandFiles } from '#brands/brand-files.ts';
import { validateBrands } from '#schemas/brand.validate.ts';

/**
 * `npm run brand:check` checks every shipped brand in brands/;
 * `npm run brand:check <file> ...` checks the given files (a download, say) against the shipped
 * ones, so an id or domain another brand already uses is reported too.
 * Prints one problem a line and exits 1, or prints `brands: N file(s) OK`.
 */

/** Every problem of the brand files in `dir`. */
export function checkShippedBrands(dir: string = BRANDS_DIR): {
  problems: string[];
  count: number;
} {
  const files = readBrandFiles(dir);
  if (files.length === 0) {
    return {
      problems: [`${basename(dir)}/: no brand file (expected at least one *.json)`],
      count: 0,
    };
  }
  return {
    problems: validateBrands(files),
    count: files.length,
  };
}

/**
 * Problems of the files at `paths` (relative to `cwd`), checked against the shipped brands in
 * `dir` for ids and domains; a shipped brand of the same file name is replaced, not compared.
 */
export function checkGivenBrands(
  paths: readonly string[],
  { cwd = process.cwd(), dir = BRANDS_DIR }: { cwd?: string; dir?: string } = {},
): { problems: string[]; count: number } {
  const files = paths.map((path) => readBrandFile(resolve(cwd, path), path));
  return { problems: validateBrands(files, { against: readBrandFiles(dir) }), count: files.length };
}

if (import.meta.main) {
  const paths = process.argv.slice(2);
  // npm runs scripts in the package folder; INIT_CWD is where the operator typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const { problems, count } =
    paths.length > 0 ? checkGivenBrands(paths, { cwd }) : checkShippedBrands();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
  else console.log(`brands: ${count} file(s) OK`);
}
