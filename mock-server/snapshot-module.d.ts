/** Made by scripts/vite-demo-platform.ts: what the demo build gives the simulated platform. */
declare module 'virtual:demo-platform' {
  import type { PlatformSnapshot } from '#mock-server/snapshot.ts';

  /** The service worker to register: the demo build's own, or msw's on the dev server. */
  export const SERVICE_WORKER_URL: string;

  /** The brand's seeded data; undefined on the dev server and for an unknown brand (then seed). */
  export function loadDemoSnapshot(brandId: string): Promise<PlatformSnapshot | undefined>;
}
