// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { CodeFailure, CodeSent, TwoStepChallenge } from '#schemas/account-api.ts';
import type { LoginResult } from '#schemas/platform-api.ts';
import { totp } from '#schemas/totp.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { CODE_TTL_MS } from '#mock-server/security/codes.ts';
import { TWO_STEP_REAL_NAME, TWO_STEP_TOTP_SECRET } from '#mock-server/seeds/security.seed.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost, jsonPost, loginWith } from '#mock-server/testing/calls.ts';
import { fetchJson } from '#mock-server/testing/fetch-json.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const EN = { Language: 'en' };
const triesOf = (answer: { body: { value: unknown } }) =>
  (answer.body.value as CodeFailure | null)?.triesLeft;
const loginOf = (answer: { body: { value: unknown } }) => answer.body.value as LoginResult | null;

async function challenge(): Promise<TwoStepChallenge> {
  const answer = await loginWith(mock.platform, 'twofa01', 'Demo1234');
  expect(answer.status).toBe(200);
  expect(loginOf(answer)?.token).toBe('');
  const twoStep = loginOf(answer)?.twoStep;
  if (!twoStep) throw new Error('no two-step challenge');
  return twoStep;
}

const sendCode = (ticket: string, method: 'sms' | 'email') =>
  fetchJson<CodeSent, CodeSent>(ENDPOINTS.twoStepCode.path, jsonPost({ ticket, method }, EN));

const verify = async (ticket: string, method: string, answer: string) =>
  fetchJson<LoginResult, CodeFailure>(
    ENDPOINTS.twoStepVerify.path,
    await encryptedPost(mock.platform, { ticket, method, answer }, EN),
  );

const latestCode = () => mock.platform.inbox.entries().at(-1)?.code ?? '';

describe('two-step login (spec section 8)', () => {
  it('holds twofa01 from a new IP with all four proofs, and lets demo01 in at once', async () => {
    const held = await challenge();
    expect(held.methods).toEqual(['sms', 'email', 'bankName', 'totp']);
    expect(held.ip).toMatch(/^203\.0\.113\./);
    expect(held.maskedEmail).toBe('tw***@example.com');
    const demo = await loginWith(mock.platform, 'demo01', 'Demo1234');
    expect(loginOf(demo)?.token).not.toBe('');
    expect(loginOf(demo)?.twoStep).toBeUndefined();
  });

  it('asks again on every twofa01 login: each one is from another IP', async () => {
    const first = await challenge();
    const ok = await verify(first.ticket, 'bankName', TWO_STEP_REAL_NAME);
    expect(ok.status).toBe(200);
    const second = await challenge();
    expect(second.ip).not.toBe(first.ip);
  });

  it('logs in with an SMS code from the inbox; the code is single use', async () => {
    const { ticket } = await challenge();
    expect((await sendCode(ticket, 'sms')).status).toBe(200);
    const code = latestCode();
    expect(mock.platform.inbox.entries().at(-1)?.purpose).toBe('two-step');
    const done = await verify(ticket, 'sms', code);
    expect(done.status).toBe(200);
    expect(loginOf(done)?.token).toMatch(/\w{32}/);
    // The ticket and the code are spent.
    expect((await verify(ticket, 'sms', code)).body.message).toBe(
      'Verification expired, please log in again',
    );
  });

  it('logs in with an e-mail code', async () => {
    const { ticket } = await challenge();
    await sendCode(ticket, 'email');
    expect(mock.platform.inbox.entries().at(-1)?.to).toBe('twofa01@example.com');
    expect((await verify(ticket, 'email', latestCode())).status).toBe(200);
  });

  it('refuses an expired code: 5 minutes is the edge', async () => {
    const { ticket } = await challenge();
    await sendCode(ticket, 'sms');
    const code = latestCode();
    clock.set(NOW + CODE_TTL_MS);
    const late = await verify(ticket, 'sms', code);
    expect(late.status).toBe(400);
    expect(triesOf(late)).toBe(0);
  });

  it('accepts a code a moment before it expires', async () => {
    const { ticket } = await challenge();
    await sendCode(ticket, 'sms');
    clock.set(NOW + CODE_TTL_MS - 1000);
    expect((await verify(ticket, 'sms', latestCode())).status).toBe(200);
  });

  it('spends a code after 5 wrong tries: even the right one is then refused', async () => {
    const { ticket } = await challenge();
    await sendCode(ticket, 'sms');
    const code = latestCode();
    const left: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify(ticket, 'sms', '000000' === code ? '111111' : '000000');
      left.push(triesOf(wrong) ?? -1);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const right = await verify(ticket, 'sms', code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('This code is no longer valid, please request a new one');
  });

  it('takes the bank account name (case and spaces ignored) and counts wrong names', async () => {
    const { ticket } = await challenge();
    const wrong = await verify(ticket, 'bankName', 'Le Van Ha');
    expect(wrong.body.message).toBe('Bank account name is incorrect, 4 tries left');
    expect((await verify(ticket, 'bankName', '  le van   HAI ')).status).toBe(200);
  });

  it('drops the held login after 5 wrong authenticator codes', async () => {
    const { ticket } = await challenge();
    for (let i = 0; i < 4; i += 1) await verify(ticket, 'totp', '000000');
    const fifth = await verify(ticket, 'totp', '000000');
    expect(fifth.body.message).toBe('Too many wrong answers, please log in again');
    const right = await totp(TWO_STEP_TOTP_SECRET, clock.now());
    expect((await verify(ticket, 'totp', right)).body.message).toBe(
      'Verification expired, please log in again',
    );
  });

  it('takes an authenticator code once: the same code cannot log in twice', async () => {
    const code = await totp(TWO_STEP_TOTP_SECRET, clock.now());
    const first = await challenge();
    expect((await verify(first.ticket, 'totp', code)).status).toBe(200);
    const second = await challenge();
    expect((await verify(second.ticket, 'totp', code)).status).toBe(400);
    clock.set(NOW + 30_000);
    const next = await totp(TWO_STEP_TOTP_SECRET, clock.now());
    expect((await verify(second.ticket, 'totp', next)).status).toBe(200);
  });

  it('refuses a method the member has not set and an unknown ticket', async () => {
    const login = await loginWith(mock.platform, 'demo01', 'Demo1234');
    expect(login.status).toBe(200);
    expect((await sendCode('nope', 'sms')).status).toBe(400);
    expect(triesOf(await verify('nope', 'bankName', 'x'))).toBe(0);
  });

  it('records the verified login with its IP and device', async () => {
    const { ticket, ip } = await challenge();
    await verify(ticket, 'bankName', TWO_STEP_REAL_NAME);
    const records = mock.platform.db.loginRecords.all();
    expect(records.length).toBeGreaterThan(0);
    expect(records.at(-1)).toMatchObject({ ip, verified: true });
  });
});
