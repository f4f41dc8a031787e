import { useCallback, useState } from 'react';
import { useGuard, useSession } from '#src/shared/session.tsx';
import { useLatest } from '#src/shared/use-latest.ts';
import { readLotteryFavourites, toggleLotteryFavourite } from '#src/platform/lottery-favourites.ts';

export interface LotteryFavourites {
  codes: readonly string[];
  has: (gameCode: string) => boolean;
  /** Adds or removes a game; guests and trial accounts are stopped by the guard. */
  toggle: (gameCode: string) => void;
}

/**
 * The member's lottery favourites (spec sections 3 and 4): read from LOTTFAV for the logged-in
 * username whenever that username changes (so they load on login), kept on change.
 */
export function useLotteryFavourites(): LotteryFavourites {
  const { member } = useSession();
  const guard = useGuard();
  const account = member?.account ?? '';
  const [state, setState] = useState(() => ({
    account,
    codes: account ? readLotteryFavourites(account) : [],
  }));
  if (state.account !== account) {
    // Logged in, out or as someone else: that member's list (none for a guest).
    setState({ account, codes: account ? readLotteryFavourites(account) : [] });
  }

  /** Adds or removes the game in the member's list (a guest: nothing). */
  const change = useCallback(
    (gameCode: string) => {
      if (account) setState({ account, codes: toggleLotteryFavourite(account, gameCode) });
    },
    [account],
  );
  const latestChange = useLatest(change);
  const toggle = useCallback(
    // Pressed while the session comes back: done once it is known, for the member of then.
    (gameCode: string) => {
      if (guard('lotteryFavourite', () => latestChange.current(gameCode))) change(gameCode);
    },
    [guard, change, latestChange],
  );
  const has = useCallback((gameCode: string) => state.codes.includes(gameCode), [state.codes]);
  return { codes: state.codes, has, toggle };
}
