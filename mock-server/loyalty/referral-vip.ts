import type { Brand } from '#brands/brand.types.ts';
import type { ReferralInfo, ReferredFriend, VipInfo, VipLevel } from '#schemas/loyalty-api.ts';
import { SEED_REFERENCE_TIME } from '#mock-server/clock.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { clubLabelOf } from '#mock-server/content/vip-ranks.ts';
import { hashUnit, moneyScale, referralOn } from '#mock-server/loyalty/rules.ts';
import type { MemberRecord, TransactionRecord } from '#mock-server/models.ts';
import { postMovement } from '#mock-server/money/ledger.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A friend's first deposit earns the referrer this percent. */
export const REFERRAL_PERCENT = 5;

/** A member's referral code: from the id, never the account name (it goes on posters). */
export function referralCodeOf(member: MemberRecord): string {
  return `RF${((member.id * 7919) % 1_679_616).toString(36).toUpperCase().padStart(4, '0')}`;
}

/** An account as a friends list shows it: 'pla***42'. */
const masked = (account: string) => `${account.slice(0, 3)}***${account.slice(-2)}`;

/** The referral code a member registered with, as codes are written (case and spaces aside). */
const registeredCodeOf = (member: MemberRecord) =>
  member.registration?.referralCode?.trim().toUpperCase();

/** The member whose referral code a registration carried, if any. */
export function referrerOf(
  ctx: Pick<PlatformContext, 'db'>,
  member: MemberRecord,
): MemberRecord | undefined {
  const code = registeredCodeOf(member);
  if (!code) return undefined;
  return ctx.db.members
    .all()
    .find((candidate) => candidate.id !== member.id && referralCodeOf(candidate) === code);
}

/**
 * A friend's first completed deposit pays whoever referred them `REFERRAL_PERCENT` of it: a
 * `bonus` movement of the referrer whose channel is the deposit's reference.
 */
export async function payReferralReward(
  ctx: PlatformContext,
  deposit: TransactionRecord,
): Promise<void> {
  if (!referralOn(ctx)) return;
  const friend = ctx.db.members.findFirst((q) => q.where({ id: deposit.memberId }));
  const referrer = friend && referrerOf(ctx, friend);
  const amountMinor = Math.floor((deposit.amountMinor * REFERRAL_PERCENT) / 100);
  if (!referrer || amountMinor <= 0) return;
  await postMovement(ctx, {
    memberId: referrer.id,
    kind: 'bonus',
    amountMinor,
    status: 'completed',
    referencePrefix: 'RF',
    channel: deposit.reference,
  });
}

/** The members who registered with `member`'s code, newest first, with their first deposit. */
function registeredFriendsOf(
  ctx: Pick<PlatformContext, 'db'>,
  member: MemberRecord,
): ReferredFriend[] {
  const code = referralCodeOf(member);
  return ctx.db.members
    .all()
    .filter((friend) => friend.id !== member.id && registeredCodeOf(friend) === code)
    .map((friend) => {
      const [deposit] = ctx.db.transactions
        .findMany((q) => q.where({ memberId: friend.id, kind: 'deposit', status: 'completed' }))
        .sort((a, b) => a.createdAt - b.createdAt);
      const reward =
        deposit &&
        ctx.db.transactions.findFirst((q) =>
          q.where({ memberId: member.id, kind: 'bonus', channel: deposit.reference }),
        );
      return {
        account: masked(friend.account),
        // Members saved in a browser before registrations kept their time: the demo's start.
        joinedAt: friend.registration?.registeredAt ?? SEED_REFERENCE_TIME,
        depositedMinor: deposit?.amountMinor ?? 0,
        rewardMinor: reward?.amountMinor ?? 0,
        status: reward ? 'rewarded' : deposit ? 'deposited' : 'registered',
      } satisfies ReferredFriend;
    })
    .sort((a, b) => b.joinedAt - a.joinedAt);
}

/** Friends a seeded member invited before the demo began: 2 to 6, from the brand's seed. */
function seededFriendsOf(brand: Brand, member: MemberRecord): ReferredFriend[] {
  const seed = brand.platform.seed;
  const count = 2 + Math.floor(hashUnit(seed, member.id, 'friends') * 5);
  return Array.from({ length: count }, (_, i) => {
    const unit = hashUnit(seed, member.id, 'friend', i);
    const deposited = i % 3 === 2 ? 0 : (1 + Math.floor(unit * 20)) * 10 * moneyScale(brand);
    const reward = Math.round((deposited * REFERRAL_PERCENT) / 100);
    const name = `player${String(Math.floor(unit * 10_000)).padStart(4, '0')}`;
    return {
      account: masked(name),
      joinedAt: SEED_REFERENCE_TIME - (i * 4 + 1) * DAY,
      depositedMinor: deposited,
      rewardMinor: reward,
      status: deposited === 0 ? 'registered' : 'rewarded',
    };
  });
}

/** A member's code, link and friends: those who registered with the code, then the seeded ones. */
export function referralOf(
  ctx: Pick<PlatformContext, 'db' | 'brand'>,
  member: MemberRecord,
): ReferralInfo {
  const code = referralCodeOf(member);
  const friends = [...registeredFriendsOf(ctx, member), ...seededFriendsOf(ctx.brand, member)];
  return {
    code,
    path: `/register?referralCode=${code}`,
    rewardPercent: REFERRAL_PERCENT,
    totalRewardMinor: friends.reduce((sum, friend) => sum + friend.rewardMinor, 0),
    friends,
  };
}

/** Per level 0 to 6, in major units of a dollar brand (scaled like balances). */
const VALID_BET = [0, 1_000, 5_000, 20_000, 50_000, 200_000, 1_000_000];
const UPGRADE_BONUS = [0, 10, 50, 200, 500, 2_000, 10_000];
const BIRTHDAY_BONUS = [0, 5, 20, 50, 100, 300, 1_000];
const REBATE_PERCENT = [0, 0.3, 0.4, 0.5, 0.6, 0.8, 1];
const DAILY_WITHDRAWALS = [3, 3, 5, 5, 8, 10, 20];

export function vipLevels(brand: Brand): VipLevel[] {
  const scale = moneyScale(brand);
  return VALID_BET.map((bet, level) => {
    const { labelName, color, color2 } = clubLabelOf(level);
    return {
      level,
      name: labelName,
      color,
      color2: color2,
      validBetMinor: bet * scale,
      upgradeBonusMinor: (UPGRADE_BONUS[level] ?? 0) * scale,
      birthdayBonusMinor: (BIRTHDAY_BONUS[level] ?? 0) * scale,
      rebatePercent: REBATE_PERCENT[level] ?? 0,
      dailyWithdrawals: DAILY_WITHDRAWALS[level] ?? 0,
    };
  });
}

/** The member's level and valid bet: somewhere between its level and the next (seeded). */
export function vipOf(brand: Brand, member: MemberRecord): VipInfo {
  const levels = vipLevels(brand);
  const level = Math.min(Math.max(member.rankLevel, 0), levels.length - 1);
  const from = levels[level]?.validBetMinor ?? 0;
  const to = levels[level + 1]?.validBetMinor ?? from * 2;
  const unit = hashUnit(brand.platform.seed, member.id, 'validBet');
  const step = moneyScale(brand);
  const validBetMinor = from + Math.floor(((to - from) * (0.2 + unit * 0.6)) / step) * step;
  return { level, validBetMinor, levels };
}
