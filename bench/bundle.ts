import { chunkKeysNamed, readManifest, routeBytes } from '../scripts/route-bytes.ts';
import { attributeModules, type ModuleShare } from './modules.ts';
import { DEMO_BOOT_CHUNK, PAGES } from './routes.ts';

/** First-load bytes of one route in one build (deterministic: one measurement, no median). */
export interface RouteBundle {
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  chunks: { file: string; gzip: number }[];
}

export interface BundleFigures {
  baseline: RouteBundle;
  live: Record<string, RouteBundle>;
  demo: Record<string, RouteBundle>;
  /** The live build's home route, by package or project folder, largest first. */
  homeModules: ModuleShare[];
}

function measure(distDir: string, modules: string[]): RouteBundle {
  const bytes = routeBytes(distDir, readManifest(distDir), modules);
  return {
    jsGzip: bytes.jsGzip,
    jsBrotli: bytes.jsBrotli,
    cssGzip: bytes.cssGzip,
    cssBrotli: bytes.cssBrotli,
    chunks: [...bytes.js, ...bytes.css].map(({ file, gzip }) => ({ file, gzip })),
  };
}

/**
 * Bytes each page loads before its first render, from Vite's manifests. The demo build also
 * loads the simulated platform first; the baseline has nothing but its entry.
 */
export function measureBundles(dirs: { live: string; demo: string; baseline: string }) {
  const perPage = (dir: string, extra: string[]) =>
    Object.fromEntries(PAGES.map((page) => [page.id, measure(dir, [...page.modules, ...extra])]));
  const home = PAGES.find((page) => page.id === 'home');
  if (!home) throw new Error('bench/routes.ts has no home page');
  const liveManifest = readManifest(dirs.live);
  const sourceOf = new Map(
    Object.entries(liveManifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]),
  );
  const homeChunks = routeBytes(dirs.live, liveManifest, home.modules).js.map((chunk) => ({
    ...chunk,
    src: sourceOf.get(chunk.file),
  }));
  const demoBoot = chunkKeysNamed(readManifest(dirs.demo), DEMO_BOOT_CHUNK);
  if (demoBoot.length === 0) throw new Error(`the demo build has no '${DEMO_BOOT_CHUNK}' chunk`);
  return {
    baseline: measure(dirs.baseline, []),
    live: perPage(dirs.live, []),
    demo: perPage(dirs.demo, demoBoot),
    homeModules: attributeModules(dirs.live, homeChunks),
  } satisfies BundleFigures;
}
