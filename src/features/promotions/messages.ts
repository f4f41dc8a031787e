import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ActivityStatus, PromotionType } from '#schemas/promotions-api.ts';

/** Texts of the promotions pages and the bonus centre. */
export const promotionMessages = {
  ...defineMessages({
    title: { id: 'promotions.title', defaultMessage: 'Promotions' },
    filterLabel: { id: 'promotions.filter.label', defaultMessage: 'Promotion type' },
    allTypes: { id: 'promotions.filter.all', defaultMessage: 'All' },
    loading: { id: 'promotions.loading', defaultMessage: 'Loading promotions…' },
    loadFailed: {
      id: 'promotions.loadFailed',
      defaultMessage: 'The promotions could not be loaded.',
    },
    retry: { id: 'promotions.retry', defaultMessage: 'Try again' },
    empty: { id: 'promotions.empty', defaultMessage: 'No promotion of this type at the moment.' },
    details: { id: 'promotions.details', defaultMessage: 'Details' },
    back: { id: 'promotions.back', defaultMessage: 'All promotions' },
    notFound: { id: 'promotions.notFound', defaultMessage: 'This promotion does not exist.' },
    failed: { id: 'promotions.failed', defaultMessage: 'The request failed. Please try again.' },
    statusLabel: { id: 'promotions.statusLabel', defaultMessage: 'Status' },
    join: { id: 'promotions.action.join', defaultMessage: 'Join' },
    apply: { id: 'promotions.action.apply', defaultMessage: 'Apply' },
    applyAgain: { id: 'promotions.action.applyAgain', defaultMessage: 'Apply again' },
    claim: { id: 'promotions.action.claim', defaultMessage: 'Claim' },
    toRewardCenter: {
      id: 'promotions.action.toRewardCenter',
      defaultMessage: 'Claim in the bonus centre',
    },
    joinedDone: { id: 'promotions.done.joined', defaultMessage: 'You have joined.' },
    claimedDone: {
      id: 'promotions.done.claimed',
      defaultMessage: 'Your prize was paid into your balance.',
    },
    applicationTitle: { id: 'promotions.application.title', defaultMessage: 'Apply' },
    commentLabel: { id: 'promotions.application.comment', defaultMessage: 'Comment' },
    imagesLabel: {
      id: 'promotions.application.images',
      defaultMessage: 'Images (optional)',
    },
    submit: { id: 'promotions.application.submit', defaultMessage: 'Send application' },
    sending: { id: 'promotions.application.sending', defaultMessage: 'Sending…' },
    commentRequired: {
      id: 'promotions.application.commentRequired',
      defaultMessage: 'Please enter content',
    },
    yourApplication: {
      id: 'promotions.application.yours',
      defaultMessage: 'Your application',
    },
    underReview: {
      id: 'promotions.application.underReview',
      defaultMessage: 'Your application is under review.',
    },
    rewardTitle: { id: 'rewardCenter.title', defaultMessage: 'Bonus centre' },
    rewardClaimable: { id: 'rewardCenter.claimable', defaultMessage: 'Bonuses to claim' },
    rewardNone: { id: 'rewardCenter.none', defaultMessage: 'No bonus to claim right now.' },
    rewardHistory: { id: 'rewardCenter.history', defaultMessage: 'History' },
    rewardHistoryNone: { id: 'rewardCenter.historyNone', defaultMessage: 'No bonus claimed yet.' },
    rewardLoading: { id: 'rewardCenter.loading', defaultMessage: 'Loading your bonuses…' },
    rewardLoadFailed: {
      id: 'rewardCenter.loadFailed',
      defaultMessage: 'Your bonuses could not be loaded.',
    },
    rewardClaim: { id: 'rewardCenter.claim', defaultMessage: 'Claim' },
    rewardName: { id: 'rewardCenter.column.name', defaultMessage: 'Bonus' },
    rewardAmount: { id: 'rewardCenter.column.amount', defaultMessage: 'Amount' },
    rewardDate: { id: 'rewardCenter.column.date', defaultMessage: 'Date' },
    rewardState: { id: 'rewardCenter.column.status', defaultMessage: 'Status' },
    rewardReference: { id: 'rewardCenter.column.reference', defaultMessage: 'Reference' },
    rewardClaimed: { id: 'rewardCenter.status.claimed', defaultMessage: 'Claimed' },
    rewardExpired: { id: 'rewardCenter.status.expired', defaultMessage: 'Expired' },
  }),
  ...defineMessages<{
    period: { start: string; end: string };
    bonus: { amount: string };
    commentCount: { count: number; max: number };
    commentTooLong: { max: number };
    rewardPaid: { amount: string; reference: string };
    rewardClaimNamed: { title: string };
  }>({
    period: { id: 'promotions.period', defaultMessage: '{start} – {end}' },
    bonus: { id: 'promotions.bonus', defaultMessage: 'Bonus {amount}' },
    commentCount: {
      id: 'promotions.application.commentCount',
      defaultMessage: '{count}/{max} characters',
    },
    commentTooLong: {
      id: 'promotions.application.commentTooLong',
      defaultMessage: 'The comment may have at most {max} characters',
    },
    rewardPaid: {
      id: 'rewardCenter.paid',
      defaultMessage: '{amount} was paid into your balance (reference {reference}).',
    },
    rewardClaimNamed: { id: 'rewardCenter.claimNamed', defaultMessage: 'Claim {title}' },
  }),
};

/** Activity statuses of spec section 4, as shown on a card. */
export const STATUS_MESSAGES: Record<ActivityStatus, MessageDescriptor> = defineMessages({
  join: { id: 'promotions.status.join', defaultMessage: 'Open to join' },
  joined: { id: 'promotions.status.joined', defaultMessage: 'Joined' },
  apply: { id: 'promotions.status.apply', defaultMessage: 'Open for applications' },
  applying: { id: 'promotions.status.applying', defaultMessage: 'Applying' },
  rejected: { id: 'promotions.status.rejected', defaultMessage: 'Rejected' },
  issued: { id: 'promotions.status.issued', defaultMessage: 'Issued' },
  claimed: { id: 'promotions.status.claimed', defaultMessage: 'Claimed' },
  process: { id: 'promotions.status.process', defaultMessage: 'Draw in process' },
  claim: { id: 'promotions.status.claim', defaultMessage: 'Prize to claim' },
  close: { id: 'promotions.status.close', defaultMessage: 'Closed' },
  comingSoon: { id: 'promotions.status.comingSoon', defaultMessage: 'Coming soon' },
});

/** Promotion types, the filters of /promotions. */
export const TYPE_MESSAGES: Record<PromotionType, MessageDescriptor> = defineMessages({
  new_player: { id: 'promotions.type.newPlayer', defaultMessage: 'New players' },
  deposit: { id: 'promotions.type.deposit', defaultMessage: 'Deposit' },
  cashback: { id: 'promotions.type.cashback', defaultMessage: 'Cashback' },
  event: { id: 'promotions.type.event', defaultMessage: 'Events' },
  raffle: { id: 'promotions.type.raffle', defaultMessage: 'Lucky draw' },
});
