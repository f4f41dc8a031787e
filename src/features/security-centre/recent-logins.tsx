import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { loginHistoryQuery } from '#src/api/security.queries.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { securityMessages as m } from './security-messages.ts';

/** The member's recent logins with IP and device, newest first. */
export function RecentLogins({ account }: { account: string }) {
  const intl = useIntl();
  const logins = useQuery(loginHistoryQuery(account));
  if (logins.isPending) return <p role="status">{intl.formatMessage(m.loading)}</p>;
  if (logins.isError) return <RetryNotice onRetry={() => void logins.refetch()} />;
  if (logins.data.length === 0) return <p>{intl.formatMessage(m.noLogins)}</p>;
  return (
    <div className="security__table-wrap">
      <table className="security__table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.loginTime)}</th>
            <th scope="col">{intl.formatMessage(m.loginIp)}</th>
            <th scope="col">{intl.formatMessage(m.loginDevice)}</th>
          </tr>
        </thead>
        <tbody>
          {logins.data.map((login) => (
            <tr key={`${login.at}-${login.ip}`} data-testid="login-record">
              <td>{intl.formatDate(login.at, { dateStyle: 'short', timeStyle: 'medium' })}</td>
              <td>
                <span>{login.ip}</span>
                {login.verified && (
                  <span className="security__verified">{intl.formatMessage(m.loginVerified)}</span>
                )}
              </td>
              <td>{login.device}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
