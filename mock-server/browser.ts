import { setupWorker, type SetupWorker } from 'msw/browser';
import { restoreBrowserState, saveBrowserState } from '#mock-server/browser-state.ts';
import type { Inbox } from '#mock-server/inbox.ts';
import { createPlatform, type Platform, type PlatformOptions } from '#mock-server/platform.ts';
import type { ScenarioName } from '#mock-server/scenarios/registry.ts';
import { warnOnUnhandledApiCall } from '#mock-server/unhandled.ts';

/** URL of the worker script that `npx msw init public` (or msw/vite) provides. */
export const SERVICE_WORKER_URL = '/mockServiceWorker.js';

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
 * Starts the simulated platform in the browser. Call from the demo boot path only, through a
 * dynamic import, before the first render.
 */
export async function startMockWorker(options: PlatformOptions): Promise<MockWorker> {
  const platform = await createPlatform(options);
  await restoreBrowserState(platform, window.localStorage);
  const worker = setupWorker(...platform.handlers);
  // A real platform keeps sessions and accounts across reloads and tabs: so does this one.
  worker.events.on('response:mocked', () => saveBrowserState(platform, window.localStorage));
  await worker.start({
    serviceWorker: { url: SERVICE_WORKER_URL },
    quiet: true,
    onUnhandledFrame: warnOnUnhandledApiCall,
  });
  return {
    platform,
    worker,
    inbox: platform.inbox,
    setScenario: (name) => platform.setScenario(name),
    stop: () => worker.stop(),
  };
}
