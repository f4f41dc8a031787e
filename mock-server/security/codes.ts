import type { PlatformContext } from '#mock-server/context.ts';
import type { InboxPurpose } from '#mock-server/inbox.ts';
import type { CodePurpose } from '#mock-server/security/models.ts';

/** How long a code is accepted. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong answers a code takes before it is spent (server side). */
export const CODE_MAX_TRIES = 5;
/** A new code for the same purpose may be asked for after this long (`expiredMinutes`). */
export const CODE_RESEND_MINUTES = 1;
const RESEND_MS = CODE_RESEND_MINUTES * 60_000;

export interface CodeTarget {
  memberId: number;
  purpose: CodePurpose;
  channel: 'sms' | 'email';
  /** Compared key: normalised phone or lower-case address. */
  to: string;
  /** What the demo inbox shows as the recipient. */
  label: string;
}

export type IssueResult = { ok: true } | { ok: false; waitSeconds: number; until: number };

const INBOX_PURPOSE: Record<CodePurpose, InboxPurpose> = {
  bindMobile: 'bind',
  bindEmail: 'bind',
  twoStep: 'two-step',
};

/**
 * Sends a 6-digit code (to the demo inbox); the previous code of the member and purpose is
 * spent. One per minute per member and purpose.
 */
export async function issueCode(ctx: PlatformContext, target: CodeTarget): Promise<IssueResult> {
  const now = ctx.clock.now();
  const { memberId, purpose } = target;
  const last = ctx.db.securityCodes
    .findMany((q) => q.where({ memberId, purpose }))
    .reduce<{ sentAt: number } | null>((a, b) => (a && a.sentAt > b.sentAt ? a : b), null);
  if (last && last.sentAt + RESEND_MS > now) {
    return {
      ok: false,
      waitSeconds: Math.ceil((last.sentAt + RESEND_MS - now) / 1000),
      until: last.sentAt + RESEND_MS,
    };
  }
  await ctx.db.securityCodes.updateMany((q) => q.where({ memberId, purpose, used: false }), {
    data(record) {
      record.used = true;
    },
  });
  const code = ctx.random().numeric(6);
  await ctx.db.securityCodes.create({
    memberId,
    purpose,
    channel: target.channel,
    to: target.to,
    code,
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
    triesLeft: CODE_MAX_TRIES,
    used: false,
  });
  ctx.inbox.deliver({ to: target.label, code, purpose: INBOX_PURPOSE[purpose], at: now });
  return { ok: true };
}

export type CheckResult = { ok: true } | { ok: false; triesLeft: number };

/**
 * Checks the answer against the live code sent to `to`: right, the code is used up; wrong, it
 * loses a try and is spent at 0. No live code (none sent, expired, used, spent): 0 tries left.
 */
export async function checkCode(
  ctx: PlatformContext,
  { memberId, purpose, to }: Pick<CodeTarget, 'memberId' | 'purpose' | 'to'>,
  answer: unknown,
): Promise<CheckResult> {
  const now = ctx.clock.now();
  const live = ctx.db.securityCodes.findFirst((q) =>
    q.where({ memberId, purpose, to, used: false, expiresAt: (at) => at > now }),
  );
  if (!live) return { ok: false, triesLeft: 0 };
  const typed = typeof answer === 'string' ? answer.trim() : '';
  const right = typed !== '' && typed === live.code;
  const triesLeft = right ? live.triesLeft : live.triesLeft - 1;
  await ctx.db.securityCodes.update(live, {
    data(record) {
      record.triesLeft = triesLeft;
      record.used = right || triesLeft <= 0;
    },
  });
  return right ? { ok: true } : { ok: false, triesLeft };
}
