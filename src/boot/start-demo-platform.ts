import type { Brand } from '#brands/brand.types.ts';
import type { MockWorker } from '#mock-server/browser.ts';
import {
  demoDesk,
  TWO_STEP_DEMO_ACCOUNT,
  type DemoApplication,
  type DemoDecision,
  type DemoDesk,
  type DemoRedemption,
} from '#mock-server/demo-desk.ts';
import type { InboxEntry } from '#mock-server/inbox.ts';
import {
  DEFAULT_SCENARIO,
  isScenario,
  SCENARIOS,
  type ScenarioName,
} from '#mock-server/scenarios/registry.ts';
import { clearBrowserState, saveBrowserState } from '#mock-server/browser-state.ts';
import * as register from '#schemas/endpoints/register.ts';
import * as session from '#schemas/endpoints/session.ts';
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
let running: (Pick<MockWorker, 'setScenario'> & { desk: DemoDesk }) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The calls that draw or use up a captcha or slider puzzle (logins, registrations). */
const PUZZLE_PATHS = [
  session.getCaptcha,
  session.login,
  session.loginWithSocial,
  session.freePlayLogin,
  session.getSliderChallenge,
  session.answerSlider,
  register.register,
  register.registerMobile,
].map((endpoint) => endpoint.path);
/**
 * The running simulated platform's demo inbox (SMS codes, reset mails) and, for QA automation,
 * the answers of the newest open captcha and slider puzzle. Empty until `startDemoPlatform` has run; listeners
 * hear every new message and every captcha call.
 */
export const demoInbox = {
  entries: (): readonly InboxEntry[] => running?.desk.inbox() ?? NO_ENTRIES,
  captchaAnswer: (): string | null => running?.desk.captchaAnswer() ?? null,
  /** Where the newest open slider puzzle's gap is (x in picture pixels). */
  sliderAnswer: (): number | null => running?.desk.sliderAnswer() ?? null,
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
  secret: (): string | null => running?.desk.authenticatorSecret() ?? null,
  now: (): number => running?.desk.now() ?? Date.now(),
};

/** Keeps the worker for `demoInbox` and tells its listeners about changes. */
function track(worker: MockWorker): void {
  // What an operator's answer changed is kept across a reload like anything a call changes.
  const keep = () => saveBrowserState(worker.platform, window.localStorage);
  running = {
    setScenario: worker.setScenario,
    desk: demoDesk(worker.platform, { afterChange: keep }),
  };
  worker.inbox.subscribe(notify);
  // A captcha or slider puzzle is drawn or used up by these calls: its answer may have changed.
  worker.worker.events.on('response:mocked', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (PUZZLE_PATHS.some((path) => pathname.endsWith(path))) notify();
  });
  notify();
}

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
  running.setScenario(name);
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
export function resetDemoData(brandId: string): void {
  clearBrowserState(brandId, window.localStorage);
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
  // Imported here rather than at the top, so the demo panel can read the scenario list
  // without loading the whole simulated platform.
  const { startMockWorker } = await import('#mock-server/browser.ts');
  track(
    await startMockWorker(dataOf === undefined ? { brand, scenario } : { brand, scenario, dataOf }),
  );
}

/**
 * The operator's side of activity applications, for the demo panel: what waits for review,
 * and approve (the bonus goes to the member's bonus centre) or reject.
 */
export const demoApplications = {
  pending: async (language: string): Promise<DemoApplication[]> =>
    running?.desk.applications(language) ?? [],
  review: async (id: string, decision: DemoDecision): Promise<boolean> =>
    running?.desk.reviewApplication(id, decision) ?? false,
};

/**
 * The operator's side of point mall redemptions, for the demo panel: what is In Process, and
 * approve or reject (the member gets the points back).
 */
export const demoRedemptions = {
  pending: async (language: string): Promise<DemoRedemption[]> =>
    running?.desk.redemptions(language) ?? [],
  review: async (id: string, decision: DemoDecision): Promise<boolean> =>
    running?.desk.reviewRedemption(id, decision) ?? false,
};
