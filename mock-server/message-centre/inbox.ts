import { SEED_REFERENCE_TIME } from '#mock-server/clock.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { type MessageLanguage, contentLanguage } from '#mock-server/messages/language.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { INBOX } from '#mock-server/message-centre/inbox-content.ts';
import type { InboxMessage } from '#schemas/records-api.ts';

/**
 * How many of an account's newest messages start unread: the header's dot shows for demo01,
 * vip01 and agent01 and not for the others until something new arrives.
 */
export const INITIALLY_UNREAD: Readonly<Record<string, number>> = {
  demo01: 2,
  vip01: 5,
  agent01: 1,
};

type InboxContext = Pick<PlatformContext, 'db'>;

const HOUR = 60 * 60 * 1000;

/** The member's messages, newest first, deleted ones left out, read state applied. */
export function inboxOf(
  ctx: InboxContext,
  member: MemberRecord,
  language: MessageLanguage,
): InboxMessage[] {
  const states = new Map(
    ctx.db.messageStates
      .findMany((q) => q.where({ memberId: member.id }))
      .map((state) => [state.messageId, state]),
  );
  const unreadAtStart = INITIALLY_UNREAD[member.account] ?? 0;
  return INBOX.filter(
    (template) => !template.accounts || template.accounts.includes(member.account),
  )
    .map((template, index) => ({ template, index }))
    .filter(({ template }) => !states.get(template.id)?.deleted)
    .map(({ template, index }) => ({
      id: template.id,
      kind: template.kind,
      title: template.title[contentLanguage(language)],
      content: template.content[contentLanguage(language)],
      sentAt: SEED_REFERENCE_TIME - template.hoursAgo * HOUR,
      read: states.get(template.id)?.read ?? index >= unreadAtStart,
    }));
}

/** How many of the member's messages are unread (the header's count). */
export function unreadOf(ctx: InboxContext, member: MemberRecord): number {
  return inboxOf(ctx, member, 'en').filter((message) => !message.read).length;
}

/** Records a change to some of the member's messages; ids not in their inbox are ignored. */
export async function changeMessages(
  ctx: InboxContext,
  member: MemberRecord,
  ids: readonly string[],
  change: { read?: true; deleted?: true },
): Promise<void> {
  const own = new Set(inboxOf(ctx, member, 'en').map((message) => message.id));
  for (const messageId of ids) {
    if (!own.has(messageId)) continue;
    const id = `${member.id}:${messageId}`;
    const existing = ctx.db.messageStates.findFirst((q) => q.where({ id }));
    if (existing) {
      await ctx.db.messageStates.update((q) => q.where({ id }), {
        data(record) {
          if (change.read) record.read = true;
          if (change.deleted) record.deleted = true;
        },
      });
    } else {
      await ctx.db.messageStates.create({
        id,
        memberId: member.id,
        messageId,
        read: change.read ?? false,
        deleted: change.deleted ?? false,
      });
    }
  }
}
