import { createBroadcastInspector, newPageId } from '#src/qa/live/broadcast-inspector.ts';

/** This page's id in the inspection channel (the visualiser leaves its own actors out). */
export const inspectionPageId = newPageId();

/**
 * The `inspect` option every app actor is created with. Demo builds report the app's machines
 * to the QA visualiser (`/qa/machines`, live mode); live builds have none, and the inspector
 * code is dropped from them with the dead branch. Unit tests run without it (their actors are
 * checked directly, and an open channel would keep the test worker alive).
 */
export const machineInspection =
  import.meta.env.VITE_DEMO &&
  import.meta.env.MODE !== 'test' &&
  typeof BroadcastChannel === 'function'
    ? createBroadcastInspector(undefined, undefined, inspectionPageId)
    : undefined;
