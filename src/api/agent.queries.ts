import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContractKind, SpanQuery, TeamQuery } from '#schemas/agent-api.ts';
import {
  getAgentAnnouncements,
  getAgentIncome,
  getAgentOverview,
  getAgentTransactions,
  getConsolidatedFlags,
  getContracts,
  getInvitations,
  getTeam,
  getTeamBetting,
  getTeamProfitLoss,
} from './agent.ts';
import { BOOT_ANSWER_FRESH_MS } from './boot-answer.ts';

/** Every agent-centre query of a member (under 'member': logout drops them). */
export const agentKey = (account: string) => ['member', 'agent', account] as const;

export const consolidatedFlagsQuery = (account: string) =>
  queryOptions({
    queryKey: [...agentKey(account), 'flags'] as const,
    queryFn: () => getConsolidatedFlags(),
    staleTime: Infinity,
  });

export const agentAnnouncementsQuery = (account: string) =>
  queryOptions({
    queryKey: [...agentKey(account), 'announcements'] as const,
    queryFn: () => getAgentAnnouncements(),
    // Asked for at boot on the agent centre (decision 016): not asked again at its first render.
    staleTime: BOOT_ANSWER_FRESH_MS,
  });

export const agentOverviewQuery = (account: string) =>
  queryOptions({
    queryKey: [...agentKey(account), 'overview'] as const,
    queryFn: () => getAgentOverview(),
  });

export const teamQuery = (account: string, query: TeamQuery) =>
  queryOptions({
    queryKey: [...agentKey(account), 'team', query.parent ?? '', query.search ?? ''] as const,
    queryFn: () => getTeam(query),
  });

export const teamBettingQuery = (account: string, query: SpanQuery) =>
  queryOptions({
    queryKey: [...agentKey(account), 'betting', query] as const,
    queryFn: () => getTeamBetting(query),
  });

export const teamProfitLossQuery = (account: string, query: SpanQuery) =>
  queryOptions({
    queryKey: [...agentKey(account), 'profit', query] as const,
    queryFn: () => getTeamProfitLoss(query),
  });

export const agentIncomeQuery = (account: string, query: SpanQuery) =>
  queryOptions({
    queryKey: [...agentKey(account), 'income', query] as const,
    queryFn: () => getAgentIncome(query),
  });

export const agentTransactionsQuery = (account: string, query: SpanQuery) =>
  queryOptions({
    queryKey: [...agentKey(account), 'transactions', query] as const,
    queryFn: () => getAgentTransactions(query),
  });

export const invitationsQuery = (account: string) =>
  queryOptions({
    queryKey: [...agentKey(account), 'invitations'] as const,
    queryFn: () => getInvitations(),
  });

export const contractsQuery = (account: string, kind: ContractKind) =>
  queryOptions({
    queryKey: [...agentKey(account), 'contracts', kind] as const,
    queryFn: () => getContracts(kind),
  });

/** Reloads everything of the agent centre (after a contract change, transfer, new account). */
export const invalidateAgent = (queryClient: QueryClient, account: string) =>
  queryClient.invalidateQueries({ queryKey: agentKey(account) });
