import type { Brand } from '#brands/brand.types.ts';
import type { Db } from '#mock-server/db.ts';
import { mersenne53 } from '#mock-server/mersenne.ts';
import { randomFrom, type PlatformRandom } from '#mock-server/random.ts';
import type { SeedTarget } from '#mock-server/seeds/seed-env.ts';

/**
 * A brand's seeded data, made ahead of time by running the seeds (`snapshot-build.ts`; the
 * demo build does it with `scripts/vite-demo-snapshots.ts`). Starting from a snapshot gives
 * the same data and the same run-time values as seeding, without faker (its core and locale
 * data, about 190 KB gzip) or the seeding work in the browser. Browser-safe: nothing here
 * seeds, and nothing here imports faker.
 */
export interface PlatformSnapshot {
  /** Bumped when the format changes. */
  version: typeof SNAPSHOT_VERSION;
  brandId: string;
  /** The brand's `platform.seed` the data was made with. */
  seed: number;
  /** The seed reference time the data was made with (epoch ms). */
  referenceTime: number;
  /** How many numbers the seeds drew from faker's generator; run time continues after them. */
  draws: number;
  /** Every collection's records in insertion order, empty collections included. */
  collections: Record<string, unknown[]>;
}

export const SNAPSHOT_VERSION = 1;

/** The pause of a start that needs none (Node, tests): the next step follows at once. */
export const NO_PAUSE = (): Promise<void> => Promise.resolve();

/** Records restored between two pauses (about 8 ms at 1x CPU in the browser: decision 006). */
const RECORDS_PER_STEP = 50;

/**
 * Fills an empty db: from `snapshot` when there is one, else by running the seeds with faker
 * (Node, tests, the dev server). Returns the randomness for run-time values, positioned where
 * the seeds left it, so both ways give the same tokens and codes. A snapshot's records are
 * restored in steps with `pause` between them (the browser's page stays responsive).
 */
export async function fillDb(
  target: SeedTarget,
  snapshot?: PlatformSnapshot,
  pause: () => Promise<void> = NO_PAUSE,
): Promise<PlatformRandom> {
  if (!snapshot) {
    // Imported here, so a page that has a snapshot never loads faker; demo builds replace
    // the module (scripts/vite-demo-seed.ts).
    const { seedWithoutSnapshot } = await import('#mock-server/snapshot-seed.ts');
    return seedWithoutSnapshot(target);
  }
  checkSnapshot(snapshot, target);
  await restoreCollections(target.db, snapshot.collections, pause);
  return snapshotRandom(snapshot.seed, snapshot.draws);
}

/**
 * A shipped brand's snapshot for a brand made from it (the brand studio's draft: a new id,
 * perhaps another seed): the same records, and run-time values drawn on the new brand's seed.
 */
export function snapshotFor(brand: Brand, snapshot: PlatformSnapshot): PlatformSnapshot {
  return { ...snapshot, brandId: brand.app.id, seed: brand.platform.seed };
}

/** A snapshot made for another brand, seed or reference time would show the wrong data. */
function checkSnapshot(snapshot: PlatformSnapshot, { brand, referenceTime }: SeedTarget): void {
  const expected = {
    version: SNAPSHOT_VERSION,
    brandId: brand.app.id,
    seed: brand.platform.seed,
    referenceTime,
  };
  for (const [key, value] of Object.entries(expected)) {
    const actual = snapshot[key as keyof typeof expected];
    if (actual !== value) {
      throw new Error(`The platform snapshot does not fit: ${key} is ${actual}, expected ${value}`);
    }
  }
}

/** Creates every record in its original order (the collections validate each one). */
async function restoreCollections(
  db: Db,
  collections: PlatformSnapshot['collections'],
  pause: () => Promise<void>,
) {
  const names = Object.keys(db);
  const stored = Object.keys(collections);
  if (names.length !== stored.length || !names.every((name) => name in collections)) {
    throw new Error(
      `The platform snapshot has collections [${stored.join(', ')}], the db [${names.join(', ')}]`,
    );
  }
  let restored = 0;
  for (const name of names as (keyof Db)[]) {
    const create = db[name].create as (record: unknown) => Promise<unknown>;
    for (const record of collections[name] ?? []) {
      await create.call(db[name], record);
      if (++restored % RECORDS_PER_STEP === 0) await pause();
    }
  }
}

/**
 * Run-time randomness on the brand's `seed` that has skipped the seeds' `draws`: faker's
 * generator and faker's way of drawing strings and integers, without faker, so it continues
 * exactly where seeding left off.
 */
export function snapshotRandom(seed: number, draws: number): PlatformRandom {
  return randomFrom(mersenne53(seed, draws));
}
