import { lazy, Suspense } from 'react';

// VITE_DEMO is the constant false in live builds, so the panel's chunk is dropped there.
const DemoTools = import.meta.env.VITE_DEMO
  ? lazy(() => import('./demo-tools.tsx').then((m) => ({ default: m.DemoTools })))
  : null;

/** The demo panel, loaded lazily in demo builds; nothing in live builds. */
export function DemoToolsSlot() {
  if (!DemoTools) return null;
  return (
    <Suspense fallback={null}>
      <DemoTools />
    </Suspense>
  );
}
