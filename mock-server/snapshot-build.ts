import { generateMersenne53Randomizer, type Randomizer } from '@faker-js/faker';
import { getResponse } from 'msw';
import type { Brand } from '#brands/brand.types.ts';
import { SEED_REFERENCE_TIME } from '#mock-server/clock.ts';
import { PROMOTION_LANGUAGES, promotionsOf } from '#mock-server/content/promotions.ts';
import { generatePlatformKeys } from '#mock-server/crypto.ts';
import { createDb } from '#mock-server/db.ts';
import { assetBrandOf, promotionImageUrl } from '#mock-server/paths.ts';
import { createPlatform, type Platform } from '#mock-server/platform.ts';
import { seedWithFaker } from '#mock-server/seeds/seed.ts';
import { SNAPSHOT_VERSION, type PlatformSnapshot } from '#mock-server/snapshot.ts';

/** Faker's default generator, counting the numbers drawn from it. */
function countingRandomizer(): { randomizer: Randomizer; draws: () => number } {
  const inner = generateMersenne53Randomizer();
  let draws = 0;
  return {
    randomizer: {
      next: () => {
        draws += 1;
        return inner.next();
      },
      seed: (seed) => inner.seed(seed),
    },
    draws: () => draws,
  };
}

/**
 * Runs the brand's seeds (the same code and order as `createPlatform`) into an empty db and
 * records the result: the records of every collection and how far faker's sequence went.
 * Node only (it loads faker's locale data); the demo build calls it through
 * `demoPlatformData`.
 */
export async function takeSnapshot(
  brand: Brand,
  referenceTime: number = SEED_REFERENCE_TIME,
): Promise<PlatformSnapshot> {
  const db = createDb();
  const counter = countingRandomizer();
  await seedWithFaker({ db, brand, referenceTime }, counter.randomizer);
  return {
    version: SNAPSHOT_VERSION,
    brandId: brand.app.id,
    seed: brand.platform.seed,
    referenceTime,
    draws: counter.draws(),
    collections: Object.fromEntries(
      Object.entries(db).map(([name, collection]) => [name, collection.all()]),
    ),
  };
}

/** An answer made at build time: what the platform's handler sends for a GET of the path. */
export interface PrerenderedAsset {
  body: string;
  headers: Record<string, string>;
}

/**
 * Assets whose picture depends on nothing but their URL: vendor icons (`iconUrl`, the code's
 * letters), and banner and promotion images, whose URLs name the brand whose colours and
 * texts they show (`bannerImageUrl`, `promotionImageUrl`). Game icons are not among them:
 * they show the game's name in the brand's language, for a catalogue of thousands.
 */
export const URL_ONLY_ASSETS: readonly RegExp[] = [
  /^\/mock-assets\/icons\/[^/?#]+\.svg$/,
  /^\/mock-assets\/banners\/[^/?#]+\/\d+\.svg$/,
  /^\/mock-assets\/promotions\/[^/?#]+\/[^/?#]+\/\d+\.svg$/,
];

/** Whether `path` is the URL of a URL-only asset (see `URL_ONLY_ASSETS`). */
export function isUrlOnlyAsset(path: string): boolean {
  return URL_ONLY_ASSETS.some((pattern) => pattern.test(path));
}

/** Every string in the snapshots that is the URL of a URL-only asset, in first-seen order. */
export function assetUrlsIn(snapshots: readonly PlatformSnapshot[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (isUrlOnlyAsset(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  snapshots.forEach((snapshot) => visit(snapshot.collections));
  return [...found];
}

/**
 * The images of a brand's promotions in every language, as `/wps/promotion/list` points at
 * them. Promotions are static content rather than seeded data, so no snapshot holds them.
 */
export function promotionImageUrls(brandId: string): string[] {
  return promotionsOf(brandId).flatMap(({ id }) =>
    PROMOTION_LANGUAGES.map((language) => promotionImageUrl(brandId, id, language)),
  );
}

/**
 * Answers GET `paths` as the page would, with the platforms that serve them: a brand's banner
 * or promotion image (`assetBrandOf`) with that brand's platform, any other path with every
 * platform. A path is kept only when those platforms (one at least) all answer 200 with the
 * same body and headers: an answer that depends on more than the URL must come from the
 * running platform.
 */
export async function prerenderAssets(
  platforms: readonly Platform[],
  paths: readonly string[],
): Promise<Record<string, PrerenderedAsset>> {
  const assets: Record<string, PrerenderedAsset> = {};
  for (const path of paths) {
    const brandId = assetBrandOf(path);
    const servers = platforms.filter(
      (platform) => brandId === undefined || platform.brand.app.id === brandId,
    );
    const answers = await Promise.all(
      servers.map(async (platform) => {
        const response = await getResponse(
          [...platform.handlers],
          new Request(`http://localhost${path}`),
        );
        if (response?.status !== 200) return null;
        return JSON.stringify({
          body: await response.text(),
          headers: Object.fromEntries(response.headers),
        } satisfies PrerenderedAsset);
      }),
    );
    const [first] = answers;
    if (first && answers.every((answer) => answer === first)) {
      assets[path] = JSON.parse(first) as PrerenderedAsset;
    }
  }
  return assets;
}

/** What the demo build ships of the simulated platform (`scripts/demo-platform-data.ts`). */
export interface DemoPlatformData {
  /** Each brand's seeded data, by brand id. */
  snapshots: Record<string, PlatformSnapshot>;
  /** The answers the demo's service worker gives itself, by path. */
  assets: Record<string, PrerenderedAsset>;
}

/**
 * Seeds every brand and pre-renders the URL-only assets their pages ask for (what the seeded
 * data points at, and the promotion images), each with the platform started from the
 * snapshot as the page starts it. Node only, like `takeSnapshot`.
 */
export async function demoPlatformData(brands: readonly Brand[]): Promise<DemoPlatformData> {
  const snapshots: Record<string, PlatformSnapshot> = {};
  for (const brand of brands) snapshots[brand.app.id] = await takeSnapshot(brand);
  // The key pair plays no part in an asset's answer: one for all.
  const keys = await generatePlatformKeys();
  const platforms = await Promise.all(
    brands.map((brand) => createPlatform({ brand, keys, snapshot: snapshots[brand.app.id] })),
  );
  const urls = [
    ...assetUrlsIn(Object.values(snapshots)),
    ...brands.flatMap((brand) => promotionImageUrls(brand.app.id)),
  ];
  return { snapshots, assets: await prerenderAssets(platforms, urls) };
}
