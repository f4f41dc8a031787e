/**
 * Mobile numbers as the platform compares them: the dial code's digits followed by the national
 * number without its leading zeros, so '+84' '0912345678' and '84' '912345678' are one phone.
 */

import type { Brand } from '#brands/brand.types.ts';
import { homeCountry } from '#mock-server/scenarios/location.ts';

/** Dial codes of the countries the brands and scenarios use (ISO 3166-1 alpha-2 to '+NN'). */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  VN: '+84',
  TH: '+66',
  PH: '+63',
  SG: '+65',
  MY: '+60',
  ID: '+62',
  KH: '+855',
  MM: '+95',
  IN: '+91',
  CN: '+86',
  JP: '+81',
  KR: '+82',
  BR: '+55',
  GB: '+44',
  US: '+1',
};

/** The dial code of a country, '+84' when unknown (the product's home market). */
export function dialCodeOf(country: string): string {
  return DIAL_CODES[country.toUpperCase()] ?? '+84';
}

/** A national number is 6 to 15 digits once spaces and dashes are gone. */
export function isMobileNumber(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6,15}$/.test(value.replace(/[\s-]/g, ''));
}

/** The comparison key of a phone (see the file comment). */
export function phoneKey(countryDialingCode: string, mobileNum: string): string {
  const dial = countryDialingCode.replace(/\D/g, '');
  const national = mobileNum.replace(/\D/g, '').replace(/^0+/, '');
  return `${dial}${national}`;
}

/**
 * Whether a number in international form ('+84912345678', as a phone-auth provider reports
 * it) is this phone. The national number's leading zero may be kept ('+840912345678').
 */
export function isSameE164(
  phoneNumber: string,
  countryDialingCode: string,
  mobileNum: string,
): boolean {
  const digits = phoneNumber.replace(/^\+/, '');
  if (!/^\d+$/.test(digits) || !/\d/.test(mobileNum)) return false;
  const typed = `${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '')}`;
  return digits === phoneKey(countryDialingCode, mobileNum) || digits === typed;
}

/** How the demo inbox shows a phone: '+84 0912345678'. */
export function phoneLabel(countryDialingCode: string, mobileNum: string): string {
  const dial = `+${countryDialingCode.replace(/\D/g, '')}`;
  return `${dial} ${mobileNum.replace(/[\s-]/g, '')}`;
}

/** The dial code used when a request leaves it out: the brand's home country's. */
export function defaultDialCode(brand: Brand): string {
  return dialCodeOf(homeCountry(brand));
}
