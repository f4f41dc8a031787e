// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRANDS_DIR } from '#brands/brand-files.ts';
import { runBrandCheck } from './brand-check.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let dir: string;
let out: string[];
let err: string[];

const run = (...args: string[]) =>
  runBrandCheck(args, {
    cwd: dir,
    dir: join(dir, 'brands'),
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });

/** Writes `brands/<id>.json` as a copy of demo with its own identity, changed by `edit`. */
function writeCopy(id: string, edit: (brand: Json) => void, folder = 'brands'): string {
  const brand = JSON.parse(readFileSync(join(BRANDS_DIR, 'demo.json'), 'utf8')) as Json;
  brand.app.id = id;
  brand.app.name = 'Acme Bet';
  brand.app.theme.logo = { wordmark: 'Acme Bet', mark: 'AB' };
  brand.app.domains = [`${id}.example`];
  brand.app.merchantCode = 'ACME01';
  edit(brand);
  const file = join(dir, folder, `${id}.json`);
  writeFileSync(file, JSON.stringify(brand, null, 2));
  return file;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'brand-check-'));
  cpSync(BRANDS_DIR, join(dir, 'brands'), { recursive: true, filter: (f) => !f.endsWith('.ts') });
  out = [];
  err = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run brand:check', () => {
  it('passes the shipped brands, strict or not', () => {
    expect(run()).toBe(0);
    expect(run('--strict')).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['brands: 3 file(s) OK', 'brands: 3 file(s) OK']);
  });

  it("refuses a copy that kept demo's merchant code, naming the JSON path in both files", () => {
    writeCopy('acme', (b) => (b.app.merchantCode = 'DEMO01'));
    expect(run()).toBe(1);
    expect(err).toEqual([
      // Reported on the later file in name order, naming both.
      'brands/demo.json: /app/merchantCode merchant code "DEMO01" is also used by brands/acme.json at /app/merchantCode (expected each brand on a merchant code of its own)',
    ]);
    expect(out).toEqual([]);
  });

  it('refuses a downloaded file whose id another brand uses', () => {
    writeCopy('lotus2', (b) => (b.app.id = 'nightowl'));
    expect(run('brands/lotus2.json')).toBe(1);
    expect(err).toContain(
      'brands/lotus2.json: /app/id id "nightowl" is also used by brands/nightowl.json at /app/id (expected each brand id in one file only)',
    );
  });

  it("warns of demo's name and mark but passes, and refuses them under --strict", () => {
    writeCopy('zest', (b) => {
      b.app.name = 'Demo Bet';
      b.app.theme.logo.mark = 'D';
    });
    expect(run()).toBe(0);
    expect(err).toEqual([
      'warning: brands/zest.json: /app/name name "Demo Bet" is also the name of brands/demo.json at /app/name (expected a name of its own, or players see the other brand)',
      'warning: brands/zest.json: /app/theme/logo/mark mark "D" is also the mark of brands/demo.json at /app/theme/logo/mark (expected a mark of its own, or players see the other brand)',
    ]);
    expect(out).toEqual(['brands: 4 file(s) OK (2 warning(s); --strict refuses them)']);

    err = [];
    expect(run('--strict')).toBe(1);
    expect(err).toHaveLength(2);
    expect(err[0]).toMatch(/^brands\/zest\.json: \/app\/name name "Demo Bet"/);
  });
});
