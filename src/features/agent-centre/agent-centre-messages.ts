import { defineMessages } from 'react-intl';

/** Texts of the agent centre shell and its menu (spec section 2, in the spec's order). */
export const shellMessages = defineMessages({
  title: { id: 'agentCentre.title', defaultMessage: 'Agent centre' },
  close: { id: 'agentCentre.close', defaultMessage: 'Close the agent centre' },
  menu: { id: 'agentCentre.menu', defaultMessage: 'Agent centre menu' },
  notAgent: { id: 'agentCentre.notAgent', defaultMessage: 'Non-agents cannot log in' },
  notAgentHint: {
    id: 'agentCentre.notAgentHint',
    defaultMessage: 'The agent centre is for agent accounts only.',
  },
  loginFirst: { id: 'agentCentre.loginFirst', defaultMessage: 'Log in to open the agent centre.' },
  goHome: { id: 'agentCentre.goHome', defaultMessage: 'Back to the home page' },
  loading: { id: 'agentCentre.loading', defaultMessage: 'Loading…' },
  error: { id: 'agentCentre.error', defaultMessage: 'This could not be loaded.' },
  retry: { id: 'agentCentre.retry', defaultMessage: 'Try again' },
});

export const menuMessages = defineMessages({
  announcement: { id: 'agentCentre.menu.announcement', defaultMessage: 'Announcement' },
  overview: { id: 'agentCentre.menu.overview', defaultMessage: 'Overview' },
  account: { id: 'agentCentre.menu.account', defaultMessage: 'Account' },
  team: { id: 'agentCentre.menu.team', defaultMessage: 'Team Management' },
  teamBetting: { id: 'agentCentre.menu.teamBetting', defaultMessage: 'Team Betting' },
  profitLoss: { id: 'agentCentre.menu.profitLoss', defaultMessage: 'User Profit and Loss' },
  income: { id: 'agentCentre.menu.income', defaultMessage: 'My Income' },
  transactions: { id: 'agentCentre.menu.transactions', defaultMessage: 'Transaction Details' },
  dividend: { id: 'agentCentre.menu.dividend', defaultMessage: 'Dividend' },
  dailySalary: { id: 'agentCentre.menu.dailySalary', defaultMessage: 'Daily Salary' },
  hourlySalary: { id: 'agentCentre.menu.hourlySalary', defaultMessage: 'Hourly Salary' },
  realtimeSalary: { id: 'agentCentre.menu.realtimeSalary', defaultMessage: 'Real-Time Salary' },
});

/** Column headings and figures shared by the report sections. */
export const columnMessages = {
  ...defineMessages({
    account: { id: 'agentCentre.column.account', defaultMessage: 'Account' },
    level: { id: 'agentCentre.column.level', defaultMessage: 'Level' },
    type: { id: 'agentCentre.column.type', defaultMessage: 'Type' },
    balance: { id: 'agentCentre.column.balance', defaultMessage: 'Balance' },
    lastLogin: { id: 'agentCentre.column.lastLogin', defaultMessage: 'Last login' },
    contract: { id: 'agentCentre.column.contract', defaultMessage: 'Contract' },
    bets: { id: 'agentCentre.column.bets', defaultMessage: 'Bets' },
    validBet: { id: 'agentCentre.column.validBet', defaultMessage: 'Valid bet' },
    winLoss: { id: 'agentCentre.column.winLoss', defaultMessage: 'Win/loss' },
    deposits: { id: 'agentCentre.column.deposits', defaultMessage: 'Deposits' },
    withdrawals: { id: 'agentCentre.column.withdrawals', defaultMessage: 'Withdrawals' },
    profitLoss: { id: 'agentCentre.column.profitLoss', defaultMessage: 'Profit and loss' },
    time: { id: 'agentCentre.column.time', defaultMessage: 'Time' },
    reference: { id: 'agentCentre.column.reference', defaultMessage: 'Reference' },
    kind: { id: 'agentCentre.column.kind', defaultMessage: 'Kind' },
    amount: { id: 'agentCentre.column.amount', defaultMessage: 'Amount' },
    balanceAfter: { id: 'agentCentre.column.balanceAfter', defaultMessage: 'Balance after' },
    status: { id: 'agentCentre.column.status', defaultMessage: 'Status' },
    never: { id: 'agentCentre.column.never', defaultMessage: 'Never' },
    none: { id: 'agentCentre.column.none', defaultMessage: 'None' },
    member: { id: 'agentCentre.type.member', defaultMessage: 'Member' },
    search: { id: 'agentCentre.filter.search', defaultMessage: 'Search an account' },
    downline: { id: 'agentCentre.filter.downline', defaultMessage: 'Downline account (optional)' },
  }),
  ...defineMessages<{
    agent: { type: number };
  }>({
    agent: { id: 'agentCentre.type.agent', defaultMessage: 'Agent (type {type})' },
  }),
};
