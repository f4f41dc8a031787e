import type { Brand } from '#brands/brand.types.ts';
import type { Game } from '#schemas/games-api.ts';
import type { GameCategory } from '#schemas/platform-api.ts';
import { GAME_CLASSIFY } from '#mock-server/games/classify.ts';
import {
  buildSlices,
  classifyOf,
  computeAttributes,
  gameHash,
  isHotGame,
  gameHashState,
  locate,
  minBetOf,
  nameOf,
  NO_CLASSIFY,
  type Slice,
  type SliceAttributes,
} from '#mock-server/games/catalogue-slices.ts';
import { foldText } from '#mock-server/games/fold-text.ts';
import { hash32 } from '#mock-server/games/hash.ts';

export type GameLanguage = 'vi' | 'en';

/** Filters of the game list (spec section 7); all optional. */
export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  /** Part of the name, case and Vietnamese accents ignored. */
  gameName?: string;
  /** Games whose smallest stake is at most this. */
  minBet?: number;
}

/** A page of games as refs (slice and index); `toGame` turns the page's into objects. */
export interface GameRef {
  slice: Slice;
  index: number;
}

export interface RefPage {
  refs: GameRef[];
  totalCount: number;
}

/** A brand's procedural game catalogue: lookups and filtered, paged listings. */
export interface Catalogue {
  readonly slices: readonly Slice[];
  /** Games matching `filter`, counted, with the refs of positions [start, start + size). */
  find(filter: GameFilter, start: number, size: number): RefPage;
  /** The game with this node id, if the brand has it. */
  locate(nodeId: number): GameRef | undefined;
  /** Every hot game (isHot 1), in a fixed shuffled order; of one vendor when given. */
  hot(vassalage?: string): GameRef[];
  /** The classifications a vendor's games have, in the category's order; undefined: no such vendor. */
  classifiesOf(vassalage: string, gameType?: string): string[] | undefined;
  /** The wire object of one game. */
  toGame(ref: GameRef, language: GameLanguage): Game;
}

const caches = new WeakMap<Brand, Catalogue>();

/** The catalogue of a brand, built on first use and kept for the brand object's life. */
export function catalogueOf(brand: Brand): Catalogue {
  let catalogue = caches.get(brand);
  if (!catalogue) {
    catalogue = createCatalogue(brand);
    caches.set(brand, catalogue);
  }
  return catalogue;
}

/** Icon URL of a game (an SVG generated on request). */
export function gameIconUrl(nodeId: number): string {
  return `/mock-assets/games/${nodeId}.svg`;
}

/** Builds a brand's catalogue: slices now, per-slice attributes and orders lazily. */
export function createCatalogue(brand: Brand): Catalogue {
  const slices = buildSlices(brand);
  const byBase = new Map(slices.map((slice) => [slice.nodeBase, slice]));
  const attributes = new Map<number, SliceAttributes>();
  const searchTexts = new Map<number, string[]>();
  const orders = new Map<GameCategory, Uint32Array>();
  let hotRefs: GameRef[] | undefined;

  const attributesOf = (slice: Slice) => {
    let found = attributes.get(slice.id);
    if (!found) {
      found = computeAttributes(slice);
      attributes.set(slice.id, found);
    }
    return found;
  };

  // Lottery games are matched in both languages: a player may type either name.
  const searchTextOf = (slice: Slice) => {
    let found = searchTexts.get(slice.id);
    if (!found) {
      found = Array.from({ length: slice.count }, (_, index) =>
        foldText(
          slice.lottery
            ? `${nameOf(slice, index, 'vi')} ${nameOf(slice, index, 'en')}`
            : nameOf(slice, index, 'en'),
        ),
      );
      searchTexts.set(slice.id, found);
    }
    return found;
  };

  // A category's listing takes its vendors in turn (round robin), so page 1 shows them all.
  const orderOf = (category: GameCategory) => {
    let order = orders.get(category);
    if (!order) {
      const own = slices.filter((slice) => slice.category === category);
      const total = own.reduce((sum, slice) => sum + slice.count, 0);
      order = new Uint32Array(total);
      let at = 0;
      const longest = Math.max(0, ...own.map((slice) => slice.count));
      for (let index = 0; index < longest; index += 1) {
        for (const slice of own) if (index < slice.count) order[at++] = pack(slice.id, index);
      }
      orders.set(category, order);
    }
    return order;
  };

  const categoriesFor = (gameType?: string): GameCategory[] => {
    const enabled = Object.keys(brand.platform.categories) as GameCategory[];
    if (!gameType) return enabled;
    return enabled.filter((category) => category === gameType);
  };

  return {
    slices,

    find(filter, start, size) {
      const refs: GameRef[] = [];
      let totalCount = 0;
      const needle = filter.gameName ? foldText(filter.gameName) : '';
      for (const category of categoriesFor(filter.gameType)) {
        const wanted = filter.gameClassify
          ? GAME_CLASSIFY[category].indexOf(filter.gameClassify)
          : -1;
        if (filter.gameClassify && wanted < 0) continue;
        // Without a filter every game counts: only the asked page's games are looked at, so
        // the first listing call does not compute the attributes of all 10,000 games.
        const unfiltered = wanted < 0 && filter.minBet === undefined && !needle;
        const takeAll = (length: number, refAt: (position: number) => GameRef) => {
          const to = Math.min(length, start + size - totalCount);
          for (let position = Math.max(0, start - totalCount); position < to; position += 1) {
            refs.push(refAt(position));
          }
          totalCount += length;
        };
        const visit = ({ slice, index }: GameRef) => {
          const { classify, minBet } = attributesOf(slice);
          if (wanted >= 0 && classify[index] !== wanted) return;
          if (filter.minBet !== undefined && (minBet[index] ?? 0) > filter.minBet) return;
          if (needle && !searchTextOf(slice)[index]?.includes(needle)) return;
          if (totalCount >= start && totalCount < start + size) refs.push({ slice, index });
          totalCount += 1;
        };
        if (filter.vassalage) {
          // One vendor: its own index order (the same as its share of the round robin).
          for (const slice of slices) {
            if (slice.category !== category || slice.vassalage !== filter.vassalage) continue;
            if (unfiltered) takeAll(slice.count, (index) => ({ slice, index }));
            else for (let index = 0; index < slice.count; index += 1) visit({ slice, index });
          }
        } else {
          const order = orderOf(category);
          if (unfiltered) takeAll(order.length, (position) => unpack(slices, order[position] ?? 0));
          else for (const packed of order) visit(unpack(slices, packed));
        }
      }
      return { refs, totalCount };
    },

    locate: (nodeId) => locate(byBase, nodeId),

    hot(vassalage) {
      if (!hotRefs) {
        const all: GameRef[] = [];
        // Only the hot flag (one hash per game): the listings' filter attributes (classify,
        // minimum bet) of all 10,000 games would cost the home page's first call 3x as much.
        for (const slice of slices) {
          const state = gameHashState(slice, 'hot');
          for (let index = 0; index < slice.count; index += 1) {
            if (isHotGame(slice, index, state)) all.push({ slice, index });
          }
        }
        // Each game's rank is hashed once, not once per comparison.
        const ranked = all.map((ref) => ({
          ref,
          rank: hash32(brand.platform.seed, 'hot-rank', ref.slice.nodeBase + ref.index),
        }));
        hotRefs = ranked.sort((a, b) => a.rank - b.rank).map(({ ref }) => ref);
      }
      return vassalage ? hotRefs.filter((ref) => ref.slice.vassalage === vassalage) : hotRefs;
    },

    classifiesOf(vassalage, gameType) {
      const own = slices.filter(
        (slice) => slice.vassalage === vassalage && (!gameType || slice.category === gameType),
      );
      if (own.length === 0) return undefined;
      const found = new Set<string>();
      for (const slice of own) {
        const { classify } = attributesOf(slice);
        const list = GAME_CLASSIFY[slice.category];
        for (const position of classify) {
          if (position !== NO_CLASSIFY) found.add(list[position] as string);
        }
      }
      const order = own.flatMap((slice) => GAME_CLASSIFY[slice.category]);
      return [...new Set(order)].filter((classify) => found.has(classify));
    },

    toGame: ({ slice, index }, language) => toGame(slice, index, language),
  };
}

function pack(sliceId: number, index: number): number {
  return ((sliceId << 17) | index) >>> 0;
}

function unpack(slices: readonly Slice[], packed: number): GameRef {
  return { slice: slices[packed >>> 17] as Slice, index: packed & 0x1ffff };
}

/** Lines a slot plays at least; other games have one. */
const SLOT_LINES = [1, 9, 20, 25, 50] as const;

function toGame(slice: Slice, index: number, language: GameLanguage): Game {
  const nodeId = slice.nodeBase + index;
  const lottery = slice.lottery?.[index];
  const gameCode = lottery?.gameCode ?? `${slice.vassalage}_${String(index + 1).padStart(4, '0')}`;
  return {
    nodeId,
    vassalage: slice.vassalage,
    gameType: slice.category,
    gameClassify: classifyOf(slice, index),
    gameName: nameOf(slice, index, language),
    minBet: minBetOf(slice, index),
    minLineNum:
      slice.category === 'RNG'
        ? (SLOT_LINES[gameHash(slice, index, 'lines') % SLOT_LINES.length] ?? 1)
        : 1,
    platform: 'html5-desktop',
    // The vendor's own code and id: a slug of the name and a number inside the vendor.
    code: lottery?.gameCode ?? slug(nameOf(slice, index, 'en')),
    defaultPlayType: lottery?.defaultPlayType ?? '',
    gameCode,
    gameId: lottery?.gameCode ?? String(1001 + index),
    isHot: isHotGame(slice, index) ? 1 : 0,
    icon: gameIconUrl(nodeId),
  };
}

function slug(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
