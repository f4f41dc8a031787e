import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Game } from '#schemas/games-api.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { useFirstPageShown } from '#src/shared/use-first-page-shown.ts';
import type { LaunchCommands } from './launch-host.tsx';

// Loaded once the first page has shown (or at the first press): the frame and home carry none
// of the launch code, and a member page's largest paint does not wait for it.
const LaunchHost = lazy(() => import('./launch-host.tsx').then((m) => ({ default: m.LaunchHost })));

type Pending =
  { kind: 'game'; game: Game } | { kind: 'vendor'; card: VendorCard; category?: GameCategory };

export interface LaunchSlot {
  launchGame: (game: Game) => void;
  launchVendor: (card: VendorCard, category?: GameCategory) => void;
  /** Render once beside the controls: it loads the launch and shows its popups. */
  ui: ReactNode;
}

function run(commands: LaunchCommands, pending: Pending): void {
  if (pending.kind === 'game') commands.launchGame(pending.game);
  else commands.launchVendor(pending.card, pending.category);
}

/**
 * `useGameLaunch` for controls on the home page's first load (side menu, top navigation,
 * vendor tiles): the launch loads in the background; a press before it arrives waits for it.
 */
export function useLaunchSlot(): LaunchSlot {
  const commands = useRef<LaunchCommands | null>(null);
  const pending = useRef<Pending | null>(null);
  const shown = useFirstPageShown();
  const [pressed, setPressed] = useState(false);
  const onReady = useCallback((next: LaunchCommands | null) => {
    commands.current = next;
    const early = pending.current;
    pending.current = null;
    // The press that came too early goes now, once.
    if (next && early) run(next, early);
  }, []);
  const press = useCallback((next: Pending) => {
    if (commands.current) return run(commands.current, next);
    pending.current = next;
    setPressed(true);
  }, []);

  return useMemo(
    () => ({
      launchGame: (game) => press({ kind: 'game', game }),
      launchVendor: (card, category) => press({ kind: 'vendor', card, category }),
      ui: (shown || pressed) && (
        <Suspense fallback={null}>
          <LaunchHost onReady={onReady} />
        </Suspense>
      ),
    }),
    [press, onReady, shown, pressed],
  );
}
