import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useFlag } from '#src/app/providers/platform-config.tsx';

/**
 * Login, register (DIRECTREG3) and free demo (FREEPLAY3) for visitors. Login and free play
 * will open the login popup in a later issue; until then both go to the /login screen.
 */
export function VisitorActions() {
  const navigate = useNavigate();
  const directRegistration = useFlag('DIRECTREG3');
  const freePlay = useFlag('FREEPLAY3');
  return (
    <div className="visitor-actions">
      {freePlay && (
        <button
          type="button"
          className="button button--ghost visitor-actions__free-play"
          data-testid="header-free-play"
          onClick={() => navigate('/login')}
        >
          <FormattedMessage id="header.freePlay" />
        </button>
      )}
      <button
        type="button"
        className="button button--outline"
        data-testid="header-login"
        onClick={() => navigate('/login')}
      >
        <FormattedMessage id="header.login" />
      </button>
      {directRegistration && (
        <Link to="/register" className="button button--primary" data-testid="header-register">
          <FormattedMessage id="header.register" />
        </Link>
      )}
    </div>
  );
}
