import { defineMessages } from 'react-intl';

/** A rate of the platform (1.5 is 1.5 %) as the fraction a `::percent` message formats. */
export const asFraction = (rate: number): number => rate / 100;

/** Texts of the contract pages (spec sections 3 and 4). */
export const contractMessages = {
  ...defineMessages({
    received: { id: 'agentCentre.contract.received', defaultMessage: 'Contracts from my upline' },
    offered: { id: 'agentCentre.contract.offered', defaultMessage: 'Contracts I offered' },
    none: { id: 'agentCentre.contract.none', defaultMessage: 'No contracts yet.' },
    noCeiling: {
      id: 'agentCentre.contract.noCeiling',
      defaultMessage: 'You need a contract of this type from your upline before you can offer one.',
    },
    pending: {
      id: 'agentCentre.contract.status.pending',
      defaultMessage: 'New request: waiting for an answer',
    },
    accepted: { id: 'agentCentre.contract.status.accepted', defaultMessage: 'Accepted' },
    rejected: { id: 'agentCentre.contract.status.rejected', defaultMessage: 'Rejected' },
    terminated: { id: 'agentCentre.contract.status.terminated', defaultMessage: 'Terminated' },
    accept: { id: 'agentCentre.contract.accept', defaultMessage: 'Accept' },
    reject: { id: 'agentCentre.contract.reject', defaultMessage: 'Reject' },
    agreeEnd: { id: 'agentCentre.contract.agreeEnd', defaultMessage: 'Agree to end it' },
    keep: { id: 'agentCentre.contract.keep', defaultMessage: 'Keep it' },
    terminate: { id: 'agentCentre.contract.terminate', defaultMessage: 'Request termination' },
    failed: { id: 'agentCentre.contract.failed', defaultMessage: 'The platform refused this.' },
    offerTitle: { id: 'agentCentre.contract.offerTitle', defaultMessage: 'Offer a contract' },
    downline: { id: 'agentCentre.contract.downline', defaultMessage: 'Downline agent' },
    chooseDownline: {
      id: 'agentCentre.contract.chooseDownline',
      defaultMessage: 'Choose an agent',
    },
    noDownline: {
      id: 'agentCentre.contract.noDownline',
      defaultMessage: 'You have no direct downline agent to offer a contract to.',
    },
    tiers: { id: 'agentCentre.contract.tiers', defaultMessage: 'Rate tiers' },
    activeMembers: { id: 'agentCentre.contract.activeMembers', defaultMessage: 'Active members' },
    volumeSalary: { id: 'agentCentre.contract.volumeSalary', defaultMessage: 'Period valid bet' },
    volumeDividend: { id: 'agentCentre.contract.volumeDividend', defaultMessage: 'Period loss' },
    rate: { id: 'agentCentre.contract.rate', defaultMessage: 'Rate (%)' },
    addTier: { id: 'agentCentre.contract.addTier', defaultMessage: 'Add a tier' },
    periodLabel: { id: 'agentCentre.contract.periodLabel', defaultMessage: 'Period' },
    D: { id: 'agentCentre.contract.periodD', defaultMessage: 'Daily' },
    W: { id: 'agentCentre.contract.periodW', defaultMessage: 'Weekly' },
    H: { id: 'agentCentre.contract.periodH', defaultMessage: 'Half-month' },
    M: { id: 'agentCentre.contract.periodM', defaultMessage: 'Monthly' },
    submit: { id: 'agentCentre.contract.submit', defaultMessage: 'Send the offer' },
    required: { id: 'agentCentre.contract.required', defaultMessage: 'Choose an agent' },
    badTier: {
      id: 'agentCentre.contract.badTier',
      defaultMessage:
        'Each tier needs whole figures of 0 or more and a rate above 0 (2 decimals at most)',
    },
    lowerConfirm: {
      id: 'agentCentre.contract.lowerConfirm',
      defaultMessage: 'End them and send the offer',
    },
    lowerCancel: { id: 'agentCentre.contract.lowerCancel', defaultMessage: 'Cancel' },
  }),
  // A rate goes in as a fraction (`asFraction`): the language writes the percentage its way.
  ...defineMessages<{
    ceiling: { rate: number };
    from: { upline: string };
    to: { downline: string };
    tier: { rate: number; activeMembers: number; volume: string };
    period: { period: string };
    terminationRequested: { account: string };
    removeTier: { number: number };
    sent: { downline: string };
    lowerTitle: { downline: string };
    lowerBody: { count: number; downline: string };
    lowerItem: { account: string; rate: number };
  }>({
    ceiling: {
      id: 'agentCentre.contract.ceiling',
      defaultMessage: 'You may offer up to {rate, number, ::percent .##}.',
    },
    from: { id: 'agentCentre.contract.from', defaultMessage: 'From {upline}' },
    to: { id: 'agentCentre.contract.to', defaultMessage: 'To {downline}' },
    tier: {
      id: 'agentCentre.contract.tier',
      defaultMessage:
        '{rate, number, ::percent .##} from {activeMembers} active members and {volume}',
    },
    period: { id: 'agentCentre.contract.period', defaultMessage: 'Period: {period}' },
    terminationRequested: {
      id: 'agentCentre.contract.status.terminationRequested',
      defaultMessage: 'Termination requested by {account}',
    },
    removeTier: { id: 'agentCentre.contract.removeTier', defaultMessage: 'Remove tier {number}' },
    sent: { id: 'agentCentre.contract.sent', defaultMessage: 'The offer was sent to {downline}.' },
    lowerTitle: {
      id: 'agentCentre.contract.lowerTitle',
      defaultMessage: 'This rate is lower than what {downline} pays its own downlines',
    },
    lowerBody: {
      id: 'agentCentre.contract.lowerBody',
      defaultMessage:
        'If you go on, {count, plural, one {this contract} other {these # contracts}} of {downline} will end:',
    },
    lowerItem: {
      id: 'agentCentre.contract.lowerItem',
      defaultMessage: '{account} at {rate, number, ::percent .##}',
    },
  }),
};
