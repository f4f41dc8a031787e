import type { BudgetResult } from './budgets.ts';
import type { BundleFigures, RouteBundle } from './bundle.ts';
import { DEEP_START, type CataloguePage } from './catalogue.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { Machine } from './machine.ts';
import type { LeakFigures } from './leak.ts';
import { PAGES } from './routes.ts';
import { ratio, type Spread } from './stats.ts';

export type LighthouseSummary = Record<string, Record<keyof LighthouseFigures, Spread>>;

export interface InteractionSummary {
  registerClick: Spread & { reached: string };
  slots: {
    firstRowsMs: Spread;
    lastGameMs: Spread;
    domNodes: Spread;
    heapMB: Spread;
    totalGames: number;
  };
}

export interface BenchReport {
  date: string;
  wallTimeSeconds: number;
  machine: Machine;
  settings: Record<string, string | number | Record<string, number>>;
  lighthouse: LighthouseSummary;
  bundle: BundleFigures;
  interaction: InteractionSummary;
  catalogue: CataloguePage[];
  /** The leak check (`--leak-minutes`); absent when it did not run. */
  leak?: LeakFigures;
  budgets: BudgetResult[];
}

const COLUMNS = ['baseline', ...PAGES.map((page) => page.id)];
const KB = 1024;

/** TBT and CLS are zero or nearly so on the baseline by nature: a ratio to them says nothing. */
const METRICS: {
  key: keyof LighthouseFigures;
  label: string;
  format: (n: number) => string;
  noRatio?: boolean;
}[] = [
  { key: 'performance', label: 'performance score', format: (n) => n.toFixed(0) },
  { key: 'fcpMs', label: 'FCP ms', format: (n) => n.toFixed(0) },
  { key: 'lcpMs', label: 'LCP ms', format: (n) => n.toFixed(0) },
  { key: 'tbtMs', label: 'TBT ms', format: (n) => n.toFixed(0), noRatio: true },
  { key: 'cls', label: 'CLS', format: (n) => n.toFixed(3), noRatio: true },
  { key: 'jsTransferBytes', label: 'JS transferred KB', format: (n) => (n / KB).toFixed(1) },
];

const times = (value: number, base: number) => {
  const r = ratio(value, base);
  return r === undefined ? '' : ` x${r.toFixed(2)}`;
};

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Lighthouse ids of the live build's pages (the demo build's are the page ids themselves). */
export const liveId = (pageId: string) => `live-${pageId}`;

function lighthouseTable(summary: LighthouseSummary, runs: number, build: 'demo' | 'live'): string {
  const key = (id: string) => (build === 'live' && id !== 'baseline' ? liveId(id) : id);
  const header = ['', ...COLUMNS.map((id) => (id === 'slots' ? 'slots (/rng)' : id))];
  const rows = METRICS.map(({ key: metric, label, format, noRatio }) => {
    const base = summary.baseline?.[metric].median ?? 0;
    return [
      label,
      ...COLUMNS.map((id) => {
        const s = summary[key(id)]?.[metric];
        if (!s) return '-';
        const cell = `${format(s.median)} [${format(s.min)}-${format(s.max)}]`;
        return id === 'baseline' || noRatio ? cell : cell + times(s.median, base);
      }),
    ];
  });
  return [
    build === 'demo'
      ? `Lighthouse: demo build, mobile preset, simulated throttling; median [min-max] of ${runs} runs, x = ratio to the baseline's median`
      : `Lighthouse: live build served beside npm run mock:serve (the platform over HTTP); same settings`,
    table([header, ...rows]),
  ].join('\n');
}

function bundleTable(bundle: BundleFigures): string {
  const kb = (n: number) => (n / KB).toFixed(1);
  const base = bundle.baseline;
  const row = (label: string, build: string, b: RouteBundle) => [
    label,
    build,
    kb(b.jsGzip) + (b === base ? '' : times(b.jsGzip, base.jsGzip)),
    kb(b.jsBrotli) + (b === base ? '' : times(b.jsBrotli, base.jsBrotli)),
    kb(b.cssGzip),
    kb(b.cssBrotli),
  ];
  const rows = [
    ['route', 'build', 'JS gzip KB', 'JS brotli KB', 'CSS gzip KB', 'CSS brotli KB'],
    row('baseline', '-', base),
  ];
  for (const build of ['live', 'demo'] as const) {
    for (const page of PAGES) {
      const figures = bundle[build][page.id];
      if (figures) rows.push(row(page.id, build, figures));
    }
  }
  const total = bundle.homeModules.reduce((sum, m) => sum + m.raw, 0);
  const modules = [
    ['package or folder', 'minified KB', 'gzip KB (est.)', 'share'],
    ...bundle.homeModules
      .slice(0, 12)
      .map((m) => [
        m.name,
        kb(m.raw),
        kb(m.gzipEstimate),
        `${((m.raw / total) * 100).toFixed(1)}%`,
      ]),
  ];
  return [
    'Bundle: JS and CSS each route loads before its first render (exact bytes, one build; x = ratio to the baseline)',
    "  demo rows include the page's link to the simulated platform (which runs in the service worker), loaded beside the app",
    table(rows),
    '',
    'Largest modules of the live home route (from the sourcemaps; gzip split in proportion to minified bytes)',
    table(modules),
  ].join('\n');
}

const spreadText = (s: Spread, digits: number, unit: string) =>
  `${s.median.toFixed(digits)} ${unit} [${s.min.toFixed(digits)}-${s.max.toFixed(digits)}]`;

function slotRows(slots: InteractionSummary['slots']): string[][] {
  const games = `(${slots.totalGames.toLocaleString('en')} games)`;
  return [
    [
      'slots /rng: navigation start -> first game card on screen',
      spreadText(slots.firstRowsMs, 0, 'ms'),
      '',
    ],
    [
      "slots: scroll to the end -> last game's card on screen",
      spreadText(slots.lastGameMs, 0, 'ms'),
      games,
    ],
    [
      'slots: DOM nodes at the end (getElementsByTagName("*"))',
      spreadText(slots.domNodes, 0, ''),
      '',
    ],
    [
      'slots: JS heap at the end (CDP getHeapUsage after a GC)',
      spreadText(slots.heapMB, 1, 'MB'),
      '',
    ],
  ];
}

function interactionTable(interaction: InteractionSummary, runs: number): string {
  const click = interaction.registerClick;
  return [
    `Interaction: demo build, Playwright, phone viewport, 4x CPU slowdown; median [min-max] of ${runs} runs after 1 warm-up`,
    table([
      [
        'click Register -> register content visible',
        `${click.median.toFixed(0)} ms [${click.min.toFixed(0)}-${click.max.toFixed(0)}]`,
        `(reached: ${click.reached})`,
      ],
      ...slotRows(interaction.slots),
    ]),
  ].join('\n');
}

function catalogueTable(pages: CataloguePage[], runs: number): string {
  return [
    `Simulated catalogue: the demo brand's game search in Node, no throttling; median [min-max] of ${runs} fresh catalogues`,
    table([
      [
        'filter',
        'first page (builds its index)',
        `then the page at ${DEEP_START.toLocaleString('en')} (or the last)`,
      ],
      ...pages.map((page) => [
        `${page.label} (${page.totalCount.toLocaleString('en')} games)`,
        spreadText(page.firstPageMs, 2, 'ms'),
        spreadText(page.deepPageMs, 2, 'ms'),
      ]),
    ]),
  ].join('\n');
}

/** The report as printed: Lighthouse, bundle, interaction, catalogue, budgets, with the machine on top. */
export function formatReport(report: BenchReport): string {
  const m = report.machine;
  const notes = PAGES.filter((page) => page.note).map(
    (page) => `  ${page.id} (${page.path}): ${page.note}`,
  );
  return [
    `npm run bench, ${report.date}, ${report.wallTimeSeconds.toFixed(0)} s, source ${m.source}`,
    `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.platform}; load average ${m.loadAverage.join(' / ')} (1 / 5 / 15 min, at the end)`,
    `Node ${m.node}; ${m.chromium}; Lighthouse ${m.lighthouse}; Vite ${m.vite}`,
    '',
    lighthouseTable(report.lighthouse, Number(report.settings.lighthouseRuns), 'demo'),
    ...notes,
    '  the demo renders at once; its content waits for the simulated platform to start',
    '  JS transferred: as Lighthouse counts it; scripts fetched through the service worker count as 0',
    '',
    lighthouseTable(report.lighthouse, Number(report.settings.lighthouseRuns), 'live'),
    '',
    bundleTable(report.bundle),
    '',
    interactionTable(report.interaction, Number(report.settings.interactionRuns)),
    '',
    catalogueTable(report.catalogue, Number(report.settings.catalogueRuns)),
    '',
    report.leak
      ? `Leak check: live routes x${report.leak.routes} for ${report.leak.minutes} min, 4x CPU, ` +
        `${report.leak.laps} laps: JS heap ${report.leak.heapStartMB.toFixed(1)} -> ${report.leak.heapEndMB.toFixed(1)} MB ` +
        `(+${report.leak.heapGrowthPct.toFixed(1)} %), DOM ${report.leak.domStart} -> ${report.leak.domEnd} nodes ` +
        `(+${report.leak.domGrowthPct.toFixed(1)} %)`
      : 'Leak check: not run (--leak-minutes 0)',
    '',
    'Budgets',
    ...report.budgets.map((b) => `  ${b.pass ? 'PASS' : 'FAIL'}  ${b.name}: ${b.value}`),
  ].join('\n');
}
