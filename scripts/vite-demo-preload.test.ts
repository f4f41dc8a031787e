// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkClosure } from './vite-demo-preload.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
});

const bundle = {
  'index.js': chunk('index.js', ['/app/index.html', '/app/src/main.tsx']),
  'shared.js': chunk('shared.js', ['/app/node_modules/zod/index.js']),
  'boot.js': chunk('boot.js', ['/app/src/boot/start-demo-platform.ts'], ['shared.js']),
  'browser.js': chunk('browser.js', ['/app/mock-server/browser.ts'], ['boot.js', 'shared.js']),
  'demo.js': chunk('demo.js', ['\0virtual:demo-platform/snapshot/demo']),
  'style.css': { type: 'asset' },
};

describe('chunkClosure', () => {
  it('lists the chunks holding the modules, dependencies first, each once', () => {
    expect(
      chunkClosure(bundle, [
        'src/boot/start-demo-platform.ts',
        'mock-server/browser.ts',
        'virtual:demo-platform/snapshot/demo',
      ]),
    ).toEqual(['shared.js', 'boot.js', 'browser.js', 'demo.js']);
  });

  it('fails the build when a module is in no chunk', () => {
    expect(() => chunkClosure(bundle, ['mock-server/gone.ts'])).toThrow(/gone\.ts/);
  });
});
