import type { HttpHandler } from 'msw';
import { getResponse } from 'msw';
import {
  clearBrowserState,
  restoreBrowserState,
  saveBrowserState,
} from '#mock-server/browser-state.ts';
import { demoDesk, type DemoDesk } from '#mock-server/demo-desk.ts';
import { dispatcher } from '#mock-server/dispatcher.ts';
import { createPlatform, type Platform } from '#mock-server/platform.ts';
import { snapshotFor, type PlatformSnapshot } from '#mock-server/snapshot.ts';
import type { DemoReadings, PageRequest, PlatformStart } from './protocol.ts';

/** One brand's platform in the worker, with its back office and its dispatcher. */
interface Hosted {
  platform: Platform;
  /** The brand file it runs (the studio's draft changes under the same id). */
  brandJson: string;
  desk: DemoDesk;
  handle: HttpHandler;
  /** The readings last sent to its pages (`fingerprint`), to send only changes. */
  sent: string;
  /** Saves the state once after a burst of answers (a page's icons come in dozens). */
  scheduleSave: () => void;
}

/** Where a client's platform is remembered across a restart of the worker. */
const CLIENTS_KEY = 'demoPlatform:clients';
const startKey = (brandId: string) => `demoPlatform:start/${brandId}`;

export interface HostOptions {
  /** The build's seeded data of a shipped brand. */
  loadSnapshot: (brandId: string) => Promise<PlatformSnapshot | undefined>;
  /** Where the platforms' state, the clients' brands and their starts are kept. */
  storage: Storage;
  /** Where the state is kept: its writes are waited for (`settled`). */
  settledStorage?: () => Promise<void>;
  /** Sends a page the panel's readings of its platform. */
  tell: (clientId: string, readings: DemoReadings) => void;
  /** The ids of the pages open now (to forget the others). */
  openClients: () => Promise<readonly string[]>;
}

/**
 * The simulated platforms of the demo's service worker (decision 018): one per brand, shared
 * by every page of that brand (a real platform is one server for every tab), each page known by
 * its client id. What a visitor changes is kept in `storage` after every answer, and a worker
 * the browser stopped while idle starts the platform of a page again from it on its next call.
 */
export function createPlatformHost({
  loadSnapshot,
  storage,
  settledStorage = () => Promise.resolve(),
  tell,
  openClients,
}: HostOptions) {
  let saving: Promise<void> = Promise.resolve();
  const hosted = new Map<string, Promise<Hosted>>();
  const clients = new Map<string, string>(
    Object.entries(JSON.parse(storage.getItem(CLIENTS_KEY) ?? '{}') as Record<string, string>),
  );
  const saveClients = () =>
    storage.setItem(CLIENTS_KEY, JSON.stringify(Object.fromEntries(clients)));

  /** The readings as compared for a change (the clock's offset to the second). */
  const fingerprint = (readings: DemoReadings) =>
    JSON.stringify({ ...readings, clockOffset: Math.round(readings.clockOffset / 1000) });

  /** Sends every page of the brand the readings, when they changed. */
  const announce = (brandId: string, entry: Hosted) => {
    const readings = entry.desk.readings();
    const text = fingerprint(readings);
    if (text === entry.sent) return;
    entry.sent = text;
    for (const [clientId, brand] of clients) if (brand === brandId) tell(clientId, readings);
  };

  /**
   * The platforms' clock: the time of the page that started last. On the dev server the
   * platform runs in the page and keeps the page's time; here too, so a page whose clock is
   * moved (QA, a journey's fake time) moves its platform's.
   */
  let offset = 0;
  const clock = { now: () => Date.now() + offset };

  async function build({ brand, scenario, dataOf }: PlatformStart): Promise<Hosted> {
    const base = await loadSnapshot(dataOf ?? brand.app.id);
    const snapshot = base && dataOf !== undefined ? snapshotFor(brand, base) : base;
    const platform = await createPlatform({ brand, scenario, snapshot, clock });
    await restoreBrowserState(platform, storage);
    const save = () => saveBrowserState(platform, storage);
    let pending = false;
    const entry: Hosted = {
      platform,
      brandJson: JSON.stringify(brand),
      desk: demoDesk(platform, { afterChange: save }),
      handle: dispatcher(platform.handlers),
      sent: '',
      scheduleSave() {
        if (pending) return;
        pending = true;
        saving = new Promise((resolve) =>
          setTimeout(() => {
            pending = false;
            save();
            resolve();
          }, 0),
        );
      },
    };
    platform.inbox.subscribe(() => announce(brand.app.id, entry));
    return entry;
  }

  /** The platform of a start, started if it is not running (or was stopped with the worker). */
  function platformOf(start: PlatformStart): Promise<Hosted> {
    const brandId = start.brand.app.id;
    let entry = hosted.get(brandId);
    if (!entry) {
      entry = build(start);
      hosted.set(brandId, entry);
      // A failed start is tried again by the next page.
      entry.catch(() => hosted.delete(brandId));
    }
    return entry;
  }

  /** The platform a page runs on, from what it said at its start (kept across restarts). */
  function platformOfClient(clientId: string): Promise<Hosted> | null {
    const brandId = clients.get(clientId);
    if (!brandId) return null;
    const running = hosted.get(brandId);
    if (running) return running;
    const saved = storage.getItem(startKey(brandId));
    return saved ? platformOf(JSON.parse(saved) as PlatformStart) : null;
  }

  return {
    /** Answers a page's request; what the answer carries is plain data. */
    async request(clientId: string, request: PageRequest): Promise<unknown> {
      if (request.type === 'start') {
        offset = request.now - Date.now();
        const brandId = request.start.brand.app.id;
        const open = new Set(await openClients());
        for (const id of clients.keys()) if (!open.has(id)) clients.delete(id);
        clients.set(clientId, brandId);
        saveClients();
        storage.setItem(startKey(brandId), JSON.stringify(request.start));
        let entry = await platformOf(request.start);
        if (entry.brandJson !== JSON.stringify(request.start.brand)) {
          // The studio's draft changed: the platform starts again on it, with what it kept.
          saveBrowserState(entry.platform, storage);
          hosted.delete(brandId);
          entry = await platformOf(request.start);
        }
        if (entry.platform.scenario !== request.start.scenario) {
          entry.platform.setScenario(request.start.scenario);
        }
        const readings = entry.desk.readings();
        entry.sent = fingerprint(readings);
        return readings;
      }
      const found = platformOfClient(clientId);
      if (!found) throw new Error('This page has not started the simulated platform');
      const entry = await found;
      const brandId = entry.platform.brand.app.id;
      switch (request.type) {
        case 'desk': {
          const call = entry.desk[request.call] as (...args: unknown[]) => unknown;
          return call(...request.args);
        }
        case 'scenario': {
          entry.platform.setScenario(request.name);
          const saved = JSON.parse(storage.getItem(startKey(brandId)) ?? 'null') as PlatformStart;
          storage.setItem(startKey(brandId), JSON.stringify({ ...saved, scenario: request.name }));
          return null;
        }
        case 'reset': {
          clearBrowserState(brandId, storage);
          hosted.delete(brandId);
          return null;
        }
      }
    },

    /**
     * A page's call to the platform: its answer, or null when the page runs on no platform or
     * no handler answers (the network has it then).
     */
    async respond(clientId: string, request: Request): Promise<Response | null> {
      const found = platformOfClient(clientId);
      if (!found) return null;
      const entry = await found;
      const response = await getResponse([entry.handle], request);
      if (!response) return null;
      entry.scheduleSave();
      announce(entry.platform.brand.app.id, entry);
      return response;
    },

    /** Resolves once the state saved so far is stored (the worker's `waitUntil`). */
    settled: () => saving.then(settledStorage),
  };
}

export type PlatformHost = ReturnType<typeof createPlatformHost>;
