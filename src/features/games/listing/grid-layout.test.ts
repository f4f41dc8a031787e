import { describe, expect, it } from 'vitest';
import { CARD_TEXT_HEIGHT, GAP, gridLayout } from './grid-layout.ts';

describe('gridLayout', () => {
  it('fits as many cards as the narrowest card allows, square images on top', () => {
    expect(gridLayout(1024).columns).toBe(6);
    expect(gridLayout(360).columns).toBe(3);
    const { columns, rowHeight } = gridLayout(1000);
    const card = (1000 - GAP * (columns - 1)) / columns;
    expect(rowHeight).toBe(Math.round(card + CARD_TEXT_HEIGHT + GAP));
  });

  it('keeps one column on a very narrow or unmeasured box', () => {
    expect(gridLayout(50).columns).toBe(1);
    expect(gridLayout(0).columns).toBe(1);
  });
});
