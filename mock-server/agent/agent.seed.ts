import type { ContractKind, ContractTier } from '#schemas/agent-api.ts';
import { DAY_MS } from '#mock-server/agent/activity.ts';
import type { ContractRecord } from '#mock-server/agent/models.ts';
import { downlineOf } from '#mock-server/agent/tree.ts';
import { balanceScale, DEMO_PASSWORD } from '#mock-server/seeds/members.seed.ts';
import type { SeedTarget } from '#mock-server/seeds/seed-env.ts';

/**
 * The agent centre's demo data (README, agent accounts): agent01's team joined 60 days before
 * the reference time (so 7- and 30-day figures are full), team11 becomes a type-42 agent under
 * team08, the agents get the withdraw password `Demo1234` (transfers to a downline), and
 * contracts in every status, among them the pending daily-salary offer agent01 made team07.
 * Draws nothing from faker, so the data seeded before stays the same.
 */
export async function seedAgent({ db, brand, referenceTime }: SeedTarget): Promise<void> {
  const scale = balanceScale(brand.app.currency.code);
  const id = (account: string) =>
    db.members.findFirst((q) => q.where({ account }), { strict: true }).id;
  const agent01 = id('agent01');
  for (const { member } of downlineOf({ db, clock: { now: () => referenceTime } }, agent01)) {
    await db.teamJoins.create({ memberId: member.id, joinedAt: referenceTime - 60 * DAY_MS });
  }
  await db.members.update((q) => q.where({ account: 'team11' }), {
    data(member) {
      member.type = 42;
    },
  });
  for (const account of ['agent01', 'team07', 'team08', 'team11']) {
    await db.members.update((q) => q.where({ account }), {
      data(member) {
        member.paymentPassword = DEMO_PASSWORD;
      },
    });
  }

  const tiers = (...rates: number[]): ContractTier[] =>
    rates.map((rate, index) => ({
      activeMembers: index * 2,
      volumeMinor: index * 5000 * 100 * scale,
      rate,
    }));
  const seeded: [ContractKind, string, string, ContractRecord['status'], ContractTier[]][] = [
    ['dailySalary', 'agent01', 'team07', 'pending', tiers(0.8, 1)],
    ['dailySalary', 'agent01', 'team08', 'accepted', tiers(1, 1.2)],
    ['dailySalary', 'team08', 'team11', 'accepted', tiers(0.9)],
    ['dividend', 'agent01', 'team07', 'accepted', tiers(20, 25)],
    ['dividend', 'agent01', 'team08', 'rejected', tiers(15)],
    ['realtimeSalary', 'agent01', 'team08', 'terminationRequested', tiers(0.3)],
    ['hourlySalary', 'agent01', 'team08', 'terminated', tiers(0.5)],
  ];
  for (const [index, [kind, upline, downline, status, rates]] of seeded.entries()) {
    const createdAt = referenceTime - (10 - index) * DAY_MS;
    await db.contracts.create({
      id: `C${String(index + 1).padStart(4, '0')}`,
      kind,
      uplineId: id(upline),
      downlineId: id(downline),
      status,
      requestedById: status === 'terminationRequested' ? id(downline) : null,
      tiers: rates,
      period: kind === 'dividend' ? 'W' : null,
      createdAt,
      updatedAt: createdAt,
      endedReason: status === 'terminated' ? 'request' : null,
    });
  }
}
