import { defineMessages } from 'react-intl';

/** Texts of the VIP page. */
export const vipMessages = {
  ...defineMessages({
    title: { id: 'vip.title', defaultMessage: 'VIP' },
    loading: { id: 'vip.loading', defaultMessage: 'Loading…' },
    current: { id: 'vip.current', defaultMessage: 'Your level' },
    labels: { id: 'vip.labels', defaultMessage: 'Your member labels' },
    topLevel: { id: 'vip.topLevel', defaultMessage: 'You are at the top level.' },
    levels: { id: 'vip.levels', defaultMessage: 'Levels and benefits' },
    colLevel: { id: 'vip.col.level', defaultMessage: 'Level' },
    colBet: { id: 'vip.col.bet', defaultMessage: 'Valid bet needed' },
    colUpgrade: { id: 'vip.col.upgrade', defaultMessage: 'Upgrade bonus' },
    colBirthday: { id: 'vip.col.birthday', defaultMessage: 'Birthday bonus' },
    colRebate: { id: 'vip.col.rebate', defaultMessage: 'Rebate' },
    colWithdrawals: { id: 'vip.col.withdrawals', defaultMessage: 'Withdrawals a day' },
    vipService: {
      id: 'vip.service',
      defaultMessage: 'Above Platinum, a VIP customer service answers you.',
    },
  }),
  ...defineMessages<{
    progress: { bet: string; next: string; level: string };
    toNext: { amount: string; level: string };
    rank: { level: number };
  }>({
    progress: {
      id: 'vip.progress',
      defaultMessage: 'Valid bet {bet} of {next} for {level}',
    },
    toNext: { id: 'vip.toNext', defaultMessage: '{amount} more to reach {level}' },
    rank: { id: 'vip.rank', defaultMessage: 'VIP {level}' },
  }),
};
