/**
 * `node scripts/demo-platform-data.ts`: what the demo build ships of the simulated platform,
 * made by running its own code, printed as JSON (`DemoPlatformData`): every shipped brand's
 * seeded data, and the answers to the URL-only assets its pages ask for (vendor icons, the
 * brands' banner and promotion images). The demo build runs it in a process of its own
 * (scripts/vite-demo-platform.ts), so every build seeds from the code on disk.
 */
import type { Brand } from '#brands/brand.types.ts';
import { readBrandFiles } from '#brands/brand-files.ts';
import { validateBrands } from '#schemas/brand.validate.ts';
import { demoPlatformData, type DemoPlatformData } from '#mock-server/snapshot-build.ts';

export type { DemoPlatformData };

const inputs = readBrandFiles();
const problems = validateBrands(inputs);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const brands = inputs.flatMap((input) => ('data' in input ? [input.data as Brand] : []));
process.stdout.write(JSON.stringify(await demoPlatformData(brands)));
