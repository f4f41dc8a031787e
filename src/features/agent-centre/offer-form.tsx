import { useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractMachine } from '#machines/contract/machine.ts';
import type { ContractKind, ContractPeriod, ContractTier, TeamMember } from '#schemas/agent-api.ts';
import { Icon } from '#src/ui/icon.tsx';
import { toMinorAmount } from './sections/downline-transfer.tsx';
import { createContractImplementations } from './contract-implementations.ts';
import { asFraction, contractMessages as m } from './contract-messages.ts';

interface TierText {
  activeMembers: string;
  volume: string;
  rate: string;
}

const EMPTY_TIER: TierText = { activeMembers: '0', volume: '0', rate: '' };
const PERIODS: readonly ContractPeriod[] = ['D', 'W', 'H', 'M'];

/** The tiers as typed, or null when one is not valid (whole figures, a rate above 0). */
export function readTiers(rows: readonly TierText[]): ContractTier[] | null {
  const tiers = rows.map((row) => {
    const activeMembers = /^\d+$/.test(row.activeMembers.trim()) ? Number(row.activeMembers) : NaN;
    const volumeMinor = row.volume.trim() === '0' ? 0 : toMinorAmount(row.volume);
    const rateText = row.rate.trim().replace(',', '.');
    const rate = /^\d+(\.\d{1,2})?$/.test(rateText) ? Number(rateText) : NaN;
    return { activeMembers, volumeMinor: volumeMinor ?? NaN, rate };
  });
  const valid = tiers.every(
    (tier) =>
      Number.isInteger(tier.activeMembers) && Number.isInteger(tier.volumeMinor) && tier.rate > 0,
  );
  return valid && tiers.length > 0 ? tiers : null;
}

/**
 * The upline's offer, run by the `contract` machine: the platform's lower-rate answer shows
 * the warning; agreeing sends the offer again with consent, cancelling keeps what was typed
 * and changes nothing on the platform.
 */
export function OfferForm({
  kind,
  viewer,
  downlines,
  ceilingRate,
  refresh,
  onNewOffer,
}: {
  kind: ContractKind;
  viewer: string;
  /** The viewer's direct downline agents. */
  downlines: readonly TeamMember[];
  ceilingRate: number;
  refresh: () => Promise<unknown>;
  /** Starts a fresh form (the parent gives it a new key). */
  onNewOffer: () => void;
}) {
  const intl = useIntl();
  const actor = useActorRef(contractMachine.provide(createContractImplementations({ refresh })), {
    input: { viewer, kind, contract: null },
  });
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value,
    busy: snapshot.hasTag('loading'),
    affected: snapshot.context.affected,
    failure: snapshot.context.failure,
    sent: snapshot.context.contract,
  }));
  const [downline, setDownline] = useState('');
  const [rows, setRows] = useState<TierText[]>([{ ...EMPTY_TIER }]);
  const [period, setPeriod] = useState<ContractPeriod>('D');
  const [problems, setProblems] = useState<{ downline?: boolean; tiers?: boolean }>({});

  if (downlines.length === 0) {
    return (
      <p className="agent-centre__muted">
        <FormattedMessage {...m.noDownline} />
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tiers = readTiers(rows);
    setProblems({ downline: downline === '', tiers: tiers === null });
    if (downline === '' || tiers === null) return;
    actor.send({
      type: 'contract.offer',
      draft: { downline, tiers, period: kind === 'dividend' ? period : null },
    });
  };

  if (state.value === 'pending' && state.sent) {
    return (
      <div className="agent-centre__card" role="status">
        <p>
          <FormattedMessage {...m.sent} values={{ downline: state.sent.downline }} />
        </p>
        <button type="button" className="button" onClick={onNewOffer}>
          <FormattedMessage {...m.offerTitle} />
        </button>
      </div>
    );
  }

  return (
    <form
      className="agent-centre__form agent-centre__card"
      onSubmit={submit}
      noValidate
      data-testid="contract-offer-form"
    >
      <h4>
        <FormattedMessage {...m.offerTitle} />
      </h4>
      <p className="agent-centre__muted">
        <FormattedMessage {...m.ceiling} values={{ rate: asFraction(ceilingRate) }} />
      </p>
      <label className="records-field">
        <span>
          <FormattedMessage {...m.downline} />
        </span>
        <select
          name="downline"
          value={downline}
          aria-invalid={problems.downline || undefined}
          onChange={(event) => setDownline(event.target.value)}
        >
          <option value="">{intl.formatMessage(m.chooseDownline)}</option>
          {downlines.map((agent) => (
            <option key={agent.account} value={agent.account}>
              {agent.account}
            </option>
          ))}
        </select>
        {problems.downline && (
          <small className="agent-centre__error">
            <FormattedMessage {...m.required} />
          </small>
        )}
      </label>
      {kind === 'dividend' && (
        <label className="records-field">
          <span>
            <FormattedMessage {...m.periodLabel} />
          </span>
          <select
            name="period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as ContractPeriod)}
          >
            {PERIODS.map((code) => (
              <option key={code} value={code}>
                {intl.formatMessage(m[code])}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="agent-centre__tier-editor">
        <legend>
          <FormattedMessage {...m.tiers} />
        </legend>
        {rows.map((row, index) => (
          <div key={index} className="agent-centre__tier-row" data-testid="contract-tier">
            {(
              [
                ['activeMembers', m.activeMembers],
                ['volume', kind === 'dividend' ? m.volumeDividend : m.volumeSalary],
                ['rate', m.rate],
              ] as const
            ).map(([field, label]) => (
              <label key={field} className="records-field">
                <span>{intl.formatMessage(label)}</span>
                <input
                  name={`${field}-${index}`}
                  inputMode="decimal"
                  value={row[field]}
                  aria-invalid={problems.tiers || undefined}
                  onChange={(event) =>
                    setRows(
                      rows.map((r, i) => (i === index ? { ...r, [field]: event.target.value } : r)),
                    )
                  }
                />
              </label>
            ))}
            {rows.length > 1 && (
              <button
                type="button"
                className="button"
                aria-label={intl.formatMessage(m.removeTier, { number: index + 1 })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <Icon name="close" />
              </button>
            )}
          </div>
        ))}
        {rows.length < 5 && (
          <button
            type="button"
            className="button"
            onClick={() => setRows([...rows, { ...EMPTY_TIER }])}
          >
            <FormattedMessage {...m.addTier} />
          </button>
        )}
        {problems.tiers && (
          <p className="agent-centre__error">
            <FormattedMessage {...m.badTier} />
          </p>
        )}
      </fieldset>
      {state.failure && (
        <p className="agent-centre__error" role="alert">
          {state.failure.serverMessage ?? intl.formatMessage(m.failed)}
        </p>
      )}
      {state.value === 'lowerRateWarning' && (
        <div
          className="agent-centre__warning"
          role="alertdialog"
          aria-labelledby="lower-rate-title"
          data-testid="contract-lower-rate-warning"
        >
          <p id="lower-rate-title">
            <strong>
              <FormattedMessage {...m.lowerTitle} values={{ downline }} />
            </strong>
          </p>
          <p>
            <FormattedMessage
              {...m.lowerBody}
              values={{ count: state.affected.length, downline }}
            />
          </p>
          <ul>
            {state.affected.map((item) => (
              <li key={item.id}>
                <FormattedMessage
                  {...m.lowerItem}
                  values={{ account: item.downline, rate: asFraction(item.rate) }}
                />
              </li>
            ))}
          </ul>
          <div className="agent-centre__actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="contract-lower-rate-confirm"
              onClick={() => actor.send({ type: 'contract.confirmLowerRate' })}
            >
              <FormattedMessage {...m.lowerConfirm} />
            </button>
            <button
              type="button"
              className="button"
              data-testid="contract-lower-rate-cancel"
              onClick={() => actor.send({ type: 'contract.cancel' })}
            >
              <FormattedMessage {...m.lowerCancel} />
            </button>
          </div>
        </div>
      )}
      <button
        type="submit"
        className="button button--primary"
        data-testid="contract-offer-submit"
        disabled={state.busy || state.value === 'lowerRateWarning'}
      >
        <FormattedMessage {...m.submit} />
      </button>
    </form>
  );
}
