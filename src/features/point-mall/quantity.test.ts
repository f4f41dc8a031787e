import { describe, expect, it } from 'vitest';
import { pointMallMessages as m } from './point-mall-messages.ts';
import { checkQuantity } from './quantity.ts';

const item = { stock: 4, points: 500 };

describe('checkQuantity', () => {
  it('takes a whole number from 1 to the stock', () => {
    expect(checkQuantity('1', item, 10_000)).toBeNull();
    expect(checkQuantity('4', item, 10_000)).toBeNull();
    expect(checkQuantity('5', item, 10_000)).toBe(m.quantityBad);
    expect(checkQuantity('0', item, 10_000)).toBe(m.quantityBad);
    expect(checkQuantity('1.5', item, 10_000)).toBe(m.quantityBad);
    expect(checkQuantity('', item, 10_000)).toBe(m.quantityBad);
  });

  it('never more than 10, whatever the stock', () => {
    expect(checkQuantity('10', { stock: 50, points: 1 }, 100)).toBeNull();
    expect(checkQuantity('11', { stock: 50, points: 1 }, 100)).toBe(m.quantityBad);
  });

  it('needs the points to cover the price, at the edge', () => {
    expect(checkQuantity('2', item, 1000)).toBeNull();
    expect(checkQuantity('2', item, 999)).toBe(m.notEnough);
  });
});
