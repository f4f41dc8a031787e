import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  selectConfirmation,
  withdrawalConfirmationMachine,
  type ProofFile,
} from '#machines/withdrawal-confirmation/machine.ts';
import type { Withdrawal } from '#schemas/withdraw-api.ts';
import { confirmWithdrawal } from '#src/api/withdraw.ts';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { toMinorUnits } from './amount.ts';
import { createWithdrawalConfirmationImplementations } from './withdrawal-confirmation-implementations.ts';
import { withdrawalRecordMessages as m } from './withdraw-messages.ts';

const toProof = (file: File): ProofFile => ({
  name: file.name,
  type: file.type,
  size: file.size,
  previewUrl: URL.createObjectURL(file),
  file,
});

/**
 * A completed withdrawal waiting for the member's answer (spec section 4), run by the
 * `withdrawalConfirmation` machine; its auto-receipt timer counts from the completion time.
 */
export function WithdrawalConfirmationPanel({
  withdrawal,
  timeoutMinutes,
  elapsedMs,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  timeoutMinutes: number;
  /** Time gone since completion when the record was loaded. */
  elapsedMs: number;
  onAnswered: () => void;
}) {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const id = useId();
  const paid = withdrawal.amountMinor - withdrawal.feeMinor;
  const actor = useActorRef(
    withdrawalConfirmationMachine.provide(
      createWithdrawalConfirmationImplementations({
        confirm: async (request) => {
          await confirmWithdrawal(request);
          onAnswered();
        },
      }),
    ),
    {
      input: {
        withdrawal: { id: withdrawal.id, amount: paid },
        timeoutMinutes,
        elapsedMs,
      },
    },
  );
  const view = useSelector(actor, selectConfirmation);
  const [part, setPart] = useState('');
  const [showPart, setShowPart] = useState(false);
  const text = (ref: { id: string; values?: Record<string, string | number> }) =>
    intl.formatMessage(messageById(machineMessages, ref.id), ref.values);

  if (view.step === 'confirmed') {
    return (
      <p role="status">
        <FormattedMessage {...m.confirmed} />
      </p>
    );
  }
  if (view.step === 'autoReceived') {
    return (
      <p role="status">
        <FormattedMessage {...m.autoReceived} />
      </p>
    );
  }

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].map(toProof);
    event.target.value = '';
    actor.send({ type: 'proof.add', files });
  };

  return (
    <section className="withdraw-confirm" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <FormattedMessage
          {...m.confirmTitle}
          values={{ amount: formatMinor(paid), reference: withdrawal.reference }}
        />
      </h3>
      <p className="ui-field__hint">
        <FormattedMessage {...m.confirmDeadline} values={{ minutes: timeoutMinutes }} />
      </p>
      {view.step === 'choosing' && (
        <div className="withdraw-confirm__choices">
          <button
            type="button"
            className="button"
            data-testid="withdrawal-confirm-received"
            disabled={view.busy}
            onClick={() => actor.send({ type: 'confirm.received' })}
          >
            <FormattedMessage {...m.received} />
          </button>
          <button
            type="button"
            className="button button--outline"
            aria-expanded={showPart}
            onClick={() => setShowPart((open) => !open)}
          >
            <FormattedMessage {...m.partly} />
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => actor.send({ type: 'confirm.notReceived' })}
          >
            <FormattedMessage {...m.notReceived} />
          </button>
          {showPart && (
            <form
              className="ui-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'confirm.partly', amountReceived: toMinorUnits(part) ?? 0 });
              }}
            >
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${id}-part`}>
                  <FormattedMessage {...m.partAmount} />
                </label>
                <input
                  id={`${id}-part`}
                  className="ui-field__input"
                  inputMode="decimal"
                  value={part}
                  onChange={(e) => setPart(e.target.value)}
                  aria-invalid={view.error ? true : undefined}
                  aria-describedby={view.error ? `${id}-error` : undefined}
                />
              </div>
              <button type="submit" className="button" disabled={view.busy}>
                <FormattedMessage {...m.sendPart} />
              </button>
            </form>
          )}
        </div>
      )}
      {view.step === 'proving' && (
        <div className="withdraw-confirm__proof">
          <label className="ui-field__label" htmlFor={`${id}-proof`}>
            <FormattedMessage {...m.proofLabel} />
          </label>
          <input
            id={`${id}-proof`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={pick}
          />
          <ul className="withdraw-confirm__previews">
            {view.proofs.map((proof, index) => (
              <li key={proof.previewUrl}>
                <img src={proof.previewUrl} alt={proof.name} width={96} height={96} />
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() => actor.send({ type: 'proof.remove', index })}
                >
                  <FormattedMessage {...m.proofRemove} values={{ name: proof.name }} />
                </button>
              </li>
            ))}
          </ul>
          {view.refused.length > 0 && (
            <ul className="withdraw-confirm__refused" role="alert">
              {view.refused.map((refused, index) => (
                <li key={`${refused.name}-${index}`} className="ui-field__error">
                  <FormattedMessage
                    {...m.proofRefused}
                    values={{ name: refused.name, reason: text(refused.message) }}
                  />
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="button"
            disabled={view.busy}
            onClick={() => actor.send({ type: 'proof.submit' })}
          >
            <FormattedMessage {...m.sendProof} />
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => actor.send({ type: 'proof.back' })}
          >
            <FormattedMessage {...m.back} />
          </button>
        </div>
      )}
      <div id={`${id}-error`} className="ui-form__failure" role="alert">
        {view.error && text(view.error)}
        {view.failure &&
          (view.failure.serverMessage ??
            intl.formatMessage(messageById(machineMessages, view.failure.messageId)))}
      </div>
    </section>
  );
}
