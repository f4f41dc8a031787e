import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { LaunchTarget } from '#machines/game-launch/context.ts';
import type { Game } from '#schemas/games-api.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { LaunchController } from './launch-controller.ts';
import type { LaunchPopup } from './launch-implementations.ts';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';

// The popups (SEA lottery, a vendor's games) load only when a launch opens one.
const LaunchPopupView = lazy(() =>
  import('#src/shared/game-launch/popups/launch-popup.tsx').then((m) => ({
    default: m.LaunchPopupView,
  })),
);

export interface GameLaunch {
  /** A game card was pressed. */
  launchGame: (game: Game) => void;
  /** A vendor entry was pressed; `category`: where it was shown (default its own). */
  launchVendor: (card: VendorCard, category?: GameCategory) => void;
  /** A launch call is running: further presses are ignored. */
  busy: boolean;
  /** What is being launched, or null. */
  launching: LaunchTarget | null;
  /** Whether this game's launch is running (its card shows progress). */
  isLaunching: (game: Game) => boolean;
  /** The popups this launcher opens: render it once beside the controls that use it. */
  ui: ReactNode;
}

/**
 * The gameLaunch machine (machines/game-launch) with the app's actors and effects: the launch
 * call, login popup and warnings, navigation, the game address for /game, and the SEA lottery
 * and vendor game popups. Failures show the server's message (else the translated one) and
 * leave the user where they were. The machine loads with the first launch, so a page that only
 * shows launch controls (home, the side menu) carries none of it.
 */
export function useGameLaunch(): GameLaunch {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const alert = useAlert();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, member } = useSession();
  const { merchantCode } = useBrand().app;
  const launchCdns = usePlatformConfig().permission.info.launchGameCDNs;
  // A popup belongs to the page it opened on: navigating away closes it.
  const [popup, setPopup] = useState<(LaunchPopup & { path: string }) | null>(null);
  const [controller] = useState(() => new LaunchController());

  useEffect(() => {
    const warn = (message: string, confirmLabel?: string) =>
      alert({ message, tone: 'warning', confirmLabel });
    controller.setDeps({
      viewer: { token, member },
      member,
      merchantCode,
      language: language,
      launchCdns,
      navigate: (to) => void navigate(to),
      warn: (messageId, confirmId) =>
        warn(
          intl.formatMessage(messageById(machineMessages, messageId)),
          confirmId ? intl.formatMessage(messageById(machineMessages, confirmId)) : undefined,
        ),
      openLogin: () => dialogs.open('login'),
      openPopup: (next) => setPopup({ ...next, path: location.pathname }),
      showFailure: (failure) =>
        warn(
          failure.serverMessage ??
            intl.formatMessage(messageById(machineMessages, failure.messageId)),
        ),
    });
  });

  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);

  useEffect(() => {
    controller.send({ type: 'session.changed', viewer: { token, member } });
  }, [controller, token, member]);

  const { busy, launching } = useSyncExternalStore(controller.subscribe, controller.getView);
  const launchGame = useCallback(
    (game: Game) => controller.send({ type: 'launch.game', game }),
    [controller],
  );
  const launchVendor = useCallback(
    (card: VendorCard, category?: GameCategory) =>
      controller.send({ type: 'launch.vendor', card, category }),
    [controller],
  );
  const isLaunching = useCallback(
    (game: Game) => launching?.kind === 'game' && launching.game.nodeId === game.nodeId,
    [launching],
  );

  const ui = popup && popup.path === location.pathname && (
    <Suspense fallback={null}>
      <LaunchPopupView
        popup={popup}
        onClose={() => setPopup(null)}
        onLaunchGame={launchGame}
        isLaunching={isLaunching}
      />
    </Suspense>
  );

  return { launchGame, launchVendor, busy, launching, isLaunching, ui };
}
