/** However long the first page takes to settle, what waits for it goes by then. */
export const FIRST_PAGE_LATEST_MS = 4000;

/**
 * Whether the first page has shown its content (`AfterFirstPage` marks it: the session known
 * and no call in flight for a moment), for what nothing on the first screen needs: the game
 * launch's code, the login popups' host, the alerts' dialog, the side menu's flyouts, the tab's
 * icon and the lite app's manifest. Lighthouse counts every request started before a page's
 * largest paint into it, and over HTTP/1.1 each small file queues for one of six connections
 * (docs/decisions/017). Whoever waits goes FIRST_PAGE_LATEST_MS after the first wait at most.
 */
export class FirstPageSignal {
  #shown = false;
  #resolve: () => void = () => {};
  readonly #promise = new Promise<void>((resolve) => (this.#resolve = resolve));
  #latest: ReturnType<typeof setTimeout> | undefined;

  get shown(): boolean {
    return this.#shown;
  }

  readonly mark = (): void => {
    this.#shown = true;
    clearTimeout(this.#latest);
    this.#resolve();
  };

  readonly wait = (): Promise<void> => {
    if (!this.#shown) this.#latest ??= setTimeout(this.mark, FIRST_PAGE_LATEST_MS);
    return this.#promise;
  };
}

/** The app's first page (one per page load). */
export const firstPage = new FirstPageSignal();
