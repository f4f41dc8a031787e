import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { startDraft, type BrandJson } from './draft.ts';
import { draftProblems, fieldId, pointerKeys, problemsToErrorSchema } from './draft-problems.ts';
import { acmeAnswers } from './draft-test-support.ts';

const fresh = () => startDraft(acmeAnswers()).brand;
const app = (draft: BrandJson) => draft.app as Record<string, unknown>;
const lightTokens = (draft: BrandJson) =>
  ((app(draft).theme as Record<string, unknown>).tokens as Record<string, Record<string, string>>)
    .light!;

describe('draftProblems', () => {
  it('finds nothing wrong with a new brand started from any shipped brand', () => {
    const shipped = Object.keys(brands);
    expect(shipped.length).toBeGreaterThan(1);
    for (const id of shipped) expect(draftProblems(startDraft(acmeAnswers(id)).brand)).toEqual([]);
  });

  it('finds, as brand:check --strict does, a name or mark another brand shows', () => {
    const draft = fresh();
    app(draft).name = 'NIGHTOWL casino';
    (app(draft).theme as { logo: { mark: string } }).logo.mark = 'D';
    expect(draftProblems(draft)).toEqual([
      {
        path: '/app/name',
        text: expect.stringMatching(
          /^name "NIGHTOWL casino" is also the name of brands\/nightowl\.json/,
        ),
      },
      {
        path: '/app/theme/logo/mark',
        text: expect.stringMatching(/^mark "D" is also the mark of brands\/demo\.json/),
      },
    ]);
  });

  it('words schema problems as brand:check does, with their JSON path', () => {
    const draft = fresh();
    lightTokens(draft)['color-primary'] = 'blue';
    delete app(draft).name;
    expect(draftProblems(draft)).toEqual([
      { path: '/app', text: expect.stringMatching(/^name is missing/) },
      {
        path: '/app/theme/tokens/light/color-primary',
        text: '"blue" is not a colour (expected a hex colour such as #1a2b3c)',
      },
    ]);
  });

  it('reports colours too close to read', () => {
    const draft = fresh();
    lightTokens(draft)['color-primary'] = '#eeeeee';
    expect(draftProblems(draft).map((p) => p.path)).toContain(
      '/app/theme/tokens/light/color-primary',
    );
  });

  it('refuses the id or a domain of a shipped brand, naming that brand', () => {
    const draft = fresh();
    app(draft).id = 'nightowl';
    app(draft).domains = ['fresh.example.com', 'lotus.localhost'];
    expect(draftProblems(draft)).toEqual([
      {
        path: '/app/id',
        text: 'id "nightowl" is also used by brands/nightowl.json at /app/id (expected each brand id in one file only)',
      },
      {
        path: '/app/domains/1',
        text: 'domain "lotus.localhost" is also used by brands/lotus.json at /app/domains/0 (expected each domain in one brand only)',
      },
    ]);
  });
});

describe('paths and fields', () => {
  it('reads JSON pointers, escapes included', () => {
    expect(pointerKeys('/')).toEqual([]);
    expect(pointerKeys('/app/domains/0')).toEqual(['app', 'domains', '0']);
    expect(pointerKeys('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });

  it("names RJSF's field ids", () => {
    expect(fieldId('/app/theme/tokens/light/color-primary')).toBe(
      'root_app_theme_tokens_light_color-primary',
    );
    expect(fieldId('/')).toBe('root');
  });

  it('puts each problem at its field, path first', () => {
    const schema = problemsToErrorSchema([
      { path: '/app/domains/1', text: 'is taken' },
      { path: '/app', text: 'name is missing' },
      { path: '/app/domains/1', text: 'twice' },
      { path: '/', text: 'odd' },
      { path: '/platform/__proto__', text: 'unknown property' },
    ]);
    expect(schema).toEqual({
      __errors: ['/ odd'],
      app: {
        __errors: ['/app name is missing'],
        domains: { 1: { __errors: ['/app/domains/1 is taken', '/app/domains/1 twice'] } },
      },
      platform: expect.any(Object),
    });
    expect(Object.getOwnPropertyDescriptor(schema.platform, '__proto__')?.value).toEqual({
      __errors: ['/platform/__proto__ unknown property'],
    });
    expect(({} as Record<string, unknown>).__errors).toBeUndefined();
  });
});
