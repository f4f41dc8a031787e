import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGuard, useSession } from '#src/shared/session.tsx';

/**
 * Content only a member with a real account may see (spec section 6: opening a lottery is a
 * guarded action). A guest is asked once to log in, a trial account told a real one is
 * needed; both keep a button to try again.
 */
export function MembersOnly({ action, children }: { action: string; children: ReactNode }) {
  const { status, member, isTrial } = useSession();
  const guard = useGuard();
  const asked = useRef(false);
  const pending = status === 'booting' || status === 'restoring';
  const allowed = member !== null && !isTrial;

  useEffect(() => {
    if (pending || allowed || asked.current) return;
    asked.current = true;
    guard(action);
  }, [pending, allowed, guard, action]);

  if (allowed) return children;
  if (pending) return null;
  return (
    <div className="lottery__note">
      <p>
        <FormattedMessage
          id="lottery.membersOnly"
          defaultMessage="Log in with a real account to play the lottery."
        />
      </p>
      <button type="button" className="button button--primary" onClick={() => guard(action)}>
        <FormattedMessage id="lottery.login" defaultMessage="Log in" />
      </button>
    </div>
  );
}
