/** Record schemas of the agent centre: contracts, settlement marks and when members joined. */
import * as z from 'zod/mini';

export const CONTRACT_KIND_VALUES = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;

export const contractTierModel = z.object({
  activeMembers: z.int(),
  volumeMinor: z.int(),
  rate: z.number(),
});

/** A contract between an upline (who offered it) and a direct downline agent. */
export const contractModel = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KIND_VALUES),
  uplineId: z.int(),
  downlineId: z.int(),
  status: z.enum(['pending', 'accepted', 'rejected', 'terminationRequested', 'terminated']),
  /** Member id of the side that asked for the termination. */
  requestedById: z.nullable(z.int()),
  tiers: z.array(contractTierModel),
  period: z.nullable(z.enum(['D', 'W', 'H', 'M'])),
  createdAt: z.int(),
  updatedAt: z.int(),
  endedReason: z.nullable(z.enum(['request', 'lowerRate', 'replaced'])),
});
export type ContractRecord = z.infer<typeof contractModel>;

/** How far an agent's income of one kind is settled: `<memberId>:<kind>`. */
export const settlementModel = z.object({
  id: z.string(),
  settledUntil: z.int(),
});
export type SettlementRecord = z.infer<typeof settlementModel>;

/** When a downline member joined (seeded team, accounts opened by an agent). */
export const teamJoinModel = z.object({
  memberId: z.int(),
  joinedAt: z.int(),
});
