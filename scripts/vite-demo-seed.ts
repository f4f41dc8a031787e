import { resolve } from 'node:path';

/** The module `mock-server/snapshot.ts` seeds with when it has no snapshot (faker and the seeds). */
const SEEDING_MODULE = 'mock-server/snapshot-seed.ts';

/**
 * What demo builds load instead of `SEEDING_MODULE` (scripts/vite-demo-platform.ts). A demo
 * build ships every brand's snapshot, so the platform never seeds in the page; if it ever
 * tried (a brand the build has no snapshot for), it says so instead of loading faker. Without
 * it the build would still emit faker and the seeds as a chunk nobody requests; with it no
 * faker code is in the output (docs/decisions/004, tests/build/demo-build.test.ts).
 */
export const SEED_STAND_IN = `
export async function seedWithoutSnapshot(target) {
  throw new Error('The demo build has no seeded data for brand ' + target.brand.app.id);
}
`;

/** True when Vite's resolved module `id` is the seeding module of the project at `root`. */
export function isSeedingModule(id: string, root: string): boolean {
  return id === resolve(root, SEEDING_MODULE);
}
