import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { memberScopeKey } from '#src/api/member.queries.ts';

/**
 * Drops every member-scoped query (balance, unread count, favourites, recent games...) when
 * the session's token goes: a logout, a failed restore. Keys name the account, so the next
 * member never sees them anyway; this frees them and makes the same member's next login ask
 * afresh. A 401 (`expiredAccount` set) keeps them: the member centre's pages stay on screen
 * with what was typed until the member logs in again (MemberCentreGuard); that next login
 * marks them stale, so what is shown is asked afresh and the rest is garbage-collected.
 */
export function useForgetMemberData(token: string | null, expiredAccount: string | null): void {
  const queryClient = useQueryClient();
  const previous = useRef(token);
  const kept = useRef(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = token;
    if (before === token) return;
    if (before === null) {
      if (kept.current && token !== null)
        void queryClient.invalidateQueries({ queryKey: memberScopeKey });
      kept.current = false;
      return;
    }
    if (token === null && expiredAccount !== null) {
      kept.current = true;
      return;
    }
    queryClient.removeQueries({ queryKey: memberScopeKey });
  }, [token, expiredAccount, queryClient]);
}
