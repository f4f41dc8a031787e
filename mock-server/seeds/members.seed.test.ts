// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { generatePlatformKeys } from '#mock-server/crypto.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { DEMO_PASSWORD, TEAM_SIZE } from '#mock-server/seeds/members.seed.ts';

const keys = await generatePlatformKeys();

describe('demo accounts', () => {
  it.each(Object.values(brands))('are the same on brand $app.id', async (brand) => {
    const { db } = await createPlatform({ brand, keys });
    const member = (account: string) => db.members.findFirst((q) => q.where({ account }));
    for (const account of ['demo01', 'vip01', 'agent01', 'expired01', 'mobile01']) {
      expect(member(account)?.password).toBe(DEMO_PASSWORD);
    }
    expect(member('fresh01')).toMatchObject({
      password: brand.platform.defaultPassword,
      lastLoginAt: null,
    });
    expect(member('vip01')?.rankLevel).toBe(6);
    expect(member('agent01')?.type).toBe(1);
    expect(member('expired01')?.passwordExpired).toBe(true);
    expect(member('mobile01')).toMatchObject({
      mobileNum: '0912345678',
      countryDialingCode: '+84',
    });
  });

  it('give agent01 a downline team with sub-agents', async () => {
    const brand = Object.values(brands)[0];
    if (!brand) throw new Error('no brand');
    const { db } = await createPlatform({ brand, keys });
    const agent = db.members.findFirst((q) => q.where({ account: 'agent01' }));
    const direct = db.members.findMany((q) => q.where({ uplineId: agent?.id ?? -1 }));
    expect(direct).toHaveLength(TEAM_SIZE.members + TEAM_SIZE.subAgents);
    const subAgents = direct.filter((member) => member.type === 2 || member.type === 41);
    expect(subAgents.map((member) => member.type)).toEqual([2, 41]);
    expect(subAgents).toHaveLength(TEAM_SIZE.subAgents);
    for (const subAgent of subAgents) {
      const team = db.members.findMany((q) => q.where({ uplineId: subAgent.id }));
      expect(team).toHaveLength(TEAM_SIZE.perSubAgent);
    }
  });
});
