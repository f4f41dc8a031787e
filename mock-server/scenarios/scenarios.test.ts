// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { AgentAnnouncement } from '#schemas/agent-api.ts';
import type {
  Announcement,
  Banner,
  HelpCategory,
  PermissionConfig,
  SystemStatus,
} from '#schemas/platform-api.ts';
import type { ActivityDetail } from '#schemas/promotions-api.ts';
import type { InboxMessage } from '#schemas/records-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { MAINTENANCE_WINDOW_MS } from '#mock-server/scenarios/maintenance.ts';
import { isScenario, SCENARIOS } from '#mock-server/scenarios/registry.ts';
import { SLOW_DELAY_MS } from '#mock-server/scenarios/slow.ts';
import { HOSTILE_PROMOTION_BASE } from '#mock-server/content/hostile-content.ts';
import { XSS_LINKS, XSS_PAYLOADS } from '#mock-server/security/xss-payloads.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchJson, fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const NOW = '2026-11-22T10:00:00.000Z';
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

describe('scenario registry', () => {
  it('names every scenario and recognises only those', () => {
    expect(SCENARIOS).toEqual([
      'normal',
      'maintenance',
      'restricted',
      'slow',
      'flaky',
      'session-expired',
      'deposit-failed',
      'deposit-pending',
      'hostile-content',
    ]);
    expect(SCENARIOS.every(isScenario)).toBe(true);
    expect(isScenario('expired')).toBe(false);
    expect(isScenario(undefined)).toBe(false);
  });

  it('starts again from the initial scenario after reset', async () => {
    mock.useScenario('maintenance');
    expect(mock.platform.scenario).toBe('maintenance');
    await mock.reset();
    expect(mock.platform.scenario).toBe('normal');
    expect((await fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path)).status).toBe(0);
  });
});

const ENGLISH = { headers: { Language: 'en' } };

describe('maintenance', () => {
  it('says why in the language of the request', async () => {
    mock.useScenario('maintenance');
    const vi = await fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path, {
      headers: { Language: 'vi' },
    });
    expect(vi.maintenance?.message).toMatch(/^Hệ thống đang bảo trì/);
  });

  it('answers status 1 with an end time two hours after the clock', async () => {
    mock.useScenario('maintenance');
    const status = await fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path, ENGLISH);
    const endTime = new Date(Date.parse(NOW) + MAINTENANCE_WINDOW_MS).toISOString();
    expect(status.status).toBe(1);
    expect(status.maintenance?.endTime).toBe(endTime);
    expect(status.maintenance?.message).toMatch(/^System maintenance/);

    const config = await fetchValue<PermissionConfig>(ENDPOINTS.getPermission.path);
    expect(config.maintenance?.endTime).toBe(endTime);
  });

  it('moves the end time with the clock', async () => {
    mock.useScenario('maintenance');
    clock.advance(60_000);
    const status = await fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path);
    expect(Date.parse(status.maintenance?.endTime ?? '')).toBe(
      Date.parse(NOW) + 60_000 + MAINTENANCE_WINDOW_MS,
    );
  });
});

describe('restricted', () => {
  it("answers status 2 with the visitor's IP and country", async () => {
    mock.useScenario('restricted');
    const status = await fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path, ENGLISH);
    expect(status).toEqual({
      status: 2,
      maintenance: null,
      location: { ip: '203.0.113.7', country: 'SG' },
    });
    const config = await fetchValue<PermissionConfig>(ENDPOINTS.getPermission.path, ENGLISH);
    expect(config.location).toEqual({ ip: '203.0.113.7', country: 'SG' });
    expect(config.regionRestriction?.message).toMatch(/location or IP/);
    const vi = await fetchValue<PermissionConfig>(ENDPOINTS.getPermission.path, {
      headers: { Language: 'vi' },
    });
    expect(vi.regionRestriction?.message).toMatch(/^Truy cập bị hạn chế/);
  });
});

describe('flaky', () => {
  it('fails every third API call with 503 System error', async () => {
    mock.useScenario('flaky');
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      const { status, body } = await fetchJson<SystemStatus>(
        ENDPOINTS.getSystemStatus.path,
        ENGLISH,
      );
      statuses.push(status);
      if (status === 503)
        expect(body).toEqual({ success: false, value: null, message: 'System error' });
    }
    expect(statuses).toEqual([200, 200, 503, 200, 200, 503, 200]);
  });

  it('says System error in the language of the request', async () => {
    mock.useScenario('flaky');
    const vi = { headers: { Language: 'vi' } };
    await fetchJson(ENDPOINTS.getSystemStatus.path, vi);
    await fetchJson(ENDPOINTS.getSystemStatus.path, vi);
    expect((await fetchJson(ENDPOINTS.getSystemStatus.path, vi)).body.message).toBe('Lỗi hệ thống');
  });

  it("says it in the brand's default language to a call without a Language header", async () => {
    mock.useScenario('flaky');
    await fetchJson(ENDPOINTS.getSystemStatus.path);
    await fetchJson(ENDPOINTS.getSystemStatus.path);
    // The fixture brand's default language is vi.
    expect(await fetchJson(ENDPOINTS.getSystemStatus.path)).toEqual({
      status: 503,
      body: { success: false, value: null, message: 'Lỗi hệ thống' },
    });
  });

  it('never fails assets, and assets do not count as calls', async () => {
    mock.useScenario('flaky');
    const asset = () => fetch(`${TEST_ORIGIN}/mock-assets/icons/PG.svg`).then((r) => r.status);
    const api = () => fetchJson(ENDPOINTS.getSystemStatus.path).then((r) => r.status);
    const statuses = [
      await api(),
      await asset(),
      await asset(),
      await api(),
      await asset(),
      await api(),
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 200, 503]);
  });

  it('counts again from zero after switching scenario', async () => {
    mock.useScenario('flaky');
    await fetchJson(ENDPOINTS.getSystemStatus.path);
    await fetchJson(ENDPOINTS.getSystemStatus.path);
    mock.useScenario('flaky');
    expect((await fetchJson(ENDPOINTS.getSystemStatus.path)).status).toBe(200);
  });
});

describe('slow', () => {
  it('delays API calls by 1.5 s but not assets', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      mock.useScenario('slow');
      let answered = false;
      const call = fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path).then(
        () => (answered = true),
      );
      // The asset answers while the fake clock stands still.
      expect((await fetch(`${TEST_ORIGIN}/mock-assets/icons/PG.svg`)).status).toBe(200);
      await vi.advanceTimersByTimeAsync(SLOW_DELAY_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('session-expired', () => {
  it('answers 401 to every call carrying a token, and lets the others through', async () => {
    const token = await mock.platform.issueSession('demo01');
    mock.useScenario('session-expired');
    const withToken = await fetchJson(ENDPOINTS.getMemberInfo.path, {
      headers: { token, Language: 'en' },
    });
    expect(withToken).toEqual({
      status: 401,
      body: { success: false, value: null, message: 'You are not logged in, please login' },
    });
    expect((await fetchJson(ENDPOINTS.getBalance.path, { headers: { token } })).status).toBe(401);
    expect((await fetchValue<SystemStatus>(ENDPOINTS.getSystemStatus.path)).status).toBe(0);
  });

  it('says so in the language of the request', async () => {
    const token = await mock.platform.issueSession('demo01');
    mock.useScenario('session-expired');
    const { body } = await fetchJson(ENDPOINTS.getMemberInfo.path, {
      headers: { token, Language: 'vi' },
    });
    expect(body.message).toBe('Bạn chưa đăng nhập, vui lòng đăng nhập');
  });

  it("says it in the brand's default language to a call without a Language header", async () => {
    const token = await mock.platform.issueSession('demo01');
    mock.useScenario('session-expired');
    // The fixture brand's default language is vi.
    expect(await fetchJson(ENDPOINTS.getMemberInfo.path, { headers: { token } })).toEqual({
      status: 401,
      body: { success: false, value: null, message: 'Bạn chưa đăng nhập, vui lòng đăng nhập' },
    });
  });
});

describe('hostile-content', () => {
  const htmls = XSS_PAYLOADS.map((payload) => payload.html);

  it('has at least 30 payloads and 10 hostile links, each with its own id', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(XSS_LINKS.length).toBeGreaterThanOrEqual(10);
    const ids = [...XSS_PAYLOADS, ...XSS_LINKS].map((payload) => payload.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves one payload per announcement, agent announcement, message and help article', async () => {
    mock.useScenario('hostile-content');
    const announcements = await fetchValue<{ list: Announcement[] }>(
      `${ENDPOINTS.getAnnouncements.path}?group=popup&pageSize=100`,
    );
    expect(announcements.list.map((item) => item.content)).toEqual(htmls);
    const help = await fetchValue<HelpCategory[]>(`${ENDPOINTS.getHelpCenter.path}?lang=en`);
    expect(help.flatMap((category) => category.articles.map((a) => a.content))).toEqual(htmls);

    const member = { headers: { token: await mock.platform.issueSession('demo01') } };
    const inbox = await fetchValue<{ list: InboxMessage[] }>(
      `${ENDPOINTS.getMessages.path}?pageSize=100`,
      member,
    );
    expect(inbox.list.map((message) => message.content)).toEqual(htmls);
    const agent = { headers: { token: await mock.platform.issueSession('agent01') } };
    const agentNews = await fetchValue<AgentAnnouncement[]>(
      ENDPOINTS.getAgentAnnouncements.path,
      agent,
    );
    expect(agentNews.map((item) => item.content)).toEqual(htmls);
  });

  it('serves each payload as the terms of its own promotion id', async () => {
    mock.useScenario('hostile-content');
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const id = HOSTILE_PROMOTION_BASE + index;
      const detail = await fetchValue<ActivityDetail>(
        `${ENDPOINTS.getActivityDetail.path}?id=${id}`,
      );
      expect(detail).toMatchObject({ id, termsHtml: payload.html });
    }
  });

  it('links the banners to the hostile links, pictures kept', async () => {
    mock.useScenario('hostile-content');
    const banners = await fetchValue<Banner[]>(`${ENDPOINTS.getBanners.path}?groupName=w_home`);
    expect(banners.map((banner) => banner.linkUrl)).toEqual(XSS_LINKS.map((link) => link.html));
    expect(banners.every((banner) => banner.url.startsWith('/mock-assets/banners/'))).toBe(true);
  });
});
