/**
 * The member's own data rules shared by the profile and security pages and the simulated
 * platform (spec section 5): the real name (no diacritics, spaces allowed), the birthday, the
 * contact fields checked by the platform's registration rules, bank cards.
 */
import type { ReadRule } from './register-rules.ts';

/** Letters without diacritics and spaces, starting with a letter ('Nguyen Van An'). */
const REAL_NAME = /^[A-Za-z][A-Za-z ]*$/;

/** The real name as kept: trimmed, inner spaces collapsed. */
export const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Spec section 5: 'Real name format is incorrect' unless this holds (2 to 50 characters). */
export function isRealName(name: string): boolean {
  const value = normaliseName(name);
  return value.length >= 2 && value.length <= 50 && REAL_NAME.test(value);
}

/** The contact fields a profile shows when the brand's registration rules enable them. */
export const CONTACT_FIELDS = ['line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'qqNum'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactVerdict = 'ok' | 'length' | 'format';

/** A contact value against its rule ('' clears the field and is always accepted). */
export function checkContact(rule: ReadRule, value: string): ContactVerdict {
  const typed = value.trim();
  if (typed === '') return 'ok';
  if (typed.length < rule.minLength || typed.length > rule.maxLength) return 'length';
  return rule.pattern && !rule.pattern.test(typed) ? 'format' : 'ok';
}

/** Age a member must have (spec section 9: 18). */
export const MIN_AGE = 18;

/** A yyyy-MM-dd date that exists and makes the member at least 18 at `now` (epoch ms). */
export function checkBirthday(value: string, now: number): 'ok' | 'format' | 'tooYoung' {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return 'format';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return 'format';
  const today = new Date(now);
  const adult = Date.UTC(year + MIN_AGE, month - 1, day);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return adult <= todayUtc ? 'ok' : 'tooYoung';
}

/** Bank cards a member may keep. */
export const MAX_BANK_CARDS = 5;

/** A card number as kept: digits only, 12 to 19 of them. */
export function readCardNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** Nickname: 2 to 20 characters once trimmed. */
export const isNickname = (value: string): boolean => {
  const length = [...value.trim()].length;
  return length >= 2 && length <= 20;
};

/** An e-mail address (the platform's pattern 3). */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
