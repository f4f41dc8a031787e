import { basename, resolve } from 'node:path';
import { BRANDS_DIR, readBrandFile, readBrandFiles } from '#brands/brand-files.ts';
import { brandWarnings, validateBrands, type BrandFileInput } from '#schemas/brand.validate.ts';

/**
 * `npm run brand:check` checks every shipped brand in brands/;
 * `npm run brand:check <file> ...` checks the given files (a download, say) against the shipped
 * ones, so an id, merchant code or domain another brand already uses is reported too.
 * A name, wordmark or mark equal to another brand's is a warning (printed, exit 0);
 * `--strict` (CI, `npm test`) makes warnings problems.
 * Prints one problem a line and exits 1, or prints `brands: N file(s) OK`.
 */

export interface BrandCheckResult {
  /** What stops the dev server, a build and brand:check (warnings too under `strict`). */
  problems: string[];
  /** What a player would see of another brand; problems under `strict`. */
  warnings: string[];
  count: number;
}

export interface BrandCheckOptions {
  /** Warnings count as problems. */
  strict?: boolean;
}

function result(
  problems: string[],
  warnings: string[],
  count: number,
  { strict = false }: BrandCheckOptions,
): BrandCheckResult {
  return strict
    ? { problems: [...problems, ...warnings], warnings: [], count }
    : { problems, warnings, count };
}

/** Every problem and warning of the brand files in `dir`. */
export function checkShippedBrands(
  dir: string = BRANDS_DIR,
  options: BrandCheckOptions = {},
): BrandCheckResult {
  const files = readBrandFiles(dir);
  if (files.length === 0) {
    const problem = `${basename(dir)}/: no brand file (expected at least one *.json)`;
    return { problems: [problem], warnings: [], count: 0 };
  }
  return result(validateBrands(files), brandWarnings(files), files.length, options);
}

/**
 * Problems of the files at `paths` (relative to `cwd`), checked against the shipped brands in
 * `dir` for ids, merchant codes, domains (and names, wordmarks, marks as warnings); a shipped
 * brand of the same file name is replaced, not compared.
 */
export function checkGivenBrands(
  paths: readonly string[],
  {
    cwd = process.cwd(),
    dir = BRANDS_DIR,
    ...options
  }: { cwd?: string; dir?: string } & BrandCheckOptions = {},
): BrandCheckResult {
  const files: BrandFileInput[] = paths.map((path) => readBrandFile(resolve(cwd, path), path));
  const against = readBrandFiles(dir);
  return result(
    validateBrands(files, { against }),
    brandWarnings(files, { against }),
    files.length,
    options,
  );
}

/** Runs brand:check with `args` (file paths and `--strict`); returns the exit code. */
export function runBrandCheck(
  args: readonly string[],
  {
    cwd = process.cwd(),
    dir = BRANDS_DIR,
    log = console.log,
    error = console.error,
  }: {
    cwd?: string;
    dir?: string;
    log?: (line: string) => void;
    error?: (line: string) => void;
  } = {},
): number {
  const strict = args.includes('--strict');
  const paths = args.filter((arg) => arg !== '--strict');
  const { problems, warnings, count } =
    paths.length > 0
      ? checkGivenBrands(paths, { cwd, dir, strict })
      : checkShippedBrands(dir, { strict });
  for (const problem of problems) error(problem);
  for (const warning of warnings) error(`warning: ${warning}`);
  if (problems.length > 0) return 1;
  const also = warnings.length > 0 ? ` (${warnings.length} warning(s); --strict refuses them)` : '';
  log(`brands: ${count} file(s) OK${also}`);
  return 0;
}

if (import.meta.main) {
  // npm runs scripts in the package folder; INIT_CWD is where the operator typed the command.
  process.exitCode = runBrandCheck(process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
}
