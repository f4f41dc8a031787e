import type { VipInfo } from '#schemas/loyalty-api.ts';

/**
 * How far the member is from its level's valid bet to the next level's, in whole percent
 * (0 to 100); 100 at the top level.
 */
export function progressToNext({ levels, level, validBetMinor }: VipInfo): number {
  const from = levels[level]?.validBetMinor ?? 0;
  const to = levels[level + 1]?.validBetMinor;
  if (to === undefined || to <= from) return 100;
  const share = (validBetMinor - from) / (to - from);
  return Math.min(100, Math.max(0, Math.floor(share * 100)));
}
