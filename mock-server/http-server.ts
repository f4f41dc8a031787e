/**
 * `npm run mock:serve [-- --brand <id>] [--scenario <name>] [--port <n>]`: the simulated
 * platform as a real HTTP server, for curl, a live build or a mobile client.
 * Environment: BRAND, SCENARIO, PORT, HOST.
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import type { Brand } from '#brands/brand.types.ts';
import { BRANDS_DIR, readBrandFile, readBrandFiles } from '#brands/brand-files.ts';
import { validateBrands } from '#schemas/brand.validate.ts';
import { startHttpServer } from '#mock-server/http-adapter.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { DEFAULT_SCENARIO, isScenario, SCENARIOS } from '#mock-server/scenarios/registry.ts';

const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    scenario: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
  },
});

// Node has no import.meta.glob: the brand file is read from disk and validated like at build time.
const brandId = values.brand ?? process.env.BRAND ?? 'demo';
const known = readBrandFiles().map(({ file }) => file.replace(/^.*\/|\.json$/g, ''));
if (!known.includes(brandId)) {
  console.error(`Unknown brand '${brandId}'. Brands: ${known.join(', ')}`);
  process.exit(1);
}
const input = readBrandFile(join(BRANDS_DIR, `${brandId}.json`), `brands/${brandId}.json`);
const problems = validateBrands([input]);
if (problems.length > 0 || !('data' in input)) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const brand = input.data as Brand;

const scenario = values.scenario ?? process.env.SCENARIO ?? DEFAULT_SCENARIO;
if (!isScenario(scenario)) {
  console.error(`Unknown scenario '${scenario}'. Scenarios: ${SCENARIOS.join(', ')}`);
  process.exit(1);
}

const port = Number(values.port ?? process.env.PORT ?? 8787);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

const platform = await createPlatform({ brand, scenario });
const server = await startHttpServer({ platform, host, port });
console.log(`Simulated platform: brand '${brandId}', scenario '${scenario}' at ${server.url}`);
console.log(`Try: curl ${server.url}/wps/system/status`);

// No browser here to show the demo inbox: SMS codes and reset mails are printed instead.
let shown = 0;
platform.inbox.subscribe((entries) => {
  for (const { to, code, purpose } of entries.slice(shown)) {
    console.log(`[demo inbox] ${purpose} to ${to}: ${code}`);
  }
  shown = entries.length;
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
