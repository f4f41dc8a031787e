/** The `codeSplitting` groups of rolldown's output, as `vite.config.ts` passes them. */
export interface ChunkGroup {
  name: string;
  priority: number;
  tags?: ['$initial'];
  test?: (id: string) => boolean;
}

/**
 * How the build groups modules into chunks (docs/decisions/005).
 *
 * - `app`: every module the entry imports statically, in one chunk. Rolldown otherwise splits
 *   each module the entry shares with a lazy route into a chunk of its own: about a dozen
 *   files under 1 KB, each one more request before the first render, and over HTTP/1.1 (six
 *   connections) they queue behind each other.
 * - `session-engine`: the session machine with everything it imports that the entry does not
 *   (xstate, @xstate/react, the machine, its effects), in one chunk. Every page loads it at
 *   boot (decision 014); split, its imports were fetched only once it had arrived, a round
 *   trip more before a member page could restore its member.
 * - `demo-platform` (demo builds): what the page loads of the simulated platform, in one chunk:
 *   its link to the platform, which runs in the demo's service worker (decision 018).
 */
export function chunkGroups({
  demo,
  defaultBrand,
}: {
  demo: boolean;
  defaultBrand: string;
}): ChunkGroup[] {
  const app: ChunkGroup = { name: 'app', tags: ['$initial'], priority: 2 };
  const session: ChunkGroup = {
    name: 'session-engine',
    priority: 1,
    test: (id) => id.endsWith('src/shared/session-engine.tsx'),
  };
  if (!demo) return [app, session];
  const platform: ChunkGroup = {
    name: 'demo-platform',
    priority: 1,
    test: (id) =>
      /[\\/](mock-server|node_modules[\\/](msw|@mswjs))[\\/]/.test(id) ||
      id.endsWith('src/boot/start-demo-platform.ts') ||
      id.endsWith(`virtual:demo-platform/snapshot/${defaultBrand}`),
  };
  return [app, session, platform];
}
