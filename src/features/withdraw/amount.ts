import type { MessageDescriptor } from 'react-intl';
import type { WithdrawInfo } from '#schemas/withdraw-api.ts';
import { withdrawMessages as m } from './withdraw-messages.ts';

/** What the member typed, in the currency's units, as minor units; null when not a number. */
export function toMinorUnits(typed: string): number | null {
  const value = Number(typed.trim().replace(/,/g, ''));
  if (typed.trim() === '' || !Number.isFinite(value)) return null;
  const minor = Math.round(value * 100);
  return Math.abs(minor - value * 100) < 1e-6 ? minor : null;
}

/** The first problem with the typed amount, against the page's limits and the balance. */
export function checkAmount(typed: string, info: WithdrawInfo): MessageDescriptor | null {
  if (typed.trim() === '') return m.amountRequired;
  const minor = toMinorUnits(typed);
  if (minor === null || minor <= 0) return m.amountInvalid;
  if (minor < info.minMinor) return m.amountBelowMin;
  if (minor > info.maxMinor) return m.amountAboveMax;
  if (minor > info.balanceMinor) return m.amountAboveBalance;
  return null;
}
