/**
 * Wire types of the agent centre and its contracts (spec sections 2, 3, 4, 6 and 7; paths and
 * shapes are ours where the spec is silent, see mock-server/README.md). Amounts are minor units
 * (hundredths of the brand's currency), integers; rates are percentages (1.5 is 1.5 %).
 */

/** The four contract kinds of the spec, each behind its brand switch. */
export type ContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

export const CONTRACT_KINDS: readonly ContractKind[] = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
];

/** Dividend periods (spec section 3): daily, weekly, half-month, monthly. */
export type ContractPeriod = 'D' | 'W' | 'H' | 'M';

/**
 * Where a contract stands. An offer waits (`pending`, a new request) for the downline's answer:
 * `accepted` or `rejected`; an accepted one may be asked to end (`terminationRequested`, a
 * termination request) and the other side's yes makes it `terminated`.
 */
export type ContractStatus =
  'pending' | 'accepted' | 'rejected' | 'terminationRequested' | 'terminated';

/** One rate tier: the rate applies once the period reaches both figures. */
export interface ContractTier {
  /** Active members (members who bet in the period) at least. */
  activeMembers: number;
  /** Period valid bet (salaries) or period team loss (dividend) at least, minor units. */
  volumeMinor: number;
  /** Percent of the period's valid bet (salaries) or team loss (dividend). */
  rate: number;
}

export interface Contract {
  id: string;
  kind: ContractKind;
  /** Account of the agent who offered it. */
  upline: string;
  /** Account of the agent it was offered to. */
  downline: string;
  status: ContractStatus;
  /** The open request: a new contract or its termination; null once answered. */
  request: 'new' | 'termination' | null;
  /** Who asked for the termination (either side), else null. */
  requestedBy: string | null;
  tiers: ContractTier[];
  /** The dividend's period; null for salaries (their kind says it). */
  period: ContractPeriod | null;
  createdAt: number;
  updatedAt: number;
  /** Why it ended: a request, a lower rate from above, or a newer contract replacing it. */
  endedReason: 'request' | 'lowerRate' | 'replaced' | null;
}

export interface ContractList {
  /** Contracts offered to the caller (the caller is the downline). */
  received: Contract[];
  /** Contracts the caller offered to its downlines. */
  offered: Contract[];
  /** The highest rate the caller may offer for this kind: its own rate, or the platform's cap. */
  ceilingRate: number;
}

export interface ContractOfferRequest {
  kind: ContractKind;
  /** Account of a direct downline agent. */
  downline: string;
  tiers: ContractTier[];
  period?: ContractPeriod | null;
  /** The caller agreed that the downline's higher-rate contracts end (the lower-rate rule). */
  confirmLowerRate?: boolean;
}

/** A contract of the downline that a lower offer would end. */
export interface AffectedContract {
  id: string;
  downline: string;
  rate: number;
}

/** The failure value of an offer that needs the lower-rate confirmation (409). */
export interface LowerRateFailure {
  lowerRate: AffectedContract[];
}

export interface ContractAnswerRequest {
  id: string;
  answer: 'accept' | 'reject';
}

export interface ContractIdRequest {
  id: string;
}

/** The spec's consolidated contract flags: which contract kinds the brand offers. */
export interface ConsolidatedFlags {
  divtypereq: boolean;
  dailysalreqtype: boolean;
  contracthoursalreq: boolean;
  realtimesalreqtype: boolean;
}

/** Figures of one span of the overview. */
export interface OverviewFigures {
  newMembers: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  validBetMinor: number;
  /** The team's result for the platform: members' losses less their wins. */
  profitLossMinor: number;
  incomeMinor: number;
}

export interface AgentOverview {
  teamSize: number;
  directMembers: number;
  today: OverviewFigures;
  days7: OverviewFigures;
  days30: OverviewFigures;
}

export interface AgentAnnouncement {
  id: number;
  title: string;
  content: string;
  publishedAt: number;
}

export interface TeamMember {
  id: number;
  account: string;
  nickname: string;
  type: number;
  /** 1 for a direct downline of the caller, 2 below that, ... */
  level: number;
  balanceMinor: number;
  lastLoginAt: number | null;
  /** Direct downlines of this member (it can be drilled into when above 0). */
  downlines: number;
  /** Kinds of the accepted contracts this member holds. */
  contracts: ContractKind[];
}

export interface TeamQuery {
  /** Whose direct downlines; default the caller. */
  parent?: string;
  /** Part of an account name: searches the caller's whole downline instead. */
  search?: string;
}

/** A span of days: `from` and `to` are epoch ms (inclusive start, exclusive end). */
export interface SpanQuery {
  from?: number;
  to?: number;
  /** One downline only. */
  account?: string;
}

export interface TeamBetRow {
  account: string;
  level: number;
  bets: number;
  validBetMinor: number;
  /** The member's wins less stakes (negative: the member lost). */
  winLossMinor: number;
}

export interface TeamProfitRow {
  account: string;
  level: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  validBetMinor: number;
  winLossMinor: number;
  /** The platform's result on the member: the member's loss. */
  profitLossMinor: number;
}

export interface Report<Row> {
  rows: Row[];
  /** Every numeric column summed over `rows`. */
  totals: Omit<Row, 'account' | 'level'>;
  from: number;
  to: number;
}

export interface IncomeRecord {
  reference: string;
  kind: ContractKind;
  amountMinor: number;
  createdAt: number;
}

export interface AgentTransaction {
  reference: string;
  kind: string;
  amountMinor: number;
  balanceAfterMinor: number;
  status: string;
  channel: string | null;
  createdAt: number;
}

export interface Invitation {
  code: string;
  /** The path of the registration page with the code (the app adds its origin). */
  path: string;
}

export interface OpenAccountRequest {
  account: string;
  password: string;
  /** 0 a member, 2 a sub-agent. */
  type: 0 | 2;
}

export interface DownlineTransferRequest {
  downline: string;
  amountMinor: number;
  password: string;
  idempotencyKey: string;
}

export interface DownlineTransferResult {
  downline: string;
  balanceMinor: number;
}
