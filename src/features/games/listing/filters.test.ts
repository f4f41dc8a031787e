import { describe, expect, it } from 'vitest';
import { filtersKey, readFilters, withFilter } from './filters.ts';

describe('listing filters in the address', () => {
  it('reads every filter, ignoring empty and invalid values', () => {
    expect(
      readFilters(
        new URLSearchParams('vassalage=PG&gameClassify=jackpot&gameName=%20koi%20&minBet=2'),
      ),
    ).toEqual({ vassalage: 'PG', gameClassify: 'jackpot', gameName: 'koi', minBet: 2 });
    expect(readFilters(new URLSearchParams('minBet=abc'))).toEqual({
      vassalage: '',
      gameClassify: '',
      gameName: '',
      minBet: null,
    });
    expect(readFilters(new URLSearchParams('minBet=0')).minBet).toBeNull();
  });

  it('sets one filter and keeps the others; an empty value removes it', () => {
    const params = new URLSearchParams('vassalage=PG&gameName=koi');
    expect(withFilter(params, 'gameClassify', 'new').toString()).toBe(
      'vassalage=PG&gameName=koi&gameClassify=new',
    );
    expect(withFilter(params, 'gameName', '  ').toString()).toBe('vassalage=PG');
    expect(params.toString()).toBe('vassalage=PG&gameName=koi');
  });

  it('gives different lists different keys', () => {
    const a = readFilters(new URLSearchParams('vassalage=PG'));
    const b = readFilters(new URLSearchParams('vassalage=PG&minBet=1'));
    expect(filtersKey(a)).not.toBe(filtersKey(b));
  });
});
