import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractMachine } from '#machines/contract/machine.ts';
import type { Contract } from '#schemas/agent-api.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { createContractImplementations } from './contract-implementations.ts';
import { asFraction, contractMessages as m } from './contract-messages.ts';

/** The tiers of a contract in words. */
export function TierList({ contract }: { contract: Pick<Contract, 'tiers'> }) {
  const formatMinor = useFormatMinor();
  return (
    <ul className="agent-centre__tiers">
      {contract.tiers.map((tier, index) => (
        <li key={index}>
          <FormattedMessage
            {...m.tier}
            values={{
              rate: asFraction(tier.rate),
              activeMembers: tier.activeMembers,
              volume: formatMinor(tier.volumeMinor),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * One contract with what the viewer may do about it, run by its own `contract` machine: the
 * downline accepts or rejects an offer, either side asks to end one in force and the other
 * answers. Income settles on the machine's clock while it is in force (a reload of the data).
 */
export function ContractItem({
  contract,
  viewer,
  refresh,
}: {
  contract: Contract;
  viewer: string;
  refresh: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const actor = useActorRef(contractMachine.provide(createContractImplementations({ refresh })), {
    input: { viewer, kind: contract.kind, contract },
  });
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value,
    busy: snapshot.hasTag('loading'),
    failure: snapshot.context.failure,
    shown: snapshot.context.contract ?? contract,
  }));
  // The platform's newer answer (the other side acted, a reload) moves the machine.
  useEffect(() => {
    const known = actor.getSnapshot().context.contract;
    if (known && (known.status !== contract.status || known.updatedAt !== contract.updatedAt)) {
      actor.send({ type: 'contract.updated', contract });
    }
  }, [actor, contract]);

  const shown = state.shown;
  const canAnswerOffer = state.value === 'pending' && shown.downline === viewer;
  const canAnswerEnd = state.value === 'terminationRequested' && shown.requestedBy !== viewer;
  const canEnd = state.value === 'accepted' || state.value === 'settling';
  const statusText =
    shown.status === 'terminationRequested'
      ? intl.formatMessage(m.terminationRequested, { account: shown.requestedBy ?? '' })
      : intl.formatMessage(m[shown.status]);

  return (
    <li
      className="agent-centre__card agent-centre__contract"
      data-testid="contract-offer"
      data-status={shown.status}
      data-contract-id={shown.id}
    >
      <p className="agent-centre__contract-head">
        <strong>
          {shown.upline === viewer ? (
            <FormattedMessage {...m.to} values={{ downline: shown.downline }} />
          ) : (
            <FormattedMessage {...m.from} values={{ upline: shown.upline }} />
          )}
        </strong>
        <span
          className={`agent-centre__status agent-centre__status--${shown.status}`}
          data-testid="contract-status"
        >
          {statusText}
        </span>
      </p>
      <TierList contract={shown} />
      {shown.period && (
        <p className="agent-centre__muted">
          <FormattedMessage
            {...m.period}
            values={{ period: intl.formatMessage(m[shown.period]) }}
          />
        </p>
      )}
      {state.failure && (
        <p className="agent-centre__error" role="alert">
          {state.failure.serverMessage ?? intl.formatMessage(m.failed)}
        </p>
      )}
      <div className="agent-centre__actions">
        {(canAnswerOffer || canAnswerEnd) && (
          <>
            <button
              type="button"
              className="button button--primary"
              data-testid="contract-accept"
              disabled={state.busy}
              onClick={() => actor.send({ type: 'contract.accept' })}
            >
              <FormattedMessage {...(canAnswerOffer ? m.accept : m.agreeEnd)} />
            </button>
            <button
              type="button"
              className="button"
              data-testid="contract-reject"
              disabled={state.busy}
              onClick={() => actor.send({ type: 'contract.reject' })}
            >
              <FormattedMessage {...(canAnswerOffer ? m.reject : m.keep)} />
            </button>
          </>
        )}
        {canEnd && (
          <button
            type="button"
            className="button"
            data-testid="contract-terminate"
            disabled={state.busy}
            onClick={() => actor.send({ type: 'contract.requestTermination' })}
          >
            <FormattedMessage {...m.terminate} />
          </button>
        )}
      </div>
    </li>
  );
}
