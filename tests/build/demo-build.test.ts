// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadChunks, readManifest } from '../../scripts/route-bytes.ts';

let outDir: string;

function builtScripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'demo-build-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'demo',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the demo build (vite build --mode demo)', () => {
  it('ships the simulated platform without faker: seeded data comes with the build', () => {
    const files = builtScripts(outDir);
    expect(files.some((file) => file.includes('demo-service-worker'))).toBe(true);
    // Faker's bundled code keeps `faker` as a property name (this.faker.helpers...).
    const offenders = files
      .filter((file) => /faker/i.test(readFileSync(file, 'utf8')))
      .map((file) => relative(outDir, file));
    expect(offenders, 'built files that contain faker code').toEqual([]);
  });

  it('carries both QA tools, each loaded only by its own route', () => {
    const manifest = readManifest(outDir);
    const tools = ['src/qa/machines/machines-page.tsx', 'src/qa/brand/brand-studio-page.tsx'];
    for (const tool of tools) expect(manifest[tool]?.isDynamicEntry, tool).toBe(true);
    const home = firstLoadChunks(manifest, ['src/features/home/home-page.tsx']);
    const withElk = home.filter((chunk) =>
      readFileSync(join(outDir, chunk.file), 'utf8').includes('org.eclipse.elk'),
    );
    expect(
      withElk.map((chunk) => chunk.file),
      'home chunks with the chart layout',
    ).toEqual([]);
  });
});
