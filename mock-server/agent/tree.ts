import { AGENT_TYPES } from '#schemas/endpoints/define.ts';
import type { MoneyContext } from '#mock-server/money/ledger.ts';
import type { MemberRecord } from '#mock-server/models.ts';

/** The downline tree of the agent centre: who belongs to whom, and at which depth. */

export function isAgent(member: MemberRecord): boolean {
  return AGENT_TYPES.includes(member.type);
}

/** Direct downlines of a member, in id order. */
export function directDownlines(ctx: MoneyContext, memberId: number): MemberRecord[] {
  return ctx.db.members
    .findMany((q) => q.where({ uplineId: memberId }))
    .sort((a, b) => a.id - b.id);
}

/** The whole downline of a member with each one's depth (1: direct), depth first. */
export function downlineOf(
  ctx: MoneyContext,
  memberId: number,
): { member: MemberRecord; level: number }[] {
  const result: { member: MemberRecord; level: number }[] = [];
  const walk = (id: number, level: number) => {
    // A cycle cannot be seeded, but a guard costs nothing.
    if (level > 20) return;
    for (const member of directDownlines(ctx, id)) {
      result.push({ member, level });
      walk(member.id, level + 1);
    }
  };
  walk(memberId, 1);
  return result;
}

/** The depth of `account` under the agent, or null when it is not in the agent's downline. */
export function levelInDownline(
  ctx: MoneyContext,
  agentId: number,
  account: string,
): { member: MemberRecord; level: number } | null {
  const name = account.trim().toLowerCase();
  return downlineOf(ctx, agentId).find((entry) => entry.member.account === name) ?? null;
}

/** The member and everyone below it. */
export function subtreeIds(ctx: MoneyContext, memberId: number): number[] {
  return [memberId, ...downlineOf(ctx, memberId).map((entry) => entry.member.id)];
}
