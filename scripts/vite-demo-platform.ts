import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { MOCK_CDNS } from '#mock-server/paths.ts';
import type { PrerenderedAsset } from '#mock-server/snapshot-build.ts';
import type { DemoPlatformData } from './demo-platform-data.ts';
import { isSeedingModule, SEED_STAND_IN } from './vite-demo-seed.ts';
import { demoTldtsStandIn } from './vite-demo-tldts.ts';

/** Where the platform's build data comes from (made once per build). */
type PlatformDataSource = () => Promise<DemoPlatformData>;

/** What the demo's simulated platform imports from the build (mock-server/browser.ts). */
export const PLATFORM_MODULE = 'virtual:demo-platform';
const RESOLVED = `\0${PLATFORM_MODULE}`;
const SNAPSHOT_PREFIX = `${PLATFORM_MODULE}/snapshot/`;
const RESOLVED_SNAPSHOT_PREFIX = `\0${SNAPSHOT_PREFIX}`;

/** msw's own worker script (msw/vite copies it into the demo build and serves it in dev). */
export const MSW_WORKER = 'mockServiceWorker.js';
/** The demo build's service worker: pre-rendered assets, then the simulated platform. */
export const DEMO_WORKER = 'demo-service-worker.js';
/** The simulated platform as a classic script the demo's service worker runs (decision 018). */
export const PLATFORM_WORKER = 'demo-platform-worker.js';
const PLATFORM_WORKER_ENTRY = 'mock-server/worker/platform-worker.ts';

/** Dev server and tests: no build data; the platform seeds in the page, msw's worker as is. */
export function devModuleSource(base: string): string {
  return [
    `export const SERVICE_WORKER_URL = ${JSON.stringify(`${base}${MSW_WORKER}`)};`,
    'export const loadDemoSnapshot = async () => undefined;',
    '',
  ].join('\n');
}

/** A build's module: the demo worker, and one lazy chunk per brand's snapshot. */
export function buildModuleSource(base: string, brandIds: readonly string[]): string {
  const loaders = brandIds.map(
    (id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(SNAPSHOT_PREFIX + id)}),`,
  );
  return [
    `export const SERVICE_WORKER_URL = ${JSON.stringify(`${base}${DEMO_WORKER}`)};`,
    'const loaders = {',
    ...loaders,
    '};',
    'export async function loadDemoSnapshot(brandId) {',
    '  const load = Object.hasOwn(loaders, brandId) ? loaders[brandId] : undefined;',
    '  return load ? (await load()).default : undefined;',
    '}',
    '',
  ].join('\n');
}

/** One brand's chunk: JSON.parse of a string literal parses faster than an object literal. */
export function snapshotModuleSource(snapshot: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(snapshot))});\n`;
}

/**
 * The demo build's service worker. Its fetch listener comes before the platform's: a GET of a
 * pre-rendered asset (directly or under a simulated CDN prefix) is answered here; every other
 * request goes on to the simulated platform (`PLATFORM_WORKER`). A home page shows some 45 vendor icons and a
 * banner (its largest picture), each of which would otherwise be a round trip through the
 * page's main thread. The answer keeps the platform's headers (content type, caching).
 * The build's own files (`staticPrefix`: scripts, styles, language bundles) go to the network
 * at once: the platform answers none of them.
 */
export function workerSource(
  assets: Record<string, PrerenderedAsset>,
  staticPrefix: string,
): string {
  return `// Made by scripts/vite-demo-platform.ts for the demo build. Do not edit.
const ASSETS = new Map(Object.entries(${JSON.stringify(assets)}));
const CDN_PREFIXES = ${JSON.stringify(MOCK_CDNS)};
const STATIC_PREFIX = ${JSON.stringify(staticPrefix)};

function assetPath(pathname) {
  const cdn = CDN_PREFIXES.find((prefix) => pathname.startsWith(prefix + '/'));
  return cdn ? pathname.slice(cdn.length) : pathname;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(STATIC_PREFIX)) {
    event.stopImmediatePropagation();
    return;
  }
  const asset = ASSETS.get(assetPath(url.pathname));
  if (!asset) return;
  event.stopImmediatePropagation();
  event.respondWith(new Response(asset.body, { headers: asset.headers }));
});

importScripts(${JSON.stringify(`./${PLATFORM_WORKER}`)});
`;
}

const run = promisify(execFile);

/**
 * Builds the simulated platform for the service worker: one classic script (a worker cannot
 * `import()`), with the build's seeded data of every brand and the same stand-ins as the page's.
 */
async function buildPlatformWorker(
  root: string,
  mode: string,
  data: PlatformDataSource,
): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [demoPlatform({ data, worker: false }), demoTldtsStandIn()],
    build: {
      write: false,
      copyPublicDir: false,
      lib: {
        entry: resolve(root, PLATFORM_WORKER_ENTRY),
        formats: ['iife'],
        name: 'demoPlatformWorker',
        fileName: () => PLATFORM_WORKER,
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk')
    throw new Error('demo-platform: the worker build made no script');
  return chunk.code;
}

/** Runs scripts/demo-platform-data.ts in a fresh Node process: no stale seed modules. */
async function readPlatformData(root: string): Promise<DemoPlatformData> {
  const script = resolve(root, 'scripts/demo-platform-data.ts');
  try {
    const { stdout } = await run(process.execPath, [script], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    return JSON.parse(stdout) as DemoPlatformData;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`scripts/demo-platform-data.ts failed: ${(error as Error).message}\n${stderr}`);
  }
}

/**
 * Demo builds: what the simulated platform needs from the build, made at build time by the
 * platform's own code (docs/decisions/004):
 * - `virtual:demo-platform`: `loadDemoSnapshot(brandId)` (each brand's seeded data, a lazy
 *   chunk each, so faker and the seeding never reach the browser) and `SERVICE_WORKER_URL`;
 * - `demo-service-worker.js`: answers the URL-only assets (vendor icons, the shipped brands'
 *   banner and promotion images) itself, then runs msw's worker;
 * - the seeding path of `mock-server/snapshot.ts` is a stand-in that refuses
 *   (`scripts/vite-demo-seed.ts`): every brand has its snapshot, and no faker code ships.
 * The dev server has neither: there the seeds run in the page and msw's worker is used as
 * is, so a seed edit shows at once.
 */
export function demoPlatform({
  data: given,
  worker = true,
}: {
  /** The platform's data from the page's build (the worker's build reads it once, not twice). */
  data?: PlatformDataSource;
  /** Whether to emit the demo's service worker (the worker's own build does not). */
  worker?: boolean;
} = {}): Plugin {
  let root = process.cwd();
  let base = '/';
  let mode = 'demo';
  let build = false;
  let assetsDir = 'assets';
  let data: Promise<DemoPlatformData> | undefined;
  const platformData: PlatformDataSource = given ?? (() => (data ??= readPlatformData(root)));

  return {
    name: 'demo-platform',
    // The prerendered shell (scripts/vite-prerender-shell.ts) takes the first banners from it.
    api: { platformData },
    configResolved(config) {
      root = config.root;
      base = config.base;
      mode = config.mode;
      assetsDir = config.build.assetsDir;
      build = config.command === 'build';
    },
    buildStart() {
      // A watch rebuild seeds again (the worker's build shares the page's data).
      if (!given) data = undefined;
    },
    resolveId(id) {
      if (id === PLATFORM_MODULE || id.startsWith(SNAPSHOT_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (build && isSeedingModule(id, root)) return SEED_STAND_IN;
      if (id === RESOLVED) {
        if (!build) return devModuleSource(base);
        return buildModuleSource(base, Object.keys((await platformData()).snapshots));
      }
      if (!id.startsWith(RESOLVED_SNAPSHOT_PREFIX)) return undefined;
      const brandId = id.slice(RESOLVED_SNAPSHOT_PREFIX.length);
      const snapshot = (await platformData()).snapshots[brandId];
      if (!snapshot) throw new Error(`demo-platform: no snapshot for brand '${brandId}'`);
      return snapshotModuleSource(snapshot);
    },
    async generateBundle() {
      if (!build || !worker) return;
      const { assets } = await platformData();
      const source = workerSource(assets, `${base}${assetsDir}/`);
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER, source });
      const platform = await buildPlatformWorker(root, mode, platformData);
      this.emitFile({ type: 'asset', fileName: PLATFORM_WORKER, source: platform });
    },
  };
}
