// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { CHAT_REPLY_DELAY_MS, type ChatLine, type FeedbackItem } from '#schemas/support-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { CHAT_ROOM_PATH } from '#mock-server/support/chat-room-page.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { fetchJson, fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';
import { FEEDBACK_REPLY_DELAY_MS } from './support.handlers.ts';

const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const json = (token: string, method: string, body: unknown): RequestInit => ({
  method,
  headers: { token, 'Content-Type': 'application/json', Language: 'en' },
  body: JSON.stringify(body),
});

describe('PUT /wps/feedback', () => {
  const PATH = ENDPOINTS.putFeedback.path;

  it('takes 140 characters and refuses 141, saying why', async () => {
    const token = await mock.platform.issueSession('demo01');
    const refused = await fetchJson(
      PATH,
      json(token, 'PUT', { questionType: 'game', content: 'x'.repeat(141) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Feedback can be at most 140 characters');
    const saved = await fetchValue<FeedbackItem>(
      PATH,
      json(token, 'PUT', { questionType: 'game', content: 'y'.repeat(140) }),
    );
    expect(saved.content).toHaveLength(140);
    expect(saved.replies).toEqual([]);
  });

  it('refuses an unknown type, empty content, a gif and a fourth screenshot', async () => {
    const token = await mock.platform.issueSession('demo01');
    const image = { name: 'a.png', type: 'image/png', size: 1000 };
    const cases = [
      [{ questionType: 'weather', content: 'hi' }, 'Choose what your feedback is about'],
      [{ questionType: 'other', content: '   ' }, 'Write your feedback'],
      [
        { questionType: 'other', content: 'hi', images: [{ ...image, type: 'image/gif' }] },
        'a.png: only png or jpg pictures of at most 5 MB',
      ],
      [
        { questionType: 'other', content: 'hi', images: [{ ...image, size: 6 * 1024 * 1024 }] },
        'a.png: only png or jpg pictures of at most 5 MB',
      ],
      [
        { questionType: 'other', content: 'hi', images: [image, image, image, image] },
        'At most 3 screenshots',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await fetchJson(PATH, json(token, 'PUT', body));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(
      await fetchValue<FeedbackItem[]>(ENDPOINTS.getFeedbackList.path, { headers: { token } }),
    ).toEqual([]);
  });

  it("lists the member's own feedback, newest first, with the reply once it is due", async () => {
    const demo = await mock.platform.issueSession('demo01');
    const vip = await mock.platform.issueSession('vip01');
    await fetchValue(PATH, json(demo, 'PUT', { questionType: 'deposit', content: 'first' }));
    clock.advance(1000);
    await fetchValue(
      PATH,
      json(demo, 'PUT', {
        questionType: 'withdrawal',
        content: 'second',
        images: [{ name: 'shot.jpg', type: 'image/jpeg', size: 2000 }],
      }),
    );
    const list = () =>
      fetchValue<FeedbackItem[]>(ENDPOINTS.getFeedbackList.path, { headers: { token: demo } });
    const before = await list();
    expect(before.map((item) => item.content)).toEqual(['second', 'first']);
    expect(before[0]?.images).toEqual(['shot.jpg']);
    expect(before.every((item) => item.replies.length === 0)).toBe(true);
    clock.advance(FEEDBACK_REPLY_DELAY_MS - 1000);
    const after = await list();
    expect(after.map((item) => item.replies.length)).toEqual([0, 1]);
    expect(
      await fetchValue<FeedbackItem[]>(ENDPOINTS.getFeedbackList.path, { headers: { token: vip } }),
    ).toEqual([]);
  });
});

describe('chat', () => {
  const unread = async (token: string) =>
    (
      await fetchValue<{ unReadCount: number }>(ENDPOINTS.getChatMessage.path, {
        headers: { token },
      })
    ).unReadCount;
  const history = (token: string, service = 'LIVECHAT') =>
    fetchValue<ChatLine[]>(`${ENDPOINTS.getChatHistory.path}?service=${service}`, {
      headers: { token },
    });

  it('answers a line after the delay, counts it unread until the history is read', async () => {
    const token = await mock.platform.issueSession('demo01');
    await fetchValue(
      ENDPOINTS.postChatMessage.path,
      json(token, 'POST', { service: 'LIVECHAT', text: 'Where is my deposit?' }),
    );
    clock.advance(CHAT_REPLY_DELAY_MS - 1);
    expect(await unread(token)).toBe(0);
    clock.advance(1);
    expect(await unread(token)).toBe(1);
    const lines = await history(token);
    expect(lines.map((line) => line.from)).toEqual(['member', 'agent']);
    expect(lines[1]?.text).toMatch(/^Hello, this is Mai/);
    expect(await unread(token)).toBe(0);
  });

  it('keeps the VIP service for rank levels above 4', async () => {
    const demo = await mock.platform.issueSession('demo01');
    const vip = await mock.platform.issueSession('vip01');
    const url = (token: string, service: string) =>
      fetchJson<{ chatUrl: string }>(
        `${ENDPOINTS.getChatUrl.path}?b2c=1&title=VIP&language=en&headerColor=%23123456&service=${service}`,
        { headers: { token } },
      );
    expect((await url(demo, 'VIP')).status).toBe(403);
    expect(
      (
        await fetchJson(`${ENDPOINTS.getChatHistory.path}?service=VIP`, {
          headers: { token: demo },
        })
      ).status,
    ).toBe(403);
    const answer = await url(vip, 'VIP');
    expect(answer.status).toBe(200);
    const chatUrl = (answer.body.value as { chatUrl: string }).chatUrl;
    expect(chatUrl.startsWith(`${CHAT_ROOM_PATH}?`)).toBe(true);
    expect(Object.fromEntries(new URL(chatUrl, TEST_ORIGIN).searchParams)).toEqual({
      service: 'VIP',
      title: 'VIP',
      language: 'en',
      headerColor: '#123456',
    });
  });

  it('serves the chat room page, which requests nothing', async () => {
    const response = await fetch(`${TEST_ORIGIN}${CHAT_ROOM_PATH}?service=LIVECHAT`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('data-testid="chat-room-input"');
    expect(html).not.toMatch(/fetch\(|XMLHttpRequest|localStorage/);
  });
});

describe('GET /wps/system/domainRoute/ping', () => {
  it('answers each listed line after its own delay, and refuses an unlisted one', async () => {
    const { domainList } = await fetchValue<{ domainList: { domain: string; speed: number }[] }>(
      ENDPOINTS.getDomainRoutes.path,
    );
    expect(domainList.length).toBeGreaterThan(1);
    for (const { domain, speed } of domainList) {
      const started = performance.now();
      await fetchValue(`${ENDPOINTS.pingDomainRoute.path}?domain=${domain}`);
      expect(performance.now() - started).toBeGreaterThanOrEqual(speed - 5);
    }
    const fastest = [...domainList].sort((a, b) => a.speed - b.speed)[0];
    expect(fastest?.domain).not.toBe(domainList[0]?.domain);
    expect((await fetchJson(`${ENDPOINTS.pingDomainRoute.path}?domain=evil.example`)).status).toBe(
      404,
    );
  });
});
