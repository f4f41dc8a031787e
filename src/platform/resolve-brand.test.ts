import { describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import {
  DRAFT_PREVIEW_FRAME,
  resolveBrand,
  wantsDraftPreview,
  type BrandResolutionInput,
} from './resolve-brand.ts';

const draft: Brand = { ...brands.lotus!, app: { ...brands.lotus!.app, id: 'lotus-copy' } };

const input = (over: Partial<BrandResolutionInput>): BrandResolutionInput => ({
  brands,
  queryBrand: null,
  rememberedBrand: null,
  hostname: 'localhost',
  buildDefault: undefined,
  demo: true,
  ...over,
});

const pick = (over: Partial<BrandResolutionInput>) => {
  const { brand, source } = resolveBrand(input(over));
  return [brand.app.id, source];
};

describe('resolveBrand', () => {
  it('takes ?brand=, then the remembered brand, in demo builds', () => {
    expect(pick({ queryBrand: 'nightowl', rememberedBrand: 'lotus' })).toEqual([
      'nightowl',
      'query',
    ]);
    expect(pick({ queryBrand: 'nope', rememberedBrand: 'lotus' })).toEqual(['lotus', 'remembered']);
  });

  it('then the hostname, the build default and demo', () => {
    expect(pick({ hostname: 'NightOwl.localhost' })).toEqual(['nightowl', 'hostname']);
    expect(pick({ buildDefault: 'lotus' })).toEqual(['lotus', 'build-default']);
    expect(pick({})).toEqual(['demo', 'fallback']);
  });

  it('ignores the URL and the remembered brand in live builds', () => {
    expect(pick({ demo: false, queryBrand: 'nightowl', rememberedBrand: 'lotus' })).toEqual([
      'demo',
      'fallback',
    ]);
  });

  it("shows the studio's draft before anything else in a demo preview", () => {
    expect(pick({ draft, queryBrand: 'nightowl', hostname: 'demo.localhost' })).toEqual([
      'lotus-copy',
      'draft',
    ]);
  });

  it('never shows a draft in live builds', () => {
    expect(pick({ draft, demo: false })).toEqual(['demo', 'fallback']);
  });
});

describe('wantsDraftPreview', () => {
  it("is asked by ?previewDraft=1 or by the studio's preview frame", () => {
    expect(wantsDraftPreview(new URLSearchParams('?previewDraft=1'), '')).toBe(true);
    expect(wantsDraftPreview(new URLSearchParams('?brand=demo'), DRAFT_PREVIEW_FRAME)).toBe(true);
    expect(wantsDraftPreview(new URLSearchParams('?previewDraft=0'), '')).toBe(false);
    expect(wantsDraftPreview(new URLSearchParams('?brand=draft'), 'other')).toBe(false);
  });

  it('treats inherited names in the URL or storage as unknown brands, never a crash', () => {
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(pick({ queryBrand: name })).toEqual(['demo', 'fallback']);
      expect(pick({ rememberedBrand: name })).toEqual(['demo', 'fallback']);
      expect(pick({ demo: false, buildDefault: name })).toEqual(['demo', 'fallback']);
      expect(pick({ queryBrand: name, rememberedBrand: 'lotus' })).toEqual(['lotus', 'remembered']);
    }
  });
});
