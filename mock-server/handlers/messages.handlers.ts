import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { MessageIds } from '#schemas/records-api.ts';
import { hostileInbox } from '#mock-server/content/hostile-content.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { changeMessages, inboxOf, unreadOf } from '#mock-server/message-centre/inbox.ts';
import { intParam, resolve } from '#mock-server/route.ts';

/** At most this many messages a page. */
const MAX_PAGE_SIZE = 100;

const idsOf = (body: unknown): string[] | null => {
  const ids = (body as Partial<MessageIds> | null)?.ids;
  return Array.isArray(ids) && ids.length > 0 && ids.every((id) => typeof id === 'string')
    ? ids
    : null;
};

/**
 * The member's message centre (messageV2): an inbox of system notices, promotions and
 * personal messages (`message-centre/`), read state and deletion; the unread count follows it.
 */
export function messageHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getUnreadCount, ({ caller }) =>
      ok({ count: unreadOf(ctx, caller.member) }),
    ),

    resolve(ctx, ENDPOINTS.getMessages, ({ request, caller }) => {
      const url = new URL(request.url);
      const language = replyLanguage(request, caller.member.language);
      const all = ctx.scenario().hostileContent
        ? hostileInbox(ctx.clock.now())
        : inboxOf(ctx, caller.member, language);
      const kind = url.searchParams.get('kind');
      const unreadOnly = url.searchParams.get('filter') === 'unread';
      const rows = all.filter(
        (message) => (!kind || message.kind === kind) && (!unreadOnly || !message.read),
      );
      const pageNo = intParam(url, 'pageNo', 1);
      const pageSize = Math.min(intParam(url, 'pageSize', 10), MAX_PAGE_SIZE);
      return ok({
        list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        totalCount: rows.length,
        totalPages: Math.ceil(rows.length / pageSize),
        unread: all.filter((message) => !message.read).length,
      });
    }),

    resolve(ctx, ENDPOINTS.markMessagesRead, async ({ request, caller }) => {
      const ids = idsOf(await readJson(request));
      if (!ids)
        return fail(400, say(replyLanguage(request, caller.member.language), 'badMessageIds'));
      await changeMessages(ctx, caller.member, ids, { read: true });
      return ok({ unread: unreadOf(ctx, caller.member) });
    }),

    resolve(ctx, ENDPOINTS.markAllMessagesRead, async ({ caller }) => {
      const ids = inboxOf(ctx, caller.member, 'en').map((message) => message.id);
      await changeMessages(ctx, caller.member, ids, { read: true });
      return ok({ unread: 0 });
    }),

    resolve(ctx, ENDPOINTS.deleteMessages, async ({ request, caller }) => {
      const ids = idsOf(await readJson(request));
      if (!ids)
        return fail(400, say(replyLanguage(request, caller.member.language), 'badMessageIds'));
      await changeMessages(ctx, caller.member, ids, { deleted: true });
      return ok({ unread: unreadOf(ctx, caller.member) });
    }),
  ];
}
