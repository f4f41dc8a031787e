import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * When a session ends without a logout (the platform answered 401), the pages stay mounted
 * but hidden, so what the member typed is there again when the same account logs back in;
 * a logout, a trial account or another account drops them.
 */
export function MemberCentreGuard({ children }: { children: ReactNode }) {
  const { status, member, canUseMemberCentre } = useSession();
  const guard = useGuard();
  const asked = useRef(false);
  const pending =
    status === 'booting' || status === 'restoring' || (status === 'loggedIn' && !member);
  const account = canUseMemberCentre ? (member?.account ?? null) : null;
  const [kept, setKept] = useState<string | null>(null);
  // Adjusted while rendering (React's pattern for state that follows props): a new account
  // remounts the pages under its own key, a logout or a trial account forgets them.
  if (account !== null && kept !== account) setKept(account);
  const forget = status === 'loggingOut' || (member !== null && !canUseMemberCentre);
  if (account === null && kept !== null && forget) setKept(null);

  useEffect(() => {
    if (pending || canUseMemberCentre || asked.current) return;
    asked.current = true;
    guard('memberCentre');
  }, [pending, canUseMemberCentre, guard]);

  const pages = kept !== null && (
    <div
      key={kept}
      className="member-centre__kept"
      hidden={!canUseMemberCentre}
      inert={!canUseMemberCentre}
    >
      {children}
    </div>
  );
  if (canUseMemberCentre) return pages;
  if (pending) return pages || null;
  return (
    <>
      {pages}
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
    </>
  );
}
