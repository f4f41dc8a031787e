import type { Brand } from '#brands/brand.types.ts';
import {
  DEFAULT_SCENARIO,
  isScenario,
  SCENARIOS,
  type ScenarioName,
} from '#mock-server/scenarios/registry.ts';
import { local } from '#src/platform/safe-storage.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';

// The one src file that may import mock-server (DESIGN.md): the demo panel gets the scenario
// list through here instead of reaching into the simulated platform itself.
export { SCENARIOS as DEMO_SCENARIOS, type ScenarioName };

/**
 * The scenario of this page load: a valid `?scenario=` wins, else the one remembered from an
 * earlier `?scenario=`, else normal. Unknown names are ignored.
 */
export function currentScenario(query = new URLSearchParams(window.location.search)): ScenarioName {
  const asked = query.get('scenario');
  if (isScenario(asked)) return asked;
  const remembered = local.get(LOCAL_KEYS.demoScenario);
  return isScenario(remembered) ? remembered : DEFAULT_SCENARIO;
}

/**
 * Demo builds: starts the simulated platform in the browser with the chosen scenario and
 * remembers the choice (`?scenario=normal` forgets it).
 */
export async function startDemoPlatform(brand: Brand, query: URLSearchParams): Promise<void> {
  const scenario = currentScenario(query);
  if (scenario === DEFAULT_SCENARIO) local.remove(LOCAL_KEYS.demoScenario);
  else local.set(LOCAL_KEYS.demoScenario, scenario);
  // Imported here rather than at the top, so the demo panel can read the scenario list
  // without loading the whole simulated platform.
  const { startMockWorker } = await import('#mock-server/browser.ts');
  await startMockWorker({ brand, scenario });
}
