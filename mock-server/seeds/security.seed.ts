import { balanceScale, DEMO_DIALING_CODE, DEMO_PASSWORD } from '#mock-server/seeds/members.seed.ts';
import type { SeedTarget } from '#mock-server/seeds/seed-env.ts';
import { HOME_IP } from '#mock-server/scenarios/location.ts';
import { EMPTY_SETTINGS } from '#mock-server/security/settings.ts';

/** The two-step demo account (README): every login is from a new IP; all four proofs are set. */
export const TWO_STEP_ACCOUNT = 'twofa01';
export const TWO_STEP_MEMBER_ID = 10090;
export const TWO_STEP_REAL_NAME = 'Le Van Hai';
export const TWO_STEP_MOBILE = '0966000111';
/** Its authenticator secret (base32): the demo panel shows the current code. */
export const TWO_STEP_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

/**
 * Security demo data: twofa01 with a mobile number, an e-mail, a bank card in its real name and
 * an authenticator; demo01 known at the home IP. Draws nothing from faker.
 */
export async function seedSecurity({ db, brand, referenceTime }: SeedTarget): Promise<void> {
  await db.members.create({
    id: TWO_STEP_MEMBER_ID,
    account: TWO_STEP_ACCOUNT,
    nickname: 'Hai',
    type: 0,
    rankLevel: 2,
    language: brand.app.defaultLanguage,
    mobileNum: TWO_STEP_MOBILE,
    countryDialingCode: DEMO_DIALING_CODE,
    email: 'twofa01@example.com',
    password: DEMO_PASSWORD,
    passwordExpired: false,
    lastLoginAt: referenceTime - 24 * 60 * 60 * 1000,
    balance: 500 * balanceScale(brand.app.currency.code),
    uplineId: null,
    memberLabels: ['Two-step'],
    paymentPassword: DEMO_PASSWORD,
    profile: {
      payeeName: TWO_STEP_REAL_NAME,
      qqNum: null,
      line: null,
      whatsapp: null,
      zalo: null,
      facebook: null,
      wechat: null,
      idNumber: null,
    },
  });
  await db.withdrawAccounts.create({
    id: 'twofa-card-1',
    memberId: TWO_STEP_MEMBER_ID,
    kind: 'bank',
    provider: 'Vietcombank',
    number: '9704361234567890',
    holder: TWO_STEP_REAL_NAME,
  });
  await db.accountSettings.create({
    ...EMPTY_SETTINGS,
    memberId: TWO_STEP_MEMBER_ID,
    knownIps: [HOME_IP],
    totpSecret: TWO_STEP_TOTP_SECRET,
    alwaysNewIp: true,
  });
}
