// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  Withdrawal,
  WithdrawAccount,
  WithdrawInfo,
  WithdrawPasswordFailure,
} from '#schemas/withdraw-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost, jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';
import { settleWithdrawal } from '#mock-server/withdraw/withdrawals.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const MINUTE = 60_000;
const EN = { Language: 'en' };
/** 200,000 ₫ in minor units (the fixture brand is in VND). */
const AMOUNT = 20_000_000;
let keys = 0;
const newKey = () => `key-${(keys += 1)}`;

const info = (token: string) =>
  fetchValue<WithdrawInfo>(ENDPOINTS.getWithdrawInfo.path, { headers: { token } });
const records = (token: string) =>
  fetchValue<Withdrawal[]>(ENDPOINTS.getWithdrawals.path, { headers: { token } });
const balanceMinor = (account: string) =>
  Math.round(
    (mock.platform.db.members.findFirst((q) => q.where({ account }))?.balance ?? NaN) * 100,
  );

async function withdraw(token: string, body: Record<string, unknown> = {}, language = EN) {
  return fetchJson<Withdrawal, WithdrawPasswordFailure>(
    ENDPOINTS.withdraw.path,
    await encryptedPost(
      mock.platform,
      {
        accountId: '1',
        amountMinor: AMOUNT,
        password: 'Demo1234',
        idempotencyKey: newKey(),
        ...body,
      },
      { token, ...language },
    ),
  );
}

const confirm = (token: string, body: object) =>
  fetchJson<Withdrawal>(ENDPOINTS.confirmWithdrawal.path, jsonPost(body, { token, ...EN }));

describe('withdraw information', () => {
  it("shows demo01's bank card in its real name, its limits, fee and password", async () => {
    const token = await mock.platform.issueSession('demo01');
    expect(await info(token)).toEqual({
      accounts: [
        {
          id: '1',
          kind: 'bank',
          provider: 'Vietcombank',
          maskedNumber: '********5678',
          holder: 'Nguyen Van An',
        },
      ],
      realName: 'Nguyen Van An',
      hasPassword: true,
      lockedUntil: null,
      balanceMinor: 125_050_000,
      minMinor: 10_000_000,
      maxMinor: 5_000_000_000,
      dailyCount: 3,
      usedToday: 0,
      feePercent: 1,
      turnoverRequiredMinor: 0,
      confirmTimeoutMinutes: 30,
    });
  });

  it('tells nopay01 to set a password first, and lets it set one once', async () => {
    const token = await mock.platform.issueSession('nopay01');
    expect((await info(token)).hasPassword).toBe(false);
    const refused = await withdraw(token, { accountId: 'x' });
    expect(refused.body.message).toBe('Please set a withdraw password first');
    const set = async (body: object) =>
      fetchJson(
        ENDPOINTS.setWithdrawPassword.path,
        await encryptedPost(mock.platform, body, { token, ...EN }),
      );
    expect((await set({ password: '', confirmPassword: '' })).body.message).toBe(
      'Please enter withdraw password',
    );
    expect((await set({ password: 'Pay12345', confirmPassword: 'Pay1234' })).status).toBe(400);
    expect((await set({ password: 'Pay12345', confirmPassword: 'Pay12345' })).status).toBe(200);
    expect((await info(token)).hasPassword).toBe(true);
    expect((await set({ password: 'Pay99999', confirmPassword: 'Pay99999' })).body.message).toBe(
      'A withdraw password is already set',
    );
  });

  it('adds accounts: a bank card only in a real name, a USDT address only when given', async () => {
    const token = await mock.platform.issueSession('demo01');
    const add = (body: object) =>
      fetchJson<WithdrawAccount>(
        ENDPOINTS.addWithdrawAccount.path,
        jsonPost(body, { token, ...EN }),
      );
    expect((await add({ kind: 'usdt', provider: 'TRC20', number: '  ' })).body.message).toBe(
      'Please enter receiving address',
    );
    const usdt = await add({ kind: 'usdt', provider: 'TRC20', number: 'TQ7n1abcdEFGH9xyz' });
    expect(usdt.body.value).toMatchObject({
      kind: 'usdt',
      holder: null,
      maskedNumber: '********9xyz',
    });
    const wallet = await add({ kind: 'ewallet', provider: 'MoMo', number: '0912345678' });
    expect(wallet.body.value).toMatchObject({ holder: 'Nguyen Van An' });
    expect((await info(token)).accounts).toHaveLength(3);
    const vip = await mock.platform.issueSession('vip01');
    const noName = await fetchJson(
      ENDPOINTS.addWithdrawAccount.path,
      jsonPost({ kind: 'bank', provider: 'ACB', number: '123456789' }, { token: vip, ...EN }),
    );
    expect(noName.body.message).toBe('Please add your real name before adding a bank card');
  });

  it('gives a new account an id of its own after another account was removed', async () => {
    const token = await mock.platform.issueSession('demo01');
    const add = (body: object) =>
      fetchValue<WithdrawAccount>(
        ENDPOINTS.addWithdrawAccount.path,
        jsonPost(body, { token, ...EN }),
      );
    await add({ kind: 'usdt', provider: 'TRC20', number: 'TQ7n1abcdEFGH9xyz' });
    const before = (await info(token)).accounts;
    const card = before.find((account) => account.kind === 'bank');
    expect(card).toBeDefined();
    const removed = await fetchJson(
      ENDPOINTS.removeBankCard.path,
      jsonPost({ cardId: card?.id }, { token, ...EN }),
    );
    expect(removed.status).toBe(200);
    await add({ kind: 'ewallet', provider: 'MoMo', number: '0912345678' });
    const ids = (await info(token)).accounts.map((account) => account.id);
    expect(ids).toHaveLength(before.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('withdraw', () => {
  it('debits the wallet at once and records a processing withdrawal with its fee', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { status, body } = await withdraw(token);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      amountMinor: AMOUNT,
      feeMinor: 200_000,
      status: 'processing',
      confirmation: null,
    });
    const { reference } = body.value as Withdrawal;
    expect(reference).toMatch(/^WD261126\d{4}$/);
    expect(balanceMinor('demo01')).toBe(125_050_000 - AMOUNT);
    const tx = mock.platform.db.transactions.findFirst((q) => q.where({ reference }));
    expect(tx).toMatchObject({ kind: 'withdrawal', amountMinor: -AMOUNT, status: 'processing' });
    expect((await records(token))[0]).toMatchObject({ status: 'processing' });
  });

  it('moves money once for two submissions with the same key', async () => {
    const token = await mock.platform.issueSession('demo01');
    const key = newKey();
    const [a, b] = await Promise.all([
      withdraw(token, { idempotencyKey: key }),
      withdraw(token, { idempotencyKey: key }),
    ]);
    expect(a.body).toEqual(b.body);
    const again = await withdraw(token, { idempotencyKey: key });
    expect(again.body).toEqual(a.body);
    expect(balanceMinor('demo01')).toBe(125_050_000 - AMOUNT);
    expect(await records(token)).toHaveLength(2);
    expect((await withdraw(token, { idempotencyKey: '' })).status).toBe(400);
  });

  it('keeps to the amount limits, the balance and a whole number of minor units', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await withdraw(token, { amountMinor: 9_999_999 })).body.message).toBe(
      'The minimum withdrawal is ₫100,000.00',
    );
    expect((await withdraw(token, { amountMinor: 5_000_000_001 })).body.message).toBe(
      'The maximum withdrawal is ₫50,000,000.00',
    );
    expect(
      (await withdraw(token, { amountMinor: 9_999_999 }, { Language: 'vi' })).body.message,
    ).toBe('Số tiền rút tối thiểu là 100.000,00\u00a0₫');
    expect((await withdraw(token, { amountMinor: 125_050_001 })).body.message).toBe(
      'Insufficient balance',
    );
    expect((await withdraw(token, { amountMinor: 10_000_000.5 })).body.message).toBe(
      'Invalid amount',
    );
    expect((await withdraw(token, { amountMinor: 125_050_000 })).status).toBe(200);
    expect(balanceMinor('demo01')).toBe(0);
  });

  it('allows three withdrawals a day by the platform clock', async () => {
    const token = await mock.platform.issueSession('demo01');
    for (let i = 0; i < 3; i += 1) expect((await withdraw(token)).status).toBe(200);
    expect((await withdraw(token)).body.message).toBe('You can withdraw 3 times a day');
    expect((await info(token)).usedToday).toBe(3);
    clock.set('2026-11-27T00:00:00Z');
    const fresh = await mock.platform.issueSession('demo01');
    expect((await withdraw(fresh)).status).toBe(200);
  });

  it('asks for the turnover still required', async () => {
    const token = await mock.platform.issueSession('vip01');
    const vip = mock.platform.db.members.findFirst((q) => q.where({ account: 'vip01' }), {
      strict: true,
    });
    await mock.platform.db.withdrawAccounts.create({
      id: '9',
      memberId: vip.id,
      kind: 'ewallet',
      provider: 'MoMo',
      number: '0900000000',
      holder: null,
    });
    await mock.platform.db.members.update(vip, {
      data: (m) => void (m.paymentPassword = 'Demo1234'),
    });
    expect((await info(token)).turnoverRequiredMinor).toBe(150_000_000);
    expect((await withdraw(token, { accountId: '9' })).body.message).toBe(
      'Bet ₫1,500,000.00 more before withdrawing',
    );
  });

  it("refuses another member's receiving account", async () => {
    const token = await mock.platform.issueSession('agent01');
    const agent = mock.platform.db.members.findFirst((q) => q.where({ account: 'agent01' }), {
      strict: true,
    });
    await mock.platform.db.members.update(agent, {
      data: (m) => void (m.paymentPassword = 'Demo1234'),
    });
    expect((await withdraw(token, { accountId: '1' })).body.message).toBe(
      'Please choose a receiving account',
    );
  });

  it('locks withdrawals for 15 minutes after 5 wrong passwords, on the platform clock', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await withdraw(token, { password: '' })).body.message).toBe(
      'Please enter withdraw password',
    );
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await withdraw(token, { password: 'nope' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.value).toEqual({ triesLeft: left, lockedUntil: null });
      expect(wrong.body.message).toBe(`Withdraw password is incorrect, ${left} tries left`);
    }
    const fifth = await withdraw(token, { password: 'nope' });
    expect(fifth.status).toBe(403);
    expect(fifth.body.value).toEqual({ triesLeft: 0, lockedUntil: NOW + 15 * MINUTE });
    // Even the right password waits out the lock.
    expect((await withdraw(token)).status).toBe(403);
    expect((await info(token)).lockedUntil).toBe(NOW + 15 * MINUTE);
    clock.advance(15 * MINUTE - 1);
    expect((await withdraw(token)).status).toBe(403);
    clock.advance(1);
    expect((await info(token)).lockedUntil).toBeNull();
    expect((await withdraw(token, { password: 'nope' })).body.value).toEqual({
      triesLeft: 4,
      lockedUntil: null,
    });
    expect((await withdraw(token)).status).toBe(200);
    expect((await withdraw(token, { password: 'nope' })).body.value).toMatchObject({
      triesLeft: 4,
    });
  });

  it('gives the money back when rejected and keeps it out when completed', async () => {
    const token = await mock.platform.issueSession('demo01');
    const first = (await withdraw(token)).body.value as Withdrawal;
    const second = (await withdraw(token)).body.value as Withdrawal;
    await settleWithdrawal(mock.platform, first.id, 'rejected');
    expect(balanceMinor('demo01')).toBe(125_050_000 - AMOUNT);
    await settleWithdrawal(mock.platform, second.id, 'completed');
    expect(balanceMinor('demo01')).toBe(125_050_000 - AMOUNT);
    const list = await records(token);
    expect(list.find((w) => w.id === first.id)?.status).toBe('rejected');
    expect(list.find((w) => w.id === second.id)).toMatchObject({
      status: 'completed',
      completedAt: NOW,
      confirmation: 'awaiting',
    });
    // A settled withdrawal is settled once.
    expect(await settleWithdrawal(mock.platform, first.id, 'completed')).toBeNull();
  });
});

describe('withdrawal confirmation', () => {
  it("has demo01's completed withdrawal waiting, and takes 'received' once", async () => {
    const token = await mock.platform.issueSession('demo01');
    const [seeded] = await records(token);
    expect(seeded).toMatchObject({
      id: '1',
      status: 'completed',
      confirmation: 'awaiting',
      completedAt: NOW,
    });
    const done = await confirm(token, { withdrawalId: '1', outcome: 'received' });
    expect(done.body.value).toMatchObject({
      confirmation: 'received',
      amountReceivedMinor: 19_800_000,
    });
    expect((await confirm(token, { withdrawalId: '1', outcome: 'received' })).body.message).toBe(
      'This withdrawal is already confirmed',
    );
  });

  it('takes a part amount below what was paid', async () => {
    const token = await mock.platform.issueSession('demo01');
    await records(token);
    for (const amountReceivedMinor of [0, 19_800_000, 1.5]) {
      const refused = await confirm(token, {
        withdrawalId: '1',
        outcome: 'partlyReceived',
        amountReceivedMinor,
      });
      expect(refused.status).toBe(400);
    }
    const ok = await confirm(token, {
      withdrawalId: '1',
      outcome: 'partlyReceived',
      amountReceivedMinor: 5_000_000,
    });
    expect(ok.body.value).toMatchObject({
      confirmation: 'partlyReceived',
      amountReceivedMinor: 5_000_000,
    });
  });

  it("takes 'not received' with 1 to 3 png or jpg proofs of at most 5 MB", async () => {
    const token = await mock.platform.issueSession('demo01');
    await records(token);
    const png = { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 };
    const notReceived = (proofs: object[]) =>
      confirm(token, { withdrawalId: '1', outcome: 'notReceived', proofs });
    expect((await notReceived([])).body.message).toBe('Please attach at least one image as proof');
    expect((await notReceived([{ ...png, size: 5 * 1024 * 1024 + 1 }])).status).toBe(400);
    expect((await notReceived([{ ...png, type: 'application/pdf' }])).status).toBe(400);
    expect((await notReceived([png, png, png, png])).status).toBe(400);
    const ok = await notReceived([png, { name: 'b.jpg', type: 'image/jpeg', size: 10 }]);
    expect(ok.body.value).toMatchObject({ confirmation: 'notReceived', amountReceivedMinor: 0 });
  });

  it('counts as received at the timeout to the millisecond, and is then final', async () => {
    const token = await mock.platform.issueSession('demo01');
    await records(token);
    clock.advance(30 * MINUTE - 1);
    expect((await records(token))[0]?.confirmation).toBe('awaiting');
    clock.advance(1);
    expect((await records(token))[0]).toMatchObject({
      confirmation: 'autoReceived',
      amountReceivedMinor: 19_800_000,
    });
    const late = await confirm(token, { withdrawalId: '1', outcome: 'notReceived', proofs: [] });
    expect(late.body.message).toBe(
      'This withdrawal counted as received after the confirmation time ran out',
    );
    // Not refunded.
    expect(balanceMinor('demo01')).toBe(125_050_000);
  });

  it("refuses another member's withdrawal and one not completed", async () => {
    const vip = await mock.platform.issueSession('vip01');
    expect((await confirm(vip, { withdrawalId: '1', outcome: 'received' })).status).toBe(403);
    const token = await mock.platform.issueSession('demo01');
    const processing = (await withdraw(token)).body.value as Withdrawal;
    expect(
      (await confirm(token, { withdrawalId: processing.id, outcome: 'received' })).body.message,
    ).toBe('This withdrawal is not completed yet');
    expect((await confirm(token, { withdrawalId: 'nope', outcome: 'received' })).status).toBe(404);
  });
});

describe('trial accounts', () => {
  it('get 403 on every withdrawal call', async () => {
    const demo = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }), {
      strict: true,
    });
    await mock.platform.db.members.create({ ...demo, id: 99999, account: 'trial000001', type: 4 });
    const token = await mock.platform.issueSession('trial000001');
    expect((await fetchJson(ENDPOINTS.getWithdrawInfo.path, { headers: { token } })).status).toBe(
      403,
    );
    expect((await withdraw(token)).status).toBe(403);
    expect((await confirm(token, { withdrawalId: '1', outcome: 'received' })).status).toBe(403);
  });
});
