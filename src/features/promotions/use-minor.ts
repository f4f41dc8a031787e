import { useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { formatMoney } from '#schemas/money-format.ts';

/**
 * Minor units as the brand's money (what `#src/shared/use-format-minor.ts` does): kept here so
 * that module is not split into a chunk of its own, one more file in home's first load.
 */
export function useMinor(): (minor: number) => string {
  const { locale } = useIntl();
  const { currency } = useBrand().app;
  return (minor) => formatMoney(minor / 100, locale, currency);
}
