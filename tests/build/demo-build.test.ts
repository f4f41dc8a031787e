// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadChunks, readManifest } from '../../scripts/route-bytes.ts';
import { builtFiles, entryScripts, productionBuild } from './production-build.ts';

let outDir: string;
let remove = () => {};

const builtScripts = (dir: string) => builtFiles(dir).filter((file) => /\.(js|html)$/.test(file));

beforeAll(async () => {
  ({ outDir, remove } = await productionBuild('demo'));
}, 180_000);

afterAll(() => remove());

describe('the demo build (vite build --mode demo)', () => {
  it('ships the simulated platform without faker: seeded data comes with the build', () => {
    const files = builtScripts(outDir);
    expect(files.some((file) => file.includes('demo-service-worker'))).toBe(true);
    // Faker's bundled code keeps `faker` as a property name (this.faker.helpers...).
    const offenders = files
      .filter((file) => /faker/i.test(readFileSync(file, 'utf8')))
      .map((file) => relative(outDir, file));
    expect(offenders, 'built files that contain faker code').toEqual([]);
  });

  it('starts with the app alone, which then loads its link to the simulated platform as one file', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = entryScripts(html);
    // Each small file more is one more request before the first render (docs/decisions/005);
    // the platform is asked for beside the app's script, after the first paint (007, 017).
    expect(scripts, 'entry scripts of index.html').toHaveLength(1);
    expect(html, 'index.html').not.toContain('modulepreload');
    // The app's boot imports its link to the platform as one chunk that needs nothing but the
    // app: one request, no chain.
    const manifest = readManifest(outDir);
    const platform = (manifest['index.html']?.dynamicImports ?? []).filter((key) =>
      key.includes('demo-platform'),
    );
    expect(platform, 'platform chunks the app imports').toEqual([
      expect.stringMatching(/^_demo-platform-[\w-]+\.js$/),
    ]);
    expect(manifest[platform[0] ?? '']?.imports, 'what the platform chunk needs').toEqual([
      'index.html',
    ]);
  });

  it('runs the simulated platform in its service worker, not in the page (decision 018)', () => {
    const worker = readFileSync(join(outDir, 'demo-service-worker.js'), 'utf8');
    expect(worker).toContain('importScripts("./demo-platform-worker.js")');
    const platform = readFileSync(join(outDir, 'demo-platform-worker.js'), 'utf8');
    expect(platform).toContain('/wps/member/info');
    // The page's chunk is the link and the contract modules it shares with the app; the
    // platform (msw, the handlers, the seeded data) was 587 KB of it.
    const manifest = readManifest(outDir);
    const chunk = Object.values(manifest).find((entry) => entry.name === 'demo-platform');
    const link = readFileSync(join(outDir, chunk?.file ?? ''), 'utf8');
    expect(link).not.toContain('/wps/member/info');
    expect(link.length).toBeLessThan(64 * 1024);
  });

  it("names the simulated platform's chunk on <html>: it downloads beside the app's script", () => {
    const manifest = readManifest(outDir);
    const root = /<html [^>]*>/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))?.[0] ?? '';
    const named = /data-app-preload="([^"]*)"/.exec(root)?.[1]?.split(' ') ?? [];
    const files = ['session-engine', 'demo-platform'].map(
      (name) => `/${Object.values(manifest).find((chunk) => chunk.name === name)?.file}`,
    );
    expect(named).toEqual(files);
  });

  it('carries both QA tools, each loaded only by its own route', () => {
    const manifest = readManifest(outDir);
    const tools = ['src/qa/machines/machines-page.tsx', 'src/qa/brand/brand-studio-page.tsx'];
    for (const tool of tools) expect(manifest[tool]?.isDynamicEntry, tool).toBe(true);
    const home = firstLoadChunks(manifest, ['src/features/home/home-page.tsx']);
    const withElk = home.filter((chunk) =>
      readFileSync(join(outDir, chunk.file), 'utf8').includes('org.eclipse.elk'),
    );
    expect(
      withElk.map((chunk) => chunk.file),
      'home chunks with the chart layout',
    ).toEqual([]);
  });

  it("prerenders the public pages with each page's first banner, its image a static file", () => {
    for (const file of ['index.html', 'register.html', 'rng.html', 'promotions.html']) {
      const html = readFileSync(join(outDir, file), 'utf8');
      const image =
        /<img class="banner-strip__image" src="(\/mock-assets\/banners\/demo\/\d+\.svg)"/.exec(
          html,
        )?.[1];
      expect(image, `${file}: the first banner`).toBeDefined();
      // Served before the service worker runs: the file must be in the build.
      expect(readFileSync(join(outDir, image ?? ''), 'utf8'), image).toContain('<svg');
      expect(html.indexOf('prerendered-shell'), file).toBeLessThan(html.indexOf('id="root"'));
    }
  });

  it("prerenders promotions with its first card's picture, a static file too", () => {
    const html = readFileSync(join(outDir, 'promotions.html'), 'utf8');
    const image =
      /<img class="promotion-card__image" src="(\/mock-assets\/promotions\/demo\/vi\/\d+\.svg)"/.exec(
        html,
      )?.[1];
    expect(image, 'the first promotion').toBeDefined();
    expect(readFileSync(join(outDir, image ?? ''), 'utf8'), image).toContain('<svg');
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).not.toContain(
      'prerendered-shell__lead',
    );
  });
});
