import type { UnhandledFrameHandle } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createPlatform, type Platform, type PlatformOptions } from '#mock-server/platform.ts';
import type { ScenarioName } from '#mock-server/scenarios/registry.ts';

export interface MockServerOptions extends PlatformOptions {
  /** What an unhandled request does. Default 'error': a test must not reach the network. */
  onUnhandledFrame?: UnhandledFrameHandle;
}

/** The simulated platform intercepting `fetch` in Node (vitest). */
export interface MockServer {
  readonly platform: Platform;
  readonly server: SetupServer;
  /** Starts intercepting; call in `beforeAll`. */
  listen(): void;
  /** Stops intercepting; call in `afterAll`. */
  close(): void;
  /** Switches the platform's scenario for the rest of the test. */
  useScenario(name: ScenarioName): void;
  /** Re-seeds data, drops sessions, restores the initial scenario and handlers; `afterEach`. */
  reset(): Promise<void>;
}

/**
 * Creates a platform and an msw/node server answering with its handlers. Requests use
 * absolute URLs on any origin, e.g. `fetch('http://localhost/wps/system/status')`.
 *
 * @example
 * const mock = await setupMockServer({ brand });
 * beforeAll(() => mock.listen());
 * afterEach(() => mock.reset());
 * afterAll(() => mock.close());
 */
export async function setupMockServer(options: MockServerOptions): Promise<MockServer> {
  const { onUnhandledFrame = 'error', ...platformOptions } = options;
  const platform = await createPlatform(platformOptions);
  const server = setupServer(...platform.handlers);
  return {
    platform,
    server,
    listen: () => server.listen({ onUnhandledFrame }),
    close: () => server.close(),
    useScenario: (name) => platform.setScenario(name),
    reset: async () => {
      server.resetHandlers();
      await platform.reset();
    },
  };
}
