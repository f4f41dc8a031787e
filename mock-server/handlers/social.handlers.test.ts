// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { LoginResult, MemberInfo } from '#schemas/platform-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { nicknameOf, subjectOf } from '#mock-server/handlers/social.handlers.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const NOW = '2026-11-22T10:00:00Z';
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const socialLogin = (body: unknown) =>
  fetchJson<LoginResult>(ENDPOINTS.loginWithSocial.path, jsonPost(body, { Language: 'en' }));

const INVALID = { success: false, value: null, message: 'Invalid social sign-in token' };

describe('POST /wps/session/login/social', () => {
  it('makes a member linked to the subject on first sign-in, and finds it afterwards', async () => {
    const first = await socialLogin({ provider: 'google', idToken: 'sim:google:demo-player' });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const token = (first.body.value as LoginResult).token;
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } });
    expect(info).toMatchObject({ account: 'google_demo-player', nickname: 'Demo Player', type: 0 });

    const again = await socialLogin({ provider: 'google', idToken: 'sim:google:demo-player' });
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const token2 = (again.body.value as LoginResult).token;
    const info2 = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, {
      headers: { token: token2 },
    });
    expect(info2.id).toBe(info.id);
    expect(
      mock.platform.db.members.findMany((q) => q.where({ account: info.account })),
    ).toHaveLength(1);
  });

  it('keeps the same subject of two providers apart', async () => {
    const google = await socialLogin({ provider: 'google', idToken: 'sim:google:ann' });
    const facebook = await socialLogin({ provider: 'facebook', idToken: 'sim:facebook:ann' });
    const accountOf = async (result: typeof google) =>
      (
        await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, {
          headers: { token: (result.body.value as LoginResult).token },
        })
      ).account;
    expect(await accountOf(google)).toBe('google_ann');
    expect(await accountOf(facebook)).toBe('facebook_ann');
  });

  it("answers 400 'Invalid social sign-in token' for anything but a simulated token", async () => {
    for (const body of [
      { provider: 'google', idToken: 'eyJhbGciOiJSUzI1NiJ9.real.jwt' },
      { provider: 'google', idToken: 'sim:facebook:ann' },
      { provider: 'google', idToken: 'sim:google:' },
      { provider: 'google', idToken: 'sim:google:Ann Smith' },
      { provider: 'google', idToken: 'sim:google:ann:extra' },
      { provider: 'google' },
      { provider: 'twitter', idToken: 'sim:twitter:ann' },
      {},
    ]) {
      expect(await socialLogin(body)).toEqual({ status: 400, body: INVALID });
    }
  });

  it('answers 403 for a provider the brand does not enable', async () => {
    expect(await socialLogin({ provider: 'zalo', idToken: 'sim:zalo:ann' })).toEqual({
      status: 403,
      body: { success: false, value: null, message: 'This sign-in provider is not available' },
    });
    expect(
      mock.platform.db.members.findFirst((q) => q.where({ account: 'zalo_ann' })),
    ).toBeUndefined();
  });
});

describe('simulated tokens', () => {
  it('reads the subject of its own provider only', () => {
    expect(subjectOf('zalo', 'sim:zalo:a-1')).toBe('a-1');
    expect(subjectOf('zalo', 'sim:google:a-1')).toBeNull();
    expect(subjectOf('zalo', 'sim:zalo:-a')).toBeNull();
    expect(subjectOf('zalo', 42)).toBeNull();
  });

  it('makes a nickname from the subject', () => {
    expect(nicknameOf('demo-player')).toBe('Demo Player');
    expect(nicknameOf('x7')).toBe('X7');
  });
});
