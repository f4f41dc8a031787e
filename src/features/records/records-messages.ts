import { defineMessages } from 'react-intl';

/** Titles, filters and columns of the records pages. */
export const messages = defineMessages({
  accountTitle: { id: 'records.account.title', defaultMessage: 'Account record' },
  bettingTitle: { id: 'records.betting.title', defaultMessage: 'Betting record' },
  profitTitle: { id: 'records.profit.title', defaultMessage: 'Profit and loss' },
  bonusTitle: { id: 'records.bonus.title', defaultMessage: 'Bonus details' },
  type: { id: 'records.column.type', defaultMessage: 'Type' },
  status: { id: 'records.column.status', defaultMessage: 'Status' },
  time: { id: 'records.column.time', defaultMessage: 'Time' },
  reference: { id: 'records.column.reference', defaultMessage: 'Reference' },
  amount: { id: 'records.column.amount', defaultMessage: 'Amount' },
  balanceAfter: { id: 'records.column.balanceAfter', defaultMessage: 'Balance after' },
  channel: { id: 'records.column.channel', defaultMessage: 'Channel' },
  category: { id: 'records.column.category', defaultMessage: 'Category' },
  vendor: { id: 'records.column.vendor', defaultMessage: 'Vendor' },
  game: { id: 'records.column.game', defaultMessage: 'Game' },
  betNumber: { id: 'records.column.betNumber', defaultMessage: 'Bet number' },
  stake: { id: 'records.column.stake', defaultMessage: 'Stake' },
  validBet: { id: 'records.column.validBet', defaultMessage: 'Valid bet' },
  payout: { id: 'records.column.payout', defaultMessage: 'Payout' },
  profit: { id: 'records.column.profit', defaultMessage: 'Win/loss' },
  bets: { id: 'records.column.bets', defaultMessage: 'Bets' },
  bonus: { id: 'records.column.bonus', defaultMessage: 'Bonus' },
  day: { id: 'records.column.day', defaultMessage: 'Day' },
  turnover: { id: 'records.column.turnover', defaultMessage: 'Turnover required' },
  groupBy: { id: 'records.profit.groupBy', defaultMessage: 'Group by' },
  byDay: { id: 'records.profit.byDay', defaultMessage: 'By day' },
  byCategory: { id: 'records.profit.byCategory', defaultMessage: 'By category' },
  details: { id: 'records.betting.details', defaultMessage: 'Details' },
  round: { id: 'records.betting.round', defaultMessage: 'Round' },
  selection: { id: 'records.betting.selection', defaultMessage: 'Selection' },
  result: { id: 'records.betting.result', defaultMessage: 'Result' },
  odds: { id: 'records.betting.odds', defaultMessage: 'Odds' },
  placedAt: { id: 'records.betting.placedAt', defaultMessage: 'Placed' },
  settledAt: { id: 'records.betting.settledAt', defaultMessage: 'Settled' },
  movements: { id: 'records.betting.movements', defaultMessage: 'Account record references' },
  detailError: {
    id: 'records.betting.detailError',
    defaultMessage: 'This bet could not be loaded.',
  },
  notSettled: { id: 'records.betting.notSettled', defaultMessage: 'Not settled' },
});

/** Account record types. */
export const kindMessages = defineMessages({
  deposit: { id: 'records.kind.deposit', defaultMessage: 'Deposit' },
  withdrawal: { id: 'records.kind.withdrawal', defaultMessage: 'Withdrawal' },
  transfer: { id: 'records.kind.transfer', defaultMessage: 'Transfer' },
  bonus: { id: 'records.kind.bonus', defaultMessage: 'Bonus' },
  bet: { id: 'records.kind.bet', defaultMessage: 'Bet' },
  payout: { id: 'records.kind.payout', defaultMessage: 'Payout' },
  adjustment: { id: 'records.kind.adjustment', defaultMessage: 'Adjustment' },
  income: { id: 'records.kind.income', defaultMessage: 'Agent income' },
});

/** Statuses of movements, bets and bonuses. */
export const statusMessages = defineMessages({
  pending: { id: 'records.status.pending', defaultMessage: 'Pending' },
  processing: { id: 'records.status.processing', defaultMessage: 'Processing' },
  completed: { id: 'records.status.completed', defaultMessage: 'Completed' },
  failed: { id: 'records.status.failed', defaultMessage: 'Failed' },
  rejected: { id: 'records.status.rejected', defaultMessage: 'Rejected' },
  won: { id: 'records.status.won', defaultMessage: 'Won' },
  lost: { id: 'records.status.lost', defaultMessage: 'Lost' },
  draw: { id: 'records.status.draw', defaultMessage: 'Draw' },
  unsettled: { id: 'records.status.unsettled', defaultMessage: 'Unsettled' },
  cancelled: { id: 'records.status.cancelled', defaultMessage: 'Cancelled' },
});

/** Why a bonus was given. */
export const bonusKindMessages = defineMessages({
  firstDeposit: { id: 'records.bonusKind.firstDeposit', defaultMessage: 'First deposit' },
  rebate: { id: 'records.bonusKind.rebate', defaultMessage: 'Daily rebate' },
  promotion: { id: 'records.bonusKind.promotion', defaultMessage: 'Promotion' },
  vip: { id: 'records.bonusKind.vip', defaultMessage: 'VIP reward' },
  signIn: { id: 'records.bonusKind.signIn', defaultMessage: 'Sign-in reward' },
});

/** The bet detail's title. */
export const detailMessages = defineMessages<{ title: { id: string } }>({
  title: { id: 'records.betting.detailTitle', defaultMessage: 'Bet {id}' },
});
