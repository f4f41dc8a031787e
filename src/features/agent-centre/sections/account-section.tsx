import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { OpenAccountRequest } from '#schemas/agent-api.ts';
import { openDownlineAccount } from '#src/api/agent.ts';
import { invalidateAgent, invitationsQuery } from '#src/api/agent.queries.ts';
import { PlatformError } from '#src/api/client.ts';
import { QueryState } from './query-state.tsx';
import { LazyQrCode } from '#src/ui/lazy-qr-code.tsx';

const m = {
  ...defineMessages({
    openTitle: { id: 'agentCentre.account.openTitle', defaultMessage: 'Open an account' },
    account: { id: 'agentCentre.account.account', defaultMessage: 'Account name' },
    accountHint: {
      id: 'agentCentre.account.accountHint',
      defaultMessage: 'A letter, then 3 to 15 letters or digits',
    },
    password: { id: 'agentCentre.account.password', defaultMessage: 'Password' },
    type: { id: 'agentCentre.account.type', defaultMessage: 'Account type' },
    member: { id: 'agentCentre.account.member', defaultMessage: 'Member' },
    subAgent: { id: 'agentCentre.account.subAgent', defaultMessage: 'Sub-agent' },
    submit: { id: 'agentCentre.account.submit', defaultMessage: 'Open the account' },
    required: { id: 'agentCentre.account.required', defaultMessage: 'Input cannot be empty' },
    failed: {
      id: 'agentCentre.account.failed',
      defaultMessage: 'The account could not be opened.',
    },
    invitations: { id: 'agentCentre.account.invitations', defaultMessage: 'Invitation links' },
    copy: { id: 'agentCentre.account.copy', defaultMessage: 'Copy the link' },
    copied: { id: 'agentCentre.account.copied', defaultMessage: 'Copied' },
  }),
  ...defineMessages<{
    opened: { account: string };
    code: { code: string };
    qr: { code: string };
  }>({
    opened: { id: 'agentCentre.account.opened', defaultMessage: 'Account {account} is open.' },
    code: { id: 'agentCentre.account.code', defaultMessage: 'Invitation code: {code}' },
    qr: { id: 'agentCentre.account.qr', defaultMessage: 'QR code of the invitation link {code}' },
  }),
};

/** The registration centre: open a member or sub-agent directly, or invite with a link or QR. */
export function AccountSection({ account }: { account: string }) {
  return (
    <div className="agent-centre__columns">
      <OpenAccountForm agent={account} />
      <Invitations agent={account} />
    </div>
  );
}

function OpenAccountForm({ agent }: { agent: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<OpenAccountRequest>({ account: '', password: '', type: 0 });
  const [missing, setMissing] = useState<('account' | 'password')[]>([]);
  const open = useMutation({
    mutationFn: openDownlineAccount,
    onSuccess: () => {
      setValues({ account: '', password: '', type: 0 });
      void invalidateAgent(queryClient, agent);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = (['account', 'password'] as const).filter((key) => values[key].trim() === '');
    setMissing(empty);
    if (empty.length === 0) open.mutate({ ...values, account: values.account.trim() });
  };
  const failure =
    open.error instanceof PlatformError && open.error.serverMessage
      ? open.error.serverMessage
      : open.error
        ? intl.formatMessage(m.failed)
        : null;
  return (
    <form
      className="agent-centre__form"
      onSubmit={submit}
      noValidate
      data-testid="open-account-form"
    >
      <h4>
        <FormattedMessage {...m.openTitle} />
      </h4>
      {(['account', 'password'] as const).map((key) => (
        <label key={key} className="records-field">
          <span>
            <FormattedMessage {...m[key]} />
          </span>
          <input
            name={key}
            type={key === 'password' ? 'password' : 'text'}
            autoComplete={key === 'password' ? 'new-password' : 'off'}
            value={values[key]}
            aria-invalid={missing.includes(key) || undefined}
            aria-describedby={`open-${key}-note`}
            onChange={(event) => setValues({ ...values, [key]: event.target.value })}
          />
          <small
            id={`open-${key}-note`}
            className={missing.includes(key) ? 'agent-centre__error' : 'agent-centre__muted'}
          >
            {missing.includes(key) ? (
              <FormattedMessage {...m.required} />
            ) : key === 'account' ? (
              <FormattedMessage {...m.accountHint} />
            ) : null}
          </small>
        </label>
      ))}
      <fieldset className="agent-centre__radios">
        <legend>
          <FormattedMessage {...m.type} />
        </legend>
        {([0, 2] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="type"
              checked={values.type === type}
              onChange={() => setValues({ ...values, type })}
            />
            <FormattedMessage {...(type === 0 ? m.member : m.subAgent)} />
          </label>
        ))}
      </fieldset>
      {failure && (
        <p className="agent-centre__error" role="alert">
          {failure}
        </p>
      )}
      {open.isSuccess && (
        <p role="status">
          <FormattedMessage {...m.opened} values={{ account: open.data.account }} />
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={open.isPending}>
        <FormattedMessage {...m.submit} />
      </button>
    </form>
  );
}

function Invitations({ agent }: { agent: string }) {
  const intl = useIntl();
  const query = useQuery(invitationsQuery(agent));
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div>
      <h4>
        <FormattedMessage {...m.invitations} />
      </h4>
      <QueryState status={query.status} onRetry={() => void query.refetch()}>
        <ul className="agent-centre__cards">
          {(query.data ?? []).map(({ code, path }) => {
            const url = `${window.location.origin}${path}`;
            return (
              <li
                key={code}
                className="agent-centre__card agent-centre__invitation"
                data-testid="invitation"
              >
                <LazyQrCode
                  value={url}
                  size={130}
                  level="M"
                  marginSize={2}
                  title={intl.formatMessage(m.qr, { code })}
                  role="img"
                  data-testid="invitation-qr"
                />
                <div>
                  <p>
                    <FormattedMessage {...m.code} values={{ code }} />
                  </p>
                  <a href={path} className="agent-centre__link">
                    {url}
                  </a>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      void navigator.clipboard?.writeText(url).then(() => setCopied(code));
                    }}
                  >
                    <FormattedMessage {...(copied === code ? m.copied : m.copy)} />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </div>
  );
}
