import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { agentAnnouncementsQuery, consolidatedFlagsQuery } from '#src/api/agent.queries.ts';
import { depositMethodsQuery } from '#src/api/deposit.queries.ts';
import { createTestQueryClient, mockPlatform } from '#src/app/test-utils.tsx';
import { prefetchMemberPage } from './member-page-data.ts';
import { routeHandleOf } from './route-handle.ts';
import { routes } from './routes.tsx';

const mock = await mockPlatform();

let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  calls.push(new URL(request.url).pathname);
};
beforeEach(() => {
  calls = [];
  mock.server.events.on('request:start', record);
});
afterEach(() => {
  mock.server.events.removeListener('request:start', record);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The boot of `address` in a tab whose stored session is `account`'s (type as saved). */
async function bootAt(address: string, stored?: { account: string; type: number }) {
  if (stored) {
    sessionStorage.setItem('token', await mock.platform.issueSession(stored.account));
    sessionStorage.setItem('account', stored.account);
    sessionStorage.setItem('isAgent', String(stored.type));
  }
  window.history.replaceState(null, '', address);
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  expect(matches.length).toBeGreaterThan(0);
  const queryClient = createTestQueryClient();
  await prefetchMemberPage(queryClient, routeHandleOf(matches.map((match) => match.route)));
  return queryClient;
}

const DEPOSIT_METHODS = ENDPOINTS.getDepositMethods.path;
const FLAGS = ENDPOINTS.getConsolidatedFlags.path;
const ANNOUNCEMENTS = ENDPOINTS.getAgentAnnouncements.path;

describe("a member page's first data, asked for at boot (decision 016)", () => {
  it("puts the stored member's deposit methods where the deposit page reads them", async () => {
    const queryClient = await bootAt('/depositv2', { account: 'demo01', type: 0 });

    const answer = queryClient.getQueryData(depositMethodsQuery('demo01').queryKey);
    expect(answer?.methods.length).toBeGreaterThan(0);
    expect(calls).toEqual([DEPOSIT_METHODS]);
  });

  it('asks nothing for a visitor, or for a trial account the member centre refuses', async () => {
    await bootAt('/depositv2');
    expect(calls).toEqual([]);

    const trial = await bootAt('/depositv2', { account: 'demo01', type: 4 });
    expect(trial.getQueryData(depositMethodsQuery('demo01').queryKey)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("asks for an agent's switches and the section shown first: the address's, else the first", async () => {
    const first = await bootAt('/agentCentre', { account: 'agent01', type: 1 });
    expect(first.getQueryData(consolidatedFlagsQuery('agent01').queryKey)).toBeDefined();
    expect(first.getQueryData(agentAnnouncementsQuery('agent01').queryKey)).toBeDefined();
    expect(calls.toSorted()).toEqual([ANNOUNCEMENTS, FLAGS].toSorted());

    calls = [];
    const team = await bootAt('/agentCentre?section=team', { account: 'agent01', type: 1 });
    expect(team.getQueryData(agentAnnouncementsQuery('agent01').queryKey)).toBeUndefined();
    expect(calls).toEqual([FLAGS]);

    // Not a section's id (they are case-sensitive): the centre opens its first section.
    calls = [];
    await bootAt('/agentCentre?section=TEAM', { account: 'agent01', type: 1 });
    expect(calls.toSorted()).toEqual([ANNOUNCEMENTS, FLAGS].toSorted());
  });

  it('asks no agent call for a member who is not an agent', async () => {
    await bootAt('/agentCentre', { account: 'demo01', type: 0 });
    expect(calls).toEqual([]);
  });

  it('asks nothing on a page without member data (home), logged in or not', async () => {
    await bootAt('/', { account: 'demo01', type: 0 });
    await bootAt('/promotions', { account: 'demo01', type: 0 });
    expect(calls).toEqual([]);
  });
});
