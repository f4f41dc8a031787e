import { AccountSection } from './sections/account-section.tsx';
import { AnnouncementSection } from './sections/announcement-section.tsx';
import { ContractSection } from './sections/contract-section.tsx';
import { IncomeSection } from './sections/income-section.tsx';
import { OverviewSection } from './sections/overview-section.tsx';
import { ProfitLossSection } from './sections/profit-loss-section.tsx';
import { TeamBettingSection } from './sections/team-betting-section.tsx';
import { TeamSection } from './sections/team-section.tsx';
import { TransactionsSection } from './sections/transactions-section.tsx';
import type { SectionId } from './agent-centre-sections.ts';

/** The page of a menu item. */
export function SectionContent({ id, account }: { id: SectionId; account: string }) {
  switch (id) {
    case 'announcement':
      return <AnnouncementSection account={account} />;
    case 'overview':
      return <OverviewSection account={account} />;
    case 'account':
      return <AccountSection account={account} />;
    case 'team':
      return <TeamSection account={account} />;
    case 'teamBetting':
      return <TeamBettingSection account={account} />;
    case 'profitLoss':
      return <ProfitLossSection account={account} />;
    case 'income':
      return <IncomeSection account={account} />;
    case 'transactions':
      return <TransactionsSection account={account} />;
    default:
      return <ContractSection key={id} account={account} kind={id} />;
  }
}
