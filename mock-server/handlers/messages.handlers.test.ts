// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { UnreadCount } from '#schemas/platform-api.ts';
import type { MessageChange, MessagePage } from '#schemas/records-api.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const PATH = ENDPOINTS.getUnreadCount.path;

describe('GET /wps/relay/MCSFE_getUnreadCount', () => {
  it('answers 401 without a valid token', async () => {
    expect((await fetchJson(PATH)).status).toBe(401);
    expect((await fetchJson(PATH, { headers: { token: 'nope' } })).status).toBe(401);
  });

  it("answers the token's member's unread count", async () => {
    const countOf = async (account: string) =>
      fetchValue<UnreadCount>(PATH, {
        headers: { token: await mock.platform.issueSession(account) },
      });
    expect(await countOf('demo01')).toEqual({ count: 2 });
    expect(await countOf('vip01')).toEqual({ count: 5 });
    expect(await countOf('expired01')).toEqual({ count: 0 });
  });

  it("refuses another member's count", async () => {
    const token = await mock.platform.issueSession('demo01');
    expect((await fetchJson(`${PATH}?account=vip01`, { headers: { token } })).status).toBe(403);
  });
});

describe('message centre (messageV2)', () => {
  const headersOf = async (account: string) => ({
    token: await mock.platform.issueSession(account),
    Language: 'en',
  });
  const inbox = async (headers: Record<string, string>, params = '') =>
    fetchValue<MessagePage>(`${ENDPOINTS.getMessages.path}?${params}`, { headers });
  const count = async (headers: Record<string, string>) =>
    (await fetchValue<UnreadCount>(PATH, { headers })).count;

  it('lists the inbox newest first, with system, promotion and personal messages', async () => {
    const page = await inbox(await headersOf('demo01'));
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.unread).toBe(2);
    expect(new Set(page.list.map((m) => m.kind))).toEqual(
      new Set(['system', 'promotion', 'personal']),
    );
    const times = page.list.map((m) => m.sentAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.list[0]!.title).toBe('Withdrawal WD2611190001 has been paid');
  });

  it('lowers the unread count when a message is read, and to 0 with mark all read', async () => {
    const headers = await headersOf('vip01');
    const unread = (await inbox(headers, 'filter=unread')).list;
    expect(unread).toHaveLength(5);
    const change = await fetchValue<MessageChange>(
      ENDPOINTS.markMessagesRead.path,
      jsonPost({ ids: [unread[0]!.id] }, headers),
    );
    expect(change.unread).toBe(4);
    expect(await count(headers)).toBe(4);
    await fetchValue(ENDPOINTS.markAllMessagesRead.path, { method: 'POST', headers });
    expect(await count(headers)).toBe(0);
  });

  it('deletes a message (an unread one lowers the count) and ignores ids of another inbox', async () => {
    const headers = await headersOf('demo01');
    const [first] = (await inbox(headers)).list;
    const change = await fetchValue<MessageChange>(
      ENDPOINTS.deleteMessages.path,
      jsonPost({ ids: [first!.id, 'M1003'] }, headers),
    );
    expect(change.unread).toBe(1);
    expect((await inbox(headers)).list.map((m) => m.id)).not.toContain(first!.id);
    // M1003 is vip01's: still there, still unread.
    const vip = await headersOf('vip01');
    expect((await inbox(vip)).list.find((m) => m.id === 'M1003')?.read).toBe(false);
  });

  it('refuses an empty choice', async () => {
    const answer = await fetchJson(
      ENDPOINTS.markMessagesRead.path,
      jsonPost({ ids: [] }, await headersOf('demo01')),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Choose the messages first');
  });
});
