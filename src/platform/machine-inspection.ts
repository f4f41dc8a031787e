import type { InspectionEvent } from 'xstate';

type Inspector = (event: InspectionEvent) => void;

/** A short random id for one load of a page. */
export const newPageId = (): string => Math.random().toString(36).slice(2, 10);

/** This page's id in the inspection channel (the visualiser leaves its own actors out). */
export const inspectionPageId = newPageId();

let inspector: Inspector | undefined;

/**
 * Installs the observer that `machineInspection` passes events to. The demo boot path installs
 * the QA visualiser's (src/qa/live) before the first render, so this module imports no QA code.
 */
export function installMachineInspector(next: Inspector): void {
  inspector = next;
}

/**
 * The `inspect` option every app actor is created with. Demo builds report the app's machines
 * to the QA visualiser (`/qa/machines`, live mode) through the installed inspector; live builds
 * have none (the dead branch drops it). Unit tests run without it (their actors are checked
 * directly, and an open channel would keep the test worker alive).
 */
export const machineInspection: Inspector | undefined =
  import.meta.env.VITE_DEMO &&
  import.meta.env.MODE !== 'test' &&
  typeof BroadcastChannel === 'function'
    ? (event) => inspector?.(event)
    : undefined;
