import { generateMersenne53Randomizer, type Randomizer } from '@faker-js/faker';
import { getResponse } from 'msw';
import type { Brand } from '#brands/brand.types.ts';
import { SEED_REFERENCE_TIME } from '#mock-server/clock.ts';
import { createDb } from '#mock-server/db.ts';
import type { Platform } from '#mock-server/platform.ts';
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
 * `scripts/demo-snapshots.ts`.
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
 * Assets that depend on nothing but their URL: vendor and game icons (`iconUrl`). Banners
 * show the brand's colours and titles, so they stay with the running platform.
 */
export const URL_ONLY_ASSETS = /^\/mock-assets\/icons\/[^/?#]+\.svg$/;

/** Every string in the snapshots that is the URL of a URL-only asset, in first-seen order. */
export function assetUrlsIn(snapshots: readonly PlatformSnapshot[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (URL_ONLY_ASSETS.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  snapshots.forEach((snapshot) => visit(snapshot.collections));
  return [...found];
}

/**
 * Answers GET `paths` with the handlers of every platform, as the page would. A path is kept
 * only when every platform answers it 200 with the same body and headers: an answer that
 * depends on the brand must come from the running platform.
 */
export async function prerenderAssets(
  platforms: readonly Platform[],
  paths: readonly string[],
): Promise<Record<string, PrerenderedAsset>> {
  const assets: Record<string, PrerenderedAsset> = {};
  for (const path of paths) {
    const answers = await Promise.all(
      platforms.map(async (platform) => {
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
