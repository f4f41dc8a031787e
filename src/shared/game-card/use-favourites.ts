import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toFailure } from '#machines/failure.ts';
import type { Game } from '#schemas/games-api.ts';
import {
  favouriteIdsQuery,
  favouriteToggleKey,
  favouriteToggleMutation,
  type FavouriteToggleVariables,
} from '#src/api/favourites.queries.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { useGuard, useSession } from '#src/shared/session.tsx';
import { useLatest } from '#src/shared/use-latest.ts';
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

const NONE: ReadonlySet<number> = new Set();

/**
 * The member's favourite games (spec section 4): the id list, loaded when a member is logged
 * in and shared through the query cache by everything that shows stars at once (the hot row
 * and the favourites row of home, a listing and its vendor popup), and a toggle that adds a
 * game that is not a favourite or removes one that is, then loads the id list again. Guests
 * get the login popup with 'Please log in first' and trial accounts 'in_need_true_account'
 * (`useGuard`).
 */
export function useFavourites(): Favourites {
  const { token, member, isTrial } = useSession();
  const guard = useGuard();
  const alert = useAlert();
  const intl = useIntl();
  const queryClient = useQueryClient();
  // A trial account keeps no favourites: the platform refuses it the list (spec section 6).
  const account = token !== null && member !== null && !isTrial ? member.account : '';

  const { data } = useQuery(favouriteIdsQuery(account));
  const ids = data?.ids ?? NONE;
  const busyIds = useMutationState({
    filters: { mutationKey: favouriteToggleKey(account), status: 'pending' },
    select: (mutation) => (mutation.state.variables as FavouriteToggleVariables).request.nodeId,
  });
  const busy = useMemo(() => new Set(busyIds), [busyIds]);
  const { mutate } = useMutation({
    ...favouriteToggleMutation(queryClient, account),
    onError: (error) => {
      const failure = toFailure(error);
      void alert({
        message:
          failure.serverMessage ??
          intl.formatMessage(messageById(machineMessages, failure.messageId)),
        tone: 'warning',
      });
    },
  });

  /** Adds or removes the game, as the member's list says now (a guest or trial: nothing). */
  const change = useCallback(
    (game: Game) => {
      if (!account) return;
      const request = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      mutate({ request, remove: ids.has(game.nodeId) });
    },
    [account, ids, mutate],
  );
  const latestChange = useLatest(change);
  const toggle = useCallback(
    // Pressed while the session comes back: done once it is known, by the list of that moment.
    (game: Game) => {
      if (guard('favourite', () => latestChange.current(game))) change(game);
    },
    [guard, change, latestChange],
  );

  const toggleFor = useCallback(
    (game: Game): FavouriteToggle => ({
      active: ids.has(game.nodeId),
      busy: busy.has(game.nodeId),
      onToggle: toggle,
    }),
    [ids, busy, toggle],
  );

  return { ids, revision: data?.revision ?? 0, toggleFor };
}
