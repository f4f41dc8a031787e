import type { MemberRecord } from '#mock-server/models.ts';
import type { SeedEnv } from '#mock-server/seeds/seed-env.ts';

type DemoAccount = Omit<MemberRecord, 'id' | 'nickname' | 'language'>;

/**
 * The demo accounts of DESIGN.md, the same on every brand. Only what a token check needs for
 * now; passwords, balances and uplines arrive with login and the member centre.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'demo01', type: 0, rankLevel: 1, mobileNum: null },
  { account: 'vip01', type: 0, rankLevel: 6, mobileNum: null },
  { account: 'agent01', type: 1, rankLevel: 3, mobileNum: null },
  { account: 'fresh01', type: 0, rankLevel: 1, mobileNum: null },
  { account: 'expired01', type: 0, rankLevel: 1, mobileNum: null },
  { account: 'mobile01', type: 0, rankLevel: 1, mobileNum: '0912345678' },
];

export const FIRST_MEMBER_ID = 10001;

export async function seedMembers({ db, brand, faker }: SeedEnv): Promise<void> {
  for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
    await db.members.create({
      ...demo,
      id: FIRST_MEMBER_ID + index,
      nickname: faker.person.firstName(),
      language: brand.app.defaultLanguage,
    });
  }
}
