import { useIntl } from 'react-intl';
import { formatMoney } from '#schemas/money-format.ts';
import { useBrand } from '#src/shared/brand-context.tsx';

/** Formats amounts (in the currency's units) as the brand's money in the page's language. */
export function useFormatMoney(): (amount: number) => string {
  const { locale } = useIntl();
  const { currency } = useBrand().app;
  return (amount) => formatMoney(amount, locale, currency);
}

/** An amount of money as the player reads it, e.g. `1.234,50 ₫` in Vietnamese. */
export function Money({ amount }: { amount: number }) {
  const format = useFormatMoney();
  return <span className="money">{format(amount)}</span>;
}
