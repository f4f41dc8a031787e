import type { Browser } from '@playwright/test';
import { parseArgs } from 'node:util';
import { withBrowser } from './interaction.ts';
import { logIn } from './login.ts';
import { PLATFORM_PREFIXES, startPlatformServer } from './platform-server.ts';
import { DEMO_PASSWORD } from './routes.ts';
import { serveStatic } from './static-server.ts';

/**
 * `npx node bench/long-tasks.ts [--live] [--path /] [--port 4371] [--cpu 4] [--runs 1]
 * [--top 6] [--all-frames] [--login demo01] <build-dir>`: where the main thread's long tasks
 * of a page load go (what Lighthouse's TBT sums). Loads the page at 4x CPU slowdown with a trace (`--runs N`: N
 * cold loads, the last one printed), then prints each task over 50 ms with the browser's own
 * work in it and the `--top` functions that took the largest share of its samples
 * (`--all-frames` counts V8's own entries too: program, garbage collector). Build unminified to read names:
 * `npx vite build --mode demo --minify false --outDir <dir>`. `--live` serves a live build
 * beside `npm run mock:serve`.
 */
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    live: { type: 'boolean', default: false },
    path: { type: 'string', default: '/' },
    port: { type: 'string', default: '4371' },
    /** CPU slowdown; at 1 the tasks Lighthouse's simulation would make long (over 50 ms / 4). */
    cpu: { type: 'string', default: '4' },
    /** Loads to make (fresh context each); the tasks are printed for the last one. */
    runs: { type: 'string', default: '1' },
    /** Functions listed per task. */
    top: { type: 'string', default: '6' },
    /** Also count samples in V8's own entries ("(program)", "(garbage collector)"). */
    'all-frames': { type: 'boolean', default: false },
    /** A demo account to log in as before the traced load (a member page). */
    login: { type: 'string' },
  },
});
const [dir] = positionals;
if (!dir) throw new Error('give a built folder');

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      documentLoaderURL?: string;
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

const CPU_SLOWDOWN = Number(args.cpu);
/** Long at Lighthouse's 4x: over 50 ms at 4x, over 12.5 ms unthrottled. */
const LONG_TASK_US = (50_000 * CPU_SLOWDOWN) / 4;
const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').replace(/.*\//, '')}:${node.callFrame.lineNumber}`;

interface LoadReport {
  /** Each long task with its top functions by share of samples. */
  lines: string[];
  /** Lighthouse's TBT model: each task after the first paint, 4x as long, beyond 50 ms. */
  blockingMs: number;
}

/** The renderer main thread's long tasks of one load. */
function longTasks(events: TraceEvent[], url: string): LoadReport {
  const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  // The page's renderer: where its navigation started (Chromium's own pages have renderers too).
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url),
  );
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const mains = new Set([threadKey(navigation)]);
  // The main thread's CPU profile: a "Profile" event on the thread, then chunks by its id.
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && mains.has(threadKey(e))) {
      profiles.set(`${e.pid}:${e.id}`, e.args?.data?.startTime ?? 0);
    }
  }
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  for (const e of events) {
    const key = `${e.pid}:${e.id}`;
    const clock = profiles.get(key);
    if (e.name !== 'ProfileChunk' || clock === undefined) continue;
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = clock;
    const deltas = e.args?.data?.timeDeltas ?? [];
    (e.args?.data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node });
    });
    profiles.set(key, ts);
  }
  const start = navigation.ts;
  const firstPaint =
    events.find((e) => e.name === 'firstContentfulPaint' && mains.has(threadKey(e)))?.ts ?? start;
  const long = events
    .filter((e) => e.name === 'RunTask' && mains.has(threadKey(e)) && (e.dur ?? 0) > LONG_TASK_US)
    .sort((a, b) => a.ts - b.ts);
  const blockingMs = long
    .filter((task) => task.ts >= firstPaint)
    .reduce((sum, task) => sum + Math.max(0, ((task.dur ?? 0) * 4) / CPU_SLOWDOWN / 1000 - 50), 0);
  const lines = long.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    // Self time says what is slow; components (PascalCase frames) say whose render it is.
    const self = new Map<string, number>();
    const components = new Map<string, number>();
    for (const sample of inTask) {
      const leaf = nodes.get(sample.node);
      if (leaf && (args['all-frames'] || !frameName(leaf).startsWith('('))) {
        self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + 1);
      }
      const seen = new Set<string>();
      for (let node = leaf; node; node = nodes.get(node.parent ?? -1)) {
        const name = frameName(node);
        if (!/^[A-Z][a-z]\w*\s/.test(name) || seen.has(name)) continue;
        seen.add(name);
        components.set(name, (components.get(name) ?? 0) + 1);
      }
    }
    const top = (shares: Map<string, number>) =>
      [...shares.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(args.top))
        .map(([name, count]) => `${name} ${Math.round((100 * count) / (inTask.length || 1))}%`)
        .join(' | ');
    // What the browser did in the task besides script (parsing, style, layout, paint...):
    // the trace events nested in it, by name (nested events count in their parents too).
    const work = new Map<string, number>();
    for (const e of events) {
      if (e === task || !mains.has(threadKey(e)) || e.ph !== 'X' || e.ts < task.ts) continue;
      if (e.ts + (e.dur ?? 0) > end) continue;
      work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const browserWork = [...work.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)} ms`)
      .join(' | ');
    const at = ((task.ts - start) / 1000).toFixed(0);
    const took = ((task.dur ?? 0) / 1000).toFixed(0);
    return `${at} ms: ${took} ms\n  events: ${browserWork}\n  self: ${top(self)}\n  within: ${top(components)}`;
  });
  return { lines, blockingMs };
}

const platform = args.live ? await startPlatformServer(Number(args.port) + 1) : undefined;
const site = await serveStatic(
  dir,
  Number(args.port),
  platform && { prefixes: PLATFORM_PREFIXES, target: platform.url },
);
try {
  const reports = await withBrowser(async (browser) => {
    const loads: LoadReport[] = [];
    for (let run = 0; run < Number(args.runs); run++) loads.push(await load(browser));
    return loads;
  });
  console.log(`Long tasks of ${args.path} (${CPU_SLOWDOWN}x CPU, from navigation start):`);
  console.log(reports.at(-1)?.lines.join('\n'));
  const blocking = reports.map((report) => Math.round(report.blockingMs)).sort((a, b) => a - b);
  console.log(
    `blocking after first paint, as Lighthouse's 4x model counts it: median ${blocking[Math.floor(blocking.length / 2)]} ms of [${blocking.join(', ')}]`,
  );
} finally {
  await site.close();
  await platform?.close();
}

/** One cold load in a fresh context, traced. */
async function load(browser: Browser): Promise<LoadReport> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  // Logged in at full speed, in the same tab: the token stays in its session storage.
  if (args.login) await logIn(page, site.url, args.login, DEMO_PASSWORD);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(`${site.url}${args.path}`);
  await page.waitForTimeout(8_000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await page.context().close();
  return longTasks(trace.traceEvents, site.url);
}
