/** The transfer pages: one chunk, as both are reached from the same member-centre menu. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VendorCard } from '#schemas/platform-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { getVendorGroups } from '#src/api/games.ts';
import { getMerchantWallet, transferToUpline, transferWallet } from '#src/api/withdraw.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { useSubmissionKey } from '#src/shared/use-submission-key.ts';
import { transferMessages as m } from './transfer-messages.ts';
import { useSession } from '#src/shared/session.tsx';

/**
 * `/transferFund` (spec sections 2, 3 and 7): money between the main wallet and a vendor's
 * game wallet. A single-wallet merchant (`isSingle`) has nothing to transfer.
 */
export function TransferFundPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const formatMinor = useFormatMinor();
  const id = useId();
  const [single, setSingle] = useState<boolean | null>(null);
  const [vendors, setVendors] = useState<VendorCard[]>([]);
  const [vassalage, setVassalage] = useState('');
  const [direction, setDirection] = useState<'IN' | 'OUT'>('IN');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([getMerchantWallet(), getVendorGroups()]).then(
      ([wallet, groups]) => {
        if (!live) return;
        const list = groups.flatMap((group) => group.vendors);
        setSingle(wallet.isSingle);
        setVendors(list);
        setVassalage(list[0]?.vassalage ?? '');
      },
      () => live && setFailure(intl.formatMessage(m.failed)),
    );
    return () => {
      live = false;
    };
  }, [intl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.trim());
    const invalid = amount.trim() === '' || !(value > 0);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    setFailure(null);
    try {
      const { sumBalance } = await transferWallet({ vassalage, amount: value, direction });
      setBalance(sumBalance);
      void invalidateBalance(queryClient);
      setAmount('');
    } catch (e) {
      setFailure(
        e instanceof PlatformError && e.serverMessage
          ? e.serverMessage
          : intl.formatMessage(m.failed),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="member-centre__card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="member-centre__title">
        <FormattedMessage {...m.fundTitle} />
      </h1>
      {single === null && !failure && (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      )}
      {single === true && (
        <p>
          <FormattedMessage {...m.single} />
        </p>
      )}
      {single === false && (
        <form className="ui-form" onSubmit={submit} noValidate>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-vendor`}>
              <FormattedMessage {...m.vendor} />
            </label>
            <select
              id={`${id}-vendor`}
              className="ui-field__input"
              value={vassalage}
              onChange={(e) => setVassalage(e.target.value)}
            >
              {vendors.map((vendor) => (
                <option key={`${vendor.gameCategory}-${vendor.vassalage}`} value={vendor.vassalage}>
                  {vendor.accountTypeName}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="ui-field">
            <legend className="ui-field__label">
              <FormattedMessage {...m.direction} />
            </legend>
            {(['IN', 'OUT'] as const).map((d) => (
              <label key={d} className="ui-form__check">
                <input
                  type="radio"
                  name={`${id}-direction`}
                  checked={direction === d}
                  onChange={() => setDirection(d)}
                />
                <FormattedMessage {...(d === 'IN' ? m.into : m.out)} />
              </label>
            ))}
          </fieldset>
          <TextField
            id={`${id}-amount`}
            label={<FormattedMessage {...m.amount} />}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error && <FormattedMessage {...m.amountInvalid} />}
          />
          <button type="submit" className="button" disabled={busy}>
            <FormattedMessage {...m.submit} />
          </button>
        </form>
      )}
      <div className="ui-form__failure" role="alert">
        {failure}
      </div>
      {balance !== null && (
        <p role="status">
          <FormattedMessage
            {...m.done}
            values={{ amount: formatMinor(Math.round(balance * 100)) }}
          />
        </p>
      )}
    </section>
  );
}

/** `/transferUpline` (spec section 6): money from the member to its upline, with the withdraw password. */
export function TransferUplinePage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const formatMinor = useFormatMinor();
  const id = useId();
  const { member } = useSession();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: boolean; password?: boolean }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ upline: string; balanceMinor: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = Math.round(Number(amount.trim()) * 100);
    const found = { amount: amount.trim() === '' || !(minor > 0), password: password === '' };
    setErrors(found);
    if (found.amount || found.password) return;
    const idempotencyKey = submission.take();
    setBusy(true);
    setFailure(null);
    try {
      setDone(await transferToUpline({ amountMinor: minor, password, idempotencyKey }));
      setAmount('');
      setPassword('');
      void invalidateBalance(queryClient);
    } catch (e) {
      setFailure(
        e instanceof PlatformError && e.serverMessage
          ? e.serverMessage
          : intl.formatMessage(m.failed),
      );
    } finally {
      submission.done();
      setBusy(false);
    }
  };

  return (
    <section className="member-centre__card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="member-centre__title">
        <FormattedMessage {...m.uplineTitle} />
      </h1>
      {!member?.toUpline ? (
        <p>
          <FormattedMessage {...m.noUpline} />
        </p>
      ) : (
        <form className="ui-form" onSubmit={submit} noValidate>
          <TextField
            id={`${id}-amount`}
            label={<FormattedMessage {...m.amount} />}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount && <FormattedMessage {...m.amountInvalid} />}
          />
          <TextField
            id={`${id}-password`}
            label={<FormattedMessage {...m.password} />}
            type="password"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password && <FormattedMessage {...m.passwordRequired} />}
          />
          <button type="submit" className="button" disabled={busy}>
            <FormattedMessage {...m.submit} />
          </button>
        </form>
      )}
      <div className="ui-form__failure" role="alert">
        {failure}
      </div>
      {done && (
        <p role="status">
          <FormattedMessage
            {...m.uplineDone}
            values={{ upline: done.upline, amount: formatMinor(done.balanceMinor) }}
          />
        </p>
      )}
    </section>
  );
}
