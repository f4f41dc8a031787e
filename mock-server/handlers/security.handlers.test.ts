// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  AuthenticatorSetup,
  BankCard,
  CodeFailure,
  CodeSent,
  LoginRecord,
  SecurityOverview,
} from '#schemas/account-api.ts';
import type { LoginResult } from '#schemas/platform-api.ts';
import { totp } from '#schemas/totp.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { CODE_TTL_MS } from '#mock-server/security/codes.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { encryptedPost, jsonPost, loginWith } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

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
const post = <T, F = null>(path: string, token: string, body: unknown) =>
  fetchJson<T, F>(path, jsonPost(body, { token, ...EN }));
const overview = (token: string) =>
  fetchValue<SecurityOverview>(ENDPOINTS.getSecurityOverview.path, { headers: { token } });
const latestCode = () => mock.platform.inbox.entries().at(-1)?.code ?? '';

describe('security centre', () => {
  it('computes the level from what is set', async () => {
    const fresh = await overview(await mock.platform.issueSession('fresh01'));
    expect(fresh).toMatchObject({ withdrawPassword: false, bankCards: 0, level: 'low' });
    const twofa = await overview(await mock.platform.issueSession('twofa01'));
    expect(twofa).toMatchObject({ level: 'high', score: 100, authenticator: true, bankCards: 1 });
  });

  it('binds an e-mail with the code from the inbox; the code is single use', async () => {
    const token = await mock.platform.issueSession('fresh01');
    const sent = await post<CodeSent>(ENDPOINTS.sendBindCode.path, token, {
      channel: 'email',
      email: 'New.Mail@example.com',
    });
    expect(sent.status).toBe(200);
    expect(mock.platform.inbox.entries().at(-1)).toMatchObject({
      to: 'new.mail@example.com',
      purpose: 'bind',
    });
    const code = latestCode();
    const body = { email: 'new.mail@example.com', code };
    const bound = await post<SecurityOverview>(ENDPOINTS.bindEmail.path, token, body);
    expect(bound.body.value?.email).toBe('ne***@example.com');
    const again = await post<SecurityOverview, CodeFailure>(ENDPOINTS.bindEmail.path, token, body);
    expect(again.status).toBe(400);
    expect(triesOf(again)).toBe(0);
  });

  it('refuses a bind code at 5 minutes and spends it after 5 wrong tries', async () => {
    const token = await mock.platform.issueSession('fresh01');
    await post(ENDPOINTS.sendBindCode.path, token, { channel: 'sms', mobileNum: '0911222333' });
    const code = latestCode();
    const bind = (answer: string) =>
      post<SecurityOverview, CodeFailure>(ENDPOINTS.bindMobile.path, token, {
        mobileNum: '0911222333',
        countryDialingCode: '+84',
        code: answer,
      });
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push(triesOf(await bind(wrong)));
    expect(tries).toEqual([4, 3, 2, 1, 0]);
    expect((await bind(code)).status).toBe(400);

    clock.set(NOW + 60_000);
    await post(ENDPOINTS.sendBindCode.path, token, { channel: 'sms', mobileNum: '0911222333' });
    const second = latestCode();
    clock.set(NOW + 60_000 + CODE_TTL_MS);
    expect((await bind(second)).body.message).toBe(
      'This code is no longer valid, please request a new one',
    );
  });

  it('sends one bind code a minute and refuses a number another member has', async () => {
    const token = await mock.platform.issueSession('fresh01');
    const ask = () =>
      post<CodeSent, CodeSent>(ENDPOINTS.sendBindCode.path, token, {
        channel: 'sms',
        mobileNum: '0911222333',
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
    clock.set(NOW + 60_000);
    expect((await ask()).status).toBe(200);
    const taken = await post(ENDPOINTS.sendBindCode.path, token, {
      channel: 'sms',
      mobileNum: '0912345678',
      countryDialingCode: '+84',
    });
    expect(taken.body.message).toBe('This mobile number is already bound to another account');
  });

  it('adds bank cards in the real name, at most 5, and removes one', async () => {
    const token = await mock.platform.issueSession('demo01');
    const add = (cardNumber: string, accountName = 'Nguyen Van An') =>
      post<BankCard[]>(ENDPOINTS.addBankCard.path, token, {
        bankName: 'ACB',
        cardNumber,
        accountName,
      });
    const diacritics = await add('9704000011112222', 'Nguyễn Văn An');
    expect(diacritics.status).toBe(400);
    expect(diacritics.body.message).toBe('Real name format is incorrect');
    expect((await add('9704000011112222', 'Tran Van B')).body.message).toBe(
      'The account name must be your real name',
    );
    let cards = await fetchValue<BankCard[]>(ENDPOINTS.getBankCards.path, {
      headers: { token },
    });
    const start = cards.length;
    expect(start).toBeGreaterThan(0);
    for (let i = start; i < 5; i += 1) {
      const added = await add(`97040000111122${String(i).padStart(2, '0')}`);
      expect(added.status).toBe(200);
      cards = added.body.value ?? [];
    }
    expect(cards).toHaveLength(5);
    expect(cards.at(-1)?.maskedNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    const sixth = await add('9704000011119999');
    expect(sixth.body.message).toBe('You can add at most 5 bank cards');
    const removed = await post<BankCard[]>(ENDPOINTS.removeBankCard.path, token, {
      cardId: cards.at(-1)?.id,
    });
    expect(removed.body.value).toHaveLength(4);
    expect((await add('9704000011119999')).status).toBe(200);
  });

  it('makes the first card name the real name when none is set', async () => {
    const token = await mock.platform.issueSession('fresh01');
    const added = await post<BankCard[]>(ENDPOINTS.addBankCard.path, token, {
      bankName: 'ACB',
      cardNumber: '9704 0000 1111 2222',
      accountName: ' pham  thi lan ',
    });
    expect(added.body.value?.[0]?.accountName).toBe('pham thi lan');
    expect((await overview(token)).realName).toBe('pham thi lan');
  });

  it("cannot remove another member's card", async () => {
    const token = await mock.platform.issueSession('demo01');
    const refused = await post(ENDPOINTS.removeBankCard.path, token, { cardId: 'twofa-card-1' });
    expect(refused.status).toBe(404);
  });

  it('changes the withdraw password with the old one', async () => {
    const token = await mock.platform.issueSession('demo01');
    const change = async (oldPassword: string) =>
      fetchJson(
        ENDPOINTS.changeWithdrawPassword.path,
        await encryptedPost(
          mock.platform,
          { oldPassword, newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
          { token, ...EN },
        ),
      );
    expect((await change('Wrong123')).body.message).toBe('Old password is incorrect');
    expect((await change('Demo1234')).status).toBe(200);
    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    expect(member?.paymentPassword).toBe('Abc12345');
  });

  it('turns the authenticator on with a code of the new secret', async () => {
    const token = await mock.platform.issueSession('demo01');
    const setup = await post<AuthenticatorSetup>(ENDPOINTS.setupAuthenticator.path, token, {});
    const secret = setup.body.value?.secret ?? '';
    expect(setup.body.value?.uri).toContain(`secret=${secret}`);
    const wrong = await post(ENDPOINTS.confirmAuthenticator.path, token, { code: '000000' });
    expect(wrong.status).toBe(400);
    const code = await totp(secret, clock.now());
    const on = await post<SecurityOverview>(ENDPOINTS.confirmAuthenticator.path, token, { code });
    expect(on.body.value?.authenticator).toBe(true);
  });

  it('lists recent logins, newest first, with IP and device', async () => {
    await loginWith(mock.platform, 'demo01', 'Demo1234');
    clock.set(NOW + 1000);
    const login = await loginWith(mock.platform, 'demo01', 'Demo1234');
    const token = loginOf(login)?.token ?? '';
    const logins = await fetchValue<LoginRecord[]>(ENDPOINTS.getLoginHistory.path, {
      headers: { token },
    });
    expect(logins).toHaveLength(2);
    expect(logins[0]?.at).toBe(NOW + 1000);
    expect(logins[0]?.ip).toBe('198.51.100.23');
    expect(logins[0]?.device).toContain('·');
  });
});
