import { useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { gameUrl } from '#machines/game-launch/context.ts';
import type { LaunchResult } from '#schemas/games-api.ts';
import { lotteryLaunchQuery } from '#src/api/lottery.queries.ts';
import { lotteryLaunchRequest } from '#src/api/lottery.ts';
import { resolveGameUrl } from '#src/shared/game-launch/game-url.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { GameFrame } from '#src/ui/game-frame.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';

const messages = defineMessages({
  loading: { id: 'lottery.frame.loading', defaultMessage: 'Opening the lottery…' },
  refused: {
    id: 'lottery.frame.refused',
    defaultMessage: 'The lottery cannot be shown here. Please contact customer service.',
  },
  title: { id: 'lottery.frame.title', defaultMessage: 'Lottery betting' },
});

/**
 * The lottery's own lobby (spec section 7, lobby launch) in the game frame: a game's betting
 * view (on `playType` when given), or the lobby when no game is chosen. Its back button leads
 * to `backPath` here.
 */
export function LotteryFrame({
  gameCode,
  playType,
  backPath,
}: {
  gameCode: string | null;
  playType: string | null;
  backPath: string;
}) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const launchCdns = usePlatformConfig().permission.info.launchGameCDNs;
  const account = useSession().member?.account ?? '';
  const backUrl = `${window.location.origin}${backPath}`;
  // One address per launch answer: the CDN is drawn at random, and a new draw on every render
  // would change the frame's address, which fetches its one-time ticket again (410).
  const playable = useCallback(
    (result: LaunchResult) => resolveGameUrl(gameUrl(result) ?? '', launchCdns),
    [launchCdns],
  );
  const frame = useDeferredQuery({
    ...lotteryLaunchQuery(account, lotteryLaunchRequest(gameCode, language, backUrl, playType)),
    select: playable,
  });
  if (frame.status === 'pending')
    return (
      <p role="status" className="lottery__note">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  if (frame.status === 'error') return <RetryNotice onRetry={() => void frame.refetch()} />;
  if (!frame.data)
    return (
      <p role="alert" className="lottery__note">
        <FormattedMessage {...messages.refused} />
      </p>
    );
  return (
    <div className="lottery__stage">
      <GameFrame src={frame.data} title={intl.formatMessage(messages.title)} />
    </div>
  );
}
