import type { ChatLine, ChatService } from '#schemas/support-api.ts';
import { CHAT_REPLY_DELAY_MS } from '#schemas/support-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import type { ChatLineRecord } from '#mock-server/support/models.ts';

/** Longest chat line a member may send. */
export const CHAT_MAX_LENGTH = 500;

/** Rank levels above this reach the VIP service (spec section 9). */
const VIP_RANK = 4;

const AGENT_NAMES: Record<ChatService, string> = {
  LIVECHAT: 'Mai (live chat)',
  VIP: 'Linh (VIP host)',
  COMM100: 'Comm100 agent',
};

/** Whether `member` may talk to `service`: the VIP service is for rank levels above 4. */
export function mayUseService(member: MemberRecord, service: ChatService): boolean {
  return service !== 'VIP' || member.rankLevel > VIP_RANK;
}

/** The service a member is given when none is named: VIP above rank 4, else live chat. */
export function defaultService(member: MemberRecord): ChatService {
  return member.rankLevel > VIP_RANK ? 'VIP' : 'LIVECHAT';
}

const toLine = ({ id, from, text, at }: ChatLineRecord): ChatLine => ({ id, from, text, at });

/** The lines of `service` that exist now (agents' answers appear after their delay), oldest first. */
export function chatHistory(
  ctx: PlatformContext,
  memberId: number,
  service: ChatService,
): ChatLineRecord[] {
  const now = ctx.clock.now();
  return ctx.db.chatLines
    .findMany((q) => q.where({ memberId, service }), { orderBy: { at: 'asc' } })
    .filter((line) => line.at <= now);
}

/** Reads the conversation: the agent's lines that exist now become read. */
export async function readChat(
  ctx: PlatformContext,
  memberId: number,
  service: ChatService,
): Promise<ChatLine[]> {
  const lines = chatHistory(ctx, memberId, service);
  for (const line of lines.filter((each) => !each.read)) {
    await ctx.db.chatLines.update((q) => q.where({ id: line.id }), {
      data(record) {
        record.read = true;
      },
    });
  }
  return lines.map(toLine);
}

/** The agent's lines, in every service, that exist now and were not read. */
export function unreadCount(ctx: PlatformContext, memberId: number): number {
  const now = ctx.clock.now();
  return ctx.db.chatLines
    .findMany((q) => q.where({ memberId, from: 'agent', read: false }))
    .filter((line) => line.at <= now).length;
}

/** Stores the member's line and the scripted agent's answer, due `CHAT_REPLY_DELAY_MS` later. */
export async function sendChat(
  ctx: PlatformContext,
  member: MemberRecord,
  service: ChatService,
  text: string,
  language: MessageLanguage,
): Promise<ChatLine> {
  const now = ctx.clock.now();
  const earlier = ctx.db.chatLines.findMany((q) =>
    q.where({ memberId: member.id, service, from: 'agent' }),
  ).length;
  const line = await ctx.db.chatLines.create({
    id: `chat-${ctx.random().alphanumeric(12)}`,
    memberId: member.id,
    service,
    from: 'member',
    text,
    at: now,
    read: true,
  });
  await ctx.db.chatLines.create({
    id: `chat-${ctx.random().alphanumeric(12)}`,
    memberId: member.id,
    service,
    from: 'agent',
    text:
      earlier === 0
        ? say(language, 'chatReplyFirst', { agent: AGENT_NAMES[service] })
        : say(language, 'chatReplyNext'),
    at: now + CHAT_REPLY_DELAY_MS,
    read: false,
  });
  return toLine(line);
}
