// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOptions, DepositOrder } from '#schemas/deposit-api.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const member = (account: string) =>
  mock.platform.db.members.findFirst((q) => q.where({ account }), { strict: true });
const recordsOf = (account: string) =>
  mock.platform.db.transactions.findMany((q) => q.where({ memberId: member(account).id }));

let keys = 0;
const open = (token: string, body: object, headers: Record<string, string> = {}) =>
  fetchJson<DepositOrder>(
    ENDPOINTS.createDeposit.path,
    jsonPost({ idempotencyKey: `k${(keys += 1)}`, ...body }, { token, Language: 'en', ...headers }),
  );
const paid = (token: string, reference: string, idempotencyKey = `p${(keys += 1)}`) =>
  fetchJson<DepositOrder>(
    ENDPOINTS.confirmDeposit.path,
    jsonPost({ reference, idempotencyKey }, { token, Language: 'en' }),
  );

/** 100,000 ₫ by bank transfer (the fixture's bank: 50,000 to 50,000,000 ₫, +10% first). */
const BANK_100K = { methodId: 'bank', amountMinor: 10_000_000 };

describe('GET /wps/v2/deposit/methods', () => {
  it("answers the brand's methods and whether the first-deposit promotion applies", async () => {
    const token = await mock.platform.issueSession('demo01');
    const options = await fetchValue<DepositOptions>(ENDPOINTS.getDepositMethods.path, {
      headers: { token },
    });
    expect(options.methods.map((method) => method.id)).toEqual(['bank', 'usdt']);
    expect(options.methods[0]).toMatchObject({ minMinor: 5_000_000, maxMinor: 5_000_000_000 });
    expect(options.firstDeposit).toBe(true);
  });
});

describe('POST /wps/v2/deposit', () => {
  it('opens a pending deposit with a reference and where to pay; the balance waits', async () => {
    const token = await mock.platform.issueSession('demo01');
    const balance = member('demo01').balance;
    const { status, body } = await open(token, BANK_100K);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      methodId: 'bank',
      amountMinor: 10_000_000,
      status: 'pending',
      payTo: { kind: 'bank', bankName: 'Vietcombank', accountName: 'FIXTURE BET' },
      bonusMinor: 0,
    });
    expect(body.value?.reference).toMatch(/^DP\d{10}$/);
    expect(member('demo01').balance).toBe(balance);
    expect(recordsOf('demo01')).toEqual([
      expect.objectContaining({ kind: 'deposit', status: 'pending', channel: 'bank' }),
    ]);
  });

  it('gives a USDT deposit a TRC20 address of the member', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { body } = await open(token, { methodId: 'usdt', amountMinor: 20_000_000 });
    expect(body.value?.payTo).toEqual({
      kind: 'usdt',
      network: 'TRC20',
      address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
    });
  });

  it("refuses amounts outside the method's limits, not whole or not numbers, and unknown methods", async () => {
    const token = await mock.platform.issueSession('demo01');
    const refusal = async (body: object) => {
      const { status, body: envelope } = await open(token, body);
      return [status, envelope.message];
    };
    // The limit reads as the form's hint writes money in the reader's language.
    expect(await refusal({ methodId: 'bank', amountMinor: 4_999_999 })).toEqual([
      400,
      'The smallest deposit is ₫50,000.00',
    ]);
    expect(await refusal({ methodId: 'bank', amountMinor: 5_000_000_001 })).toEqual([
      400,
      'The largest deposit is ₫50,000,000.00',
    ]);
    const inVietnamese = await open(
      token,
      { methodId: 'bank', amountMinor: 4_999_999 },
      { Language: 'vi' },
    );
    expect(inVietnamese.body.message).toBe('Số tiền nạp tối thiểu là 50.000,00\u00a0₫');
    expect(await refusal({ methodId: 'bank', amountMinor: 10_000_000.5 })).toEqual([
      400,
      'Invalid amount',
    ]);
    expect(await refusal({ methodId: 'bank', amountMinor: '100000' })).toEqual([
      400,
      'Invalid amount',
    ]);
    expect(await refusal({ methodId: 'card', amountMinor: 10_000_000 })).toEqual([
      400,
      'This deposit method is not offered',
    ]);
    expect(recordsOf('demo01')).toEqual([]);
  });

  it('moves money once for two submissions of the same form', async () => {
    const token = await mock.platform.issueSession('demo01');
    const send = () =>
      fetchJson<DepositOrder>(
        ENDPOINTS.createDeposit.path,
        jsonPost({ ...BANK_100K, idempotencyKey: 'form-1' }, { token }),
      );
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(recordsOf('demo01')).toHaveLength(1);
  });

  it('asks for the form again without an idempotency key', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { status, body } = await fetchJson(
      ENDPOINTS.createDeposit.path,
      jsonPost(BANK_100K, { token, Language: 'en' }),
    );
    expect([status, body.message]).toEqual([
      400,
      'The form was not sent correctly, please submit it again',
    ]);
  });

  it('refuses a trial account (403) and writes nothing', async () => {
    await mock.platform.db.members.update((q) => q.where({ account: 'demo01' }), {
      data(record) {
        record.type = 4;
      },
    });
    const token = await mock.platform.issueSession('demo01');
    const { status, body } = await open(token, BANK_100K);
    expect([status, body.message]).toEqual([
      403,
      'A real account is needed: trial accounts cannot move money',
    ]);
    const methods = await fetchJson(ENDPOINTS.getDepositMethods.path, { headers: { token } });
    expect(methods.status).toBe(403);
    expect(recordsOf('demo01')).toEqual([]);
  });
});

describe('POST /wps/v2/deposit/paid', () => {
  it('completes the deposit: the balance rises, with the first-deposit bonus once', async () => {
    const token = await mock.platform.issueSession('demo01');
    const balance = member('demo01').balance;
    const first = (await open(token, BANK_100K)).body.value!;
    const { body } = await paid(token, first.reference);
    // 100,000 ₫ plus 10% (10,000 ₫).
    expect(body.value).toMatchObject({ status: 'completed', bonusMinor: 1_000_000 });
    expect(body.value?.sumBalance).toBe(balance + 110_000);
    expect(member('demo01').balance).toBe(balance + 110_000);

    const second = (await open(token, BANK_100K)).body.value!;
    expect((await paid(token, second.reference)).body.value?.bonusMinor).toBe(0);
    expect(member('demo01').balance).toBe(balance + 210_000);
    expect(recordsOf('demo01').map((t) => [t.kind, t.status, t.amountMinor])).toEqual([
      ['deposit', 'completed', 10_000_000],
      ['bonus', 'completed', 1_000_000],
      ['deposit', 'completed', 10_000_000],
    ]);
  });

  it('credits once when the payment step is repeated', async () => {
    const token = await mock.platform.issueSession('demo01');
    const balance = member('demo01').balance;
    const { reference } = (await open(token, BANK_100K)).body.value!;
    await Promise.all([paid(token, reference, 'same'), paid(token, reference, 'same')]);
    await paid(token, reference);
    expect(member('demo01').balance).toBe(balance + 110_000);
  });

  it('fails in the deposit-failed scenario: recorded as failed, no money', async () => {
    const token = await mock.platform.issueSession('demo01');
    const balance = member('demo01').balance;
    mock.useScenario('deposit-failed');
    const { reference } = (await open(token, BANK_100K)).body.value!;
    expect((await paid(token, reference)).body.value?.status).toBe('failed');
    expect(member('demo01').balance).toBe(balance);
    expect(recordsOf('demo01')[0]?.status).toBe('failed');
  });

  it('stays pending in the deposit-pending scenario, and completes when paid again later', async () => {
    const token = await mock.platform.issueSession('demo01');
    const balance = member('demo01').balance;
    mock.useScenario('deposit-pending');
    const { reference } = (await open(token, BANK_100K)).body.value!;
    expect((await paid(token, reference)).body.value?.status).toBe('pending');
    expect(member('demo01').balance).toBe(balance);
    mock.useScenario('normal');
    expect((await paid(token, reference)).body.value?.status).toBe('completed');
    expect(member('demo01').balance).toBe(balance + 110_000);
  });

  it("refuses another member's deposit and answers 404 for an unknown one", async () => {
    const demo = await mock.platform.issueSession('demo01');
    const vip = await mock.platform.issueSession('vip01');
    const { reference } = (await open(demo, BANK_100K)).body.value!;
    expect((await paid(vip, reference)).status).toBe(403);
    expect((await paid(demo, 'DP0000000000')).status).toBe(404);
    expect(recordsOf('demo01')[0]?.status).toBe('pending');
  });
});
