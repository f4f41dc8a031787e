/**
 * `node scripts/demo-platform-data.ts`: what the demo build ships of the simulated platform,
 * made by running its own code, printed as JSON (`DemoPlatformData`): every shipped brand's
 * seeded data, and the answers to the URL-only assets that data points at (vendor icons).
 * The demo build runs it in a process of its own (scripts/vite-demo-platform.ts), so every
 * build seeds from the code on disk.
 */
import type { Brand } from '#brands/brand.types.ts';
import { readBrandFiles } from '#brands/brand-files.ts';
import { validateBrands } from '#schemas/brand.validate.ts';
import { createPlatform } from '#mock-server/platform.ts';
import type { PlatformSnapshot } from '#mock-server/snapshot.ts';
import {
  assetUrlsIn,
  prerenderAssets,
  takeSnapshot,
  type PrerenderedAsset,
} from '#mock-server/snapshot-build.ts';

/** The printed JSON. */
export interface DemoPlatformData {
  snapshots: Record<string, PlatformSnapshot>;
  assets: Record<string, PrerenderedAsset>;
}

const inputs = readBrandFiles();
const problems = validateBrands(inputs);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const brands = inputs.flatMap((input) => ('data' in input ? [input.data as Brand] : []));
const snapshots: Record<string, PlatformSnapshot> = {};
for (const brand of brands) snapshots[brand.app.id] = await takeSnapshot(brand);
const platforms = await Promise.all(
  brands.map((brand) => createPlatform({ brand, snapshot: snapshots[brand.app.id] })),
);
const assets = await prerenderAssets(platforms, assetUrlsIn(Object.values(snapshots)));
process.stdout.write(JSON.stringify({ snapshots, assets } satisfies DemoPlatformData));
