import { promotionsOf } from '#mock-server/content/promotions.ts';
import type { InboxEntry } from '#mock-server/inbox.ts';
import type { DemoReadings } from '#mock-server/worker/protocol.ts';
import { pendingRedemptions, reviewRedemption } from '#mock-server/loyalty/mall.ts';
import { contentLanguage, messageLanguageOf } from '#mock-server/messages/language.ts';
import type { Platform } from '#mock-server/platform.ts';
import { pendingApplications, reviewApplication } from '#mock-server/promotions/review.ts';

/** The two-step demo account, whose authenticator code the demo panel shows. */
export const TWO_STEP_DEMO_ACCOUNT = 'twofa01';

/** The operator's answer from the demo panel. */
export type DemoDecision = 'approve' | 'reject';

/** An activity application waiting for the operator, as the demo panel lists it. */
export interface DemoApplication {
  id: string;
  account: string;
  /** The promotion's title in the panel's language (Vietnamese or English). */
  promotion: string;
  comment: string;
  images: number;
  at: number;
}

/** A point mall redemption In Process, as the demo panel lists it. */
export interface DemoRedemption {
  id: string;
  account: string;
  /** The item's name in the panel's language (Vietnamese or English). */
  item: string;
  quantity: number;
  points: number;
  at: number;
}

/**
 * The back office of a running simulated platform, for the demo panel: what a real platform
 * would have sent or be holding (the inbox, the answers of the open puzzles, the two-step demo
 * account's authenticator secret, the platform clock), what waits for the operator's review,
 * and the operator's decisions. Every answer is plain data, so the desk can answer across a
 * message channel as well as in the page (decision 018). `afterChange` runs once a decision
 * has changed the platform's data (the browser keeps it across reloads).
 */
export function demoDesk(platform: Platform, { afterChange }: { afterChange: () => void }) {
  const accountOf = (memberId: number): string =>
    platform.db.members.findFirst((q) => q.where({ id: memberId }))?.account ?? '';
  const readingIn = (language: string) => contentLanguage(messageLanguageOf(language));

  const desk = {
    inbox: (): readonly InboxEntry[] => platform.inbox.entries(),
    captchaAnswer: (): string | null => platform.peekCaptcha() ?? null,
    /** Where the newest open slider puzzle's gap is (x in picture pixels). */
    sliderAnswer: (): number | null => platform.peekSlider() ?? null,
    authenticatorSecret(): string | null {
      const member = platform.db.members.findFirst((q) =>
        q.where({ account: TWO_STEP_DEMO_ACCOUNT }),
      );
      if (!member) return null;
      const settings = platform.db.accountSettings.findFirst((q) =>
        q.where({ memberId: member.id }),
      );
      return settings?.totpSecret ?? null;
    },
    now: (): number => platform.clock.now(),
    /** All of the above at once, as the demo panel's pages are sent them. */
    readings(): DemoReadings {
      return {
        inbox: desk.inbox(),
        captcha: desk.captchaAnswer(),
        slider: desk.sliderAnswer(),
        authenticatorSecret: desk.authenticatorSecret(),
        clockOffset: desk.now() - Date.now(),
      };
    },

    applications(language: string): DemoApplication[] {
      const lang = readingIn(language);
      const titles = new Map(promotionsOf(platform.brand.app.id).map((p) => [p.id, p.title]));
      return pendingApplications(platform).map((entry) => ({
        id: entry.id,
        account: accountOf(entry.memberId),
        promotion: titles.get(entry.promotionId)?.[lang] ?? String(entry.promotionId),
        comment: entry.comment,
        images: entry.images.length,
        at: entry.createdAt,
      }));
    },
    async reviewApplication(id: string, decision: DemoDecision): Promise<boolean> {
      const reviewed = await reviewApplication(platform, id, decision);
      afterChange();
      return reviewed !== null;
    },

    redemptions(language: string): DemoRedemption[] {
      const lang = readingIn(language);
      return pendingRedemptions(platform).map((entry) => {
        const item = platform.db.mallItems.findFirst((q) => q.where({ id: entry.itemId }));
        return {
          id: entry.id,
          account: accountOf(entry.memberId),
          item: item?.name[lang] ?? entry.itemId,
          quantity: entry.quantity,
          points: entry.points,
          at: entry.appliedAt,
        };
      });
    },
    async reviewRedemption(id: string, decision: DemoDecision): Promise<boolean> {
      const reviewed = await reviewRedemption(platform, id, decision);
      afterChange();
      return reviewed !== null;
    },
  };
  return desk;
}

export type DemoDesk = ReturnType<typeof demoDesk>;
