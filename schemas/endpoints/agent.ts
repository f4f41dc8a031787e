import type {
  AgentAnnouncement,
  AgentOverview,
  AgentTransaction,
  ConsolidatedFlags,
  DownlineTransferRequest,
  DownlineTransferResult,
  IncomeRecord,
  Invitation,
  OpenAccountRequest,
  Report,
  SpanQuery,
  TeamBetRow,
  TeamMember,
  TeamProfitRow,
  TeamQuery,
} from '#schemas/agent-api.ts';
import type { WithdrawPasswordFailure } from '#schemas/withdraw-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/**
 * The agent centre (spec sections 2, 6 and 7): agents only (types 1, 2, 41, 42); a downline
 * named in a query must be in the caller's own downline (403 otherwise).
 */

/** The spec's consolidated contract flags (`/wps/member/info/funds/consolidated`). */
export const getConsolidatedFlags = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  access: 'agent',
  wire: wire<{ response: ConsolidatedFlags }>(),
});

export const getAgentAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/announcements',
  access: 'agent',
  wire: wire<{ response: AgentAnnouncement[] }>(),
});

export const getAgentOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/overview',
  access: 'agent',
  wire: wire<{ response: AgentOverview }>(),
});

export const getTeam = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team',
  access: 'agent',
  wire: wire<{ query: TeamQuery; response: TeamMember[] }>(),
});

export const getTeamBetting = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/betting',
  access: 'agent',
  wire: wire<{ query: SpanQuery; response: Report<TeamBetRow> }>(),
});

export const getTeamProfitLoss = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/profit',
  access: 'agent',
  wire: wire<{ query: SpanQuery; response: Report<TeamProfitRow> }>(),
});

/** The caller's contract income (salary and dividend settlements), newest first. */
export const getAgentIncome = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/income',
  access: 'agent',
  wire: wire<{ query: SpanQuery; response: IncomeRecord[] }>(),
});

/** The caller's own ledger records in the span, newest first. */
export const getAgentTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/transactions',
  access: 'agent',
  wire: wire<{ query: SpanQuery; response: AgentTransaction[] }>(),
});

/** The caller's invitation codes (the registration accepts them) with their links. */
export const getInvitations = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/invitations',
  access: 'agent',
  wire: wire<{ response: Invitation[] }>(),
});

/** Opens a member or sub-agent account directly under the caller. */
export const openDownlineAccount = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/accounts',
  access: 'agent',
  body: 'encrypted',
  wire: wire<{ body: OpenAccountRequest; response: TeamMember }>(),
});

/** Spec section 6: agents transfer to a downline (withdraw password). */
export const transferToDownline = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/transfer',
  access: 'agent',
  body: 'encrypted',
  wire: wire<{
    body: DownlineTransferRequest;
    response: DownlineTransferResult;
    failure: WithdrawPasswordFailure;
  }>(),
});
