import { EARNINGS, MALL_ITEMS } from '#mock-server/loyalty/catalogue.ts';
import { addPointRecord } from '#mock-server/loyalty/points.ts';
import { hashUnit, pointsConfig } from '#mock-server/loyalty/rules.ts';
import type { SeedTarget } from '#mock-server/seeds/seed-env.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Members with a points history: the demo accounts that play. */
const WITH_POINTS = ['demo01', 'vip01', 'agent01', 'mobile01', 'nopay01'] as const;

/**
 * The point mall of a brand and the demo members' points. Nothing here draws from faker (the
 * values come from `hashUnit` on the brand's seed), so the data seeded before stays the same
 * and run-time tokens and codes do not move. demo01 ends with 12,000 points, an approved and a
 * rejected redemption; the last item is sold out on every brand.
 */
export async function seedLoyalty({ db, brand, referenceTime }: SeedTarget): Promise<void> {
  const seed = brand.platform.seed;
  for (const [index, item] of MALL_ITEMS.entries()) {
    const soldOut = index === MALL_ITEMS.length - 1;
    await db.mallItems.create({
      id: `${index + 1}`,
      name: { en: item.en, vi: item.vi },
      points: item.points,
      stock: soldOut ? 0 : 3 + Math.floor(hashUnit(seed, 'stock', item.key) * 40),
      color: item.color,
    });
  }
  const config = pointsConfig(brand);
  const ctx = { db, clock: { now: () => referenceTime } };
  for (const account of WITH_POINTS) {
    const member = db.members.findFirst((q) => q.where({ account }));
    if (!member) continue;
    // Whole hundreds, so demo01's total is a round figure to check.
    const total =
      account === 'demo01' ? 13_000 : 500 + Math.floor(hashUnit(seed, account) * 80) * 100;
    let left = total;
    for (const [step, earning] of EARNINGS.entries()) {
      const last = step === EARNINGS.length - 1;
      const points = last ? left : Math.floor(total / EARNINGS.length / 100) * 100;
      left -= points;
      await addPointRecord(ctx, {
        memberId: member.id,
        type: earning.type,
        name: { en: earning.en, vi: earning.vi },
        amountRequirementMinor: points * config.earnPerMinor,
        status: 'approved',
        changedPoints: points,
        at: referenceTime - (20 - step * 2) * DAY,
      });
    }
    if (account !== 'demo01') continue;
    // One approved redemption (1,000 points) and one rejected (given back): 12,000 left.
    const approvedItem = db.mallItems.findFirst((q) => q.where({ id: '2' }), { strict: true });
    const rejectedItem = db.mallItems.findFirst((q) => q.where({ id: '4' }), { strict: true });
    for (const [item, status, daysAgo] of [
      [approvedItem, 'approved', 5],
      [rejectedItem, 'rejected', 3],
    ] as const) {
      const at = referenceTime - daysAgo * DAY;
      const record = await addPointRecord(ctx, {
        memberId: member.id,
        type: 'redeem',
        name: item.name,
        pointsRequirement: item.points,
        status,
        changedPoints: -item.points,
        remark: status === 'rejected' ? 'Out of delivery area' : '',
        at,
      });
      await db.redemptions.create({
        id: `${db.redemptions.all().length + 1}`,
        memberId: member.id,
        reference: record.reference,
        itemId: item.id,
        quantity: 1,
        points: item.points,
        status,
        appliedAt: at,
      });
    }
  }
}
