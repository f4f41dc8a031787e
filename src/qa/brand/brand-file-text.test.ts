// @vitest-environment node
import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { brandFileText, startDraft, type BrandJson } from './draft.ts';
import { acmeAnswers } from './draft-test-support.ts';

const shippedFile = (id: string) => new URL(`../../../brands/${id}.json`, import.meta.url);

/** What `npm run lint` (prettier --check) wants the file in brands/ to be. */
async function prettierText(text: string, id: string): Promise<string> {
  const options = await resolveConfig(shippedFile(id));
  return format(text, { ...options, parser: 'json' });
}

describe('the downloaded file text', () => {
  it.each(Object.keys(brands))('is written as brands/%s.json is', (id) => {
    expect(brandFileText(brands[id] as unknown as BrandJson)).toBe(
      readFileSync(shippedFile(id), 'utf8'),
    );
  });

  it('is left as it is by prettier, long lists and empty ones included', async () => {
    const draft = startDraft(acmeAnswers()).brand;
    const app = draft.app as Record<string, unknown>;
    app.domains = Array.from({ length: 8 }, (_, i) => `play${i}.acme-example.com`);
    app.social = [];
    app.extra = { nothing: undefined, list: [null, true, 1.5, 'x'] };
    const text = brandFileText(draft);
    expect(text).toMatch(/"domains": \[\n {6}"play0\.acme-example\.com",\n/);
    expect(text).toContain('"social": [],');
    expect(text).toContain('"list": [null, true, 1.5, "x"]');
    expect(await prettierText(text, 'demo')).toBe(text);
  });

  it('is two-space JSON with a final newline', () => {
    expect(brandFileText({ app: { id: 'acme', tags: [] } })).toBe(
      '{\n  "app": {\n    "id": "acme",\n    "tags": []\n  }\n}\n',
    );
  });
});
