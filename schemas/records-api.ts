/**
 * Wire types of the records pages (account, betting, profit and bonus records) and of the
 * message centre (spec sections 2 and 7; paths and shapes are ours where the spec is silent,
 * see mock-server/README.md). Amounts are minor units (hundredths of the brand's currency),
 * times epoch milliseconds.
 */
import type { GameCategory, Page } from './platform-api.ts';

/** What moved the main wallet (the account record's type filter). */
export type AccountRecordKind =
  | 'deposit'
  | 'withdrawal'
  | 'transfer'
  | 'bonus'
  | 'bet'
  | 'payout'
  | 'adjustment'
  // An agent's salary or dividend, settled by its contract.
  | 'income';

export type AccountRecordStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'rejected';

/** One movement of the member's main wallet. */
export interface AccountRecord {
  id: string;
  /** The reference the member quotes, e.g. 'DP2611270001'. */
  reference: string;
  kind: AccountRecordKind;
  /** Signed: a credit is positive. */
  amountMinor: number;
  /** The main wallet after the movement. */
  balanceAfterMinor: number;
  status: AccountRecordStatus;
  /** Deposit method, vendor, receiving account, bonus kind... */
  channel: string | null;
  createdAt: number;
}

/**
 * Paging and the date range shared by every records call: `pageNo` from 1, `pageSize` 1-100
 * (default 28, spec section 9), `from`/`to` epoch ms (both included), `all` answers every
 * filtered row on one page (the CSV export; at most 20,000).
 */
export interface RecordsQuery {
  pageNo?: number;
  pageSize?: number;
  from?: number;
  to?: number;
  all?: boolean;
}

export interface AccountRecordQuery extends RecordsQuery {
  kind?: AccountRecordKind | '';
  status?: AccountRecordStatus | '';
}

/** A page of records with the totals of every filtered row (not only the page's). */
export interface RecordsPage<T, Totals> extends Page<T> {
  totals: Totals;
}

export interface AccountTotals {
  creditMinor: number;
  debitMinor: number;
  netMinor: number;
}

export type AccountRecordPage = RecordsPage<AccountRecord, AccountTotals>;

/** Where a bet stands. */
export type BetStatus = 'won' | 'lost' | 'draw' | 'unsettled' | 'cancelled';

export interface BetRecord {
  /** The bet's number, e.g. 'B2611200042'. */
  id: string;
  category: GameCategory;
  /** The vendor's code (vassalage). */
  vendor: string;
  vendorName: string;
  gameName: string;
  placedAt: number;
  settledAt: number | null;
  stakeMinor: number;
  /** The stake that counts for turnover (0 for a cancelled or drawn bet). */
  validBetMinor: number;
  payoutMinor: number;
  /** Payout less stake: the member's win (positive) or loss. */
  profitMinor: number;
  status: BetStatus;
}

export interface BetRecordQuery extends RecordsQuery {
  category?: GameCategory | '';
  vendor?: string;
  status?: BetStatus | '';
}

export interface BetTotals {
  count: number;
  stakeMinor: number;
  validBetMinor: number;
  payoutMinor: number;
  profitMinor: number;
}

/** The bets page, with the categories and vendors the member has bet on (filter choices). */
export interface BetRecordPage extends RecordsPage<BetRecord, BetTotals> {
  vendors: { category: GameCategory; vendor: string; vendorName: string }[];
}

/** One bet in full: the round, what was picked, the result and its wallet movements. */
export interface BetDetail extends BetRecord {
  round: string;
  selection: string;
  result: string;
  /** Decimal odds of a win (payout / stake), 0 when lost. */
  odds: number;
  /** References of the bet's movements in the account record. */
  references: string[];
}

export interface BetDetailQuery {
  betId: string;
}

/** Profit and loss grouped by day (the member's local day) or by game category. */
export type ProfitGrouping = 'day' | 'category';

export interface ProfitQuery {
  groupBy?: ProfitGrouping;
  from?: number;
  to?: number;
  category?: GameCategory | '';
  /** Minutes to add to UTC to get the member's local time (-Date#getTimezoneOffset()). */
  tzOffset?: number;
}

export interface ProfitRow {
  /** 'yyyy-MM-dd' (by day) or the category code. */
  key: string;
  bets: number;
  stakeMinor: number;
  validBetMinor: number;
  payoutMinor: number;
  bonusMinor: number;
  /** Payout less stake plus bonuses. */
  profitMinor: number;
}

export interface ProfitReport {
  groupBy: ProfitGrouping;
  rows: ProfitRow[];
  totals: Omit<ProfitRow, 'key'>;
}

/** Why a bonus was given. */
export type BonusKind = 'firstDeposit' | 'rebate' | 'promotion' | 'vip' | 'signIn';

export type BonusStatus = 'completed' | 'pending';

export interface BonusRecord {
  id: string;
  reference: string;
  kind: BonusKind;
  amountMinor: number;
  /** Turnover to bet before the bonus may be withdrawn. */
  turnoverMinor: number;
  status: BonusStatus;
  createdAt: number;
}

export interface BonusRecordQuery extends RecordsQuery {
  kind?: BonusKind | '';
  status?: BonusStatus | '';
}

export interface BonusTotals {
  count: number;
  amountMinor: number;
  turnoverMinor: number;
}

export type BonusRecordPage = RecordsPage<BonusRecord, BonusTotals>;

/** Message centre (messageV2). */
export type MessageKind = 'system' | 'promotion' | 'personal';

export interface InboxMessage {
  id: string;
  kind: MessageKind;
  title: string;
  /** Server HTML: the app sanitises it before showing it. */
  content: string;
  sentAt: number;
  read: boolean;
}

export interface MessageQuery {
  pageNo?: number;
  pageSize?: number;
  kind?: MessageKind | '';
  /** 'unread' lists only unread messages. */
  filter?: 'unread' | '';
}

export interface MessagePage extends Page<InboxMessage> {
  unread: number;
}

/** Which messages to mark read or delete. */
export interface MessageIds {
  ids: string[];
}

/** The inbox's unread count after a change. */
export interface MessageChange {
  unread: number;
}
