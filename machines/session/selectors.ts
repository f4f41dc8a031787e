/** What the header, guards and chat read from the session. */
import type { SnapshotFrom } from 'xstate';
import {
  canUseMemberCentre,
  chatAccess,
  guardedAction,
  isAgentType,
  isTrialType,
  serviceChoice,
  type GuardVerdict,
} from '../member.ts';
import type { MemberInfo } from '../types.ts';
import type { sessionMachine } from './machine.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsLoggedIn = (s: SessionSnapshot): boolean => s.hasTag('authenticated');
export const selectMember = (s: SessionSnapshot): MemberInfo | null => s.context.member;
/** Agent centre: member types 1, 2, 41, 42. */
export const selectIsAgent = (s: SessionSnapshot): boolean => isAgentType(s.context.member?.type);
/** Trial account (type 4, free play). */
export const selectIsTrial = (s: SessionSnapshot): boolean => isTrialType(s.context.member?.type);
export const selectCanUseMemberCentre = (s: SessionSnapshot): boolean =>
  canUseMemberCentre(s.context);
export const selectServiceChoice = (s: SessionSnapshot): 'VIP' | 'LIVECHAT' =>
  serviceChoice(s.context.member);
export const selectGuardedAction = (s: SessionSnapshot): GuardVerdict => guardedAction(s.context);
/** The chat window: the login popup for guests, blocked for trial accounts. */
export const selectChatAccess = (s: SessionSnapshot) => chatAccess(s.context);
