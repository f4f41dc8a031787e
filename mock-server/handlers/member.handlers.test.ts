// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { SESSION_TTL_MS } from '#mock-server/session.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

/** No `Language` header: the fixture brand's language, Vietnamese. */
const NOT_LOGGED_IN = {
  success: false,
  value: null,
  message: 'Bạn chưa đăng nhập, vui lòng đăng nhập',
};

function setLanguage(language: string, token?: string) {
  return fetchJson<null>(ENDPOINTS.updateLanguage.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify({ language }),
  });
}

describe('POST /wps/member/language', () => {
  it('answers 401 without a token', async () => {
    expect(await setLanguage('en')).toEqual({ status: 401, body: NOT_LOGGED_IN });
  });

  it('answers 401 with an unknown token', async () => {
    expect(await setLanguage('en', 'not-a-session')).toEqual({ status: 401, body: NOT_LOGGED_IN });
  });

  it("stores the member's language with a valid token", async () => {
    const token = await mock.platform.issueSession('demo01');
    expect(await setLanguage('en', token)).toEqual({
      status: 200,
      body: { success: true, value: null, message: null },
    });
    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    expect(member?.language).toBe('en');
  });

  it('refuses a language the brand does not offer', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { status, body } = await setLanguage('xx', token);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, value: null, message: 'Ngôn ngữ không được hỗ trợ' });
  });

  it('answers 401 once the session has expired', async () => {
    const token = await mock.platform.issueSession('demo01');
    clock.advance(SESSION_TTL_MS + 1);
    expect((await setLanguage('en', token)).status).toBe(401);
  });

  it('forgets sessions on reset', async () => {
    const token = await mock.platform.issueSession('demo01');
    await mock.reset();
    expect((await setLanguage('en', token)).status).toBe(401);
  });
});

describe('GET /wps/member/info', () => {
  it('answers 401 without a token', async () => {
    expect(await fetchJson(ENDPOINTS.getMemberInfo.path)).toEqual({
      status: 401,
      body: NOT_LOGGED_IN,
    });
  });

  it("answers the token's member: VIP rank, labels, type", async () => {
    const token = await mock.platform.issueSession('vip01');
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, { headers: { token } });
    expect(info).toEqual({
      id: expect.any(Number),
      account: 'vip01',
      nickname: expect.any(String),
      type: 0,
      toUpline: false,
      clubLabel: {
        labelName: 'Royal',
        color: expect.any(String),
        color2: expect.any(String),
        rankLevel: 6,
      },
      memberLabel: [{ labelName: 'VIP' }, { labelName: 'High roller' }],
    });
  });

  it('knows agents and the members of their team', async () => {
    const agent = await mock.platform.issueSession('agent01');
    const info = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, {
      headers: { token: agent },
    });
    expect(info.type).toBe(1);
    const member = await mock.platform.issueSession('team01');
    const teamInfo = await fetchValue<MemberInfo>(ENDPOINTS.getMemberInfo.path, {
      headers: { token: member },
    });
    expect(teamInfo.toUpline).toBe(true);
  });

  it("refuses with 403 when asked for another member's data", async () => {
    const token = await mock.platform.issueSession('demo01');
    for (const query of ['?account=vip01', '?id=1']) {
      const { status } = await fetchJson(`${ENDPOINTS.getMemberInfo.path}${query}`, {
        headers: { token },
      });
      expect(status).toBe(403);
    }
    expect(
      (await fetchJson(`${ENDPOINTS.getMemberInfo.path}?account=DEMO01`, { headers: { token } }))
        .status,
    ).toBe(200);
  });
});

describe('GET /wps/member/info/icon', () => {
  it('answers an SVG avatar as a data URL', async () => {
    const token = await mock.platform.issueSession('demo01');
    const icon = await fetchValue<string>(ENDPOINTS.getMemberIcon.path, { headers: { token } });
    expect(icon).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(icon)).toContain('<svg');
  });

  it('answers 401 without a token', async () => {
    expect((await fetchJson(ENDPOINTS.getMemberIcon.path)).status).toBe(401);
  });
});
