import type { MessageDescriptor } from 'react-intl';
import type { MallItem } from '#schemas/loyalty-api.ts';
import { pointMallMessages as m } from './point-mall-messages.ts';

/** The most of one item in one redemption (the platform's limit). */
export const MAX_QUANTITY = 10;

/**
 * What is wrong with a quantity typed for `item`, before asking the platform: a whole number
 * from 1 to the smaller of 10 and the stock, whose price the points cover. Null when it fits.
 */
export function checkQuantity(
  typed: string,
  item: Pick<MallItem, 'stock' | 'points'>,
  points: number,
): MessageDescriptor | null {
  const count = Number(typed.trim());
  const max = Math.min(MAX_QUANTITY, item.stock);
  if (typed.trim() === '' || !Number.isInteger(count) || count < 1 || count > max) {
    return m.quantityBad;
  }
  return count * item.points > points ? m.notEnough : null;
}
