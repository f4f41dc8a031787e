import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useGuard, useSession } from '#src/shared/session.tsx';
import { AgentCentre } from './agent-centre.tsx';
import { shellMessages as m } from './agent-centre-messages.ts';
import './agent-centre.css';

/** The router's index of the current history entry (0: the first page of the tab). */
function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

/**
 * `/agentCentre` (spec sections 2 and 6): the agent centre for member types 1, 2, 41 and 42.
 * A guest is asked to log in; any other member gets the spec's 'Non-agents cannot log in'.
 */
export function AgentCentrePage() {
  const { status, member, isAgent } = useSession();
  const guard = useGuard();
  const navigate = useNavigate();
  const asked = useRef(false);
  // Where the centre was opened in the history: its own pages (menu, filters) come after it.
  const opened = useRef(historyIndex());
  const pending =
    status === 'booting' || status === 'restoring' || (status === 'loggedIn' && !member);

  useEffect(() => {
    if (pending || member || asked.current) return;
    asked.current = true;
    guard('agentCentre');
  }, [pending, member, guard]);

  if (pending) return null;
  if (!member) {
    return (
      <div className="agent-centre-refused" role="status">
        <p>
          <FormattedMessage {...m.loginFirst} />
        </p>
      </div>
    );
  }
  if (!isAgent) {
    return (
      <div className="agent-centre-refused" role="alert" data-testid="agent-centre-refused">
        <p className="agent-centre-refused__title">
          <FormattedMessage {...m.notAgent} />
        </p>
        <p>
          <FormattedMessage {...m.notAgentHint} />
        </p>
        <Link to="/" className="button button--primary">
          <FormattedMessage {...m.goHome} />
        </Link>
      </div>
    );
  }
  const close = () => {
    // Back where the agent came from; the home page when the centre was opened directly.
    if (opened.current > 0) void navigate(-(historyIndex() - opened.current + 1));
    else void navigate('/');
  };
  return <AgentCentre account={member.account} onClose={close} />;
}
