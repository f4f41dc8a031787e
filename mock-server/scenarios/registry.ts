import { depositFailedScenario } from '#mock-server/scenarios/deposit-failed.ts';
import { depositPendingScenario } from '#mock-server/scenarios/deposit-pending.ts';
import { flakyScenario } from '#mock-server/scenarios/flaky.ts';
import { hostileContentScenario } from '#mock-server/scenarios/hostile-content.ts';
import { maintenanceScenario } from '#mock-server/scenarios/maintenance.ts';
import { normalScenario } from '#mock-server/scenarios/normal.ts';
import { restrictedScenario } from '#mock-server/scenarios/restricted.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';
import { sessionExpiredScenario } from '#mock-server/scenarios/session-expired.ts';
import { slowScenario } from '#mock-server/scenarios/slow.ts';

/** Names of the scenarios, as given in `?scenario=` and `--scenario`. */
export const SCENARIOS = [
  'normal',
  'maintenance',
  'restricted',
  'slow',
  'flaky',
  'session-expired',
  'deposit-failed',
  'deposit-pending',
  'hostile-content',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const DEFAULT_SCENARIO: ScenarioName = 'normal';

const FACTORIES: Record<ScenarioName, () => Scenario> = {
  normal: normalScenario,
  maintenance: maintenanceScenario,
  restricted: restrictedScenario,
  slow: slowScenario,
  flaky: flakyScenario,
  'session-expired': sessionExpiredScenario,
  'deposit-failed': depositFailedScenario,
  'deposit-pending': depositPendingScenario,
  'hostile-content': hostileContentScenario,
};

/** True when `name` names a scenario. */
export function isScenario(name: unknown): name is ScenarioName {
  return typeof name === 'string' && (SCENARIOS as readonly string[]).includes(name);
}

/** A fresh instance of the named scenario (its counters start at zero). */
export function createScenario(name: ScenarioName): Scenario {
  return FACTORIES[name]();
}
