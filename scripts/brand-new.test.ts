// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRANDS_DIR } from '#brands/brand-files.ts';
import { markFromName, runBrandNew, type NewBrandAnswers } from './brand-new.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ACME = [
  'acme',
  '--from',
  'lotus',
  '--name',
  'Acme Bet',
  '--domain',
  'acme.example',
  '--merchant',
  'ACME01',
];

let dir: string;
let out: string[];
let err: string[];

const run = (args: string[], more: Parameters<typeof runBrandNew>[1] = {}) =>
  runBrandNew(args, {
    dir,
    log: (line) => out.push(line),
    error: (line) => err.push(line),
    ...more,
  });
const written = (id: string) => readFileSync(join(dir, `${id}.json`), 'utf8');

beforeEach(() => {
  // Named brands/, as brand:new names the files it reports.
  dir = join(mkdtempSync(join(tmpdir(), 'brand-new-')), 'brands');
  cpSync(BRANDS_DIR, dir, { recursive: true, filter: (f) => !/\.ts$/.test(f) });
  out = [];
  err = [];
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe('npm run brand:new', () => {
  it('writes the brand with every identity field its own and nothing left of the copied one', async () => {
    expect(await run(ACME)).toBe(0);
    expect(err).toEqual([]);
    const text = written('acme');
    const brand = JSON.parse(text) as Json;
    expect(brand.app).toMatchObject({
      id: 'acme',
      name: 'Acme Bet',
      domains: ['acme.example'],
      merchantCode: 'ACME01',
      theme: { logo: { wordmark: 'Acme Bet', mark: 'AB' } },
    });
    const lotus = JSON.parse(readFileSync(join(BRANDS_DIR, 'lotus.json'), 'utf8')) as Json;
    expect(brand.platform.seed).not.toBe(lotus.platform.seed);
    expect(brand.platform.defaultPassword).toBe('AcmeBet2026');
    // The rest is lotus's: languages, theme colours, registration.
    expect(brand.app.languages).toEqual(lotus.app.languages);
    expect(brand.app.theme.tokens).toEqual(lotus.app.theme.tokens);
    expect(brand.platform.registerRules).toEqual(lotus.platform.registerRules);
    // No name, handle or domain of lotus: links follow the new name.
    expect(text).not.toMatch(/lotus/i);
    expect(brand.app.social[0].url).toBe('https://www.facebook.com/acmebet');
    // Written as the studio and the shipped files are: prettier leaves it as it is.
    const options = await resolveConfig(join(BRANDS_DIR, 'lotus.json'));
    expect(await format(text, { ...options, parser: 'json' })).toBe(text);
    expect(out[0]).toBe('brand:new: wrote brands/acme.json from brands/lotus.json');
    expect(out[1]).toBe('brands: 4 file(s) OK');
    expect(out.join('\n')).toContain('http://localhost:5173/?brand=acme');
    expect(out.join('\n')).toContain('/qa/brand?brand=acme');
    expect(out.join('\n')).toContain('VITE_BRAND=acme npm run build');
  });

  it('refuses an id, a domain or a merchant code another brand uses, writing nothing', async () => {
    const clash = [
      'lotus2',
      '--from',
      'demo',
      '--name',
      'Lotus Two',
      '--domain',
      'lotus.localhost',
      '--merchant',
      'nowl02',
    ];
    expect(await run(clash)).toBe(1);
    expect(err).toEqual([
      'brand:new: domain "lotus.localhost" is already used by brands/lotus.json',
      'brand:new: merchant code "nowl02" is already used by brands/nightowl.json',
    ]);
    err = [];
    expect(await run(['nightowl', ...ACME.slice(1)])).toBe(1);
    expect(err).toEqual([
      'brand:new: id "nightowl" is already used by brands/nightowl.json',
      'brand:new: brands/nightowl.json already exists',
    ]);
    expect(existsSync(join(dir, 'lotus2.json'))).toBe(false);
    expect(out).toEqual([]);
  });

  it("refuses a name or mark another brand shows (brand:check --strict's warnings)", async () => {
    expect(await run([...ACME, '--mark', 'l'])).toBe(1);
    expect(err).toEqual(['brand:new: mark "l" is already used by brands/lotus.json']);
    expect(await run(['acme', '--from', 'lotus', '--name', ' lotus club ', ...ACME.slice(5)])).toBe(
      1,
    );
    expect(err.at(-1)).toBe('brand:new: name " lotus club " is already used by brands/lotus.json');
    expect(existsSync(join(dir, 'acme.json'))).toBe(false);
  });

  it('lists what is missing when it cannot ask (no terminal)', async () => {
    expect(await run(['acme', '--from', 'lotus'])).toBe(1);
    expect(err[0]).toBe('brand:new: missing --name, --domain, --merchant');
    expect(err[1]).toMatch(/^usage: npm run brand:new -- <id> --from/);
    expect(existsSync(join(dir, 'acme.json'))).toBe(false);
  });

  it('asks for what is missing in a terminal', async () => {
    const asked: Partial<NewBrandAnswers>[] = [];
    const prompt = async (answers: Partial<NewBrandAnswers>) => {
      asked.push(answers);
      return { ...answers, name: 'Acme Bet', domains: ['acme.example'], merchantCode: 'ACME01' };
    };
    expect(await run(['acme', '--from', 'demo'], { interactive: true, prompt })).toBe(0);
    expect(asked).toEqual([{ id: 'acme', from: 'demo' }]);
    expect(JSON.parse(written('acme')).app.name).toBe('Acme Bet');
  });
});

describe('markFromName', () => {
  it('takes the initials of the first two words', () => {
    expect(markFromName('Acme Bet')).toBe('AB');
    expect(markFromName('royal')).toBe('R');
    expect(markFromName('Sao Vàng Club')).toBe('SV');
  });
});
