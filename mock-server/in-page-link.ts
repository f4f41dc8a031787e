import * as register from '#schemas/endpoints/register.ts';
import * as session from '#schemas/endpoints/session.ts';
import { startMockWorker } from '#mock-server/browser.ts';
import { clearBrowserState, saveBrowserState } from '#mock-server/browser-state.ts';
import { demoDesk } from '#mock-server/demo-desk.ts';
import type { PlatformLink, PlatformStart } from '#mock-server/worker/protocol.ts';

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
 * The dev server's simulated platform: in the page, through msw's worker (the seeds run in the
 * page, so an edit shows at once). The same link as the demo build's worker gives.
 */
export async function startInPage(start: PlatformStart): Promise<PlatformLink> {
  const worker = await startMockWorker(start);
  const { platform } = worker;
  // What an operator's answer changed is kept across a reload like anything a call changes.
  const desk = demoDesk(platform, {
    afterChange: () => saveBrowserState(platform, window.localStorage),
  });
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  platform.inbox.subscribe(notify);
  // A captcha or slider puzzle is drawn or used up by these calls: its answer may have changed.
  worker.worker.events.on('response:mocked', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (PUZZLE_PATHS.some((path) => pathname.endsWith(path))) notify();
  });
  return {
    readings: () => desk.readings(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    desk: async (call, ...args) =>
      (desk[call] as (...values: unknown[]) => unknown)(...args) as never,
    setScenario: async (name) => worker.setScenario(name),
    reset: async () => clearBrowserState(platform.brand.app.id, window.localStorage),
  };
}
