import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { MemberInfo } from '#machines/types.ts';
import { SessionOverride, useGuard, useSession, type Session } from '#src/shared/session.tsx';

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
 *
 * When the platform ends the session with a 401 (not a logout), the page stays, under the
 * login popup the 401 opened, still seeing its member (`SessionOverride`): what was typed is
 * there when the same account logs in again. A logout or a trial account drops the page; another
 * account's login remounts it (it is keyed by the account).
 */
export function MemberCentreGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { status, member, canUseMemberCentre, expiredAccount } = session;
  const guard = useGuard();
  const asked = useRef(false);
  const pending =
    status === 'booting' || status === 'restoring' || (status === 'loggedIn' && !member);
  // The member the pages were opened for (state adjusted while rendering, React's pattern for
  // state that follows props).
  const [shown, setShown] = useState<MemberInfo | null>(null);
  if (canUseMemberCentre && member && shown !== member) setShown(member);
  const held = !canUseMemberCentre && shown !== null && expiredAccount === shown.account;
  if (!canUseMemberCentre && !held && !pending && shown !== null) setShown(null);

  useEffect(() => {
    if (pending || canUseMemberCentre || held || asked.current) return;
    asked.current = true;
    guard('memberCentre');
  }, [pending, canUseMemberCentre, held, guard]);

  const heldSession = useMemo<Session | null>(
    () =>
      held && shown
        ? { ...session, member: shown, status: 'loggedIn', canUseMemberCentre: true }
        : null,
    [held, shown, session],
  );
  const pages =
    shown !== null && (canUseMemberCentre || held || pending) ? (
      <SessionOverride key={shown.account} session={heldSession}>
        {children}
      </SessionOverride>
    ) : null;
  const refused =
    !canUseMemberCentre && !pending ? (
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
    ) : null;
  return (
    <>
      {refused}
      {pages}
    </>
  );
}
