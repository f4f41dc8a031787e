import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { getMemberInfo } from './member.ts';
import { restoreMember, startMemberRestore } from './member-restore.ts';

vi.mock('./member.ts', () => ({ getMemberInfo: vi.fn() }));
const asked = vi.mocked(getMemberInfo);

const memberOf = (account: string) => ({ account }) as MemberInfo;

beforeEach(() => {
  asked.mockReset();
  asked.mockImplementation(async (token) => memberOf(`member of ${token}`));
  // Whatever an earlier test left is taken.
  void restoreMember('none').catch(() => {});
  asked.mockClear();
});

describe('the restore asked for at boot', () => {
  it("hands the boot's answer to the restore of the same token, without a second call", async () => {
    startMemberRestore('token-a');
    expect(asked).toHaveBeenCalledTimes(1);

    await expect(restoreMember('token-a')).resolves.toEqual(memberOf('member of token-a'));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('is taken once: a later restore of the same token asks again', async () => {
    startMemberRestore('token-a');
    await restoreMember('token-a');

    await restoreMember('token-a');
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('asks anew for another token (a login or a sign-in link since the boot)', async () => {
    startMemberRestore('token-a');

    await expect(restoreMember('token-b')).resolves.toEqual(memberOf('member of token-b'));
    expect(asked.mock.calls.map(([token]) => token)).toEqual(['token-a', 'token-b']);
  });

  it('asks nothing at boot without a stored token', () => {
    startMemberRestore(null);
    expect(asked).not.toHaveBeenCalled();
  });

  it("passes the boot call's failure (a 401 of an expired token) to the restore", async () => {
    const expired = Object.assign(new Error('unauthorized'), { status: 401 });
    asked.mockRejectedValueOnce(expired);
    startMemberRestore('expired');

    await expect(restoreMember('expired')).rejects.toBe(expired);
  });
});
