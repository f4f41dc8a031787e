import type { PlatformContext } from '#mock-server/context.ts';
import type { AccountSettingsRecord } from '#mock-server/security/models.ts';

export const EMPTY_SETTINGS: Omit<AccountSettingsRecord, 'memberId'> = {
  birthday: null,
  knownIps: [],
  totpSecret: null,
  totpPending: null,
  totpLastStep: null,
  alwaysNewIp: false,
};

/** The member's settings, made empty on first use. */
export async function settingsOf(
  ctx: PlatformContext,
  memberId: number,
): Promise<AccountSettingsRecord> {
  const found = ctx.db.accountSettings.findFirst((q) => q.where({ memberId }));
  return found ?? (await ctx.db.accountSettings.create({ memberId, ...EMPTY_SETTINGS }));
}

/** Changes the member's settings. */
export async function updateSettings(
  ctx: PlatformContext,
  memberId: number,
  change: (record: AccountSettingsRecord) => void,
): Promise<void> {
  await settingsOf(ctx, memberId);
  await ctx.db.accountSettings.update((q) => q.where({ memberId }), { data: change });
}
