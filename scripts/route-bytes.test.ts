// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkKeysNamed, routeBytes, type Manifest } from './route-bytes.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A built folder: index.html linking one stylesheet, and the given files under assets/. */
function build(files: Record<string, string>, head = '') {
  dir = mkdtempSync(join(tmpdir(), 'route-bytes-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `${head}<link rel="stylesheet" crossorigin href="/assets/style.css"><script type="module" src="/assets/index.js"></script>`,
  );
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, 'assets', name), content);
}

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/page.tsx'] },
  'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js'], css: ['assets/page.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/other.tsx': { file: 'assets/other.js' },
  'style.css': { file: 'assets/style.css', src: 'style.css' },
};

describe('routeBytes', () => {
  it('counts the entry, the route and its static imports, and every stylesheet the page loads', () => {
    build({
      'index.js': 'a'.repeat(500),
      'page.js': 'b'.repeat(300),
      'shared.js': 'c'.repeat(200),
      'other.js': 'd'.repeat(900),
      'style.css': '.x{}'.repeat(50),
      'page.css': '.y{}'.repeat(50),
    });
    const bytes = routeBytes(dir, manifest, ['src/page.tsx']);
    expect(bytes.js.map((chunk) => chunk.file).sort()).toEqual([
      'assets/index.js',
      'assets/page.js',
      'assets/shared.js',
    ]);
    expect(bytes.css.map((chunk) => chunk.file).sort()).toEqual([
      'assets/page.css',
      'assets/style.css',
    ]);
    expect(bytes.cssGzip).toBeGreaterThan(0);
  });

  it("counts a script the page loads by src once, beside the manifest's chunks", () => {
    build(
      { 'index.js': 'a'.repeat(500), 'page.js': 'b', 'shared.js': 'c', 'style.css': '.x{}' },
      '<script src="/assets/head.js"></script>',
    );
    writeFileSync(join(dir, 'assets', 'head.js'), 'e'.repeat(400));
    const bytes = routeBytes(dir, manifest, []);
    expect(bytes.js.map((chunk) => chunk.file).sort()).toEqual([
      'assets/head.js',
      'assets/index.js',
    ]);
    expect(bytes.jsGzip).toBe(bytes.js[0]!.gzip + bytes.js[1]!.gzip);
  });
});

describe('chunkKeysNamed', () => {
  it("finds a chunk group's chunk by its name, whatever module it was reached from", () => {
    const grouped: Manifest = {
      ...manifest,
      '_demo-platform-x1.js': { file: 'assets/demo-platform-x1.js', name: 'demo-platform' },
      'mock-server/other.ts': { file: 'assets/other-x2.js', name: 'other' },
    };
    expect(chunkKeysNamed(grouped, 'demo-platform')).toEqual(['_demo-platform-x1.js']);
    expect(chunkKeysNamed(grouped, 'no-such-group')).toEqual([]);
  });
});
