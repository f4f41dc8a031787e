import { fakerRandom } from '#mock-server/faker.ts';
import type { PlatformRandom } from '#mock-server/random.ts';
import { seedWithFaker } from '#mock-server/seeds/seed.ts';
import type { SeedTarget } from '#mock-server/seeds/seed-env.ts';

/**
 * The way to fill a db when there is no snapshot (Node, tests, the dev server): run the seeds
 * with faker and go on with that faker at run time. `snapshot.ts` imports it lazily, and demo
 * builds replace it (`scripts/vite-demo-seed.ts`), so faker never reaches a demo bundle.
 */
export async function seedWithoutSnapshot(target: SeedTarget): Promise<PlatformRandom> {
  return fakerRandom(await seedWithFaker(target));
}
