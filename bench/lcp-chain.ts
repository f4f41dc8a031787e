import { parseArgs } from 'node:util';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lighthouseRun } from './lighthouse.ts';
import { PLATFORM_PREFIXES, startPlatformServer, type PlatformServer } from './platform-server.ts';
import { DEMO_PASSWORD } from './routes.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

/**
 * `npx node bench/lcp-chain.ts [--live] [--path /] [--login demo01] [--port 4381] <build-dir>`:
 * what Lighthouse's simulated LCP waited for (docs/decisions/017). One cold run, then each
 * request and long script task of Lantern's LCP graph with its simulated start and end (slow
 * 4G, 4x CPU, six connections per origin over HTTP/1.1): the LCP is when the last of them
 * ends, and the graph holds every request started before the page's observed largest paint.
 * `--live` serves a live build beside the simulated platform over HTTP.
 */
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    live: { type: 'boolean', default: false },
    path: { type: 'string', default: '/' },
    port: { type: 'string', default: '4381' },
    /** A demo account to log in as first (a member page). */
    login: { type: 'string' },
  },
});
const [dir] = positionals;
if (!dir) throw new Error('give a built folder');

/** A script task shorter than this (observed, unthrottled) is left out of the list. */
const SHOWN_TASK_MS = 5;

interface GraphNode {
  type: 'network' | 'cpu';
  duration?: number;
  request?: { url: string; resourceType?: string; transferSize: number };
}

const servers: (StaticServer | PlatformServer)[] = [];
try {
  const platform = args.live ? await startPlatformServer(Number(args.port) + 1) : undefined;
  if (platform) servers.push(platform);
  const proxy = platform && { prefixes: PLATFORM_PREFIXES, target: platform.url };
  const site = await serveStatic(dir, Number(args.port), proxy);
  servers.push(site);
  const login = args.login ? { username: args.login, password: DEMO_PASSWORD } : undefined;
  const { lhr, artifacts } = await lighthouseRun(`${site.url}${args.path}`, login);
  const context = { computedCache: new Map(), settings: lhr.configSettings, options: {} };
  const lcp = await LanternLargestContentfulPaint.request(
    Audit.makeMetricComputationDataInput(artifacts, context),
    context,
  );
  const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()] as [
    GraphNode,
    { startTime: number; endTime: number },
  ][];
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const observed = metrics?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  console.log(
    `${args.path}: score ${score}, simulated LCP ${Math.round(lcp.timing)} ms ` +
      `(observed ${Math.round(observed)} ms)`,
  );
  console.log('start   end ms  what');
  for (const [node, time] of timings.sort((a, b) => a[1].startTime - b[1].startTime)) {
    const observedMs = (node.duration ?? 0) / 1000;
    if (node.type === 'cpu' && observedMs < SHOWN_TASK_MS) continue;
    const what =
      node.type === 'network' && node.request
        ? `${node.request.resourceType ?? 'Other'} ${new URL(node.request.url).pathname} ` +
          `(${(node.request.transferSize / 1024).toFixed(1)} KB)`
        : `script task (${observedMs.toFixed(0)} ms observed)`;
    const span =
      `${Math.round(time.startTime)}`.padStart(5) + `${Math.round(time.endTime)}`.padStart(7);
    console.log(`${span}  ${what}`);
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
