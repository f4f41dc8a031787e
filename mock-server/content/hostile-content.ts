import type { AgentAnnouncement } from '#schemas/agent-api.ts';
import type { Announcement, Banner, HelpCategory } from '#schemas/platform-api.ts';
import type { ActivityDetail } from '#schemas/promotions-api.ts';
import type { InboxMessage } from '#schemas/records-api.ts';
import type { PromotionContent } from '#mock-server/content/promotions.ts';
import { XSS_LINKS, XSS_PAYLOADS } from '#mock-server/security/xss-payloads.ts';

/**
 * What the `hostile-content` scenario serves instead of the seeded content: one item per
 * payload wherever the platform sends a list (so no payload changes another's parsing
 * context), titled `XSS <id>` so QA and the journey can tell which payload an item carries.
 */

/** Promotion ids from here on are hostile copies of the brand's first promotion. */
export const HOSTILE_PROMOTION_BASE = 9001;
/** Hostile banners are numbered from here, so they never share a key with a seeded one. */
const HOSTILE_BANNER_BASE = 9001;
const MINUTE = 60_000;

const title = (id: string) => `XSS ${id}`;

/** Announcements of group `popup`, newest first: the list and the after-login notice show them. */
export function hostileAnnouncements(now: number): Announcement[] {
  return XSS_PAYLOADS.map(({ id, html }, index): Announcement => ({
    id: index + 1,
    type: 'PU',
    group: 'popup',
    title: title(id),
    content: html,
    createTime: now - index * MINUTE,
  }));
}

/** The agent centre's announcements. */
export function hostileAgentAnnouncements(now: number): AgentAnnouncement[] {
  return XSS_PAYLOADS.map(({ id, html }, index) => ({
    id: index + 1,
    title: title(id),
    content: html,
    publishedAt: now - index * MINUTE,
  }));
}

/** The help centre: one category, one article per payload. */
export function hostileHelp(): HelpCategory[] {
  return [
    {
      id: 'xss',
      title: 'XSS',
      articles: XSS_PAYLOADS.map(({ id, html }) => ({
        id: `xss-${id}`,
        title: title(id),
        content: html,
      })),
    },
  ];
}

/** A member's inbox: every message already read, so opening one changes nothing. */
export function hostileInbox(now: number): InboxMessage[] {
  return XSS_PAYLOADS.map(({ id, html }, index): InboxMessage => ({
    id: `xss-${id}`,
    kind: 'system',
    title: title(id),
    content: html,
    sentAt: now - index * MINUTE,
    read: true,
  }));
}

/**
 * One banner per hostile link, alternately INTERNAL and EXTERNAL, drawn with the pictures of
 * the group's seeded banners; a group without banners stays empty.
 */
export function hostileBanners(seeded: readonly Banner[]): Banner[] {
  if (seeded.length === 0) return [];
  return XSS_LINKS.map(({ id, html }, index): Banner => {
    const picture = seeded[index % seeded.length] as Banner;
    return {
      ...picture,
      bannerId: HOSTILE_BANNER_BASE + index,
      title: title(id),
      linkageType: index % 2 === 0 ? 'INTERNAL' : 'EXTERNAL',
      linkUrl: html,
    };
  });
}

/** What a hostile detail answer changes in the promotion's own detail. */
export type HostileDetail = Pick<ActivityDetail, 'termsHtml'> &
  Partial<Pick<ActivityDetail, 'id' | 'title'>>;

/**
 * The promotion whose detail answers a call for `id`, and what the answer changes: ids from
 * `HOSTILE_PROMOTION_BASE` on carry one payload each on the first promotion's detail (keeping
 * the asked id, titled `XSS <id>`); the brand's own promotions carry the payload at their
 * position. Null for an unknown id.
 */
export function hostilePromotion(
  promotions: readonly PromotionContent[],
  id: number,
): { promotion: PromotionContent; override: HostileDetail } | null {
  const extra = XSS_PAYLOADS[id - HOSTILE_PROMOTION_BASE];
  const first = promotions[0];
  if (extra && first) {
    return { promotion: first, override: { id, title: title(extra.id), termsHtml: extra.html } };
  }
  const index = promotions.findIndex((promotion) => promotion.id === id);
  const promotion = promotions[index];
  const payload = XSS_PAYLOADS[index % XSS_PAYLOADS.length];
  return promotion && payload ? { promotion, override: { termsHtml: payload.html } } : null;
}
