import { lazy, Suspense } from 'react';
import { afterPageLoad } from '#src/platform/after-page-load.ts';

// VITE_DEMO is the constant false in live builds, so the panel's chunk is dropped there. In
// demo builds it loads once the page has, so it never delays the page's own requests.
const DemoTools = import.meta.env.VITE_DEMO
  ? lazy(() =>
      afterPageLoad()
        .then(() => import('./demo-tools.tsx'))
        .then((m) => ({ default: m.DemoTools })),
    )
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
