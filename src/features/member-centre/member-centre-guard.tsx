import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useGuard, useSession } from '#src/shared/session.tsx';

const messages = defineMessages({
  needRealAccount: {
    id: 'memberCentre.needRealAccount',
    defaultMessage: 'The member centre needs a real account.',
  },
  loginFirst: {
    id: 'memberCentre.loginFirst',
    defaultMessage: 'Log in to open the member centre.',
  },
  tryAgain: { id: 'memberCentre.tryAgain', defaultMessage: 'Continue' },
});

/**
 * The member centre's guard (spec section 6): a token and a member type other than 4. A guest
 * is asked once to log in (the login popup), a trial account gets the spec's
 * 'in_need_true_account' warning with its confirm button; both keep a button to ask again.
 */
export function MemberCentreGuard({ children }: { children: ReactNode }) {
  const { status, member, canUseMemberCentre } = useSession();
  const guard = useGuard();
  const asked = useRef(false);
  const pending =
    status === 'booting' || status === 'restoring' || (status === 'loggedIn' && !member);

  useEffect(() => {
    if (pending || canUseMemberCentre || asked.current) return;
    asked.current = true;
    guard('memberCentre');
  }, [pending, canUseMemberCentre, guard]);

  if (canUseMemberCentre) return children;
  if (pending) return null;
  return (
    <div className="member-centre__refused" role="status">
      <p>
        <FormattedMessage {...(member ? messages.needRealAccount : messages.loginFirst)} />
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => guard('memberCentre')}
      >
        <FormattedMessage {...messages.tryAgain} />
      </button>
    </div>
  );
}
