import { toMinor } from '#mock-server/money/ledger.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';
import type { SeedTarget } from '#mock-server/seeds/seed-env.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Bonus-centre rewards of the demo accounts: base amounts, scaled like balances. */
const REWARDS = [
  {
    account: 'demo01',
    titleVi: 'Thưởng chào mừng',
    titleEn: 'Welcome bonus',
    amount: 50,
    claimed: false,
  },
  {
    account: 'demo01',
    titleVi: 'Hoàn trả hằng tuần',
    titleEn: 'Weekly cashback',
    amount: 12.5,
    claimed: false,
  },
  {
    account: 'demo01',
    titleVi: 'Thưởng sinh nhật',
    titleEn: 'Birthday bonus',
    amount: 88,
    claimed: true,
  },
  {
    account: 'vip01',
    titleVi: 'Quà VIP hằng tháng',
    titleEn: 'VIP monthly gift',
    amount: 888,
    claimed: false,
  },
] as const;

/**
 * Bonus-centre demo data (README, demo accounts): demo01 has two bonuses to claim and one
 * claimed (paid before the seeded balance, so it has no account record); vip01 has a VIP gift
 * to claim. Nothing here draws from faker, so the data seeded before stays the same.
 */
export async function seedPromotions({ db, brand, referenceTime }: SeedTarget): Promise<void> {
  const scale = balanceScale(brand.app.currency.code);
  let id = 0;
  for (const reward of REWARDS) {
    const member = db.members.findFirst((q) => q.where({ account: reward.account }));
    if (!member) continue;
    id += 1;
    await db.rewards.create({
      id: `R${id}`,
      memberId: member.id,
      titleVi: reward.titleVi,
      titleEn: reward.titleEn,
      amountMinor: toMinor(reward.amount * scale),
      status: reward.claimed ? 'claimed' : 'claimable',
      promotionId: null,
      issuedAt: referenceTime - (reward.claimed ? 10 : 1) * DAY,
      claimedAt: reward.claimed ? referenceTime - 9 * DAY : null,
      transactionId: null,
    });
  }
}
