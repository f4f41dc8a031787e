import type { Brand } from '#brands/brand.types.ts';
import { fromMinor } from '#mock-server/money/ledger.ts';

/** An amount in minor units as the brand shows money ('₫100,000'), for refusal texts. */
export function formatMinor(brand: Brand, minor: number): string {
  const { code, locale } = brand.app.currency;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(
    fromMinor(minor),
  );
}
