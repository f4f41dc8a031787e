// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentOverview,
  ConsolidatedFlags,
  DownlineTransferResult,
  Invitation,
  Report,
  TeamBetRow,
  TeamMember,
  TeamProfitRow,
} from '#schemas/agent-api.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { WithdrawPasswordFailure } from '#schemas/withdraw-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost } from '#mock-server/testing/calls.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const EN = { Language: 'en' };
const session = (account: string) => mock.platform.issueSession(account);
const get = async <T>(path: string, token: string) =>
  fetchJson<T>(path, { headers: { token, ...EN } });
const DAY = 24 * 60 * 60 * 1000;
let keys = 0;

describe('the team', () => {
  it('lists agent01’s direct downlines with level, type, balance and contracts', async () => {
    const { body } = await get<TeamMember[]>(ENDPOINTS.getTeam.path, await session('agent01'));
    const team = body.value ?? [];
    expect(team.map((member) => member.account)).toEqual([
      'team01',
      'team02',
      'team03',
      'team04',
      'team05',
      'team06',
      'team07',
      'team08',
    ]);
    expect(team.every((member) => member.level === 1)).toBe(true);
    const team08 = team.find((member) => member.account === 'team08');
    expect(team08).toMatchObject({ type: 41, downlines: 2, contracts: ['dailySalary'] });
  });

  it('drills down a level and searches the whole downline', async () => {
    const token = await session('agent01');
    const below = await get<TeamMember[]>(`${ENDPOINTS.getTeam.path}?parent=team08`, token);
    expect(below.body.value?.map((m) => [m.account, m.level, m.type])).toEqual([
      ['team11', 2, 42],
      ['team12', 2, 0],
    ]);
    const found = await get<TeamMember[]>(`${ENDPOINTS.getTeam.path}?search=team1`, token);
    expect(found.body.value?.map((m) => m.account)).toEqual(['team10', 'team11', 'team12']);
  });

  it('refuses a parent outside the caller’s downline (403), even its upline', async () => {
    const team07 = await session('team07');
    for (const parent of ['team08', 'agent01', 'demo01']) {
      const { status, body } = await get(`${ENDPOINTS.getTeam.path}?parent=${parent}`, team07);
      expect(status).toBe(403);
      expect(body.message).toBe('This account is not in your downline');
    }
  });
});

describe('reports', () => {
  it('team totals equal the sum of the members’ rows, and the figures are not empty', async () => {
    const token = await session('agent01');
    const span = `from=${clock.now() - 30 * DAY}&to=${clock.now()}`;
    const betting = (
      await get<Report<TeamBetRow>>(`${ENDPOINTS.getTeamBetting.path}?${span}`, token)
    ).body.value;
    const rows = betting?.rows ?? [];
    expect(rows).toHaveLength(12);
    const sum = (key: 'bets' | 'validBetMinor' | 'winLossMinor') =>
      rows.reduce((total, row) => total + row[key], 0);
    expect(sum('bets')).toBeGreaterThan(0);
    expect(betting?.totals).toEqual({
      bets: sum('bets'),
      validBetMinor: sum('validBetMinor'),
      winLossMinor: sum('winLossMinor'),
    });
    const profit = (
      await get<Report<TeamProfitRow>>(`${ENDPOINTS.getTeamProfitLoss.path}?${span}`, token)
    ).body.value;
    expect(profit?.totals.validBetMinor).toBe(sum('validBetMinor'));
    expect(profit?.totals.profitLossMinor).toBe(-sum('winLossMinor'));
  });

  it('a sub-agent sees only its own downline, and is refused another account', async () => {
    const token = await session('team07');
    const own = await get<Report<TeamBetRow>>(ENDPOINTS.getTeamBetting.path, token);
    expect(own.body.value?.rows.map((row) => row.account)).toEqual(['team09', 'team10']);
    const other = await get(`${ENDPOINTS.getTeamProfitLoss.path}?account=team11`, token);
    expect(other.status).toBe(403);
  });

  it('refuses a reversed or too long span', async () => {
    const token = await session('agent01');
    const reversed = await get(`${ENDPOINTS.getTeamBetting.path}?from=2000&to=1000`, token);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Invalid date range');
    const long = await get(`${ENDPOINTS.getTeamBetting.path}?from=0&to=${100 * DAY}`, token);
    expect(long.status).toBe(400);
  });

  it('overview counts the team and matches the 7-day report', async () => {
    const token = await session('agent01');
    const overview = (await get<AgentOverview>(ENDPOINTS.getAgentOverview.path, token)).body.value;
    expect(overview).toMatchObject({ teamSize: 12, directMembers: 8 });
    const betting = (await get<Report<TeamBetRow>>(ENDPOINTS.getTeamBetting.path, token)).body
      .value;
    expect(overview?.days7.validBetMinor).toBe(betting?.totals.validBetMinor);
  });
});

describe('flags, announcements and invitations', () => {
  it('answers the brand’s contract switches as the consolidated flags', async () => {
    const { body } = await get<ConsolidatedFlags>(
      ENDPOINTS.getConsolidatedFlags.path,
      await session('team08'),
    );
    expect(body.value).toEqual({
      divtypereq: true,
      dailysalreqtype: true,
      contracthoursalreq: false,
      realtimesalreqtype: false,
    });
  });

  it('lists the agent’s invitation codes with registration links', async () => {
    const { body } = await get<Invitation[]>(
      ENDPOINTS.getInvitations.path,
      await session('agent01'),
    );
    expect(body.value).toEqual([{ code: 'AGENT01', path: '/register?affiliateCode=AGENT01' }]);
    const announcements = await get<unknown[]>(
      ENDPOINTS.getAgentAnnouncements.path,
      await session('agent01'),
    );
    expect(announcements.body.value?.length).toBe(3);
  });
});

describe('opening accounts', () => {
  const open = async (token: string, body: Record<string, unknown>) =>
    fetchJson<TeamMember>(
      ENDPOINTS.openDownlineAccount.path,
      await encryptedPost(mock.platform, body, { token, ...EN }),
    );

  it('opens a sub-agent under the caller that then logs in and is counted as new', async () => {
    const token = await session('team07');
    const { body } = await open(token, { account: 'newsub1', password: 'Abc12345', type: 2 });
    expect(body.value).toMatchObject({ account: 'newsub1', type: 2, level: 1 });
    expect(
      mock.platform.db.members.findFirst((q) => q.where({ account: 'newsub1' }))?.uplineId,
    ).toBe(mock.platform.db.members.findFirst((q) => q.where({ account: 'team07' }))?.id);
    const overview = await get<AgentOverview>(ENDPOINTS.getAgentOverview.path, token);
    expect(overview.body.value?.today.newMembers).toBe(1);
  });

  it('refuses a taken name, a bad name, a bad password and another type', async () => {
    const token = await session('agent01');
    const cases: [Record<string, unknown>, string][] = [
      [{ account: 'team01', password: 'Abc12345', type: 0 }, 'This username is already taken'],
      [{ account: '1x', password: 'Abc12345', type: 0 }, 'Account format is incorrect'],
      [{ account: 'okname', password: 'abc', type: 0 }, 'Password format is incorrect'],
      [{ account: 'okname', password: 'Abc12345', type: 1 }, 'Input format is incorrect'],
    ];
    for (const [body, message] of cases) {
      const answer = await open(token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('transfer to a downline', () => {
  const transfer = async (token: string, body: Record<string, unknown>) =>
    fetchJson<DownlineTransferResult, WithdrawPasswordFailure>(
      ENDPOINTS.transferToDownline.path,
      await encryptedPost(
        mock.platform,
        {
          downline: 'team11',
          amountMinor: 10_000,
          password: 'Demo1234',
          idempotencyKey: `k${(keys += 1)}`,
          ...body,
        },
        { token, ...EN },
      ),
    );
  const balance = (account: string) =>
    Math.round(
      (mock.platform.db.members.findFirst((q) => q.where({ account }))?.balance ?? NaN) * 100,
    );

  it('moves money to any member of the downline with the withdraw password', async () => {
    const before = [balance('agent01'), balance('team11')];
    const { body } = await transfer(await session('agent01'), {});
    expect(body.value).toEqual({ downline: 'team11', balanceMinor: (before[0] ?? 0) - 10_000 });
    expect(balance('team11')).toBe((before[1] ?? 0) + 10_000);
  });

  it('refuses a wrong password, an account outside the downline and too much', async () => {
    const token = await session('team07');
    const wrong = await transfer(token, { downline: 'team09', password: 'Nope1234' });
    expect(wrong.status).toBe(400);
    expect((wrong.body.value as WithdrawPasswordFailure | null)?.triesLeft).toBe(4);
    const outside = await transfer(token, { downline: 'team11' });
    expect(outside.status).toBe(403);
    const upline = await transfer(token, { downline: 'agent01' });
    expect(upline.status).toBe(403);
    const tooMuch = await transfer(token, { downline: 'team09', amountMinor: 10_000_000_000 });
    expect(tooMuch.body.message).toBe('Insufficient balance');
  });
});
