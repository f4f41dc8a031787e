import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets } from './budgets.ts';
import { buildTarget, type BuildName } from './build.ts';
import { measureBundles } from './bundle.ts';
import { timeCataloguePages } from './catalogue.ts';
import {
  timeRegisterClick,
  timeSlotsScroll,
  withBrowser,
  type RegisterClick,
  type SlotsScroll,
} from './interaction.ts';
import { runLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { describeMachine } from './machine.ts';
import { formatReport, type BenchReport, type LighthouseSummary } from './report.ts';
import { checkLeaks, type LeakFigures } from './leak.ts';
import { PLATFORM_PREFIXES, startPlatformServer, type PlatformServer } from './platform-server.ts';
import { liveId } from './report.ts';
import { loginOf, PAGES } from './routes.ts';
import { checkPagesRender } from './smoke.ts';
import { serveStatic, type StaticServer } from './static-server.ts';
import { spread } from './stats.ts';

/**
 * `npm run bench [-- --runs 5 --interaction-runs 5 --leak-minutes 5 --port 4301]`: builds the
 * live, demo and baseline pages into a temporary folder, serves them on localhost (the live
 * build beside `npm run mock:serve`, the simulated platform over HTTP), measures, prints the
 * table and writes bench/results.json. Budgets are reported, not enforced: the exit code is
 * non-zero only when measuring itself fails. `--leak-minutes 0` skips the leak check.
 */
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'interaction-runs': { type: 'string', default: '5' },
    port: { type: 'string', default: '4301' },
    'leak-minutes': { type: 'string', default: '5' },
  },
});
const LEAK_MINUTES = Number(args['leak-minutes']);
const LIGHTHOUSE_RUNS = Number(args.runs);
const INTERACTION_RUNS = Number(args['interaction-runs']);
const FIRST_PORT = Number(args.port);
/** Catalogue pages take microseconds to milliseconds: many runs cost under a second. */
const CATALOGUE_RUNS = 21;
const BENCH_DIR = import.meta.dirname;
const REPORTS_DIR = join(BENCH_DIR, 'tmp', 'lighthouse');

const started = performance.now();
const log = (message: string) =>
  console.error(
    `[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`,
  );

/** Serves on the first free port from `from` (the bench keeps away from 4173, which CI uses). */
async function serveOnFreePort(
  root: string,
  from: number,
  platform?: string,
): Promise<StaticServer> {
  for (let port = from; port < from + 50; port++) {
    try {
      const proxy = platform ? { prefixes: PLATFORM_PREFIXES, target: platform } : undefined;
      return await serveStatic(root, port, proxy);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${from}-${from + 49}`);
}

/** A Lighthouse run that fails is tried once more before the bench gives up. */
async function lighthouseWithRetry(
  url: string,
  report: string,
  login: Parameters<typeof runLighthouse>[2],
): Promise<LighthouseFigures> {
  try {
    return await runLighthouse(url, report, login);
  } catch (error) {
    log(`retrying ${url}: ${(error as Error).message}`);
    return runLighthouse(url, report, login);
  }
}

async function main(): Promise<BenchReport> {
  const work = mkdtempSync(join(tmpdir(), 'whitelabel-bench-'));
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const servers: (StaticServer | PlatformServer)[] = [];
  try {
    const dirs = {
      live: join(work, 'live'),
      demo: join(work, 'demo'),
      baseline: join(work, 'baseline'),
    };
    const buildMs: Record<string, number> = {};
    for (const name of ['baseline', 'live', 'demo'] as BuildName[]) {
      log(`building ${name}`);
      buildMs[name] = Math.round(await buildTarget(name, dirs[name]));
    }

    log('measuring bundles');
    const bundle = measureBundles(dirs);

    const demo = await serveOnFreePort(dirs.demo, FIRST_PORT);
    servers.push(demo);
    const baseline = await serveOnFreePort(dirs.baseline, FIRST_PORT + 1);
    servers.push(baseline);
    const platform = await startPlatformServer(FIRST_PORT + 20);
    servers.push(platform);
    const live = await serveOnFreePort(dirs.live, FIRST_PORT + 2, platform.url);
    servers.push(live);
    log('checking that every page renders (demo, then live)');
    await withBrowser(async (browser) => {
      await checkPagesRender(browser, demo.url);
      await checkPagesRender(browser, live.url);
    });

    const targets = [
      { id: 'baseline', url: `${baseline.url}/`, login: undefined },
      ...PAGES.map((page) => ({
        id: page.id,
        url: `${demo.url}${page.path}`,
        login: loginOf(page),
      })),
      ...PAGES.map((page) => ({
        id: liveId(page.id),
        url: `${live.url}${page.path}`,
        login: loginOf(page),
      })),
    ];

    // Rounds interleave the pages, so a slow spell of the machine hits all of them alike.
    const lighthouseRuns = new Map<string, LighthouseFigures[]>(targets.map((t) => [t.id, []]));
    for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
      for (const target of targets) {
        log(`Lighthouse ${round}/${LIGHTHOUSE_RUNS} ${target.id} ${target.url}`);
        const report = join(REPORTS_DIR, `${target.id}-${round}.json`);
        lighthouseRuns
          .get(target.id)
          ?.push(await lighthouseWithRetry(target.url, report, target.login));
      }
    }
    const lighthouse: LighthouseSummary = Object.fromEntries(
      [...lighthouseRuns].map(([id, runs]) => [
        id,
        Object.fromEntries(
          (Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[]).map((key) => [
            key,
            spread(runs.map((run) => run[key])),
          ]),
        ) as LighthouseSummary[string],
      ]),
    );

    log(`interaction: 1 warm-up + ${INTERACTION_RUNS} runs`);
    const { clicks, scrolls } = await withBrowser(async (browser) => {
      await timeRegisterClick(browser, demo.url);
      await timeSlotsScroll(browser, demo.url);
      const runs = { clicks: [] as RegisterClick[], scrolls: [] as SlotsScroll[] };
      for (let i = 0; i < INTERACTION_RUNS; i++) {
        runs.clicks.push(await timeRegisterClick(browser, demo.url));
        runs.scrolls.push(await timeSlotsScroll(browser, demo.url));
      }
      return runs;
    });

    let leak: LeakFigures | undefined;
    if (LEAK_MINUTES > 0) {
      log(`leak check: live build, ${LEAK_MINUTES} min`);
      leak = await withBrowser((browser) => checkLeaks(browser, live.url, LEAK_MINUTES));
    }

    log(`simulated catalogue: ${CATALOGUE_RUNS} runs per filter`);
    const catalogue = timeCataloguePages(CATALOGUE_RUNS);

    const report: BenchReport = {
      date: new Date().toISOString(),
      wallTimeSeconds: 0,
      machine: describeMachine(),
      settings: {
        lighthouseRuns: LIGHTHOUSE_RUNS,
        interactionRuns: INTERACTION_RUNS,
        catalogueRuns: CATALOGUE_RUNS,
        lighthousePreset: 'mobile, simulated throttling (Lighthouse default)',
        interactionSetup: 'Playwright, 412x823 touch viewport, 4x CPU slowdown, localhost network',
        served: `static server on 127.0.0.1, content-encoding ${[...demo.encodings].join('/')}`,
        buildMs,
      },
      lighthouse,
      bundle,
      interaction: {
        registerClick: {
          ...spread(clicks.map((click) => click.ms)),
          reached: clicks[0]?.reached ?? 'unknown',
        },
        slots: {
          firstRowsMs: spread(scrolls.map((run) => run.firstRowsMs)),
          lastGameMs: spread(scrolls.map((run) => run.lastGameMs)),
          domNodes: spread(scrolls.map((run) => run.domNodes)),
          heapMB: spread(scrolls.map((run) => run.heapMB)),
          totalGames: scrolls[0]?.totalGames ?? 0,
        },
      },
      catalogue,
      leak,
      budgets: checkBudgets(bundle, lighthouse, leak),
    };
    report.wallTimeSeconds = Math.round((performance.now() - started) / 1000);
    return report;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  const report = await main();
  writeFileSync(join(BENCH_DIR, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatReport(report));
  console.log(`\nWritten: bench/results.json; Lighthouse reports in bench/tmp/lighthouse/`);
} catch (error) {
  console.error('bench: measuring failed:', error);
  process.exitCode = 1;
}
