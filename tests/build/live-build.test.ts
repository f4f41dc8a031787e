// @vitest-environment node
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, routeBytes } from '../../scripts/route-bytes.ts';
import { readBrandFiles } from '#brands/brand-files.ts';
import type { Brand } from '#brands/brand.types.ts';
import { builtFiles, entryScripts, filesContaining, productionBuild } from './production-build.ts';

/** Issue budget: the live home route loads at most 150 KB gzip of JavaScript before first render. */
const HOME_JS_BUDGET_GZIP = 150 * 1024;
const HOME_ROUTE = ['src/features/home/home-page.tsx', 'locales/vi.json'];
/** Issue 23: no page loads more than 200 KB gzip of JavaScript before its first render. */
const PAGE_JS_BUDGET_GZIP = 200 * 1024;
/** The pages `npm run bench` measures, by the route modules each renders (bench/routes.ts). */
const BENCH_ROUTES: Record<string, string[]> = {
  register: ['src/features/register/register-page.tsx'],
  slots: ['src/features/games/listing/game-listing-page.tsx'],
  promotions: ['src/features/promotions/promotion-routes.tsx'],
  deposit: [
    'src/features/member-centre/member-centre-layout.tsx',
    'src/features/deposit/deposit-page.tsx',
  ],
  agent: ['src/features/agent-centre/agent-centre-page.tsx'],
};

let outDir: string;
let remove = () => {};

beforeAll(async () => {
  ({ outDir, remove } = await productionBuild('live'));
}, 180_000);

afterAll(() => remove());

describe('the live build (npm run build)', () => {
  it('ships no mock code and no service worker', () => {
    const files = builtFiles(outDir);
    expect(files.map((f) => f.split('/').pop())).not.toContain('mockServiceWorker.js');
    const offenders = files
      .filter((file) => /\.(js|html|css)$/.test(file))
      .filter((file) =>
        /mockServiceWorker|setupWorker|faker|mock-server|@msw\/data|mock-assets/.test(
          readFileSync(file, 'utf8'),
        ),
      );
    expect(offenders, 'built files that contain mock code').toEqual([]);
  });

  it('ships neither QA tool: no machine visualiser, brand studio, live inspector or their messages', () => {
    const manifest = readManifest(outDir);
    expect(Object.keys(manifest).filter((source) => source.includes('src/qa/'))).toEqual([]);
    const offenders = builtFiles(outDir)
      .filter((file) => /\.(js|html|css|json)$/.test(file))
      .filter((file) =>
        /\/qa\/machines|\/qa\/brand|qa-machines|brand-studio|org\.eclipse\.elk|"qa\./.test(
          readFileSync(file, 'utf8'),
        ),
      );
    expect(offenders, 'built files that contain QA tool code').toEqual([]);
  });

  it('starts with one script: every module the entry imports is in one chunk', () => {
    const html = readFileSync(`${outDir}/index.html`, 'utf8');
    // Each small file more is one more request before the first render (docs/decisions/005).
    expect(entryScripts(html), 'entry scripts of index.html').toHaveLength(1);
    expect(html, 'index.html').not.toContain('modulepreload');
  });

  it('loads the session machine in one file: xstate and the machine come with its chunk', () => {
    const manifest = readManifest(outDir);
    // A chunk of a named group is listed under its file name, not under a source.
    const engine = Object.values(manifest).find((chunk) => chunk.name === 'session-engine');
    const entry = manifest['index.html'];
    expect(engine, 'the session engine is a chunk of its own').toBeDefined();
    // Each import of a lazy chunk is fetched only once the chunk has arrived: a round trip more.
    expect(engine?.imports?.map((key) => manifest[key]?.file)).toEqual([entry?.file]);
  });

  it("names on <html> the session engine and each language's core messages, for the loader to ask beside the app's script", () => {
    const manifest = readManifest(outDir);
    const engine = Object.values(manifest).find((chunk) => chunk.name === 'session-engine');
    const root = /<html [^>]*>/.exec(readFileSync(`${outDir}/index.html`, 'utf8'))?.[0] ?? '';
    expect(root).toContain(`data-app-preload="/${engine?.file}"`);
    for (const code of ['vi', 'en']) {
      const core = manifest[`locales/${code}.json?part=core`]?.file;
      expect(core, `${code}'s core messages chunk`).toBeDefined();
      expect(root).toContain(`data-app-locale-${code}="/${core}"`);
    }
  });

  it("ships the default brand's app part alone: no other brand's merchant code, no platform part", () => {
    const brands = readBrandFiles().flatMap((input) =>
      'data' in input ? [input.data as Brand] : [],
    );
    const others = brands.filter((brand) => brand.app.id !== 'demo');
    expect(others.length).toBeGreaterThan(0);
    const merchantCodes = new RegExp(others.map((brand) => brand.app.merchantCode).join('|'));
    expect(filesContaining(outDir, merchantCodes), 'files with another brand').toEqual([]);
    const platformPart = /\\?"(defaultPassword|registerRules|whitelabel)\\?":/;
    expect(filesContaining(outDir, platformPart), 'files with a platform part').toEqual([]);
    const passwords = new RegExp(brands.map((brand) => brand.platform.defaultPassword).join('|'));
    expect(filesContaining(outDir, passwords), 'files with a default password').toEqual([]);
  });

  it(`home route loads at most ${HOME_JS_BUDGET_GZIP / 1024} KB gzip of JavaScript before first render`, () => {
    const home = routeBytes(outDir, readManifest(outDir), HOME_ROUTE);
    const listing = home.js.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KB`).join(', ');
    expect(
      home.jsGzip,
      `home route JS is ${(home.jsGzip / 1024).toFixed(1)} KB gzip; largest chunks: ${listing}`,
    ).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
  }, 30_000);

  it.each(Object.entries(BENCH_ROUTES))(
    `%s loads at most ${PAGE_JS_BUDGET_GZIP / 1024} KB gzip of JavaScript before first render`,
    (_, modules) => {
      const bytes = routeBytes(outDir, readManifest(outDir), [...modules, 'locales/vi.json']);
      expect(bytes.jsGzip, `${(bytes.jsGzip / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
        PAGE_JS_BUDGET_GZIP,
      );
    },
    30_000,
  );

  it("ships the prerendered pages' script minified: no comment, at most 1.5 KB gzip", () => {
    const script = readFileSync(`${outDir}/prerendered-shell.js`);
    expect(script.toString('utf8')).not.toMatch(/\/\/ |\/\*/);
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(1536);
  });

  it('prerenders the public pages with the header and the banner box, and no mock asset', () => {
    for (const file of ['index.html', 'register.html', 'rng.html', 'promotions.html']) {
      const html = readFileSync(`${outDir}/${file}`, 'utf8');
      expect(html, file).toContain('<div id="prerendered-shell" data-brand="demo"');
      expect(html, file).toContain('<header class="site-header">');
      expect(html, file).toContain('banner-strip--pending');
      expect(html, file).toContain('<div id="root"></div>');
    }
    // Promotions' largest picture is its first card's: the shell asks the platform's list for it.
    const promotions = readFileSync(`${outDir}/promotions.html`, 'utf8');
    expect(promotions).toMatch(/<html [^>]*data-shell-lead="[^"]*\/wps\/promotion\/activities"/);
    expect(promotions).toContain('prerendered-shell__lead--pending');
    expect(readFileSync(`${outDir}/index.html`, 'utf8')).not.toContain('data-shell-lead');
  });
});
