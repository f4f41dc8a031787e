import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { toLaunchRequest } from './launch-implementations.ts';

describe('toLaunchRequest', () => {
  it('adds the fixed fields of the launch-address call (spec section 4), and no token', () => {
    const member = { account: 'demo01' } as MemberInfo;
    const request = toLaunchRequest(
      { gameId: 'pg-1', nodeId: 42, vassalage: 'PG' },
      { member, merchantCode: 'DEMO', language: 'vi' },
    );
    expect(request).toEqual({
      gameId: 'pg-1',
      nodeId: 42,
      vassalage: 'PG',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo01',
      merchantCode: 'DEMO',
      language: 'vi',
    });
    expect(JSON.stringify(request)).not.toMatch(/token/i);
  });
});
