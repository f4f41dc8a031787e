import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AccountRecordQuery,
  BetRecordQuery,
  BonusRecordQuery,
  ProfitQuery,
} from '#schemas/records-api.ts';
import {
  getAccountRecords,
  getBetDetail,
  getBetRecords,
  getBonusRecords,
  getProfitReport,
} from './records.ts';

/** Every records query of a member (under 'member': logout drops them). */
export const recordsKey = ['member', 'records'] as const;

/** A page of `account`'s account record; the last page stays shown while the next loads. */
export const accountRecordsQuery = (account: string, query: AccountRecordQuery) =>
  queryOptions({
    queryKey: [...recordsKey, 'account', account, query] as const,
    queryFn: ({ signal }) => getAccountRecords(query, signal),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export const betRecordsQuery = (account: string, query: BetRecordQuery) =>
  queryOptions({
    queryKey: [...recordsKey, 'bets', account, query] as const,
    queryFn: ({ signal }) => getBetRecords(query, signal),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export const betDetailQuery = (account: string, betId: string) =>
  queryOptions({
    queryKey: [...recordsKey, 'bet', account, betId] as const,
    queryFn: () => getBetDetail(betId),
    enabled: account !== '' && betId !== '',
  });

export const profitQuery = (account: string, query: ProfitQuery) =>
  queryOptions({
    queryKey: [...recordsKey, 'profit', account, query] as const,
    queryFn: ({ signal }) => getProfitReport(query, signal),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export const bonusRecordsQuery = (account: string, query: BonusRecordQuery) =>
  queryOptions({
    queryKey: [...recordsKey, 'bonuses', account, query] as const,
    queryFn: ({ signal }) => getBonusRecords(query, signal),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });
