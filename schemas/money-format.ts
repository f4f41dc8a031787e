import type { Brand } from '#brands/brand.types.ts';

/** The brand's currency as money formatting needs it (`app.currency` of the brand file). */
export type MoneyCurrency = Partial<Pick<Brand['app']['currency'], 'symbol' | 'code'>>;

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      // The platform counts every currency in hundredths (minor units / 100), VND included,
      // so two decimals always, whatever ISO 4217 says of the currency.
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // No '-0.00' for an amount that rounds to nothing.
      signDisplay: 'negative',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats an amount in the brand's currency with Intl in the formatting locale
 * (`#schemas/formatting-locale.ts`): the language places the sign, the symbol and the
 * separators (`1.234,50 ₫` in Vietnamese, `₫1,234.50` in English), and the symbol is the brand's
 * own (default '$'), not the one CLDR has for the code.
 */
export function formatMoney(amount: number, locale: string, currency: MoneyCurrency = {}): string {
  const symbol = currency.symbol || '$';
  return numberFormat(locale, currency.code || 'USD')
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
