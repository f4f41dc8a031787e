import type { Brand } from '#brands/brand.types.ts';
import demoBrand from '#brands/demo.json' with { type: 'json' };
import { createCatalogue, type GameFilter } from '#mock-server/games/catalogue.ts';
import { spread, type Spread } from './stats.ts';

/** The slots listing's filters, from none to every kind at once (spec section 7). */
const FILTERS: { label: string; filter: GameFilter }[] = [
  { label: 'slots, no filter', filter: { gameType: 'RNG' } },
  { label: 'slots, name "rong"', filter: { gameType: 'RNG', gameName: 'rong' } },
  {
    label: 'slots, megaways, min bet <= 500',
    filter: { gameType: 'RNG', gameClassify: 'megaways', minBet: 500 },
  },
  { label: 'slots, vendor PP', filter: { gameType: 'RNG', vassalage: 'PP' } },
];

/** Where the timed page starts: deep in the list, as after a long scroll. */
export const DEEP_START = 9_000;
const PAGE_SIZE = 28;

export interface CataloguePage {
  label: string;
  totalCount: number;
  /** The first page of a fresh catalogue: builds what the filter needs (attributes, orders). */
  firstPageMs: Spread;
  /** Then one page at DEEP_START (or the last page when fewer games match). */
  deepPageMs: Spread;
}

/**
 * The simulated platform's game search, timed in Node without throttling: how long one
 * listing page takes the demo brand's 10,000-slot catalogue, per filter. The platform runs
 * on the page's main thread in the demo, so this is main-thread time per listing request.
 * Each run starts from a fresh catalogue.
 */
export function timeCataloguePages(runs: number): CataloguePage[] {
  const brand = demoBrand as unknown as Brand;
  return FILTERS.map(({ label, filter }) => {
    const samples = Array.from({ length: runs }, () => {
      const catalogue = createCatalogue(brand);
      const first = timed(() => catalogue.find(filter, 0, PAGE_SIZE));
      const { totalCount } = first.value;
      const start = Math.min(DEEP_START, Math.max(0, totalCount - PAGE_SIZE));
      const deep = timed(() => catalogue.find(filter, start, PAGE_SIZE));
      return { totalCount, firstMs: first.ms, deepMs: deep.ms };
    });
    return {
      label,
      totalCount: samples[0]?.totalCount ?? 0,
      firstPageMs: spread(samples.map((sample) => sample.firstMs)),
      deepPageMs: spread(samples.map((sample) => sample.deepMs)),
    };
  });
}

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}
