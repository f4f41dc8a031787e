import type { CustomerServiceEntry, MemberInfo } from '#schemas/platform-api.ts';

export type AvatarMenuItem =
  | { id: string; kind: 'link'; to: string; messageId: string; text?: string }
  | { id: string; kind: 'external'; href: string; messageId: string }
  /** Opens the online customer-service popup (spec section 7). */
  | { id: 'support'; kind: 'customerService'; messageId: string }
  | { id: 'signOut'; kind: 'signOut'; messageId: string };

interface Viewer {
  member: MemberInfo;
  isAgent: boolean;
  canUseMemberCentre: boolean;
  customerService: readonly CustomerServiceEntry[];
}

/**
 * The online customer-service entry, when the brand has the third-party chat service
 * (COMM100): it opens the popup of spec section 7 rather than the entry's own path.
 */
function supportItem(entries: readonly CustomerServiceEntry[]): AvatarMenuItem | null {
  if (!entries.some((e) => e.csType === 'COMM100')) return null;
  return { id: 'support', kind: 'customerService', messageId: 'avatarMenu.support' };
}

/**
 * The avatar dropdown of spec section 2, in order: nickname (profile), member label (VIP
 * ranks, or the security centre without a label), agent centre (agents), member centre
 * (member-centre access), account record, betting record, support (COMM100), sign out.
 */
export function avatarMenuItems({
  member,
  isAgent,
  canUseMemberCentre,
  customerService,
}: Viewer): AvatarMenuItem[] {
  const label = member.memberLabel[0]?.labelName;
  const items: (AvatarMenuItem | null | false)[] = [
    {
      id: 'profile',
      kind: 'link',
      to: '/profile',
      messageId: 'avatarMenu.profile',
      text: member.nickname || member.account,
    },
    label
      ? { id: 'label', kind: 'link', to: '/playerRank', messageId: 'avatarMenu.label', text: label }
      : {
          id: 'label',
          kind: 'link',
          to: '/securityCenter',
          messageId: 'avatarMenu.securityCenter',
        },
    isAgent && {
      id: 'agentCentre',
      kind: 'link',
      to: '/agentCentre',
      messageId: 'avatarMenu.agentCentre',
    },
    canUseMemberCentre && {
      id: 'memberCentre',
      kind: 'link',
      to: '/memberCentre',
      messageId: 'avatarMenu.memberCentre',
    },
    {
      id: 'transactionHistory',
      kind: 'link',
      to: '/transactionHistory',
      messageId: 'avatarMenu.transactionHistory',
    },
    {
      id: 'personalHistoryCopy',
      kind: 'link',
      to: '/personalHistoryCopy',
      messageId: 'avatarMenu.personalHistoryCopy',
    },
    supportItem(customerService),
    { id: 'signOut', kind: 'signOut', messageId: 'avatarMenu.signOut' },
  ];
  return items.filter((item): item is AvatarMenuItem => Boolean(item));
}
