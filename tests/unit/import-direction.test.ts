// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Pins the import direction of DESIGN.md and the layers of src/ (CONVENTIONS.md, decision 009)
 * twice: the tree as it is, with every import resolved to the folder it reaches (aliases and
 * relative paths alike), and the lint rule itself, which must refuse each upward import.
 */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** What a file imports, as repo-relative targets (`src/app/x.ts`) or bare package names. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );
  return specs.map((spec) => {
    if (spec.startsWith('#')) return spec.slice(1);
    if (spec.startsWith('.')) return relative(process.cwd(), resolve(dirname(file), spec));
    return spec;
  });
}

const inFolder = (folder: string) => (target: string) => target.startsWith(`${folder}/`);
const isReact = (target: string) => target === 'react' || target.startsWith('react-');

describe('import direction', () => {
  it('only the demo boot path of src/ (and test helpers) imports the simulated platform', () => {
    const importers = sourceFiles('src')
      .filter((file) => !file.endsWith('test-utils.tsx'))
      .filter((file) => importsOf(file).some(inFolder('mock-server')));
    expect(importers).toEqual(['src/boot/start-demo-platform.ts']);
  });

  it('machines/ and schemas/ import neither src/, mock-server/ nor React', () => {
    const offenders = [...sourceFiles('machines'), ...sourceFiles('schemas')].filter((file) =>
      importsOf(file).some((t) => inFolder('src')(t) || inFolder('mock-server')(t) || isReact(t)),
    );
    expect(offenders).toEqual([]);
  });

  it('mock-server/, brands/ and locales/ never import the app', () => {
    const offenders = ['mock-server', 'brands', 'locales']
      .flatMap(sourceFiles)
      .filter((file) => importsOf(file).some(inFolder('src')));
    expect(offenders).toEqual([]);
  });

  it('features do not import each other', () => {
    const offenders = sourceFiles('src/features').filter((file) => {
      const own = file.split('/')[2];
      return importsOf(file).some(
        (t) => inFolder('src/features')(t) && !t.startsWith(`src/features/${own}/`),
      );
    });
    expect(offenders).toEqual([]);
  });

  it('inside src/, layers run one way: app -> features -> shared -> ui, platform, api', () => {
    const reach = (file: string, folders: string[]) =>
      importsOf(file).filter((t) => folders.some((folder) => inFolder(`src/${folder}`)(t)));
    const offenders = [
      ...sourceFiles('src/features')
        .filter((file) => !file.endsWith('test-utils.tsx'))
        .flatMap((file) => reach(file, ['app', 'qa']).map((t) => `${file} -> ${t}`)),
      ...sourceFiles('src/shared').flatMap((file) =>
        reach(file, ['app', 'features', 'qa']).map((t) => `${file} -> ${t}`),
      ),
      ...['src/ui', 'src/platform', 'src/api']
        .flatMap(sourceFiles)
        .flatMap((file) =>
          reach(file, ['app', 'boot', 'shared', 'features', 'qa']).map((t) => `${file} -> ${t}`),
        ),
    ];
    expect(offenders).toEqual([]);
  });
});

describe('the lint rule refuses an upward import', () => {
  const eslint = new ESLint();
  const features = readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  // Loading the config and its plugins takes seconds on a busy machine: once, up front.
  beforeAll(() => eslint.calculateConfigForFile('src/ui/probe.ts'), 60_000);

  /** The layer rules' complaints about `code` as if it were the file at `filePath`. */
  async function complaints(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  }
  const importing = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;
  const loading = (spec: string) => `export const load = () => import('${spec}');\n`;

  it.each([
    [
      'a feature imports another feature',
      'src/features/home/probe.ts',
      '#src/features/auth/login-page.tsx',
    ],
    [
      'a feature imports another feature (relative)',
      'src/features/home/probe.ts',
      '../../features/auth/login-page.tsx',
    ],
    ['a feature imports app/', 'src/features/games/probe.ts', '#src/app/routes.tsx'],
    ['a feature imports app/ (relative)', 'src/features/games/probe.ts', '../../app/routes.tsx'],
    ['a feature imports qa/', 'src/features/games/probe.ts', '#src/qa/json-safe.ts'],
    ['shared imports a feature', 'src/shared/probe.ts', '#src/features/chat/chat-window-store.ts'],
    ['shared imports app/', 'src/shared/probe.ts', '#src/app/routes.tsx'],
    ['shared imports qa/', 'src/shared/probe.ts', '#src/qa/json-safe.ts'],
    ['ui imports shared', 'src/ui/probe.ts', '#src/shared/session.tsx'],
    ['ui imports app/', 'src/ui/probe.ts', '#src/app/routes.tsx'],
    ['ui imports a feature', 'src/ui/probe.ts', '#src/features/home/home-page.tsx'],
    ['platform imports shared', 'src/platform/probe.ts', '#src/shared/session.tsx'],
    ['platform imports qa/', 'src/platform/probe.ts', '#src/qa/live/broadcast-inspector.ts'],
    ['api imports shared', 'src/api/probe.ts', '#src/shared/platform-config.tsx'],
    ['api imports app/', 'src/api/probe.ts', '../app/routes.tsx'],
  ])('%s (%s -> %s), statically and lazily', async (_, filePath, spec) => {
    expect(await complaints(filePath, importing(spec))).toHaveLength(1);
    expect(await complaints(filePath, loading(spec))).toHaveLength(1);
  });

  it('covers every feature folder, read from src/features', async () => {
    for (const feature of features) {
      const other = features.find((name) => name !== feature);
      const spec = `#src/features/${other}/probe.ts`;
      expect(await complaints(`src/features/${feature}/probe.ts`, importing(spec))).toHaveLength(1);
    }
  });

  it.each([
    [
      'app imports a feature and qa/ lazily',
      'src/app/probe.ts',
      ['#src/features/home/home-page.tsx', '#src/qa/json-safe.ts'],
    ],
    [
      'a feature imports its own files and shared',
      'src/features/home/probe.ts',
      ['#src/features/home/home-page.tsx', './game-row.tsx', '#src/shared/session.tsx'],
    ],
    [
      'shared imports ui, platform and api',
      'src/shared/probe.ts',
      ['#src/ui/modal.tsx', '#src/platform/cdn.ts', '#src/api/games.ts'],
    ],
    [
      'ui imports platform and api',
      'src/ui/probe.ts',
      ['#src/platform/cdn.ts', '#src/api/games.ts'],
    ],
  ])('lets the downward imports through: %s', async (_, filePath, specs) => {
    for (const spec of specs) {
      expect(await complaints(filePath, importing(spec))).toEqual([]);
      expect(await complaints(filePath, loading(spec))).toEqual([]);
    }
  });
});
