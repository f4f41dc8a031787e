// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import demoBrand from '#brands/demo.json' with { type: 'json' };
import nightowlBrand from '#brands/nightowl.json' with { type: 'json' };
import { GAME_CLASSIFY, TOTAL_SLOTS } from '#mock-server/games/classify.ts';
import { createCatalogue } from '#mock-server/games/catalogue.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const demo = demoBrand as unknown as Brand;
const nightowl = nightowlBrand as unknown as Brand;

const allGames = (brand: Brand) => {
  const catalogue = createCatalogue(brand);
  const { refs } = catalogue.find({}, 0, 100_000);
  return refs.map((ref) => catalogue.toGame(ref, 'en'));
};

describe('the procedural game catalogue', () => {
  it(`has ${TOTAL_SLOTS} slots on every brand, split among its slot vendors`, () => {
    for (const brand of [demo, nightowl, testBrand]) {
      const catalogue = createCatalogue(brand);
      expect(catalogue.find({ gameType: 'RNG' }, 0, 0).totalCount).toBe(TOTAL_SLOTS);
      const vendors = brand.platform.categories.RNG ?? [];
      const perVendor = vendors.map(
        (vassalage) => catalogue.find({ gameType: 'RNG', vassalage }, 0, 0).totalCount,
      );
      expect(perVendor.reduce((sum, count) => sum + count, 0)).toBe(TOTAL_SLOTS);
      expect(Math.min(...perVendor)).toBeGreaterThan(0);
    }
  });

  it('gives the same games to the same brand and different ones to another', () => {
    const first = allGames(demo);
    expect(allGames(demo)).toEqual(first);
    const other = allGames(nightowl)
      .filter((game) => game.vassalage === 'PG')
      .slice(0, 20);
    const same = first.filter((game) => game.vassalage === 'PG' && game.gameType === 'RNG');
    expect(other.map((game) => game.gameName)).not.toEqual(
      same.slice(0, 20).map((game) => game.gameName),
    );
  });

  it('fills every field: unique node ids, classify from the category list, icons, ~3% hot', () => {
    const games = allGames(demo);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    for (const game of games) {
      const list = GAME_CLASSIFY[game.gameType];
      expect(list.length === 0 ? game.gameClassify === '' : list.includes(game.gameClassify)).toBe(
        true,
      );
      expect(game.icon).toBe(`/mock-assets/games/${game.nodeId}.svg`);
      expect(game.gameName.length).toBeGreaterThan(0);
      expect(game.minBet).toBeGreaterThan(0);
      expect(game.platform).toBe('html5-desktop');
    }
    const hot = games.filter((game) => game.isHot === 1).length / games.length;
    expect(hot).toBeGreaterThan(0.02);
    expect(hot).toBeLessThan(0.04);
  });

  it('names slots without repeats inside a vendor and with Vietnamese names among them', () => {
    const slots = allGames(demo).filter((game) => game.gameType === 'RNG');
    for (const vassalage of demo.platform.categories.RNG ?? []) {
      const names = slots.filter((game) => game.vassalage === vassalage).map((g) => g.gameName);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(slots.some((game) => /Megaways$/.test(game.gameName))).toBe(true);
    expect(slots.some((game) => /[ăâđêôơư]/i.test(game.gameName))).toBe(true);
  });

  it('lists the spec vendor codes for e-sports, cockfight and lottery', () => {
    const vendorsOf = (gameType: string) => [
      ...new Set(
        allGames(demo)
          .filter((g) => g.gameType === gameType)
          .map((g) => g.vassalage),
      ),
    ];
    expect(vendorsOf('ESPORTS')).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']);
    expect(vendorsOf('LOTT')).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
    const lottery = allGames(demo).filter((game) => game.gameType === 'LOTT');
    expect(lottery.find((game) => game.gameCode === 'VN_MB')).toMatchObject({
      vassalage: 'TCG_LOTTO_VN',
      gameClassify: 'vietnam',
      defaultPlayType: 'LO2',
    });
  });

  it('finds a game by node id and nothing for ids it does not have', () => {
    const catalogue = createCatalogue(demo);
    const [last] = catalogue.find({ gameType: 'RNG' }, TOTAL_SLOTS - 1, 1).refs;
    const game = catalogue.toGame(last!, 'vi');
    expect(catalogue.toGame(catalogue.locate(game.nodeId)!, 'vi')).toEqual(game);
    expect(catalogue.locate(game.nodeId + 100_000_000)).toBeUndefined();
    expect(catalogue.locate(0)).toBeUndefined();
    expect(catalogue.locate(Number.NaN)).toBeUndefined();
  });

  it('pages the unfiltered lists exactly as a filter every game passes', () => {
    const catalogue = createCatalogue(demo);
    const everyGame = { minBet: Number.MAX_SAFE_INTEGER };
    const pages: [string | undefined, string | undefined, number, number][] = [
      [undefined, undefined, 0, 28],
      [undefined, undefined, TOTAL_SLOTS - 10, 28], // across the slots' end into the next category
      ['RNG', undefined, 9_990, 28], // the last page, shorter than asked
      ['RNG', 'PP', 28, 28],
      [undefined, 'PP', 0, 100_000],
    ];
    for (const [gameType, vassalage, start, size] of pages) {
      const unfiltered = catalogue.find({ gameType, vassalage }, start, size);
      const filtered = catalogue.find({ gameType, vassalage, ...everyGame }, start, size);
      expect(unfiltered.totalCount).toBe(filtered.totalCount);
      expect(unfiltered.refs.map((ref) => ref.slice.nodeBase + ref.index)).toEqual(
        filtered.refs.map((ref) => ref.slice.nodeBase + ref.index),
      );
      expect(unfiltered.refs.length).toBe(
        Math.max(0, Math.min(size, unfiltered.totalCount - start)),
      );
    }
  });

  it('pages deep into a filtered list exactly as the whole filtered list reads', () => {
    // Page speed is a bench figure (bench/catalogue.ts); this checks the pages themselves.
    const filters = [
      { gameType: 'RNG', gameName: 'rong' },
      { gameType: 'RNG', gameClassify: 'megaways', minBet: 500 },
      { gameType: 'RNG', vassalage: 'PP' },
    ];
    for (const filter of filters) {
      const catalogue = createCatalogue(demo);
      const whole = catalogue.find(filter, 0, 100_000);
      expect(whole.totalCount).toBeGreaterThan(28);
      const ids = whole.refs.map((ref) => ref.slice.nodeBase + ref.index);
      for (const start of [28, whole.totalCount - 10, whole.totalCount]) {
        const page = catalogue.find(filter, start, 28);
        expect(page.totalCount).toBe(whole.totalCount);
        expect(page.refs.map((ref) => ref.slice.nodeBase + ref.index)).toEqual(
          ids.slice(start, start + 28),
        );
      }
    }
  });
});
