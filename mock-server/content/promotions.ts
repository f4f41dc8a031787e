/**
 * Promotions of the shipped brands (our content: the spec names only `id` and `category`).
 * Static rather than seeded by faker, so the register page's carousel shows the same slides on
 * every run: demo has two new-player promotions (the carousel autoplays), lotus one (no
 * autoplay), nightowl none (no carousel). A brand not listed here gets the demo's.
 */

/** The languages promotion texts exist in; any other language gets Vietnamese. */
export const PROMOTION_LANGUAGES = ['vi', 'en'] as const;
export type PromotionLanguage = (typeof PROMOTION_LANGUAGES)[number];

export interface PromotionContent {
  id: number;
  category: string;
  title: Record<PromotionLanguage, string>;
}

const DEMO: readonly PromotionContent[] = [
  {
    id: 101,
    category: 'new_player',
    title: {
      vi: 'Thưởng 100% lần nạp đầu',
      en: '100% first-deposit bonus',
    },
  },
  {
    id: 102,
    category: 'new_player',
    title: { vi: 'Tặng 50 vòng quay miễn phí', en: '50 free spins to start' },
  },
  {
    id: 103,
    category: 'deposit',
    title: { vi: 'Nạp lại thứ Hai thưởng 10%', en: '10% reload every Monday' },
  },
  {
    id: 104,
    category: 'cashback',
    title: { vi: 'Hoàn trả slot 1,5% mỗi ngày', en: 'Daily 1.5% slots cashback' },
  },
  {
    id: 105,
    category: 'event',
    title: { vi: 'Khoe chiến thắng lớn', en: 'Share your big win' },
  },
  {
    id: 106,
    category: 'raffle',
    title: { vi: 'Rút thăm may mắn cuối tuần', en: 'Weekend lucky draw' },
  },
  {
    id: 107,
    category: 'event',
    title: { vi: 'Giải đấu mùa hè', en: 'Summer slots tournament' },
  },
  {
    id: 108,
    category: 'deposit',
    title: { vi: 'Thưởng nạp năm mới', en: 'New year reload bonus' },
  },
];

const BY_BRAND: Readonly<Record<string, readonly PromotionContent[]>> = {
  demo: DEMO,
  lotus: [
    {
      id: 201,
      category: 'new_player',
      title: { vi: 'Chào mừng đến {name}', en: 'Welcome to {name}' },
    },
    {
      id: 202,
      category: 'deposit',
      title: { vi: 'Nạp lần hai thưởng 50%', en: '50% on your second deposit' },
    },
    {
      id: 203,
      category: 'event',
      title: { vi: 'Khoảnh khắc Lotus', en: 'Lotus moments' },
    },
    {
      id: 204,
      category: 'raffle',
      title: { vi: 'Xổ số hoa sen', en: 'Lotus raffle' },
    },
  ],
  // Nothing for new players: the register page shows no carousel.
  nightowl: [
    {
      id: 301,
      category: 'cashback',
      title: { vi: 'Hoàn trả 5% sau nửa đêm', en: '5% cashback after midnight' },
    },
    {
      id: 302,
      category: 'event',
      title: { vi: 'Chiến thắng lúc nửa đêm', en: 'Midnight win stories' },
    },
    {
      id: 303,
      category: 'raffle',
      title: { vi: 'Rút thăm cú đêm', en: 'Night owl draw' },
    },
  ],
};

/** Every promotion of a brand, in display order. */
export function promotionsOf(brandId: string): readonly PromotionContent[] {
  return BY_BRAND[brandId] ?? DEMO;
}

/** A promotion's title in `language`, `{name}` being the brand's name (from its file). */
export function promotionTitle(
  promotion: PromotionContent,
  language: PromotionLanguage,
  brandName: string,
): string {
  return promotion.title[language].replaceAll('{name}', brandName);
}

/** The language texts are served in: `requested` when there is text in it, else vi. */
export function promotionLanguage(requested: string | null | undefined): PromotionLanguage {
  const code = requested?.trim().toLowerCase() ?? '';
  return PROMOTION_LANGUAGES.find((language) => code.startsWith(language)) ?? 'vi';
}
