/** Rules that follow from who the member is (spec sections 4 and 6). */
import { AGENT_TYPES, TRIAL_TYPE, type MemberInfo } from './types.ts';
import { MESSAGE_IDS } from './message-ids.ts';

/** Types 1, 2, 41 and 42 open the agent centre. */
export const isAgentType = (type: number | undefined): boolean =>
  (AGENT_TYPES as readonly number[]).includes(type ?? -1);

/** Type 4: a trial account without real money. */
export const isTrialType = (type: number | undefined): boolean => type === TRIAL_TYPE;

/** Rank level above 4 is served by the VIP service, everyone else by live chat. */
export const serviceChoice = (member: MemberInfo | null): 'VIP' | 'LIVECHAT' =>
  (member?.clubLabel?.rankLevel ?? 0) > 4 ? 'VIP' : 'LIVECHAT';

/** Who is asking: a token and (once loaded) the member. */
export interface Viewer {
  token: string | null;
  member: MemberInfo | null;
}

/** Member-centre access (deposit, withdraw, ...): a token and not a trial account. */
export const canUseMemberCentre = ({ token, member }: Viewer): boolean =>
  token !== null && member !== null && !isTrialType(member.type);

/**
 * Favourites, recent games, lottery favourites and game launch: guests are sent to the login
 * popup, trial accounts are told a real account is needed.
 */
export type GuardVerdict = 'login' | 'needRealAccount' | 'allowed';

export function guardedAction({ token, member }: Viewer): GuardVerdict {
  if (token === null || member === null) return 'login';
  return isTrialType(member.type) ? 'needRealAccount' : 'allowed';
}

/** The chat window: guests log in first; trial accounts are blocked ('in_please_information'). */
export function chatAccess({ token, member }: Viewer): 'login' | 'blocked' | 'allowed' {
  if (token === null || member === null) return 'login';
  return isTrialType(member.type) ? 'blocked' : 'allowed';
}

/** The warning each refusal shows ('Please log in first', 'in_need_true_account'). */
export const GUARD_MESSAGE_IDS = {
  login: MESSAGE_IDS.loginFirst,
  needRealAccount: MESSAGE_IDS.needRealAccount,
  blocked: MESSAGE_IDS.chatBlocked,
} as const;
