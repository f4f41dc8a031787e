// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, ContractList, LowerRateFailure } from '#schemas/agent-api.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const EN = { Language: 'en' };
const session = (account: string) => mock.platform.issueSession(account);
const tiers = (rate: number) => [{ activeMembers: 0, volumeMinor: 0, rate }];

async function list(token: string, kind = 'dailySalary') {
  return fetchJson<ContractList>(`${ENDPOINTS.getContracts.path}?kind=${kind}`, {
    headers: { token, ...EN },
  });
}
async function offer(token: string, body: Record<string, unknown>) {
  return fetchJson<Contract, LowerRateFailure>(
    ENDPOINTS.offerContract.path,
    jsonPost({ kind: 'dailySalary', tiers: tiers(0.5), ...body }, { token, ...EN }),
  );
}
async function answer(token: string, id: string, reply: 'accept' | 'reject') {
  return fetchJson<Contract>(
    ENDPOINTS.answerContract.path,
    jsonPost({ id, answer: reply }, { token, ...EN }),
  );
}
async function terminate(token: string, id: string) {
  return fetchJson<Contract>(
    ENDPOINTS.requestContractTermination.path,
    jsonPost({ id }, { token, ...EN }),
  );
}
const statusOf = (id: string) =>
  mock.platform.db.contracts.findFirst((q) => q.where({ id }))?.status;

describe('the seeded contracts', () => {
  it('give team07 the pending daily-salary offer of agent01, and every status exists', async () => {
    const { body } = await list(await session('team07'));
    const pending = body.value?.received.find((contract) => contract.status === 'pending');
    expect(pending).toMatchObject({ upline: 'agent01', downline: 'team07', request: 'new' });
    const statuses = new Set(mock.platform.db.contracts.all().map((c) => c.status));
    expect([...statuses].sort()).toEqual(
      ['accepted', 'pending', 'rejected', 'terminated', 'terminationRequested'].sort(),
    );
  });

  it('give a top agent the platform cap as its ceiling, a sub-agent its own rate', async () => {
    expect((await list(await session('agent01'))).body.value?.ceilingRate).toBe(1.5);
    expect((await list(await session('team08'))).body.value?.ceilingRate).toBe(1.2);
    expect((await list(await session('team07'))).body.value?.ceilingRate).toBe(0);
  });
});

describe('offering a contract', () => {
  it('lets the upline offer a direct downline agent; the downline accepts it', async () => {
    const agent = await session('agent01');
    const made = await offer(agent, {
      kind: 'dividend',
      downline: 'team08',
      tiers: tiers(10),
      period: 'M',
    });
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ status: 'pending', request: 'new', period: 'M' });
    const id = (made.body.value as Contract | null)?.id ?? '';
    const accepted = await answer(await session('team08'), id, 'accept');
    expect(accepted.body.value).toMatchObject({ status: 'accepted', request: null });
  });

  it('refuses a kind whose brand switch is off (403)', async () => {
    const made = await offer(await session('agent01'), {
      kind: 'hourlySalary',
      downline: 'team07',
    });
    expect(made.status).toBe(403);
    expect(made.body.message).toBe('This contract type is not available');
    expect((await list(await session('agent01'), 'hourlySalary')).status).toBe(403);
  });

  it('refuses an account outside the downline (403) and a downline that is not a direct agent', async () => {
    const agent = await session('agent01');
    const outside = await offer(agent, { downline: 'vip01' });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('This account is not in your downline');
    const member = await offer(agent, { downline: 'team01' });
    expect(member.status).toBe(400);
    expect(member.body.message).toBe('Contracts can only be offered to a direct downline agent');
    const deeper = await offer(agent, { downline: 'team11' });
    expect(deeper.status).toBe(400);
  });

  it('refuses the downline offering its upline (only the upline offers)', async () => {
    const made = await offer(await session('team07'), { downline: 'agent01' });
    expect(made.status).toBe(403);
  });

  it('refuses a rate above the upline’s own, and bad tiers', async () => {
    const above = await offer(await session('team08'), { downline: 'team11', tiers: tiers(1.3) });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe('The rate cannot be above your own rate of 1.2%');
    const cap = await offer(await session('agent01'), {
      downline: 'team07',
      kind: 'dividend',
      tiers: tiers(41),
    });
    expect(cap.body.message).toBe('The rate cannot be above your own rate of 40%');
    const bad = await offer(await session('agent01'), { downline: 'team08', tiers: [] });
    expect(bad.body.message).toBe('Please enter valid rate tiers');
  });

  it('refuses a second offer while one waits', async () => {
    const again = await offer(await session('agent01'), { downline: 'team07' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('An offer of this type is already waiting for an answer');
  });
});

describe('the lower-rate rule', () => {
  it('answers 409 with the contracts that would end, and changes nothing', async () => {
    const agent = await session('agent01');
    const before = mock.platform.db.contracts.all().length;
    const made = await offer(agent, { downline: 'team08', tiers: tiers(0.5) });
    expect(made.status).toBe(409);
    expect(made.body.value).toEqual({
      lowerRate: [{ id: 'C0003', downline: 'team11', rate: 0.9 }],
    });
    expect(made.body.message).toContain('1 contracts');
    expect(mock.platform.db.contracts.all()).toHaveLength(before);
    expect(statusOf('C0003')).toBe('accepted');
  });

  it('ends the downline’s higher contracts only when the upline agrees', async () => {
    const made = await offer(await session('agent01'), {
      downline: 'team08',
      tiers: tiers(0.5),
      confirmLowerRate: true,
    });
    expect(made.status).toBe(200);
    expect(statusOf('C0003')).toBe('terminated');
    expect(mock.platform.db.contracts.findFirst((q) => q.where({ id: 'C0003' }))?.endedReason).toBe(
      'lowerRate',
    );
  });

  it('does not warn when the rate is not lower', async () => {
    const made = await offer(await session('agent01'), { downline: 'team08', tiers: tiers(0.9) });
    expect(made.status).toBe(200);
    expect(statusOf('C0003')).toBe('accepted');
  });
});

describe('answering and ending', () => {
  it('lets only the downline answer an offer', async () => {
    const byUpline = await answer(await session('agent01'), 'C0001', 'accept');
    expect(byUpline.status).toBe(403);
    expect(byUpline.body.message).toBe('Only the other side of this contract can answer it');
    const byStranger = await answer(await session('team08'), 'C0001', 'accept');
    expect(byStranger.status).toBe(403);
    expect(statusOf('C0001')).toBe('pending');
    const rejected = await answer(await session('team07'), 'C0001', 'reject');
    expect(rejected.body.value?.status).toBe('rejected');
  });

  it('replaces the contract in force when a new one is accepted', async () => {
    const made = await offer(await session('agent01'), { downline: 'team08', tiers: tiers(1.1) });
    expect(made.status).toBe(200);
    const accepted = await answer(
      await session('team08'),
      (made.body.value as Contract | null)?.id ?? '',
      'accept',
    );
    expect(accepted.body).toMatchObject({ value: { status: 'accepted' } });
    expect(statusOf('C0002')).toBe('terminated');
  });

  it('lets either side ask to end a contract in force; the other side answers', async () => {
    const asked = await terminate(await session('agent01'), 'C0002');
    expect(asked.body.value).toMatchObject({
      status: 'terminationRequested',
      request: 'termination',
      requestedBy: 'agent01',
    });
    const selfAnswer = await answer(await session('agent01'), 'C0002', 'accept');
    expect(selfAnswer.status).toBe(403);
    const declined = await answer(await session('team08'), 'C0002', 'reject');
    expect(declined.body.value?.status).toBe('accepted');
    await terminate(await session('team08'), 'C0002');
    const ended = await answer(await session('agent01'), 'C0002', 'accept');
    expect(ended.body.value).toMatchObject({ status: 'terminated', endedReason: 'request' });
  });

  it('refuses ending what is not in force, an unknown contract, and a stranger', async () => {
    expect((await terminate(await session('agent01'), 'C0001')).body.message).toBe(
      'Only a contract in force can be ended',
    );
    expect((await terminate(await session('agent01'), 'C9999')).status).toBe(404);
    expect((await terminate(await session('team07'), 'C0003')).status).toBe(403);
    expect((await answer(await session('agent01'), 'C0005', 'accept')).body.message).toBe(
      'This contract has no open request',
    );
  });
});
