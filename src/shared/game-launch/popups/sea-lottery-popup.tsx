import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gameUrl, launchFailure } from '#machines/game-launch/context.ts';
import type { LotteryGame } from '#schemas/games-api.ts';
import { lotteryMenuQuery } from '#src/api/lottery.queries.ts';
import { launchLotteryLobby, lotteryLaunchRequest } from '#src/api/lottery.ts';
import { playableLaunch, saveGameUrl } from '#src/shared/game-launch/game-url.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { Modal } from '#src/ui/modal.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';

const messages = defineMessages({
  title: { id: 'games.sea.title', defaultMessage: 'Southeast Asian lottery' },
  loading: { id: 'games.sea.loading', defaultMessage: 'Loading lotteries…' },
  empty: { id: 'games.sea.empty', defaultMessage: 'No lottery is open right now.' },
  chosen: { id: 'games.sea.chosen', defaultMessage: 'The lottery you chose' },
  opening: { id: 'games.sea.opening', defaultMessage: 'Opening…' },
});

/**
 * The SEA lottery popup (spec section 4: vendor TCG_SEA): the SEA prize mode's games by group.
 * A game opens its betting view in the game frame; the game that was clicked to get here
 * comes first and is marked.
 */
export function SeaLotteryPopup({
  gameCode,
  onClose,
}: {
  gameCode: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const alert = useAlert();
  const navigate = useNavigate();
  const launchCdns = usePlatformConfig().permission.info.launchGameCDNs;
  const menu = useDeferredQuery(lotteryMenuQuery('SEA'));
  const [opening, setOpening] = useState<string | null>(null);

  const open = (game: LotteryGame) => {
    if (opening) return;
    setOpening(game.gameCode);
    const backUrl = `${window.location.origin}/`;
    launchLotteryLobby(lotteryLaunchRequest(game.gameCode, language, backUrl))
      .then((result) => {
        // A refused address throws here, with its own message; none at all is a system error.
        const url = gameUrl(playableLaunch(result, launchCdns));
        if (url === null || !saveGameUrl(url, launchCdns)) throw new Error('no game address');
        onClose();
        void navigate('/game');
      })
      .catch((error: unknown) => {
        const failure = launchFailure(error);
        void alert({
          message:
            failure.serverMessage ??
            intl.formatMessage(messageById(machineMessages, failure.messageId)),
          tone: 'warning',
        });
      })
      .finally(() => setOpening(null));
  };

  const renderGame = (game: LotteryGame) => (
    <li key={game.gameCode}>
      <button
        type="button"
        className="launch-popup__lottery"
        data-testid="sea-lottery-game"
        aria-busy={opening === game.gameCode}
        aria-current={game.gameCode === gameCode ? 'true' : undefined}
        onClick={() => open(game)}
      >
        <span className="launch-popup__lottery-name">{game.labelName}</span>
        {opening === game.gameCode && (
          <span className="launch-popup__lottery-meta">
            <FormattedMessage {...messages.opening} />
          </span>
        )}
      </button>
    </li>
  );

  let body;
  if (menu.status === 'pending')
    body = (
      <p role="status" className="launch-popup__note">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  else if (menu.status === 'error') body = <RetryNotice onRetry={() => void menu.refetch()} />;
  else if (menu.data.every((group) => group.gameMenus.length === 0))
    body = (
      <p className="launch-popup__note">
        <FormattedMessage {...messages.empty} />
      </p>
    );
  else {
    const chosen = menu.data.flatMap((g) => g.gameMenus).find((g) => g.gameCode === gameCode);
    body = (
      <>
        {chosen && (
          <section className="launch-popup__group" aria-label={intl.formatMessage(messages.chosen)}>
            <ul className="launch-popup__lotteries">{renderGame(chosen)}</ul>
          </section>
        )}
        {menu.data.map((group) => (
          <section key={group.gameGroupCode} className="launch-popup__group">
            <h3 className="launch-popup__group-title">{group.labelName}</h3>
            <ul className="launch-popup__lotteries">
              {group.gameMenus.filter((g) => g !== chosen).map(renderGame)}
            </ul>
          </section>
        ))}
      </>
    );
  }

  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      {body}
    </Modal>
  );
}
