/** Masks what the pages show of a bound contact. */

/** 'an***@example.com' (the first two characters of the name kept). */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** '+84 091****678': the first 3 and last 3 digits kept. */
export function maskMobile(dialCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const masked =
    mobile.length > 6 ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : `****${mobile.slice(-2)}`;
  return dialCode ? `${dialCode} ${masked}` : masked;
}

/** '**** **** **** 5678'. */
export const maskCard = (number: string): string => `**** **** **** ${number.slice(-4)}`;
