import type { Game } from '#schemas/games-api.ts';
import { GAME_PAGE_SIZE } from '#src/api/games.ts';

/** One page as a source answers it; `totalCount` when the source knows it. */
export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount?: number;
}

export type LoadPage = (pageNo: number, signal: AbortSignal) => Promise<GamePage>;

export interface PagedSnapshot {
  /** 'loading' until the first page is in, 'error' when it failed. */
  status: 'loading' | 'ready' | 'error';
  /** Places in the list: the total when known, else pages times page size until the last. */
  count: number;
  /** A later page failed: the places stay empty until `retry`. */
  pageFailed: boolean;
  /** Pages in so far: a new page is a new snapshot, so the list shows its games. */
  loadedPages: number;
}

/** Pages that may load at once: enough for a tall screen, few enough to stay polite. */
const MAX_IN_FLIGHT = 4;

/**
 * A game list loaded page by page, in any order: the list knows its length after the first
 * page, so a virtual list can size itself for all 10,000 slots at once and the pages a
 * screen shows are loaded when it shows them (a jump to the end loads only the last pages).
 */
export class PagedGames {
  readonly #load: LoadPage;
  readonly #pageSize: number;
  readonly #pages = new Map<number, Game[]>();
  readonly #inFlight = new Map<number, AbortController>();
  readonly #failed = new Set<number>();
  readonly #listeners = new Set<() => void>();
  #totalPages: number | null = null;
  #totalCount: number | null = null;
  #range: [number, number] = [0, 0];
  #snapshot: PagedSnapshot = { status: 'loading', count: 0, pageFailed: false, loadedPages: 0 };

  constructor(load: LoadPage, pageSize: number = GAME_PAGE_SIZE) {
    this.#load = load;
    this.#pageSize = pageSize;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): PagedSnapshot => this.#snapshot;

  /** The game at `index`, or undefined while its page has not arrived. */
  gameAt = (index: number): Game | undefined =>
    this.#pages.get(Math.floor(index / this.#pageSize) + 1)?.[index % this.#pageSize];

  /** Loads the first page (again after `stop`). */
  start = (): void => {
    this.#fetch(1);
  };

  /** Stops every page in flight: the list is gone or shows something else. */
  stop = (): void => {
    for (const controller of this.#inFlight.values()) controller.abort();
    this.#inFlight.clear();
  };

  /** The places `first`..`last` are on screen: loads the pages they need that are missing. */
  want = (first: number, last: number): void => {
    this.#range = [first, last];
    if (this.#totalPages === null) return;
    const from = Math.floor(Math.max(0, first) / this.#pageSize) + 1;
    const to = Math.min(this.#totalPages, Math.floor(Math.max(0, last) / this.#pageSize) + 1);
    for (let pageNo = from; pageNo <= to; pageNo += 1) {
      if (this.#inFlight.size >= MAX_IN_FLIGHT) break;
      if (!this.#pages.has(pageNo) && !this.#inFlight.has(pageNo) && !this.#failed.has(pageNo))
        this.#fetch(pageNo);
    }
  };

  /** Tries the failed pages (or the first page) again. */
  retry = (): void => {
    this.#failed.clear();
    if (this.#totalPages === null) {
      this.#publish({ status: 'loading' });
      this.#fetch(1);
      return;
    }
    this.#publish({ pageFailed: false });
    this.want(...this.#range);
  };

  #fetch(pageNo: number): void {
    if (this.#inFlight.has(pageNo)) return;
    const controller = new AbortController();
    this.#inFlight.set(pageNo, controller);
    this.#load(pageNo, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        this.#inFlight.delete(pageNo);
        this.#pages.set(pageNo, page.games);
        this.#totalPages = page.totalPages;
        if (page.totalCount !== undefined) this.#totalCount = page.totalCount;
        this.#publish({ status: 'ready', count: this.#count(), loadedPages: this.#pages.size });
        // The screen may need more pages than were allowed in flight at once.
        this.want(...this.#range);
      },
      () => {
        if (controller.signal.aborted) return;
        this.#inFlight.delete(pageNo);
        this.#failed.add(pageNo);
        if (this.#totalPages === null) this.#publish({ status: 'error' });
        else this.#publish({ pageFailed: true });
      },
    );
  }

  #count(): number {
    if (this.#totalCount !== null) return this.#totalCount;
    const totalPages = this.#totalPages ?? 0;
    const last = this.#pages.get(totalPages);
    return last ? (totalPages - 1) * this.#pageSize + last.length : totalPages * this.#pageSize;
  }

  #publish(change: Partial<PagedSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of this.#listeners) listener();
  }
}
