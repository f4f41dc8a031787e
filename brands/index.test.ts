// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { BRAND_IDS, DEFAULT_BRAND_ID, brands, findBrandByHost } from '#brands/index.ts';
import { brandWarnings, validateBrands } from '#schemas/brand.validate.ts';
import { GAME_CATEGORIES } from '#schemas/platform-api.ts';

const brandFiles = readdirSync(fileURLToPath(new URL('./', import.meta.url).href)).filter((name) =>
  name.endsWith('.json'),
);

function brand(id: string) {
  const found = brands[id];
  if (!found) throw new Error(`no brand ${id}`);
  return found;
}

describe('brands registry', () => {
  it('registers every brand file, each under its own id, and they all validate', () => {
    expect(BRAND_IDS.toSorted()).toEqual(
      brandFiles.map((name) => name.replace(/\.json$/, '')).sort(),
    );
    for (const id of BRAND_IDS) expect(brand(id).app.id).toBe(id);
    const files = BRAND_IDS.map((id) => ({ file: `brands/${id}.json`, data: brands[id] }));
    expect(validateBrands(files)).toEqual([]);
    // brand:check --strict: no brand shows another's name, wordmark or mark.
    expect(brandWarnings(files)).toEqual([]);
  });

  it('defaults to demo', () => {
    expect(DEFAULT_BRAND_ID).toBe('demo');
    expect(BRAND_IDS).toContain(DEFAULT_BRAND_ID);
  });

  it('finds a brand by any of its domains, ignoring case and a trailing dot', () => {
    expect(findBrandByHost('nightowl.localhost')?.app.id).toBe('nightowl');
    expect(findBrandByHost('Lotus.Localhost.')?.app.id).toBe('lotus');
    expect(findBrandByHost('demo.example.com')?.app.id).toBe('demo');
    expect(findBrandByHost('localhost')).toBeUndefined();
    expect(findBrandByHost('evil-nightowl.localhost')).toBeUndefined();
  });

  it('ships three brands that differ in language, theme, login, registration and features', () => {
    const [demo, nightowl, lotus] = [brand('demo'), brand('nightowl'), brand('lotus')];
    expect([demo, nightowl, lotus].map((b) => b.app.defaultLanguage)).toEqual(['vi', 'en', 'vi']);
    expect([demo, nightowl, lotus].map((b) => b.app.theme.default)).toEqual([
      'light',
      'dark',
      'light',
    ]);
    const primaries = new Set(
      [demo, nightowl, lotus].map((b) => b.app.theme.tokens.light['color-primary']),
    );
    expect(primaries.size).toBe(3);
    expect(new Set([demo, nightowl, lotus].map((b) => b.app.merchantCode)).size).toBe(3);
    expect(new Set([demo, nightowl, lotus].map((b) => b.platform.seed)).size).toBe(3);

    expect(Object.values(demo.platform.whitelabel).every(Boolean)).toBe(true);
    expect(Object.keys(demo.platform.categories)).toHaveLength(GAME_CATEGORIES.length);
    expect(demo.platform.categories.RNG?.length).toBeGreaterThan(10);
    expect(demo.app.languages).toContain('ar');

    expect(nightowl.app.features.loginedToHomePage).toBe(true);
    expect(nightowl.platform.whitelabel.FREEPLAY3).toBe(false);
    expect(nightowl.platform.registerRules.email?.required).toBe(true);
    expect(nightowl.platform.registerRules.username?.minLength).toBe(6);

    const lotusFlags = lotus.platform.whitelabel;
    expect([
      lotusFlags.MOBILEVERCODELOGIN3,
      lotusFlags.MOBILENUMREG3,
      lotusFlags.DIRECTREG3,
    ]).toEqual([true, true, true]);
    expect([lotusFlags.USERNAMEREG3, lotusFlags.REFERRAL3, lotusFlags.PTSYS3]).toEqual([
      false,
      false,
      false,
    ]);
    expect(Object.keys(lotus.platform.categories)).toEqual(['LOTT', 'LIVE', 'RNG', 'FISH']);
  });

  it('gives every brand live chat and VIP service', () => {
    for (const id of BRAND_IDS) {
      const types = brand(id).platform.customerService.map((entry) => entry.csType);
      expect(types).toEqual(expect.arrayContaining(['LIVECHAT', 'VIP']));
    }
  });
});
