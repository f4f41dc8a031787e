import { setupWorker, type SetupWorker } from 'msw/browser';
import { loadDemoSnapshot, SERVICE_WORKER_URL } from 'virtual:demo-platform';
import { dispatcher } from '#mock-server/dispatcher.ts';
import { restoreBrowserState, saveBrowserState } from '#mock-server/browser-state.ts';
import type { Inbox } from '#mock-server/inbox.ts';
import { createPlatform, type Platform, type PlatformOptions } from '#mock-server/platform.ts';
import type { ScenarioName } from '#mock-server/scenarios/registry.ts';
import { snapshotFor } from '#mock-server/snapshot.ts';
import { warnOnUnhandledApiCall } from '#mock-server/unhandled.ts';

/**
 * URL of the service worker: in demo builds one that answers the pre-rendered images
 * itself and then runs msw's worker; on the dev server msw's `/mockServiceWorker.js`.
 */
export { SERVICE_WORKER_URL };

/** The simulated platform running in the page through a service worker. */
export interface MockWorker {
  readonly platform: Platform;
  readonly worker: SetupWorker;
  /**
   * The demo inbox (same as `platform.inbox`): SMS codes and reset mails. The demo shows it
   * on screen with `inbox.subscribe(entries => ...)`, which returns the unsubscribe.
   */
  readonly inbox: Inbox;
  /** Switches scenario without reloading (the demo's `?scenario=` does it at start). */
  setScenario(name: ScenarioName): void;
  stop(): Promise<void> | void;
}

/**
 * A real platform keeps sessions and accounts across reloads and tabs: so does this one. The
 * state is saved once after a burst of responses (a page's icons come in dozens), and at once
 * when the page goes away.
 */
function keepState(worker: SetupWorker, platform: Platform): void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(pending);
    pending = undefined;
    saveBrowserState(platform, window.localStorage);
  };
  worker.events.on('response:mocked', () => {
    pending ??= setTimeout(save, 0);
  });
  window.addEventListener('pagehide', () => {
    if (pending !== undefined) save();
  });
}

/** What `startMockWorker` takes: the platform's options and whose seeded data to start from. */
export interface MockWorkerOptions extends PlatformOptions {
  /**
   * The shipped brand whose seeded data the platform starts from; default the brand's own. The
   * brand studio's preview runs a draft (a brand under a new id) on the data of its base.
   */
  dataOf?: string;
}

/** The build's seeded data of `dataOf`, made to fit `options.brand`; none on the dev server. */
async function buildSnapshot({ brand, dataOf }: MockWorkerOptions) {
  if (dataOf === undefined) return loadDemoSnapshot(brand.app.id);
  const snapshot = await loadDemoSnapshot(dataOf);
  return snapshot && snapshotFor(brand, snapshot);
}

/** Lets the browser paint and handle input before the start's next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The platform with the build's seeded data (the dev server has none: it seeds) and saved state. */
async function startPlatform({ dataOf, ...options }: MockWorkerOptions): Promise<Platform> {
  const snapshot = options.snapshot ?? (await buildSnapshot({ ...options, dataOf }));
  const platform = await createPlatform({ ...options, snapshot, pause: yieldToBrowser });
  await restoreBrowserState(platform, window.localStorage);
  return platform;
}

/**
 * Starts the simulated platform in the browser. Call from the demo boot path only, through a
 * dynamic import; the app's platform calls wait for it (`configureClient({ ready })`).
 */
export async function startMockWorker(options: MockWorkerOptions): Promise<MockWorker> {
  // The service worker registers while the platform makes its key pair and data: neither
  // waits for the other. Until the handlers are in, every request passes through; the app
  // makes no platform call before this function returns.
  const worker = setupWorker();
  const [platform] = await Promise.all([
    startPlatform(options),
    worker.start({
      serviceWorker: { url: SERVICE_WORKER_URL },
      quiet: true,
      onUnhandledFrame: warnOnUnhandledApiCall,
    }),
  ]);
  worker.resetHandlers(dispatcher(platform.handlers));
  keepState(worker, platform);
  return {
    platform,
    worker,
    inbox: platform.inbox,
    setScenario: (name) => platform.setScenario(name),
    stop: () => worker.stop(),
  };
}
