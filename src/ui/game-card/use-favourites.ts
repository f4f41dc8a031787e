import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { toFailure } from '#machines/failure.ts';
import type { Game } from '#schemas/games-api.ts';
import { addFavourite, removeFavourite } from '#src/api/favourites.ts';
import { useAlert } from '#src/app/providers/alerts.tsx';
import { useGuard, useSession } from '#src/app/providers/session.tsx';
import { favouritesStore } from './favourites-store.ts';
import type { FavouriteToggle } from './game-card.tsx';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

export interface Favourites {
  /** Node ids of the member's favourites; empty for a guest. */
  ids: ReadonlySet<number>;
  /** Counts successful changes, so a list of favourites knows to load again. */
  revision: number;
  /** The toggle a game card shows. */
  toggleFor: (game: Game) => FavouriteToggle;
}

/**
 * The member's favourite games (spec section 4): the id list, loaded when a member is logged
 * in, and a toggle that adds a game that is not a favourite or removes one that is, then loads
 * the id list again. Guests get the login popup with 'Please log in first' and trial
 * accounts 'in_need_true_account' (`useGuard`).
 */
export function useFavourites(): Favourites {
  const { token, member } = useSession();
  const guard = useGuard();
  const alert = useAlert();
  const intl = useIntl();
  const key = token !== null && member !== null ? token : null;

  useEffect(() => (key ? favouritesStore.retain(key) : undefined), [key]);
  const entry = useSyncExternalStore(favouritesStore.subscribe, () => favouritesStore.entry(key));

  const toggle = useCallback(
    (game: Game) => {
      if (!guard('favourite') || !key) return;
      const request = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      const call = favouritesStore.entry(key).ids.has(game.nodeId) ? removeFavourite : addFavourite;
      favouritesStore.setBusy(key, game.nodeId, true);
      call(request)
        .then(
          (ids) => favouritesStore.changed(key, ids),
          (error: unknown) => {
            const failure = toFailure(error);
            void alert({
              message:
                failure.serverMessage ??
                intl.formatMessage(messageById(machineMessages, failure.messageId)),
              tone: 'warning',
            });
          },
        )
        .finally(() => favouritesStore.setBusy(key, game.nodeId, false));
    },
    [guard, key, alert, intl],
  );

  const toggleFor = useCallback(
    (game: Game): FavouriteToggle => ({
      active: entry.ids.has(game.nodeId),
      busy: entry.busy.has(game.nodeId),
      onToggle: toggle,
    }),
    [entry, toggle],
  );

  return { ids: entry.ids, revision: entry.revision, toggleFor };
}
