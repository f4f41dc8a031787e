import { isAgentType, isTrialType } from '#machines/member.ts';
import type { QueryClient } from '@tanstack/react-query';
import { agentAnnouncementsQuery, consolidatedFlagsQuery } from '#src/api/agent.queries.ts';
import { depositMethodsQuery } from '#src/api/deposit.queries.ts';
import { sectionOf, visibleSections } from '#src/features/agent-centre/agent-centre-sections.ts';
import { readStoredMember } from '#src/platform/member-storage.ts';
import type { MemberPagePrefetch, RouteHandle } from './route-handle.ts';

/**
 * A member page's first data for the stored session, asked for at boot beside the session's
 * restore (decision 016): the page's largest paint is its data, which would otherwise wait for
 * the restore, the session machine and the page's first render. The answers land under the
 * page's own query keys; a page opened for another member (or none) never reads them.
 */
export async function prefetchMemberPage(
  queryClient: QueryClient,
  handle: RouteHandle,
): Promise<void> {
  const member = readStoredMember();
  if (!member || !handle.memberData) return;
  const search = new URLSearchParams(window.location.search);
  // Only its chunk can fail here (a query's failure stays in the cache): the page asks again.
  await handle.memberData(queryClient, member, search).catch(() => undefined);
}

/** The deposit page's methods (a trial account is refused the member centre: nothing). */
export const depositPageData: MemberPagePrefetch = async (queryClient, member) => {
  if (isTrialType(member.type)) return;
  await queryClient.prefetchQuery(depositMethodsQuery(member.account));
};

/** The agent centre's switches, and the section its first render shows (the address's). */
export const agentCentreData: MemberPagePrefetch = async (queryClient, member, search) => {
  if (!isAgentType(member.type)) return;
  const calls = [queryClient.prefetchQuery(consolidatedFlagsQuery(member.account))];
  // Before the switches answer, the centre shows the address's section if it is not a
  // contract one, else its first: the announcements.
  const shown = sectionOf(search.get('section'), visibleSections(undefined));
  if (shown === 'announcement') {
    calls.push(queryClient.prefetchQuery(agentAnnouncementsQuery(member.account)));
  }
  await Promise.all(calls);
};
