// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { BRANDS_DIR } from '#brands/brand-files.ts';
import { liveBrand, liveBrands } from './vite-live-brands.ts';

describe('liveBrands', () => {
  it('keeps the app part and the default password the login reads, nothing else', () => {
    const demo = brands.demo!;
    expect(liveBrand(demo)).toEqual({
      app: demo.app,
      platform: { defaultPassword: demo.platform.defaultPassword },
    });
  });

  it('rewrites brand files only', () => {
    const plugin = liveBrands();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const demo = brands.demo!;
    const out = transform(JSON.stringify(demo), `${BRANDS_DIR}demo.json`);
    expect(JSON.parse(out?.code ?? '{}')).toEqual(liveBrand(demo));
    expect(transform('{"a":1}', '/work/locales/en.json')).toBeNull();
  });
});
