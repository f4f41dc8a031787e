import type { CustomerServiceEntry, MemberInfo } from '#schemas/platform-api.ts';
import { serviceChoice } from '#machines/member.ts';
import { safeLink } from '#src/platform/safe-link.ts';

/**
 * The customer-service entry the chat window shows (spec section 4, service choice): rank
 * level above 4 gets the VIP entry, everyone else live chat; without a VIP entry, live chat.
 */
export function chatEntryFor(
  member: MemberInfo | null,
  entries: readonly CustomerServiceEntry[],
): CustomerServiceEntry | null {
  const byType = (type: string) => entries.find((entry) => entry.csType === type) ?? null;
  return byType(serviceChoice(member)) ?? byType('LIVECHAT');
}

/**
 * Where the chat frame may point: an in-app path, a same-origin address or an https address.
 * Anything else (http elsewhere, javascript:, data:, protocol-relative) gives null.
 */
export function chatFrameSrc(path: string | null | undefined, origin: string): string | null {
  const link = safeLink(path);
  if (!link) return null;
  if (link.kind === 'internal') return link.path;
  const url = new URL(link.href);
  return url.protocol === 'https:' || url.origin === origin ? url.href : null;
}
