import type { Brand } from '#brands/brand.types.ts';
import {
  TWO_STEP_DEMO_ACCOUNT,
  type DemoApplication,
  type DemoDecision,
  type DemoRedemption,
} from '#mock-server/demo-desk.ts';
import type { InboxEntry } from '#mock-server/inbox.ts';
import {
  DEFAULT_SCENARIO,
  isScenario,
  SCENARIOS,
  type ScenarioName,
} from '#mock-server/scenarios/registry.ts';
import type { PlatformLink, PlatformStart } from '#mock-server/worker/protocol.ts';
import { local } from '#src/platform/safe-storage.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';

// The one src file that may import mock-server (DESIGN.md): the demo panel gets the scenario
// list through here instead of reaching into the simulated platform itself.
export {
  SCENARIOS as DEMO_SCENARIOS,
  type DemoApplication,
  type DemoDecision,
  type DemoRedemption,
  type InboxEntry,
  type ScenarioName,
};

const NO_ENTRIES: readonly InboxEntry[] = [];
let running: PlatformLink | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The running simulated platform's demo inbox (SMS codes, reset mails) and, for QA automation,
 * the answers of the newest open captcha and slider puzzle. Empty until `startDemoPlatform` has
 * run; listeners hear every new message and every captcha call.
 */
export const demoInbox = {
  entries: (): readonly InboxEntry[] => running?.readings().inbox ?? NO_ENTRIES,
  captchaAnswer: (): string | null => running?.readings().captcha ?? null,
  /** Where the newest open slider puzzle's gap is (x in picture pixels). */
  sliderAnswer: (): number | null => running?.readings().slider ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The two-step demo account's authenticator secret and the platform clock (the demo panel can
 * move it), so the panel shows the code the platform accepts now. Null before start.
 */
export const demoAuthenticator = {
  account: TWO_STEP_DEMO_ACCOUNT,
  secret: (): string | null => running?.readings().authenticatorSecret ?? null,
  now: (): number => Date.now() + (running?.readings().clockOffset ?? 0),
};

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

/** `normal` is the default and is forgotten; any other choice is kept across reloads. */
function rememberScenario(name: ScenarioName): void {
  if (name === DEFAULT_SCENARIO) local.remove(LOCAL_KEYS.demoScenario);
  else local.set(LOCAL_KEYS.demoScenario, name);
}

/** These change the system status the app loaded at start: entering or leaving one reloads. */
const STATUS_SCENARIOS: readonly ScenarioName[] = ['maintenance', 'restricted'];

/**
 * Switches the running simulated platform's scenario without a reload (a session stays
 * open, so QA can expire it or slow the platform mid-journey) and keeps `?scenario=` in the
 * address in step. Returns false when the page must reload instead.
 */
export function switchScenario(name: ScenarioName): boolean {
  const from = currentScenario();
  if (!running || STATUS_SCENARIOS.includes(name) || STATUS_SCENARIOS.includes(from)) return false;
  void running.setScenario(name);
  rememberScenario(name);
  const url = new URL(window.location.href);
  url.searchParams.set('scenario', name);
  // history.state is kept: React Router keeps its own bookkeeping there.
  window.history.replaceState(window.history.state, '', url);
  return true;
}

/**
 * Forgets what visitors changed on this brand's simulated platform (accounts, passwords,
 * sessions) and reloads: the demo starts again from its seeded data.
 */
export async function resetDemoData(): Promise<void> {
  await running?.reset();
  window.sessionStorage.clear();
  window.location.reload();
}

/**
 * Demo builds: starts the simulated platform in the browser with the chosen scenario and
 * remembers the choice (`?scenario=normal` forgets it). `dataOf` names the shipped brand whose
 * seeded data to serve, when `brand` is not shipped itself (the brand studio's draft).
 */
export async function startDemoPlatform(
  brand: Brand,
  query: URLSearchParams,
  { dataOf }: { dataOf?: string } = {},
): Promise<void> {
  const scenario = currentScenario(query);
  rememberScenario(scenario);
  const start: PlatformStart =
    dataOf === undefined ? { brand, scenario } : { brand, scenario, dataOf };
  // Imported here rather than at the top, so the demo panel can read the scenario list without
  // loading the platform. The dev server runs it in the page (its seeds run there, an edit shows
  // at once); a build's pages leave it to the demo's service worker (decision 018).
  running = import.meta.env.DEV
    ? await (await import('#mock-server/in-page-link.ts')).startInPage(start)
    : await (
        await import('#mock-server/worker/page-link.ts')
      ).startInWorker(`${import.meta.env.BASE_URL}demo-service-worker.js`, start);
  running.subscribe(notify);
  notify();
}

/**
 * The operator's side of activity applications, for the demo panel: what waits for review,
 * and approve (the bonus goes to the member's bonus centre) or reject.
 */
export const demoApplications = {
  pending: async (language: string): Promise<DemoApplication[]> =>
    running?.desk('applications', language) ?? [],
  review: async (id: string, decision: DemoDecision): Promise<boolean> =>
    running?.desk('reviewApplication', id, decision) ?? false,
};

/**
 * The operator's side of point mall redemptions, for the demo panel: what is In Process, and
 * approve or reject (the member gets the points back).
 */
export const demoRedemptions = {
  pending: async (language: string): Promise<DemoRedemption[]> =>
    running?.desk('redemptions', language) ?? [],
  review: async (id: string, decision: DemoDecision): Promise<boolean> =>
    running?.desk('reviewRedemption', id, decision) ?? false,
};
