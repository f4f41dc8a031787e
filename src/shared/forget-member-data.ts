import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { memberScopeKey } from '#src/api/member.queries.ts';

/**
 * Drops every member-scoped query (balance, unread count, favourites, recent games...) when
 * the session's token goes: a logout, a 401, a failed restore. Keys name the account, so the
 * next member never sees them anyway; this frees them and makes the same member's next login
 * ask afresh. Nothing of a member is mounted once the token is gone, so nothing refetches.
 */
export function useForgetMemberData(token: string | null): void {
  const queryClient = useQueryClient();
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current !== null && previous.current !== token) {
      queryClient.removeQueries({ queryKey: memberScopeKey });
    }
    previous.current = token;
  }, [token, queryClient]);
}
