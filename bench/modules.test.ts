// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterEach, describe, expect, it } from 'vitest';
import { attributeModules } from './modules.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A chunk of two modules on one line: `react` then `src/app`, with its hidden sourcemap. */
function writeMappedChunk(): string {
  // A map's sources are relative to its folder, as Vite writes them.
  const sourceOf = (path: string) => relative(dir, resolve(import.meta.dirname, '..', path));
  const code = 'var react=1;var app=2;';
  const map = new SourceMapGenerator({ file: 'index.js' });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 1, column: 0 },
    source: sourceOf('node_modules/react/index.js'),
  });
  map.addMapping({
    generated: { line: 1, column: 12 },
    original: { line: 1, column: 0 },
    source: sourceOf('src/app/app.tsx'),
  });
  writeFileSync(join(dir, 'index.js'), code);
  writeFileSync(join(dir, 'index.js.map'), map.toString());
  return code;
}

describe('attributeModules', () => {
  it("gives each mapping's text to its package or folder, and a file without a map to itself", () => {
    dir = mkdtempSync(join(tmpdir(), 'modules-'));
    const code = writeMappedChunk();
    const shellScript = 'document.documentElement.dataset.shell="1"';
    writeFileSync(join(dir, 'prerendered-shell.js'), shellScript);

    const shares = attributeModules(dir, [
      { file: 'index.js', raw: code.length, gzip: code.length, brotli: code.length },
      { file: 'prerendered-shell.js', raw: shellScript.length, gzip: 20, brotli: 20 },
    ]);

    const attributed = shares.filter((share) => share.raw > 0);
    const rawOf = Object.fromEntries(attributed.map((share) => [share.name, share.raw]));
    expect(rawOf).toEqual({
      react: 'var react=1;'.length,
      'src/app': 'var app=2;'.length,
      'prerendered-shell.js': shellScript.length,
    });
  });
});
