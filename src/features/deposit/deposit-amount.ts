import type { DepositMethod } from '#schemas/deposit-api.ts';

/** Why an amount cannot be deposited by a method. */
export type AmountProblem = 'empty' | 'notNumber' | 'belowMin' | 'aboveMax';

export type AmountCheck = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * The amount as typed, in minor units: digits with at most two decimals after '.' or ','
 * (spaces ignored); null when it is not such a number. Group separators are refused rather
 * than guessed: '100.000' could be a hundred or a hundred thousand.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Checks a typed amount against the method's limits. */
export function checkAmount(text: string, method: DepositMethod): AmountCheck {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const minor = parseAmount(text);
  if (minor === null || minor === 0) return { ok: false, problem: 'notNumber' };
  if (minor < method.minMinor) return { ok: false, problem: 'belowMin' };
  if (minor > method.maxMinor) return { ok: false, problem: 'aboveMax' };
  return { ok: true, minor };
}

/** Minor units as the amount field shows them: '100000', '12.5'. */
export function amountText(minor: number): string {
  return String(minor / 100);
}
