import { describe, expect, it } from 'vitest';
import type { Game } from '#schemas/games-api.ts';
import { readFilters } from './filters.ts';
import { matchesFilters, pageOf } from './game-sources.ts';
import { listingFor } from './listing-kind.ts';

const game = (over: Partial<Game>) =>
  ({ gameName: 'Lucky Koi', gameClassify: 'new', minBet: 1, ...over }) as Game;

describe('hot games filtered on this side', () => {
  it('matches name (any case), classification and smallest stake', () => {
    const filters = readFilters(new URLSearchParams('gameName=KOI&gameClassify=new&minBet=2'));
    expect(matchesFilters(game({}), filters)).toBe(true);
    expect(matchesFilters(game({ gameName: 'Dragon' }), filters)).toBe(false);
    expect(matchesFilters(game({ gameClassify: 'jackpot' }), filters)).toBe(false);
    expect(matchesFilters(game({ minBet: 5 }), filters)).toBe(false);
  });

  it('pages a list of 60 as the platform would, 28 a page', () => {
    const games = Array.from({ length: 60 }, (_, i) => game({ nodeId: i }));
    expect(pageOf(games, 1).games).toHaveLength(28);
    expect(pageOf(games, 3)).toMatchObject({ totalPages: 3, totalCount: 60 });
    expect(pageOf(games, 3).games.map((g) => g.nodeId)).toEqual([56, 57, 58, 59]);
  });
});

describe('listingFor', () => {
  it('knows every listing path of the routes table', () => {
    expect(listingFor('/rng')).toEqual({ kind: 'category', category: 'RNG' });
    expect(listingFor('/elott/')).toEqual({ kind: 'category', category: 'ELOTT' });
    expect(listingFor('/inhouse')).toEqual({ kind: 'category', category: 'INHOUSE' });
    expect(listingFor('/hot')).toEqual({ kind: 'hot' });
    expect(listingFor('/favorite')).toEqual({ kind: 'favourites' });
    expect(listingFor('/lottery')).toBeNull();
  });
});
