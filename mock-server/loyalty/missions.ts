import type { LeaderboardEntry, Mission, MissionLeaderboard } from '#schemas/loyalty-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { MISSIONS, type MissionContent } from '#mock-server/loyalty/catalogue.ts';
import { hashUnit, mondayOf, platformDay } from '#mock-server/loyalty/rules.ts';
import { type MessageLanguage, contentLanguage } from '#mock-server/messages/language.ts';
import type { MemberRecord } from '#mock-server/models.ts';

/**
 * Today's progress of a mission. The deposit mission counts the member's completed deposits
 * of the platform's day; the game missions stand in for bets the simulated vendors do not
 * report, from the brand's seed (the same every time for a member and a day), and the slots
 * mission is always done, so every player has a reward waiting (the menu's badge).
 */
function progressOf(
  ctx: PlatformContext,
  member: MemberRecord,
  mission: MissionContent,
  day: string,
) {
  if (mission.id === 'deposit') {
    const deposits = ctx.db.transactions.findMany((q) =>
      q.where({ memberId: member.id, kind: 'deposit', status: 'completed' }),
    );
    return Math.min(
      mission.target,
      deposits.filter((t) => platformDay(t.createdAt) === day).length,
    );
  }
  if (mission.id === 'slots') return mission.target;
  const unit = hashUnit(ctx.brand.platform.seed, member.id, day, mission.id);
  return Math.floor(unit * (mission.target + 1));
}

/** The member's missions of the platform's day. */
export function missionsOf(
  ctx: PlatformContext,
  member: MemberRecord,
  language: MessageLanguage,
): Mission[] {
  const day = platformDay(ctx.clock.now());
  return MISSIONS.map((mission) => {
    const progress = progressOf(ctx, member, mission, day);
    const claimed = ctx.db.missionClaims.findFirst((q) =>
      q.where({ memberId: member.id, missionId: mission.id, day }),
    );
    return {
      id: mission.id,
      name: mission[contentLanguage(language)],
      type: mission.type,
      progress,
      target: mission.target,
      rewardPoints: mission.rewardPoints,
      state: claimed ? 'claimed' : progress >= mission.target ? 'pending' : 'open',
    };
  });
}

const SYLLABLES = ['an', 'bao', 'chi', 'dung', 'giang', 'hai', 'khanh', 'linh', 'minh', 'ngoc'];

/** A masked player name from a number: 'min***42'. */
function maskedName(unit: number): string {
  const index = Math.floor(unit * 1000);
  const name = `${SYLLABLES[index % SYLLABLES.length]}${SYLLABLES[Math.floor(index / 10) % SYLLABLES.length]}`;
  return `${name.slice(0, 3)}***${String(index % 100).padStart(2, '0')}`;
}

/** Shown on the board. */
const BOARD_SIZE = 10;
const OTHER_PLAYERS = 19;

/**
 * This week's mission points (from Monday, the platform's date): the member's claims against
 * 19 other players drawn from the brand's seed and the week; the top 10 and the member's place.
 */
export function leaderboardOf(ctx: PlatformContext, member: MemberRecord): MissionLeaderboard {
  const weekOf = mondayOf(platformDay(ctx.clock.now()));
  const mine = ctx.db.missionClaims
    .findMany((q) => q.where({ memberId: member.id }))
    .filter((claim) => claim.day >= weekOf)
    .reduce((sum, claim) => sum + claim.points, 0);
  const players = Array.from({ length: OTHER_PLAYERS }, (_, i) => {
    const unit = hashUnit(ctx.brand.platform.seed, weekOf, 'player', i);
    return { nickname: maskedName(unit), points: Math.floor(unit * 16) * 10, isMe: false };
  });
  players.push({ nickname: member.nickname, points: mine, isMe: true });
  // The member goes after players with the same points: they got there first.
  const ranked = players.sort((a, b) => b.points - a.points || Number(a.isMe) - Number(b.isMe));
  const entries: LeaderboardEntry[] = ranked.map((player, i) => ({ ...player, rank: i + 1 }));
  const me = entries.find((entry) => entry.isMe) ?? { rank: entries.length, points: mine };
  return { weekOf, entries: entries.slice(0, BOARD_SIZE), me: { rank: me.rank, points: mine } };
}
