import type { BannerLinkageType } from '#schemas/platform-api.ts';
import { bannerImageUrl } from '#mock-server/paths.ts';
import { contentLanguage, type SeedEnv } from '#mock-server/seeds/seed-env.ts';

/**
 * Banners per group (spec section 2). Groups with 0 stay empty on purpose: their banner strip
 * must not show.
 */
export const BANNER_GROUP_SIZES: Record<string, number> = {
  w_home: 3,
  w_rng: 2,
  w_live: 1,
  w_fish: 1,
  w_promotion: 2,
  w_reg: 1,
  w_pvp: 0,
  w_sports: 0,
  w_esports: 0,
  w_lott: 0,
  w_down: 0,
  w_shop: 0,
  w_help: 0,
  w_inhouse: 0,
};

export const FIRST_BANNER_ID = 101;
export const EXTERNAL_BANNER_LINK = 'https://www.example.com/promotion';

const LINKAGES: readonly BannerLinkageType[] = ['INTERNAL', 'EXTERNAL', 'NONE'];

export const TITLES = {
  en: [
    'Welcome bonus {pct}% on your first deposit',
    'Daily cashback {pct}%',
    'New slots every week',
    'Live casino: real dealers, real wins',
    'Refer a friend and earn together',
    'Fishing frenzy: triple points',
    'Weekend reload {pct}%',
    'Lucky draw every Friday',
  ],
  vi: [
    'Thưởng {pct}% cho lần nạp đầu tiên',
    'Hoàn trả mỗi ngày {pct}%',
    'Slot mới mỗi tuần',
    'Casino trực tuyến: người chia bài thật, thắng thật',
    'Giới thiệu bạn bè, cùng nhận thưởng',
    'Bắn cá cuồng nhiệt: nhân ba điểm',
    'Nạp cuối tuần thưởng {pct}%',
    'Rút thăm may mắn mỗi thứ Sáu',
  ],
} as const;

export async function seedBanners({ db, brand, faker }: SeedEnv): Promise<void> {
  // Shuffled once and dealt in order, so banners of one group never share a title.
  const titles = faker.helpers.shuffle([...TITLES[contentLanguage(brand)]]);
  let bannerId = FIRST_BANNER_ID;
  let linkageIndex = 0;
  for (const [groupName, size] of Object.entries(BANNER_GROUP_SIZES)) {
    for (let i = 0; i < size; i += 1) {
      const linkageType = LINKAGES[linkageIndex % LINKAGES.length] ?? 'NONE';
      linkageIndex += 1;
      const title = (titles[(bannerId - FIRST_BANNER_ID) % titles.length] ?? '').replace(
        '{pct}',
        String(faker.helpers.arrayElement([10, 20, 50, 100])),
      );
      await db.banners.create({
        bannerId,
        groupName,
        url: bannerImageUrl(brand.app.id, bannerId),
        title,
        linkageType,
        linkUrl:
          linkageType === 'INTERNAL'
            ? '/promotions'
            : linkageType === 'EXTERNAL'
              ? EXTERNAL_BANNER_LINK
              : null,
      });
      bannerId += 1;
    }
  }
}
