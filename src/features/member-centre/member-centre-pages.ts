import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The personal-centre pages in the spec's order (section 2, "Personal centre pages"). */
export const PERSONAL_CENTRE_ORDER = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'signInTask',
  'playerRank',
] as const;
export type PersonalCentrePage = (typeof PERSONAL_CENTRE_ORDER)[number];

/**
 * The pages built so far, each with its menu label: a page is in the member centre's menu
 * once it is built (and routed inside the member-centre layout), never as "coming soon".
 */
export const BUILT_PAGES: Partial<Record<PersonalCentrePage, MessageDescriptor>> = defineMessages({
  transferFund: { id: 'memberCentre.menu.transferFund', defaultMessage: 'Wallet transfer' },
  depositv2: { id: 'memberCentre.menu.depositv2', defaultMessage: 'Deposit' },
  withdraw: { id: 'memberCentre.menu.withdraw', defaultMessage: 'Withdraw' },
  transferUpline: { id: 'memberCentre.menu.transferUpline', defaultMessage: 'Transfer to upline' },
  referral: { id: 'memberCentre.menu.referral', defaultMessage: 'Refer and earn' },
  missionLeaderboard: {
    id: 'memberCentre.menu.missionLeaderboard',
    defaultMessage: 'Mission leaderboard',
  },
  signInTask: { id: 'memberCentre.menu.signInTask', defaultMessage: 'Daily sign-in' },
  playerRank: { id: 'memberCentre.menu.playerRank', defaultMessage: 'VIP' },
  personalHistoryCopy: {
    id: 'memberCentre.menu.personalHistoryCopy',
    defaultMessage: 'Betting record',
  },
  transactionHistory: {
    id: 'memberCentre.menu.transactionHistory',
    defaultMessage: 'Account record',
  },
  personalProfit: { id: 'memberCentre.menu.personalProfit', defaultMessage: 'Profit and loss' },
  bonusDetails: { id: 'memberCentre.menu.bonusDetails', defaultMessage: 'Bonus details' },
  messageV2: { id: 'memberCentre.menu.messageV2', defaultMessage: 'Messages' },
  securityCenter: { id: 'memberCentre.menu.securityCenter', defaultMessage: 'Security centre' },
  rewardCenter: { id: 'memberCentre.menu.rewardCenter', defaultMessage: 'Bonus centre' },
});

export interface MenuEntry {
  page: PersonalCentrePage;
  path: string;
  label: MessageDescriptor;
}

/** The menu: the built pages, in the spec's order. */
export function memberCentreMenu(
  built: Partial<Record<PersonalCentrePage, MessageDescriptor>> = BUILT_PAGES,
): MenuEntry[] {
  return PERSONAL_CENTRE_ORDER.flatMap((page) => {
    const label = built[page];
    return label ? [{ page, path: `/${page}`, label }] : [];
  });
}
