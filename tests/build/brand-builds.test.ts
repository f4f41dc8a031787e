// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBrandFiles } from '#brands/brand-files.ts';
import type { Brand } from '#brands/brand.types.ts';
import { filesContaining, productionBuild } from './production-build.ts';

/**
 * README "Deploying brands": a live build of one brand (`VITE_BRAND=nightowl npm run build`) or
 * of several behind their domains (`VITE_BRANDS=lotus,nightowl npm run build`) ships only
 * those brands, and only their `app` part.
 */

const shipped = readBrandFiles().flatMap((input) => ('data' in input ? [input.data as Brand] : []));
const brand = (id: string) => {
  const found = shipped.find((b) => b.app.id === id);
  if (!found) throw new Error(`no brand ${id}`);
  return found;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A brand file's `platform` part as it would appear in a script: its keys or its values. */
const PLATFORM_KEYS = /\\?"(defaultPassword|registerRules|whitelabel|customerService)\\?":/;

const builds: Record<string, { outDir: string; remove: () => void }> = {};

beforeAll(async () => {
  builds.nightowl = await productionBuild('live', { VITE_BRAND: 'nightowl' });
  builds.pair = await productionBuild('live', { VITE_BRANDS: 'lotus,nightowl' });
}, 360_000);

afterAll(() => Object.values(builds).forEach((b) => b.remove()));

describe('a live build of nightowl alone (VITE_BRAND=nightowl npm run build)', () => {
  it('ships nightowl, and no other brand: none of their merchant codes, domains or names', () => {
    const { outDir } = builds.nightowl!;
    expect(shipped.length).toBeGreaterThan(1);
    expect(
      filesContaining(outDir, new RegExp(escape(brand('nightowl').app.merchantCode))),
    ).not.toEqual([]);
    for (const other of shipped.filter((b) => b.app.id !== 'nightowl')) {
      const pattern = new RegExp(
        [other.app.merchantCode, ...other.app.domains, other.app.name].map(escape).join('|'),
      );
      expect(filesContaining(outDir, pattern), `files with brand ${other.app.id}`).toEqual([]);
    }
  });

  it('ships no platform part: no defaultPassword, no default password, no register rules', () => {
    const { outDir } = builds.nightowl!;
    expect(filesContaining(outDir, PLATFORM_KEYS)).toEqual([]);
    const passwords = new RegExp(shipped.map((b) => escape(b.platform.defaultPassword)).join('|'));
    expect(filesContaining(outDir, passwords)).toEqual([]);
  });
});

describe('a live build of lotus and nightowl by domain (VITE_BRANDS=lotus,nightowl)', () => {
  it('ships both brands with their domains, and not demo', () => {
    const { outDir } = builds.pair!;
    for (const id of ['lotus', 'nightowl']) {
      const { merchantCode, domains } = brand(id).app;
      expect(filesContaining(outDir, new RegExp(escape(merchantCode))), id).not.toEqual([]);
      expect(filesContaining(outDir, new RegExp(escape(domains[0]!))), id).not.toEqual([]);
    }
    const demo = brand('demo').app;
    expect(
      filesContaining(outDir, new RegExp(`${demo.merchantCode}|${escape(demo.domains[0]!)}`)),
    ).toEqual([]);
    expect(filesContaining(outDir, PLATFORM_KEYS)).toEqual([]);
  });
});
