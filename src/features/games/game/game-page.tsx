import { useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { clearGameUrl, readGameUrl } from '#src/shared/game-launch/game-url.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { GameFrame } from '#src/ui/game-frame.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { useFrameMessages } from './use-frame-messages.ts';
import './game-page.css';

const messages = defineMessages({
  title: { id: 'games.play.title', defaultMessage: 'Game' },
  frame: { id: 'games.play.frame', defaultMessage: 'The game you opened' },
  back: { id: 'games.play.back', defaultMessage: 'Back' },
  none: { id: 'games.play.none', defaultMessage: 'No game is open. Choose a game to play.' },
  home: { id: 'games.play.home', defaultMessage: 'Choose a game' },
});

/**
 * /game: the launched game in a sandboxed frame (spec section 2), with a way back. The address
 * comes from session storage (`iframeUrl`), checked again, so a reload shows the same game.
 */
export function GamePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const launchCdns = usePlatformConfig().permission.info.launchGameCDNs;
  const url = readGameUrl(launchCdns);
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameMessages(frame);

  const back = () => {
    clearGameUrl();
    // Back where the game was opened from; home when /game was the first page of the visit.
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };

  return (
    <section className="game-page" aria-labelledby="game-page-title">
      <div className="game-page__bar">
        <button type="button" className="button button--outline" onClick={back}>
          <Icon name="chevronLeft" size={18} />
          <FormattedMessage {...messages.back} />
        </button>
        <h1 id="game-page-title" className="game-page__title">
          <FormattedMessage {...messages.title} />
        </h1>
      </div>
      {url ? (
        <div className="game-page__stage">
          <GameFrame ref={frame} src={url} title={intl.formatMessage(messages.frame)} />
        </div>
      ) : (
        <div className="game-page__none">
          <p>
            <FormattedMessage {...messages.none} />
          </p>
          <Link to="/" className="button button--primary">
            <FormattedMessage {...messages.home} />
          </Link>
        </div>
      )}
    </section>
  );
}
