// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pins the import direction of DESIGN.md beside the lint rule, so it cannot be switched off.
 * Every import is resolved to the top-level folder it reaches: aliases (#src/...) and relative
 * paths alike.
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
});
