import type {
  AccountRecordPage,
  AccountRecordQuery,
  BetDetail,
  BetDetailQuery,
  BetRecordPage,
  BetRecordQuery,
  BonusRecordPage,
  BonusRecordQuery,
  ProfitQuery,
  ProfitReport,
} from '#schemas/records-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/**
 * The records pages (personal centre: transactionHistory, personalHistoryCopy, personalProfit,
 * bonusDetails): filtered and paged by the platform, the caller's own records only.
 */

/** The account record: every movement of the main wallet. */
export const getAccountRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/records/account',
  access: 'member',
  ownData: true,
  wire: wire<{ query: AccountRecordQuery; response: AccountRecordPage }>(),
});

/** The betting record, by category and vendor. */
export const getBetRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/records/bets',
  access: 'member',
  ownData: true,
  wire: wire<{ query: BetRecordQuery; response: BetRecordPage }>(),
});

/** One bet in full; another member's bet answers 403. */
export const getBetDetail = defineEndpoint({
  method: 'GET',
  path: '/wps/records/bets/detail',
  access: 'member',
  ownData: true,
  wire: wire<{ query: BetDetailQuery; response: BetDetail }>(),
});

/** Profit and loss by day or by category, with totals. */
export const getProfitReport = defineEndpoint({
  method: 'GET',
  path: '/wps/records/profit',
  access: 'member',
  ownData: true,
  wire: wire<{ query: ProfitQuery; response: ProfitReport }>(),
});

/** The bonuses the member received. */
export const getBonusRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/records/bonuses',
  access: 'member',
  ownData: true,
  wire: wire<{ query: BonusRecordQuery; response: BonusRecordPage }>(),
});
