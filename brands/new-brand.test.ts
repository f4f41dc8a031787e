// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { identityProblems, newBrand, type NewBrandAnswers } from '#brands/new-brand.ts';

const existing = Object.values(brands).map((brand) => ({
  file: `brands/${brand.app.id}.json`,
  app: brand.app as unknown as Record<string, unknown>,
}));
const acme = (more: Partial<NewBrandAnswers> = {}): NewBrandAnswers => ({
  id: 'acme',
  from: 'nightowl',
  name: 'Acme Bet',
  domains: ['acme.example'],
  merchantCode: 'ACME01',
  ...more,
});

describe('newBrand', () => {
  it('leaves nothing of the copied brand, handles and links included', () => {
    const source = brands.nightowl as unknown as Record<string, unknown>;
    const text = JSON.stringify(newBrand(source, acme(), new Set()));
    expect(text).not.toMatch(/night\s*owl/i);
    expect(text).toContain('"https://www.instagram.com/acmebet"');
    expect(text).toContain('"https://t.me/acmebet_casino"');
    // Every link is still a link: no name with spaces was written into a URL.
    const urls = [...text.matchAll(/"(https?:\/\/[^"]*)"/g)].map(([, url]) => url!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).not.toMatch(/\s/);
  });
});

describe('identityProblems', () => {
  it('finds nothing for an identity of its own', () => {
    expect(identityProblems(acme(), existing)).toEqual([]);
  });

  it("finds another brand's id, domain, merchant code, name or mark in any case", () => {
    const problems = identityProblems(
      acme({
        id: 'lotus',
        domains: ['Demo.Example.com'],
        merchantCode: 'nowl02',
        name: ' lotus CLUB ',
      }),
      existing,
    );
    expect(problems).toEqual([
      { field: 'id', kind: 'taken', value: 'lotus', file: 'brands/lotus.json' },
      { field: 'domains', kind: 'taken', value: 'Demo.Example.com', file: 'brands/demo.json' },
      { field: 'merchantCode', kind: 'taken', value: 'nowl02', file: 'brands/nightowl.json' },
      { field: 'name', kind: 'taken', value: ' lotus CLUB ', file: 'brands/lotus.json' },
    ]);
    // The mark made from a name ("Dragon" -> D) is checked too.
    expect(identityProblems(acme({ name: 'Dragon' }), existing)).toEqual([
      { field: 'mark', kind: 'taken', value: 'D', file: 'brands/demo.json' },
    ]);
  });

  it('refuses an id that is not lowercase letters, digits and single hyphens', () => {
    for (const id of ['Acme', 'acme bet', 'acme--bet', '-acme', ''])
      expect(identityProblems(acme({ id }), existing)).toContainEqual({
        field: 'id',
        kind: 'format',
        value: id,
      });
    expect(identityProblems(acme({ id: 'acme-bet-2' }), existing)).toEqual([]);
  });
});
