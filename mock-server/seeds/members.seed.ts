import type { MemberRecord } from '#mock-server/models.ts';
import type { SeedEnv } from '#mock-server/seeds/seed-env.ts';

/** Password of every demo account except `fresh01` (which has the brand's default password). */
export const DEMO_PASSWORD = 'Demo1234';

/** Dial code of the mobile demo account. */
export const DEMO_DIALING_CODE = '+84';

interface DemoAccount {
  account: string;
  type: MemberRecord['type'];
  rankLevel: number;
  /** In base units; multiplied by the currency's scale (see `balanceScale`). */
  balance: number;
  memberLabels: string[];
  mobileNum?: string;
  /** The account logs in with the brand's default password and has never logged in. */
  fresh?: boolean;
  passwordExpired?: boolean;
}

/** The demo accounts of DESIGN.md, the same on every brand (README.md lists them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'demo01', type: 0, rankLevel: 1, balance: 1250.5, memberLabels: ['New player'] },
  { account: 'vip01', type: 0, rankLevel: 6, balance: 88000, memberLabels: ['VIP', 'High roller'] },
  { account: 'agent01', type: 1, rankLevel: 3, balance: 25000, memberLabels: ['Agent'] },
  { account: 'fresh01', type: 0, rankLevel: 0, balance: 0, memberLabels: [], fresh: true },
  {
    account: 'expired01',
    type: 0,
    rankLevel: 1,
    balance: 320,
    memberLabels: [],
    passwordExpired: true,
  },
  {
    account: 'mobile01',
    type: 0,
    rankLevel: 2,
    balance: 75.25,
    memberLabels: ['Mobile'],
    mobileNum: '0912345678',
  },
];

/**
 * Invitation (affiliate) codes of the demo agents: a registration with one gets that agent as
 * upline. agent01 and its two sub-agents (team07, team08) have one each.
 */
export const DEMO_AFFILIATE_CODES: Readonly<Record<string, string>> = {
  agent01: 'AGENT01',
  team07: 'TEAM07',
  team08: 'TEAM08',
};

export const FIRST_MEMBER_ID = 10001;
/** agent01's team: direct downlines from here, then the sub-agents' own members. */
export const FIRST_TEAM_ID = 10101;
/** Direct downlines of agent01: 6 members and 2 sub-agents (types 2 and 41) with 2 members each. */
export const TEAM_SIZE = { members: 6, subAgents: 2, perSubAgent: 2 } as const;

/** Types of agent01's sub-agents: team07 a type-2 agent, team08 a type-41 one (spec section 1). */
export const SUB_AGENT_TYPES: readonly (2 | 41)[] = [2, 41];

/** Minor currencies show bigger numbers: a VND balance is the base amount times 1000. */
const CURRENCY_SCALE: Readonly<Record<string, number>> = { VND: 1000, IDR: 1000 };

export function balanceScale(currencyCode: string): number {
  return CURRENCY_SCALE[currencyCode] ?? 1;
}

export async function seedMembers({ db, brand, faker, referenceTime }: SeedEnv): Promise<void> {
  const scale = balanceScale(brand.app.currency.code);
  const lastLogin = referenceTime - 24 * 60 * 60 * 1000;
  const base = {
    language: brand.app.defaultLanguage,
    countryDialingCode: null,
    mobileNum: null,
    passwordExpired: false,
    uplineId: null,
  };
  for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
    await db.members.create({
      ...base,
      id: FIRST_MEMBER_ID + index,
      account: demo.account,
      type: demo.type,
      rankLevel: demo.rankLevel,
      nickname: faker.person.firstName(),
      email: `${demo.account}@example.com`,
      password: demo.fresh ? brand.platform.defaultPassword : DEMO_PASSWORD,
      passwordExpired: demo.passwordExpired ?? false,
      lastLoginAt: demo.fresh ? null : lastLogin,
      balance: demo.balance * scale,
      memberLabels: demo.memberLabels,
      ...(demo.mobileNum
        ? { mobileNum: demo.mobileNum, countryDialingCode: DEMO_DIALING_CODE }
        : {}),
    });
  }

  const agent = db.members.findFirst((q) => q.where({ account: 'agent01' }), { strict: true });
  let id = FIRST_TEAM_ID;
  const teamMember = async (uplineId: number, type: 0 | 2 | 41) => {
    const number = id - FIRST_TEAM_ID + 1;
    await db.members.create({
      ...base,
      id,
      account: `team${String(number).padStart(2, '0')}`,
      type,
      rankLevel: faker.number.int({ min: 0, max: 3 }),
      nickname: faker.person.firstName(),
      email: null,
      password: DEMO_PASSWORD,
      lastLoginAt: lastLogin,
      balance: faker.number.int({ min: 0, max: 5000 }) * scale,
      uplineId,
      memberLabels: [],
    });
    id += 1;
    return id - 1;
  };
  for (let i = 0; i < TEAM_SIZE.members; i += 1) await teamMember(agent.id, 0);
  const subAgents: number[] = [];
  for (let i = 0; i < TEAM_SIZE.subAgents; i += 1) {
    subAgents.push(await teamMember(agent.id, SUB_AGENT_TYPES[i] ?? 2));
  }
  for (const subAgent of subAgents) {
    for (let i = 0; i < TEAM_SIZE.perSubAgent; i += 1) await teamMember(subAgent, 0);
  }

  for (const [account, code] of Object.entries(DEMO_AFFILIATE_CODES)) {
    const owner = db.members.findFirst((q) => q.where({ account }), { strict: true });
    await db.affiliateCodes.create({ code, agentId: owner.id });
  }
}
