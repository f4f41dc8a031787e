// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { BRANDS_DIR } from '#brands/brand-files.ts';
import { brandRegistry, registryFiles, servedBrandIds } from './vite-brand-registry.ts';

describe('servedBrandIds', () => {
  it('serves VITE_BRANDS (VITE_BRAND first when listed), else VITE_BRAND, else demo', () => {
    expect(servedBrandIds({})).toEqual(['demo']);
    expect(servedBrandIds({ VITE_BRAND: 'nightowl' })).toEqual(['nightowl']);
    expect(servedBrandIds({ VITE_BRANDS: 'lotus, nightowl' })).toEqual(['lotus', 'nightowl']);
    expect(servedBrandIds({ VITE_BRANDS: 'lotus,nightowl', VITE_BRAND: 'nightowl' })).toEqual([
      'nightowl',
      'lotus',
    ]);
  });
});

describe('registryFiles', () => {
  it('keeps the app part of the served brands only, in the order served', () => {
    const files = registryFiles({ served: ['nightowl', 'lotus'], appOnly: true });
    expect(Object.keys(files)).toEqual(['./nightowl.json', './lotus.json']);
    expect(files['./nightowl.json']).toEqual({ app: brands.nightowl!.app });
  });

  it('keeps every brand whole when nothing is picked (a demo build from BRANDS_DIR)', () => {
    const files = registryFiles({});
    expect(Object.keys(files).toSorted()).toEqual([
      './demo.json',
      './lotus.json',
      './nightowl.json',
    ]);
    expect(files['./demo.json']).toEqual(brands.demo);
  });

  it('stops a build of a brand that has no file', () => {
    expect(() => registryFiles({ served: ['acme'] })).toThrow(
      /brand\(s\) acme in VITE_BRAND\/VITE_BRANDS have no file in .* \(expected one of demo, lotus, nightowl\)/,
    );
  });
});

describe('brandRegistry', () => {
  it("replaces the registry's glob with the served brands and leaves other modules alone", () => {
    const plugin = brandRegistry({ served: ['lotus'], appOnly: true });
    type Transform = (this: unknown, code: string, id: string) => { code: string } | null;
    const transform = plugin.transform as Transform;
    const context = { addWatchFile: () => {} };
    const registry = fileURLToPath(new URL('../brands/index.ts', import.meta.url));
    const out = transform.call(context, readFileSync(registry, 'utf8'), registry);
    expect(out?.code).not.toContain('import.meta.glob');
    expect(out?.code).toContain('LOTUS03');
    expect(out?.code).not.toMatch(/DEMO01|NOWL02|defaultPassword/);
    expect(transform.call(context, 'export {}', `${BRANDS_DIR}brand-files.ts`)).toBeNull();
  });
});
