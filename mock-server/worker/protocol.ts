import type { Brand } from '#brands/brand.types.ts';
import type { DemoDesk } from '#mock-server/demo-desk.ts';
import type { InboxEntry } from '#mock-server/inbox.ts';
import type { ScenarioName } from '#mock-server/scenarios/registry.ts';

/**
 * What a page and the demo's service worker say to each other when the simulated platform runs
 * in the worker (decision 018). Every message is plain data (structured clone).
 */

/** Which platform a page runs on: its brand, scenario and, for a draft, whose data it starts from. */
export interface PlatformStart {
  brand: Brand;
  scenario: ScenarioName;
  dataOf?: string;
}

/** What the demo panel shows of the running platform, sent to its pages after every change. */
export interface DemoReadings {
  inbox: readonly InboxEntry[];
  captcha: string | null;
  slider: number | null;
  authenticatorSecret: string | null;
  /** The platform clock minus the worker's wall clock (the panel's authenticator counts on it). */
  clockOffset: number;
}

/** The desk's questions and decisions the panel asks across the channel. */
export type DeskCall = 'applications' | 'reviewApplication' | 'redemptions' | 'reviewRedemption';

/** A page's request; the worker answers on the message's port with a `WorkerAnswer`. */
export type PageRequest =
  /** `now`: the page's clock, which the platform keeps (as it does in the page). */
  | { type: 'start'; start: PlatformStart; now: number }
  | { type: 'desk'; call: DeskCall; args: Parameters<DemoDesk[DeskCall]> }
  | { type: 'scenario'; name: ScenarioName }
  | { type: 'reset' };

export type WorkerAnswer = { ok: true; value: unknown } | { ok: false; error: string };

/** What the worker sends a page unasked. */
export interface ReadingsMessage {
  type: 'demo-readings';
  readings: DemoReadings;
}

/**
 * A page's side of the running simulated platform, wherever it runs: in the page (the dev
 * server) or in the demo's service worker (builds).
 */
export interface PlatformLink {
  /** The demo panel's readings, as last known. */
  readings(): DemoReadings;
  /** Calls `listener` after every change of the readings; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  desk<K extends DeskCall>(
    call: K,
    ...args: Parameters<DemoDesk[K]>
  ): Promise<Awaited<ReturnType<DemoDesk[K]>>>;
  setScenario(name: ScenarioName): Promise<void>;
  /** Forgets what visitors changed on this brand's platform (the page reloads after). */
  reset(): Promise<void>;
}
