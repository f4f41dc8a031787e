import { useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { formatMoney } from '#src/shared/money.tsx';

/** Formats minor units as the brand's money in the interface language ('₫200.000,00'). */
export function useFormatMinor(): (minor: number) => string {
  const { locale } = useIntl();
  const symbol = useBrand().app.currency.symbol || '$';
  return (minor) => formatMoney(minor / 100, locale, symbol);
}
