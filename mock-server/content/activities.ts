import type { ActivityKind } from '#schemas/promotions-api.ts';
import type { PromotionContent, PromotionLanguage } from '#mock-server/content/promotions.ts';

/**
 * How each promotion runs (our content; the spec names the statuses only): how a member takes
 * part, when it runs (absolute dates, so every run shows the same), the bonus in base units
 * (scaled like balances), a summary and the terms as HTML. A raffle draws at `drawAt`; before
 * it, its status is 'process'. Promotions not listed get their category's defaults.
 */
export interface ActivityContent {
  kind: ActivityKind;
  startsAt: number;
  endsAt: number;
  /** Base units (the brand's currency before the VND/IDR scale). */
  bonus: number;
  summary: Record<PromotionLanguage, string>;
  /** For a raffle: when the draw is made, and the prizes a member may win (base units). */
  raffle?: { drawAt: number; prizes: readonly number[] };
}

const OPEN = { startsAt: Date.UTC(2026, 0, 1), endsAt: Date.UTC(2027, 11, 31, 23, 59) };

const BY_CATEGORY: Record<string, ActivityContent> = {
  new_player: {
    kind: 'join',
    ...OPEN,
    bonus: 100,
    summary: {
      vi: 'Đăng ký tham gia, nạp lần đầu và nhận thưởng.',
      en: 'Sign up, make your first deposit and get the bonus.',
    },
  },
  deposit: {
    kind: 'join',
    ...OPEN,
    bonus: 50,
    summary: { vi: 'Đăng ký để nhận thưởng nạp lại.', en: 'Sign up to get the reload bonus.' },
  },
  cashback: {
    kind: 'join',
    ...OPEN,
    bonus: 20,
    summary: {
      vi: 'Đăng ký và nhận hoàn trả mỗi ngày.',
      en: 'Sign up and get cashback every day.',
    },
  },
  event: {
    kind: 'apply',
    ...OPEN,
    bonus: 88,
    summary: {
      vi: 'Gửi ảnh chụp màn hình chiến thắng cùng lời nhắn để nhận thưởng.',
      en: 'Send a screenshot of your win with a comment to get a bonus.',
    },
  },
  raffle: {
    kind: 'raffle',
    ...OPEN,
    bonus: 500,
    summary: {
      vi: 'Mỗi thành viên có một vé; nhận giải sau khi quay số.',
      en: 'Every member holds a ticket; claim your prize after the draw.',
    },
    raffle: { drawAt: Date.UTC(2026, 10, 1), prizes: [8, 18, 38, 88, 500] },
  },
};

/** Exceptions to the category defaults, by promotion id. */
const OVERRIDES: Record<number, Partial<ActivityContent>> = {
  // Ended: shows 'close'.
  107: { startsAt: Date.UTC(2026, 5, 1), endsAt: Date.UTC(2026, 7, 31, 23, 59) },
  // Not started: shows 'comingSoon'.
  108: { startsAt: Date.UTC(2027, 0, 1), endsAt: Date.UTC(2027, 1, 28, 23, 59) },
};

/** How promotion `promotion` runs. */
export function activityOf(promotion: PromotionContent): ActivityContent {
  const base = BY_CATEGORY[promotion.category] ?? BY_CATEGORY.deposit;
  return { ...base, ...OVERRIDES[promotion.id] } as ActivityContent;
}

/** The promotion's terms as HTML (sanitised by the app like every server HTML). */
export function termsOf(
  activity: ActivityContent,
  language: PromotionLanguage,
  bonus: string,
): string {
  const vi = language === 'vi';
  const steps: Record<ActivityContent['kind'], string> = {
    join: vi
      ? '<li>Bấm <strong>Tham gia</strong> trong thời gian khuyến mãi.</li>'
      : '<li>Press <strong>Join</strong> while the promotion runs.</li>',
    apply: vi
      ? '<li>Gửi đơn với lời nhắn (tối đa 140 ký tự) và tối đa 3 ảnh png hoặc jpg, mỗi ảnh tối đa 5 MB.</li><li>Đơn được xét duyệt; khi được duyệt, tiền thưởng chờ bạn ở Trung tâm thưởng.</li>'
      : '<li>Send an application with a comment (at most 140 characters) and up to 3 png or jpg images of at most 5 MB each.</li><li>Applications are reviewed; once approved, the bonus waits for you in the bonus centre.</li>',
    raffle: vi
      ? '<li>Mỗi thành viên có một vé. Sau khi quay số, bấm <strong>Nhận</strong> để nhận giải vào số dư.</li>'
      : '<li>Every member holds one ticket. After the draw, press <strong>Claim</strong> to have your prize paid into your balance.</li>',
  };
  return [
    `<h3>${vi ? 'Điều khoản' : 'Terms'}</h3>`,
    `<p>${activity.summary[language]}</p>`,
    `<ul>${steps[activity.kind]}<li>${vi ? 'Thưởng' : 'Bonus'}: <strong>${bonus}</strong>.</li><li>${vi ? 'Tài khoản dùng thử không được tham gia.' : 'Trial accounts cannot take part.'}</li></ul>`,
    // Server HTML is untrusted: the app's sanitiser must drop this (e2e checks the flag stays unset).
    `<img src="x" alt="" onerror="window.__mockPromotionScriptRan=true">`,
    `<p><a href="/help#rules">${vi ? 'Điều khoản chung' : 'General rules'}</a></p>`,
  ].join('');
}
