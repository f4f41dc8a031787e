// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TYPES, TRIAL_MEMBER_TYPE, type Endpoint } from '#schemas/endpoints/define.ts';
import { ALL_ENDPOINTS, ENDPOINTS } from '#schemas/endpoints/index.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { SESSION_TTL_MS } from '#mock-server/session.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

/*
 * The access matrix: every non-public declaration of the contract, called through the real
 * handlers by every kind of caller its access rule must turn away. A new endpoint is covered
 * by its declaration alone.
 */

const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand: testBrand, clock });
const { platform } = mock;

beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

/** A seeded member's twin of another type (trial, agent types), with a session. */
async function tokenOfType(type: number): Promise<string> {
  const demo = platform.db.members.findFirst((q) => q.where({ account: 'demo01' }), {
    strict: true,
  });
  const ids = platform.db.members.all().map((member) => member.id);
  const account = `matrix${type}`;
  await platform.db.members.create({
    ...demo,
    id: Math.max(...ids) + 1,
    account,
    type: type as MemberRecord['type'],
  });
  return platform.issueSession(account);
}

interface Refusal {
  /** The caller, as a test name reads it. */
  caller: string;
  /** Whether the access rule of `endpoint` must turn this caller away. */
  applies: (endpoint: Endpoint) => boolean;
  /** The token (none when null) and the query the caller sends. */
  prepare: () => Promise<{ token: string | null; query?: string }>;
  status: 401 | 403;
  message: string;
}

const needsToken = (endpoint: Endpoint) => endpoint.access !== 'public';
const NOT_LOGGED_IN = say('en', 'notLoggedIn');

const REFUSALS: readonly Refusal[] = [
  {
    caller: 'no token',
    // A guest is welcome where the member is optional.
    applies: (endpoint) => endpoint.access === 'member' || endpoint.access === 'agent',
    prepare: async () => ({ token: null }),
    status: 401,
    message: NOT_LOGGED_IN,
  },
  {
    caller: 'a forged token',
    applies: needsToken,
    prepare: async () => ({ token: 'forged0000000000000000000000000000' }),
    status: 401,
    message: NOT_LOGGED_IN,
  },
  {
    caller: 'an expired token',
    applies: needsToken,
    prepare: async () => {
      const token = await platform.issueSession('agent01');
      clock.advance(SESSION_TTL_MS + 1);
      return { token };
    },
    status: 401,
    message: NOT_LOGGED_IN,
  },
  {
    caller: 'a logged-out token',
    applies: needsToken,
    prepare: async () => {
      const token = await platform.issueSession('agent01');
      const { status } = await fetchJson(ENDPOINTS.logout.path, {
        method: ENDPOINTS.logout.method,
        headers: { token },
      });
      expect(status).toBe(200);
      return { token };
    },
    status: 401,
    message: NOT_LOGGED_IN,
  },
  {
    caller: "another member's token",
    applies: (endpoint) => endpoint.ownData === true,
    prepare: async () => ({ token: await platform.issueSession('demo01'), query: 'account=vip01' }),
    status: 403,
    message: say('en', 'otherMember'),
  },
  {
    caller: 'a trial account',
    applies: (endpoint) => endpoint.refuseTrial !== undefined,
    prepare: async () => ({ token: await tokenOfType(TRIAL_MEMBER_TYPE) }),
    status: 403,
    message: '',
  },
  {
    caller: 'a plain member',
    applies: (endpoint) => endpoint.access === 'agent',
    prepare: async () => ({ token: await platform.issueSession('demo01') }),
    status: 403,
    message: say('en', 'notAgent'),
  },
];

const TRIAL_MESSAGES = {
  money: say('en', 'trialAccount'),
  games: say('en', 'realAccountNeeded'),
} as const;

/** The call of `endpoint` as `caller` makes it; a body, when the call takes one, is empty. */
async function callAs(endpoint: Endpoint, refusal: Refusal) {
  const { token, query } = await refusal.prepare();
  const headers: Record<string, string> = { Language: 'en' };
  if (token !== null) headers.token = token;
  if (endpoint.body) headers['Content-Type'] = 'application/json';
  return fetchJson(`${endpoint.path}${query ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers,
    body: endpoint.body ? '{}' : undefined,
  });
}

const guarded: Endpoint[] = ALL_ENDPOINTS.filter(needsToken);
const rows = guarded.flatMap((endpoint) =>
  REFUSALS.filter((refusal) => refusal.applies(endpoint)).map(
    (refusal) =>
      [`${endpoint.method} ${endpoint.path}`, refusal.caller, endpoint, refusal] as const,
  ),
);
let refused = 0;

describe('the access matrix', () => {
  it.each(rows)('%s refuses %s', async (_route, _caller, endpoint, refusal) => {
    const { status, body } = await callAs(endpoint, refusal);
    expect(status).toBe(refusal.status);
    expect(body).toEqual({
      success: false,
      value: null,
      message:
        endpoint.refuseTrial && refusal.caller === 'a trial account'
          ? TRIAL_MESSAGES[endpoint.refuseTrial]
          : refusal.message,
    });
    refused += 1;
  });

  it('covers every non-public endpoint of the contract with at least three callers', () => {
    for (const endpoint of guarded) {
      expect(rows.filter((row) => row[2] === endpoint).length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(AGENT_TYPES.map((type) => [type]))(
    'admits an agent of type %i to agent calls',
    async (type) => {
      const { status } = await fetchJson(ENDPOINTS.getAgentOverview.path, {
        headers: { token: await tokenOfType(type) },
      });
      expect(status).toBe(200);
    },
  );
});

afterAll(() => {
  // The figure the groundwork issue asks for, printed with every run.
  console.log(
    `access matrix: ${guarded.length} endpoints × up to ${REFUSALS.length} kinds of caller = ` +
      `${rows.length} refusals; ${refused} of ${rows.length} refused as declared`,
  );
});
