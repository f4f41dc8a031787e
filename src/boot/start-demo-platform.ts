import type { Brand } from '#brands/brand.types.ts';
import type { MockWorker } from '#mock-server/browser.ts';
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
export { SCENARIOS as DEMO_SCENARIOS, type InboxEntry, type ScenarioName };

const NO_ENTRIES: readonly InboxEntry[] = [];
let running: Pick<MockWorker, 'inbox' | 'platform' | 'setScenario'> | null = null;
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
  entries: (): readonly InboxEntry[] => running?.inbox.entries() ?? NO_ENTRIES,
  captchaAnswer: (): string | null => running?.platform.peekCaptcha() ?? null,
  /** Where the newest open slider puzzle's gap is (x in picture pixels). */
  sliderAnswer: (): number | null => running?.platform.peekSlider() ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The two-step demo account, whose authenticator code the demo panel shows. */
const TWO_STEP_DEMO_ACCOUNT = 'twofa01';

/**
 * The two-step demo account's authenticator secret and the platform clock (the demo panel can
 * move it), so the panel shows the code the platform accepts now. Null before start.
 */
export const demoAuthenticator = {
  account: TWO_STEP_DEMO_ACCOUNT,
  secret(): string | null {
    const platform = running?.platform;
    const member = platform?.db.members.findFirst((q) =>
      q.where({ account: TWO_STEP_DEMO_ACCOUNT }),
    );
    if (!platform || !member) return null;
    const settings = platform.db.accountSettings.findFirst((q) => q.where({ memberId: member.id }));
    return settings?.totpSecret ?? null;
  },
  now: (): number => running?.platform.clock.now() ?? Date.now(),
};

/** Keeps the worker for `demoInbox` and tells its listeners about changes. */
function track(worker: MockWorker): void {
  running = worker;
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

/** The operator's answer from the demo panel. */
export type DemoDecision = 'approve' | 'reject';

/** The account of a member of the running platform ('' when unknown). */
const accountOf = (platform: MockWorker['platform'], memberId: number): string =>
  platform.db.members.findFirst((q) => q.where({ id: memberId }))?.account ?? '';

/** What an operator's answer changed is kept across a reload like anything a call changes. */
const keep = (platform: MockWorker['platform']) => saveBrowserState(platform, window.localStorage);

/** An activity application waiting for the operator, as the demo panel lists it. */
export interface DemoApplication {
  id: string;
  account: string;
  promotion: string;
  comment: string;
  images: number;
  at: number;
}

/**
 * The operator's side of activity applications, for the demo panel: what waits for review,
 * and approve (the bonus goes to the member's bonus centre) or reject. The review code loads
 * only when the panel asks.
 */
export const demoApplications = {
  async pending(language: string): Promise<DemoApplication[]> {
    if (!running) return [];
    const { platform } = running;
    const [{ pendingApplications }, { promotionsOf }] = await Promise.all([
      import('#mock-server/promotions/review.ts'),
      import('#mock-server/content/promotions.ts'),
    ]);
    const titles = new Map(promotionsOf(platform.brand.app.id).map((p) => [p.id, p.title]));
    const lang = language.startsWith('vi') ? 'vi' : 'en';
    return pendingApplications(platform).map((entry) => ({
      id: entry.id,
      account: accountOf(platform, entry.memberId),
      promotion: titles.get(entry.promotionId)?.[lang] ?? String(entry.promotionId),
      comment: entry.comment,
      images: entry.images.length,
      at: entry.createdAt,
    }));
  },
  async review(id: string, decision: DemoDecision): Promise<boolean> {
    if (!running) return false;
    const { reviewApplication } = await import('#mock-server/promotions/review.ts');
    const reviewed = await reviewApplication(running.platform, id, decision);
    keep(running.platform);
    return reviewed !== null;
  },
};

/** A point mall redemption In Process, as the demo panel lists it. */
export interface DemoRedemption {
  id: string;
  account: string;
  /** The item's name in the panel's language (Vietnamese or English). */
  item: string;
  quantity: number;
  points: number;
  at: number;
}

/**
 * The operator's side of point mall redemptions, for the demo panel: what is In Process, and
 * approve or reject (the member gets the points back). The mall's code loads when asked.
 */
export const demoRedemptions = {
  async pending(language: string): Promise<DemoRedemption[]> {
    if (!running) return [];
    const { platform } = running;
    const { pendingRedemptions } = await import('#mock-server/loyalty/mall.ts');
    const lang = language.startsWith('vi') ? 'vi' : 'en';
    return pendingRedemptions(platform).map((entry) => {
      const item = platform.db.mallItems.findFirst((q) => q.where({ id: entry.itemId }));
      return {
        id: entry.id,
        account: accountOf(platform, entry.memberId),
        item: item?.name[lang] ?? entry.itemId,
        quantity: entry.quantity,
        points: entry.points,
        at: entry.appliedAt,
      };
    });
  },
  async review(id: string, decision: DemoDecision): Promise<boolean> {
    if (!running) return false;
    const { reviewRedemption } = await import('#mock-server/loyalty/mall.ts');
    const reviewed = await reviewRedemption(running.platform, id, decision);
    keep(running.platform);
    return reviewed !== null;
  },
};
