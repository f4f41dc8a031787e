// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Pins the import direction of DESIGN.md, beside the lint rule, so it cannot be switched off. */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

const reachesMock = (spec: string) =>
  spec.startsWith('#mock-server/') || spec.includes('mock-server/');

describe('import direction', () => {
  it('only the demo boot path of src/ (and test helpers) imports the simulated platform', () => {
    const importers = sourceFiles('src')
      .filter((file) => !file.endsWith('test-utils.tsx'))
      .filter((file) => importsOf(file).some(reachesMock));
    expect(importers).toEqual(['src/boot/start-demo-platform.ts']);
  });

  it('machines/ and schemas/ import neither src/, mock-server/ nor React', () => {
    const offenders = [...sourceFiles('machines'), ...sourceFiles('schemas')].filter((file) =>
      importsOf(file).some(
        (spec) =>
          spec.startsWith('#src/') ||
          reachesMock(spec) ||
          spec === 'react' ||
          spec.startsWith('react-'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('mock-server/ never imports the app', () => {
    const offenders = sourceFiles('mock-server').filter((file) =>
      importsOf(file).some((spec) => spec.startsWith('#src/') || spec.includes('/src/')),
    );
    expect(offenders).toEqual([]);
  });
});
