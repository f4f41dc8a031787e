import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { runLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { PLATFORM_PREFIXES, startPlatformServer, type PlatformServer } from './platform-server.ts';
import { loginOf, PAGES } from './routes.ts';
import { serveStatic, type StaticServer } from './static-server.ts';
import { spread } from './stats.ts';

/**
 * `npx node bench/compare.ts [--runs 5] [--port 4351] [--pages home,register] <built-dir> ...`: Lighthouse on
 * the measured pages of two or more demo builds (e.g. before and after a change, each built
 * with `npx vite build --mode demo --outDir <dir>`), rounds interleaved so a slow spell of the
 * machine hits every build alike, each round starting with the next build. Prints the median
 * [min-max] of each figure. `--live`: the folders are live builds (`--mode live`), each served
 * beside the simulated platform over HTTP.
 */
const { values: args, positionals: dirs } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4351' },
    /** Comma-separated page ids (bench/routes.ts); default every page. */
    pages: { type: 'string' },
    live: { type: 'boolean', default: false },
  },
});
const pages = args.pages ? PAGES.filter((page) => args.pages?.split(',').includes(page.id)) : PAGES;
if (dirs.length < 2) throw new Error('give at least two built folders to compare');
const reports = join(import.meta.dirname, 'tmp', 'compare');
mkdirSync(reports, { recursive: true });

const servers: (StaticServer | PlatformServer)[] = [];
const sites: StaticServer[] = [];
const runs = new Map<string, LighthouseFigures[]>();
try {
  const platform = args.live ? await startPlatformServer(Number(args.port) + 20) : undefined;
  if (platform) servers.push(platform);
  const proxy = platform && { prefixes: PLATFORM_PREFIXES, target: platform.url };
  for (const [index, dir] of dirs.entries()) {
    sites.push(await serveStatic(dir, Number(args.port) + index, proxy));
  }
  servers.push(...sites);
  for (let round = 1; round <= Number(args.runs); round++) {
    for (const page of pages) {
      // Each round starts with the next build: the build measured second in a round scored
      // up to 8 points lower on the same files (the first one runs on a quieter machine).
      const order = dirs.map((_, offset) => (offset + round - 1) % dirs.length);
      for (const index of order) {
        const dir = dirs[index] ?? '';
        const key = `${page.id} ${basename(dir)}`;
        const report = join(reports, `${page.id}-${basename(dir)}-${round}.json`);
        const url = `${sites[index]?.url}${page.path}`;
        const figures = await runLighthouse(url, report, loginOf(page));
        runs.set(key, [...(runs.get(key) ?? []), figures]);
        console.error(`[compare] round ${round} ${key}: ${figures.performance}`);
      }
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}

const show = (values: number[], digits = 0) => {
  const { median, min, max } = spread(values);
  return `${median.toFixed(digits)} [${min.toFixed(digits)}-${max.toFixed(digits)}]`;
};
for (const [key, figures] of runs) {
  const pick = (name: keyof LighthouseFigures) => figures.map((f) => f[name]);
  console.log(
    `${key.padEnd(24)} perf ${show(pick('performance'))}  FCP ${show(pick('fcpMs'))}  ` +
      `LCP ${show(pick('lcpMs'))}  TBT ${show(pick('tbtMs'))}  CLS ${show(pick('cls'), 3)}  ` +
      `JS ${(spread(pick('jsTransferBytes')).median / 1024).toFixed(1)} KB`,
  );
}
