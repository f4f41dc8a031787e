import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SecurityOverview } from '#schemas/account-api.ts';
import { securityOverviewQuery } from '#src/api/security.queries.ts';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useSession } from '#src/shared/session.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { AuthenticatorSetupForm } from './authenticator.tsx';
import { BankCards } from './bank-cards.tsx';
import { BindEmail } from './bind-email.tsx';
import { BindMobile } from './bind-mobile.tsx';
import { RecentLogins } from './recent-logins.tsx';
import { securityMessages as m, securityValueMessages } from './security-messages.ts';
import { WithdrawPasswordForm } from './withdraw-password.tsx';
import './security-centre.css';

const LEVELS = { low: m.levelLow, medium: m.levelMedium, high: m.levelHigh } as const;

type Editor = 'withdrawPassword' | 'mobile' | 'email' | 'authenticator' | null;

/** One item: its name, what is set, and a button that opens its form below. */
function Item({
  id,
  title,
  status,
  action,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  status: string;
  action: string | null;
  open: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <li className="security__item" data-testid={`security-item-${id}`}>
      <div className="security__item-head">
        <h2 className="security__item-title" id={`security-${id}`}>
          {title}
        </h2>
        <span className="security__item-status">{status}</span>
        {action && (
          <button
            type="button"
            className="button button--outline"
            aria-expanded={open}
            data-testid={`security-open-${id}`}
            onClick={onToggle}
          >
            {open ? intl.formatMessage(m.cancel) : action}
          </button>
        )}
      </div>
      {open && children}
    </li>
  );
}

/**
 * `/securityCenter` (spec section 2): the security level from what is set; the login password
 * (the change-password modal), the withdraw password, mobile and e-mail with a code, bank cards
 * in the real name, the authenticator (two-step login), recent logins.
 */
export function SecurityCentrePage() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const dialogs = useAuthDialogs();
  const overview = useQuery(securityOverviewQuery(account));
  const [editor, setEditor] = useState<Editor>(null);
  const toggle = (next: Editor) => () => setEditor((current) => (current === next ? null : next));
  const close = () => setEditor(null);

  return (
    <section className="member-centre__card security" aria-labelledby="security-title">
      <h1 id="security-title" className="member-centre__title">
        {intl.formatMessage(m.title)}
      </h1>
      {overview.isPending && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {overview.isError && <RetryNotice onRetry={() => void overview.refetch()} />}
      {overview.data && (
        <Content
          data={overview.data}
          account={account}
          editor={editor}
          toggle={toggle}
          close={close}
          openChangePassword={() => dialogs.open('changePassword', { reason: 'voluntary' })}
        />
      )}
    </section>
  );
}

function Content({
  data,
  account,
  editor,
  toggle,
  close,
  openChangePassword,
}: {
  data: SecurityOverview;
  account: string;
  editor: Editor;
  toggle: (next: Editor) => () => void;
  close: () => void;
  openChangePassword: () => void;
}) {
  const intl = useIntl();
  const set = intl.formatMessage(m.isSet);
  const notSet = intl.formatMessage(m.notSet);
  const change = intl.formatMessage(m.change);
  const bind = intl.formatMessage(m.bind);
  return (
    <>
      <div
        className={`security__level security__level--${data.level}`}
        data-testid="security-level"
        data-level={data.level}
      >
        <p>{intl.formatMessage(LEVELS[data.level])}</p>
        <meter min={0} max={100} low={50} high={80} optimum={100} value={data.score}>
          {intl.formatNumber(data.score / 100, { style: 'percent' })}
        </meter>
        {data.level !== 'high' && (
          <p className="security__hint">{intl.formatMessage(m.levelHint)}</p>
        )}
      </div>
      <ul className="security__items">
        <Item
          id="loginPassword"
          title={intl.formatMessage(m.loginPassword)}
          status={set}
          action={change}
          open={false}
          onToggle={openChangePassword}
        />
        <Item
          id="withdrawPassword"
          title={intl.formatMessage(m.withdrawPassword)}
          status={data.withdrawPassword ? set : notSet}
          action={data.withdrawPassword ? change : intl.formatMessage(m.save)}
          open={editor === 'withdrawPassword'}
          onToggle={toggle('withdrawPassword')}
        >
          <WithdrawPasswordForm isSet={data.withdrawPassword} onDone={close} />
        </Item>
        <Item
          id="mobile"
          title={intl.formatMessage(m.mobile)}
          status={data.mobile ?? notSet}
          action={data.mobile ? change : bind}
          open={editor === 'mobile'}
          onToggle={toggle('mobile')}
        >
          <BindMobile onDone={close} />
        </Item>
        <Item
          id="email"
          title={intl.formatMessage(m.email)}
          status={data.email ?? notSet}
          action={data.email ? change : bind}
          open={editor === 'email'}
          onToggle={toggle('email')}
        >
          <BindEmail onDone={close} />
        </Item>
        <Item
          id="realName"
          title={intl.formatMessage(m.realName)}
          status={data.realName ?? notSet}
          action={null}
          open={false}
          onToggle={() => {}}
        />
        <Item
          id="authenticator"
          title={intl.formatMessage(m.authenticator)}
          status={data.authenticator ? intl.formatMessage(m.authenticatorOn) : notSet}
          action={data.authenticator ? null : intl.formatMessage(m.authenticatorStart)}
          open={editor === 'authenticator'}
          onToggle={toggle('authenticator')}
        >
          <AuthenticatorSetupForm onDone={close} />
        </Item>
      </ul>
      <section className="security__section" aria-labelledby="security-cards">
        <h2 id="security-cards" className="security__item-title">
          {intl.formatMessage(securityValueMessages.bankCardsCount, { count: data.bankCards })}
        </h2>
        <BankCards account={account} realName={data.realName} />
      </section>
      <section className="security__section" aria-labelledby="security-logins">
        <h2 id="security-logins" className="security__item-title">
          {intl.formatMessage(m.recentLogins)}
        </h2>
        <RecentLogins account={account} />
      </section>
    </>
  );
}
