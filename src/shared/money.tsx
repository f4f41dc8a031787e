import { useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';

/**
 * Formats an amount in the brand's currency with Intl: the brand's symbol (default '$')
 * and the digits and separators of the interface language.
 */
export function formatMoney(amount: number, locale: string, symbol = '$'): string {
  const digits = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol}${digits}`;
}

/** An amount of money as the player reads it, e.g. `₫1.234,50` in Vietnamese. */
export function Money({ amount }: { amount: number }) {
  const { locale } = useIntl();
  const symbol = useBrand().app.currency.symbol || '$';
  return <span className="money">{formatMoney(amount, locale, symbol)}</span>;
}
