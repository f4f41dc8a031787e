import { toMinor } from '#mock-server/money/ledger.ts';
import type { MemberProfile } from '#mock-server/models.ts';
import {
  balanceScale,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  FIRST_MEMBER_ID,
} from '#mock-server/seeds/members.seed.ts';
import type { SeedTarget } from '#mock-server/seeds/seed-env.ts';
import { feeOf } from '#mock-server/withdraw/rules.ts';

/** The real name of demo01: its bank card is in this name. */
export const DEMO_REAL_NAME = 'Nguyen Van An';

const EMPTY_PROFILE: MemberProfile = {
  payeeName: null,
  qqNum: null,
  line: null,
  whatsapp: null,
  zalo: null,
  facebook: null,
  wechat: null,
  idNumber: null,
};

/**
 * Withdrawal demo data (README, demo accounts): demo01 has a real name, a bank card, the
 * withdraw password `Demo1234` and one completed withdrawal waiting for confirmation; nopay01
 * has no withdraw password yet; vip01 still owes turnover. Nothing here draws from faker, so
 * the data seeded before stays the same.
 */
export async function seedWithdraw({ db, brand, referenceTime }: SeedTarget): Promise<void> {
  const scale = balanceScale(brand.app.currency.code);
  const demo = await db.members.update((q) => q.where({ account: 'demo01' }), {
    data(member) {
      member.paymentPassword = DEMO_PASSWORD;
      member.profile = { ...EMPTY_PROFILE, payeeName: DEMO_REAL_NAME };
    },
    strict: true,
  });
  await db.members.create({
    id: FIRST_MEMBER_ID + DEMO_ACCOUNTS.length,
    account: 'nopay01',
    nickname: 'Nopay',
    type: 0,
    rankLevel: 0,
    language: brand.app.defaultLanguage,
    mobileNum: null,
    countryDialingCode: null,
    email: 'nopay01@example.com',
    password: DEMO_PASSWORD,
    passwordExpired: false,
    lastLoginAt: referenceTime - 24 * 60 * 60 * 1000,
    balance: 800 * scale,
    uplineId: null,
    memberLabels: [],
    paymentPassword: null,
    profile: { ...EMPTY_PROFILE, payeeName: 'Tran Thi Binh' },
  });
  await db.withdrawAccounts.create({
    id: '1',
    memberId: demo.id,
    kind: 'bank',
    provider: 'Vietcombank',
    number: '9704366812345678',
    holder: DEMO_REAL_NAME,
  });
  const amountMinor = toMinor(200 * scale);
  await db.withdrawals.create({
    id: '1',
    memberId: demo.id,
    accountId: '1',
    // Paid before the seeded balance: it has no ledger record, so it changes no balance.
    transactionId: null,
    reference: 'WD2611190001',
    amountMinor,
    feeMinor: feeOf(amountMinor),
    status: 'completed',
    createdAt: referenceTime - 26 * 60 * 60 * 1000,
    // Stamped when first listed (`withdrawals.ts`): seeded data has no "now" to count from.
    completedAt: null,
    confirmation: 'awaiting',
    amountReceivedMinor: null,
    proofs: [],
  });
  const vip = db.members.findFirst((q) => q.where({ account: 'vip01' }), { strict: true });
  await db.withdrawGates.create({
    memberId: vip.id,
    wrongTries: 0,
    lockedUntil: null,
    turnoverRequiredMinor: toMinor(1500 * scale),
  });
}
