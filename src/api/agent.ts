import type {
  ContractAnswerRequest,
  ContractKind,
  ContractOfferRequest,
  DownlineTransferRequest,
  OpenAccountRequest,
  SpanQuery,
  TeamQuery,
} from '#schemas/agent-api.ts';
import * as agent from '#schemas/endpoints/agent.ts';
import * as contracts from '#schemas/endpoints/contracts.ts';
import { call } from './client.ts';

/** The agent centre's calls (agents only; the platform answers 403 to anyone else). */

export const getConsolidatedFlags = () => call(agent.getConsolidatedFlags);
export const getAgentAnnouncements = () => call(agent.getAgentAnnouncements);
export const getAgentOverview = () => call(agent.getAgentOverview);
export const getTeam = (query: TeamQuery) => call(agent.getTeam, { query });
export const getTeamBetting = (query: SpanQuery) => call(agent.getTeamBetting, { query });
export const getTeamProfitLoss = (query: SpanQuery) => call(agent.getTeamProfitLoss, { query });
export const getAgentIncome = (query: SpanQuery) => call(agent.getAgentIncome, { query });
export const getAgentTransactions = (query: SpanQuery) =>
  call(agent.getAgentTransactions, { query });
export const getInvitations = () => call(agent.getInvitations);

/** Opens a member or sub-agent account under the caller (encrypted). */
export const openDownlineAccount = (body: OpenAccountRequest) =>
  call(agent.openDownlineAccount, { body });

/** Money to a downline (encrypted, withdraw password, idempotency key). */
export const transferToDownline = (body: DownlineTransferRequest) =>
  call(agent.transferToDownline, { body });

export const getContracts = (kind: ContractKind) =>
  call(contracts.getContracts, { query: { kind } });

/** 409 with `value.lowerRate` when the lower-rate rule needs the caller's consent. */
export const offerContract = (body: ContractOfferRequest) =>
  call(contracts.offerContract, { body });

export const answerContract = (body: ContractAnswerRequest) =>
  call(contracts.answerContract, { body });

export const requestContractTermination = (id: string) =>
  call(contracts.requestContractTermination, { body: { id } });
