import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { IMAGE_RULES, imageFault } from '#schemas/image-rules.ts';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_TYPES,
  type ChatService,
  type FeedbackImage,
  type FeedbackItem,
  type FeedbackSubmission,
} from '#schemas/support-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage, contentLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { anyOrigin } from '#mock-server/paths.ts';
import { resolve } from '#mock-server/route.ts';
import {
  CHAT_ROOM_CSP,
  CHAT_ROOM_PATH,
  chatRoomPageHtml,
} from '#mock-server/support/chat-room-page.ts';
import {
  CHAT_MAX_LENGTH,
  defaultService,
  mayUseService,
  readChat,
  sendChat,
  unreadCount,
} from '#mock-server/support/chat.ts';
import type { FeedbackRecord } from '#mock-server/support/models.ts';
import { routeDelayMs } from '#mock-server/support/route-speed.ts';

/** The platform's answer to a feedback comes this long after it (simulated clock). */
export const FEEDBACK_REPLY_DELAY_MS = 10_000;

const SERVICES: readonly ChatService[] = ['LIVECHAT', 'VIP', 'COMM100'];
const serviceOf = (value: unknown): ChatService | undefined =>
  SERVICES.find((service) => service === value);

/** Characters as a person counts them (an emoji is one). */
const length = (value: string) => [...value].length;

function imageRefused(image: Partial<FeedbackImage>): boolean {
  return (
    typeof image.size !== 'number' ||
    image.size <= 0 ||
    imageFault({ name: text(image.name), type: text(image.type), size: image.size }) !== null
  );
}

/**
 * Feedback (PUT /wps/feedback and the member's list with replies), chat (URL, unread count,
 * history, sending with a scripted agent's answer) and the route list's ping.
 */
export function supportHandlers(ctx: PlatformContext) {
  const toItem = (record: FeedbackRecord): FeedbackItem => ({
    id: record.id,
    questionType: record.questionType as FeedbackItem['questionType'],
    content: record.content,
    images: record.images,
    createdAt: record.createdAt,
    replies:
      ctx.clock.now() >= record.replyAt
        ? [{ content: say(record.language, 'feedbackReply'), createdAt: record.replyAt }]
        : [],
  });

  return [
    // The chat room page (also a file of the demo build, for frames without allow-same-origin).
    http.get(
      anyOrigin(CHAT_ROOM_PATH),
      () =>
        new HttpResponse(chatRoomPageHtml(), {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            'Content-Security-Policy': CHAT_ROOM_CSP,
          },
        }),
    ),

    resolve(ctx, ENDPOINTS.putFeedback, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const body = await readJson<FeedbackSubmission>(request);
      const questionType = FEEDBACK_TYPES.find((type) => type === body.questionType);
      if (!questionType) return fail(400, say(language, 'feedbackTypeUnknown'));
      const content = text(body.content).trim();
      if (!content) return fail(400, say(language, 'feedbackContentMissing'));
      if (length(content) > FEEDBACK_MAX_LENGTH) {
        return fail(400, say(language, 'feedbackContentTooLong', { max: FEEDBACK_MAX_LENGTH }));
      }
      const images = Array.isArray(body.images) ? (body.images as Partial<FeedbackImage>[]) : [];
      if (images.length > IMAGE_RULES.maxFiles) {
        return fail(400, say(language, 'feedbackTooManyImages', { max: IMAGE_RULES.maxFiles }));
      }
      const refused = images.find(imageRefused);
      if (refused) {
        return fail(400, say(language, 'feedbackImageRefused', { name: text(refused.name) }));
      }
      const now = ctx.clock.now();
      const record = await ctx.db.feedback.create({
        id: `fb-${ctx.random().alphanumeric(10)}`,
        memberId: caller.member.id,
        questionType,
        content,
        images: images.map((image) => text(image.name)),
        createdAt: now,
        replyAt: now + FEEDBACK_REPLY_DELAY_MS,
        language: contentLanguage(language),
      });
      return ok(toItem(record));
    }),

    resolve(ctx, ENDPOINTS.getFeedbackList, ({ caller }) =>
      ok(
        ctx.db.feedback
          .findMany((q) => q.where({ memberId: caller.member.id }), {
            orderBy: { createdAt: 'desc' },
          })
          .map(toItem),
      ),
    ),

    resolve(ctx, ENDPOINTS.getChatUrl, ({ request, caller }) => {
      const query = new URL(request.url).searchParams;
      const language = replyLanguage(request, caller.member.language);
      const service = serviceOf(query.get('service')) ?? defaultService(caller.member);
      if (!mayUseService(caller.member, service)) return fail(403, say(language, 'chatVipOnly'));
      const params = new URLSearchParams({
        service,
        title: query.get('title') ?? '',
        language: query.get('language') ?? language,
        headerColor: query.get('headerColor') ?? '',
      });
      return ok({ chatUrl: `${CHAT_ROOM_PATH}?${params.toString()}` });
    }),

    resolve(ctx, ENDPOINTS.getChatMessage, ({ caller }) =>
      ok({ unReadCount: unreadCount(ctx, caller.member.id) }),
    ),

    resolve(ctx, ENDPOINTS.getChatHistory, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const service = serviceOf(new URL(request.url).searchParams.get('service')) ?? 'LIVECHAT';
      if (!mayUseService(caller.member, service)) return fail(403, say(language, 'chatVipOnly'));
      return ok(await readChat(ctx, caller.member.id, service));
    }),

    resolve(ctx, ENDPOINTS.postChatMessage, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const body = await readJson<{ service: ChatService; text: string }>(request);
      const service = serviceOf(body.service) ?? 'LIVECHAT';
      if (!mayUseService(caller.member, service)) return fail(403, say(language, 'chatVipOnly'));
      const line = text(body.text).trim();
      if (!line) return fail(400, say(language, 'chatMessageMissing'));
      if (length(line) > CHAT_MAX_LENGTH) {
        return fail(400, say(language, 'chatMessageTooLong', { max: CHAT_MAX_LENGTH }));
      }
      return ok(await sendChat(ctx, caller.member, service, line, language));
    }),

    // Answers after the line's delay in real time (a speed test measures real time).
    resolve(ctx, ENDPOINTS.pingDomainRoute, async ({ request }) => {
      const url = new URL(request.url);
      const domain = url.searchParams.get('domain') ?? '';
      const domains = [
        url.hostname,
        ...ctx.brand.app.domains.filter((each) => each !== url.hostname),
      ];
      const position = domains.indexOf(domain);
      if (position < 0) {
        return fail(
          404,
          say(replyLanguage(request, ctx.brand.app.defaultLanguage), 'routeUnknown'),
        );
      }
      await new Promise((done) => setTimeout(done, routeDelayMs(position)));
      return ok({ domain });
    }),
  ];
}
