import { defineMessages } from 'react-intl';

/** Texts of refer and earn. */
export const referralMessages = {
  ...defineMessages({
    title: { id: 'referral.title', defaultMessage: 'Refer and earn' },
    loading: { id: 'referral.loading', defaultMessage: 'Loading…' },
    off: { id: 'referral.off', defaultMessage: 'Refer and earn is not available.' },
    link: { id: 'referral.link', defaultMessage: 'Your referral link' },
    code: { id: 'referral.code', defaultMessage: 'Your referral code' },
    copy: { id: 'referral.copy', defaultMessage: 'Copy' },
    copied: { id: 'referral.copied', defaultMessage: 'Copied' },
    qr: { id: 'referral.qr', defaultMessage: 'QR code of your referral link' },
    friends: { id: 'referral.friends', defaultMessage: 'Invited friends' },
    noFriends: {
      id: 'referral.noFriends',
      defaultMessage: 'Nobody has joined with your link yet.',
    },
    colFriend: { id: 'referral.col.friend', defaultMessage: 'Friend' },
    colJoined: { id: 'referral.col.joined', defaultMessage: 'Joined' },
    colDeposit: { id: 'referral.col.deposit', defaultMessage: 'First deposit' },
    colReward: { id: 'referral.col.reward', defaultMessage: 'Your reward' },
    colStatus: { id: 'referral.col.status', defaultMessage: 'Status' },
  }),
  ...defineMessages<{
    intro: { percent: number };
    total: { amount: string; count: number };
    status: { status: string };
  }>({
    intro: {
      id: 'referral.intro',
      defaultMessage:
        'Share your link or code. When a friend registers with it and makes a first deposit, you get {percent}% of that deposit.',
    },
    total: {
      id: 'referral.total',
      defaultMessage: '{count, plural, one {# friend} other {# friends}} invited, {amount} earned',
    },
    status: {
      id: 'referral.status',
      defaultMessage:
        '{status, select, registered {Registered} deposited {Deposited} rewarded {Rewarded} other {-}}',
    },
  }),
};
