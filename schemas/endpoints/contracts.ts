import type {
  Contract,
  ContractAnswerRequest,
  ContractIdRequest,
  ContractKind,
  ContractList,
  ContractOfferRequest,
  LowerRateFailure,
} from '#schemas/agent-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/**
 * Dividend, daily, hourly and real-time salary contracts (spec sections 3, 4 and 7). Every
 * change is checked by the platform: only the upline offers (to a direct downline agent), only
 * the other side answers, no rate above the upline's own; a kind whose brand switch is off
 * answers 403.
 */

export const getContracts = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  access: 'agent',
  wire: wire<{ query: { kind: ContractKind }; response: ContractList }>(),
});

/** 409 with the affected contracts when the lower-rate rule needs the caller's consent. */
export const offerContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts',
  access: 'agent',
  body: 'json',
  wire: wire<{ body: ContractOfferRequest; response: Contract; failure: LowerRateFailure }>(),
});

/** The other side's answer to the open request (a new contract or its termination). */
export const answerContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/answer',
  access: 'agent',
  body: 'json',
  wire: wire<{ body: ContractAnswerRequest; response: Contract }>(),
});

/** Either side asks to end an accepted contract. */
export const requestContractTermination = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/termination',
  access: 'agent',
  body: 'json',
  wire: wire<{ body: ContractIdRequest; response: Contract }>(),
});
