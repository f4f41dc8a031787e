import { useEffect } from 'react';
import { useGameLaunch, type GameLaunch } from './use-game-launch.tsx';

export type LaunchCommands = Pick<GameLaunch, 'launchGame' | 'launchVendor'>;

/**
 * The game launch of a control that sits on every page (side menu, top navigation, home's
 * vendor tiles): mounted lazily by `useLaunchSlot`, it hands its commands up and shows the
 * popups they open.
 */
export function LaunchHost({ onReady }: { onReady: (commands: LaunchCommands | null) => void }) {
  const { launchGame, launchVendor, ui } = useGameLaunch();
  useEffect(() => {
    onReady({ launchGame, launchVendor });
    return () => onReady(null);
  }, [onReady, launchGame, launchVendor]);
  return ui;
}
