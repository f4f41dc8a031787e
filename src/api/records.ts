import type {
  AccountRecordQuery,
  BetRecordQuery,
  BonusRecordQuery,
  ProfitQuery,
} from '#schemas/records-api.ts';
import * as records from '#schemas/endpoints/records.ts';
import { call } from './client.ts';

/** A page of the account record (every movement of the main wallet), filtered (token). */
export const getAccountRecords = (query: AccountRecordQuery, signal?: AbortSignal) =>
  call(records.getAccountRecords, { query, signal });

/** A page of the betting record, by category and vendor (token). */
export const getBetRecords = (query: BetRecordQuery, signal?: AbortSignal) =>
  call(records.getBetRecords, { query, signal });

/** One bet in full (token; another member's bet is refused). */
export const getBetDetail = (betId: string) => call(records.getBetDetail, { query: { betId } });

/** Profit and loss by day or by category, with totals (token). */
export const getProfitReport = (query: ProfitQuery, signal?: AbortSignal) =>
  call(records.getProfitReport, { query, signal });

/** A page of the bonuses received (token). */
export const getBonusRecords = (query: BonusRecordQuery, signal?: AbortSignal) =>
  call(records.getBonusRecords, { query, signal });
