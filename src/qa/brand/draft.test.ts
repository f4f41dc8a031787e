import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { brandFileName, readStoredDraft, startDraft, storeDraft, type BrandJson } from './draft.ts';
import { acmeAnswers } from './draft-test-support.ts';

const demo = brands.demo!;
const app = (draft: BrandJson) => draft.app as Record<string, unknown>;

describe('startDraft', () => {
  it('copies the base with the new identity, keeping the base id beside it', () => {
    const draft = startDraft(acmeAnswers());
    expect(draft.baseId).toBe('demo');
    expect(app(draft.brand)).toMatchObject({
      id: 'acme',
      name: 'Acme Bet',
      domains: ['acme.example'],
      merchantCode: 'ACME01',
    });
    expect(brandFileName(draft.brand)).toBe('acme.json');
    expect(draft.brand.platform).toMatchObject({ whitelabel: demo.platform.whitelabel });
    // A copy: editing it leaves the shipped brand alone.
    (app(draft.brand).currency as { code: string }).code = 'USD';
    expect(demo.app.currency.code).toBe('VND');
  });

  it('refuses a base that is not shipped', () => {
    expect(() => startDraft({ ...acmeAnswers(), from: 'constructor' })).toThrow(/no shipped brand/);
  });
});

describe('the stored draft', () => {
  afterEach(() => window.localStorage.clear());

  it('comes back as it was stored', () => {
    const draft = startDraft(acmeAnswers());
    storeDraft(draft);
    expect(readStoredDraft()).toEqual(draft);
  });

  it('is null when missing or not written by the studio', () => {
    expect(readStoredDraft()).toBeNull();
    for (const text of ['{', '[]', '{"baseId":1,"brand":{}}', '{"baseId":"demo","brand":[]}']) {
      window.localStorage.setItem(LOCAL_KEYS.brandStudioDraft, text);
      expect(readStoredDraft(), text).toBeNull();
    }
  });
});

describe('the downloaded file', () => {
  it('is named after the brand id, or brand.json while there is none', () => {
    expect(brandFileName({ app: { id: 'acme' } })).toBe('acme.json');
    expect(brandFileName({ app: { id: '' } })).toBe('brand.json');
    expect(brandFileName({ app: 3 })).toBe('brand.json');
    expect(brandFileName({})).toBe('brand.json');
  });
});
