import { useFormatMoney } from '#src/shared/money.tsx';

/** Formats minor units as the brand's money in the interface language ('200.000,00 ₫'). */
export function useFormatMinor(): (minor: number) => string {
  const format = useFormatMoney();
  return (minor) => format(minor / 100);
}
