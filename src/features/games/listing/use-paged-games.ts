import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { GAME_PAGE_SIZE } from '#src/api/games.ts';
import { PagedGames, type LoadPage, type PagedSnapshot } from './paged-games.ts';
import { throttle } from './throttle.ts';

/** Spec section 9: infinite scroll asks for more at most every 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

export interface PagedGamesView extends PagedSnapshot {
  gameAt: PagedGames['gameAt'];
  /** The places on screen changed (throttled). */
  want: (first: number, last: number) => void;
  retry: () => void;
}

/**
 * A game list for the listing: a new list whenever `key` (the source and its filters) changes,
 * loading with the `load` of that render.
 */
export function usePagedGames(key: string, load: LoadPage): PagedGamesView {
  // `key` names what `load` loads: a new key is a new list, a new closure alone is not.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const list = useMemo(() => new PagedGames(load, GAME_PAGE_SIZE), [key]);
  const want = useMemo(() => throttle(list.want, SCROLL_THROTTLE_MS), [list]);

  useEffect(() => {
    list.start();
    return () => {
      want.cancel();
      list.stop();
    };
  }, [list, want]);

  const snapshot = useSyncExternalStore(list.subscribe, list.getSnapshot);
  return { ...snapshot, gameAt: list.gameAt, want, retry: list.retry };
}
