import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { brandFileName, readStoredDraft, startDraft, storeDraft, type BrandJson } from './draft.ts';

const demo = brands.demo!;
const app = (draft: BrandJson) => draft.app as Record<string, unknown>;

describe('startDraft', () => {
  it('copies the base under a new id with no domains, keeping the base id beside it', () => {
    const draft = startDraft(demo, Object.keys(brands));
    expect(draft.baseId).toBe('demo');
    expect(app(draft.brand).id).toBe('demo-copy');
    expect(app(draft.brand).domains).toEqual([]);
    expect(app(draft.brand).merchantCode).toBe('DEMOCOPY');
    expect(app(draft.brand).name).toBe(demo.app.name);
    expect(draft.brand.platform).toEqual(demo.platform);
    // A copy: editing it leaves the shipped brand alone.
    (app(draft.brand).currency as { code: string }).code = 'USD';
    expect(demo.app.currency.code).toBe('VND');
  });

  it('skips ids that are already taken', () => {
    expect(app(startDraft(demo, ['demo', 'demo-copy']).brand).id).toBe('demo-copy-2');
    expect(app(startDraft(demo, ['demo-copy', 'demo-copy-2']).brand).id).toBe('demo-copy-3');
  });
});

describe('the stored draft', () => {
  afterEach(() => window.localStorage.clear());

  it('comes back as it was stored', () => {
    const draft = startDraft(demo, Object.keys(brands));
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
