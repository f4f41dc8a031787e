import { useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { gameUrl, LOBBY_CALL } from '#machines/game-launch/context.ts';
import type { LaunchResult } from '#schemas/games-api.ts';
import type { VendorCard } from '#schemas/platform-api.ts';
import { gameMenusQuery, lobbyLaunchQuery } from '#src/api/games.queries.ts';
import { resolveGameUrl } from '#src/shared/game-launch/game-url.ts';
import { toLaunchRequest } from '#src/shared/game-launch/launch-implementations.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useGuard, useSession } from '#src/shared/session.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { GameFrame } from '#src/ui/game-frame.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import './seamless-page.css';

const messages = defineMessages({
  title: { id: 'games.seamless.title', defaultMessage: 'Seamless games' },
  intro: {
    id: 'games.seamless.intro',
    defaultMessage: 'These lobbies play straight from your main wallet: no transfer needed.',
  },
  vendors: { id: 'games.seamless.vendors', defaultMessage: 'Seamless lobbies' },
  loading: { id: 'games.seamless.loading', defaultMessage: 'Opening the lobby…' },
  frame: { id: 'games.seamless.frame', defaultMessage: 'Game lobby' },
  login: { id: 'games.seamless.login', defaultMessage: 'Log in to play' },
  refused: {
    id: 'games.seamless.refused',
    defaultMessage: 'This lobby cannot be shown here. Please contact customer service.',
  },
});

/** Vendors that open a lobby of their own (isGame 'GAME'), lotteries aside: they have pages. */
const isLobbyVendor = (card: VendorCard) =>
  card.isGame === 'GAME' &&
  card.gameCategory !== 'LOTT' &&
  card.gameCategory !== 'ELOTT' &&
  !card.vassalage.startsWith('TCG_');

/** The vendor's lobby in the frame: a launch call without a game (machines' LOBBY_CALL). */
function SeamlessLobby({ vassalage }: { vassalage: string }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const { member } = useSession();
  const { merchantCode } = useBrand().app;
  const launchCdns = usePlatformConfig().permission.info.launchGameCDNs;
  const request = toLaunchRequest(
    { ...LOBBY_CALL, vassalage },
    { member, merchantCode, language: language },
  );
  // One address per launch answer: the CDN is drawn at random, and a new draw on every render
  // would change the frame's address, which fetches its one-time ticket again (410).
  const playable = useCallback(
    (result: LaunchResult) => resolveGameUrl(gameUrl(result) ?? '', launchCdns),
    [launchCdns],
  );
  const lobby = useDeferredQuery({
    ...lobbyLaunchQuery(member?.account ?? '', request),
    select: playable,
  });
  if (lobby.status === 'pending')
    return (
      <p role="status" className="seamless__note">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  if (lobby.status === 'error') return <RetryNotice onRetry={() => void lobby.refetch()} />;
  if (!lobby.data)
    return (
      <p role="alert" className="seamless__note">
        <FormattedMessage {...messages.refused} />
      </p>
    );
  return (
    <div className="seamless__stage">
      <GameFrame src={lobby.data} title={intl.formatMessage(messages.frame)} />
    </div>
  );
}

/**
 * /seamless (spec section 2): vendors whose lobby plays straight from the main wallet, chosen
 * with `?vassalage=`; the chosen lobby opens in the game frame on this page. Members only: a
 * guest is asked to log in first.
 */
export function SeamlessPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const { member, isTrial } = useSession();
  const allowed = member !== null && !isTrial;
  const guard = useGuard();
  const menus = useDeferredQuery(gameMenusQuery());
  const vendors = (menus.data ?? []).flatMap((menu) => menu.cards).filter(isLobbyVendor);

  return (
    <section className="seamless" aria-labelledby="seamless-title">
      <h1 id="seamless-title" className="seamless__title">
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="seamless__intro">
        <FormattedMessage {...messages.intro} />
      </p>
      {menus.status === 'error' && <RetryNotice onRetry={() => void menus.refetch()} />}
      <nav aria-label={intl.formatMessage(messages.vendors)}>
        <ul className="seamless__vendors">
          {vendors.map((card) => (
            <li key={card.vassalage}>
              <Link
                to={`/seamless?vassalage=${encodeURIComponent(card.vassalage)}`}
                className="seamless__vendor"
                aria-current={card.vassalage === vassalage ? 'true' : undefined}
                onClick={(event) => {
                  const link = event.currentTarget;
                  if (!guard('seamless', () => link.click())) event.preventDefault();
                }}
              >
                {card.accountTypeName}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {vassalage !== '' &&
        (allowed ? (
          <SeamlessLobby key={vassalage} vassalage={vassalage} />
        ) : (
          <div className="seamless__note">
            <button
              type="button"
              className="button button--primary"
              onClick={() => guard('seamless')}
            >
              <FormattedMessage {...messages.login} />
            </button>
          </div>
        ))}
    </section>
  );
}
