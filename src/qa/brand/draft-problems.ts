import type { ErrorSchema } from '@rjsf/utils';
import type { Brand } from '#brands/brand.types.ts';
import { brands as shippedBrands } from '#brands/index.ts';
import { brandWarnings, validateBrands } from '#schemas/brand.validate.ts';
import { brandFileName, type BrandJson } from './draft.ts';

/** One problem of the draft, as brand:check words it: a JSON pointer and what is wrong. */
export interface DraftProblem {
  /** JSON pointer of the value, `/` for the whole file. */
  path: string;
  /** What is wrong and what is expected, in brand:check's words. */
  text: string;
}

/**
 * Every problem of the draft, by the same check as `npm run brand:check -- --strict` (a name,
 * wordmark or mark another brand shows is a problem), and a little stricter: brand:check lets a
 * file named like a shipped brand replace it, the studio makes new brands, so an id or a domain
 * any shipped brand uses is a problem here.
 */
export function draftProblems(
  draft: BrandJson,
  shipped: Readonly<Record<string, Brand>> = shippedBrands,
): DraftProblem[] {
  const file = brandFileName(draft);
  // The shipped files come first: a clash is reported on the later file, the draft.
  const others = Object.values(shipped).map((brand) => ({
    file: `brands/${brand.app.id}.json`,
    data: brand,
  }));
  const prefix = `${file}: `;
  const files = [...others, { file, data: draft }];
  return [...validateBrands(files), ...brandWarnings(files)]
    .filter((line) => line.startsWith(prefix))
    .map((line) => {
      const rest = line.slice(prefix.length);
      const space = rest.indexOf(' ');
      return space < 0
        ? { path: rest, text: '' }
        : { path: rest.slice(0, space), text: rest.slice(space + 1) };
    });
}

/** The keys of a JSON pointer (`/a/b~1c` -> a, b/c); `/` alone is the whole document. */
export function pointerKeys(path: string): string[] {
  if (path === '/' || path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** RJSF's id of the field at `path` (`/app/theme/default` -> root_app_theme_default). */
export function fieldId(path: string): string {
  return ['root', ...pointerKeys(path)].join('_');
}

/** What RJSF shows at a field: the path, then the problem, as brand:check prints them. */
export function problemLine({ path, text }: DraftProblem): string {
  return `${path} ${text}`;
}

/**
 * The problems as RJSF `extraErrors`, each at the field its path names (an object's own problem,
 * such as a missing key, at the object). A path the form has no field for shows nowhere in
 * the form; the studio's list of problems shows every one.
 */
export function problemsToErrorSchema(problems: readonly DraftProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const key of pointerKeys(problem.path)) {
      // An own property even for a key such as __proto__, which a typed file may hold.
      if (!Object.hasOwn(node, key)) {
        Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true });
      }
      node = node[key] as Record<string, unknown>;
    }
    const errors = (node.__errors ??= []) as string[];
    errors.push(problemLine(problem));
  }
  return root as ErrorSchema;
}
