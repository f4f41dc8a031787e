import type { LaunchPopup } from '#src/shared/game-launch/launch-implementations.ts';
import type { Game } from '#schemas/games-api.ts';
import { SeaLotteryPopup } from './sea-lottery-popup.tsx';
import { VendorGamesPopup } from './vendor-games-popup.tsx';
import './launch-popups.css';

/** The popup a launch opened (loaded lazily by `useGameLaunch`). */
export function LaunchPopupView({
  popup,
  onClose,
  onLaunchGame,
  isLaunching,
}: {
  popup: LaunchPopup;
  onClose: () => void;
  onLaunchGame: (game: Game) => void;
  isLaunching: (game: Game) => boolean;
}) {
  if (popup.kind === 'seaLottery')
    return <SeaLotteryPopup gameCode={popup.gameCode} onClose={onClose} />;
  return (
    <VendorGamesPopup
      card={popup.card}
      category={popup.category}
      onClose={onClose}
      onLaunchGame={onLaunchGame}
      isLaunching={isLaunching}
    />
  );
}
