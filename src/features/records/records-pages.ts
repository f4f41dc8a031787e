/** The records pages, in one chunk (the routes table picks each by name). */
export { AccountRecordPage } from './account-record-page.tsx';
export { BettingRecordPage } from './betting-record-page.tsx';
export { ProfitPage } from './profit-page.tsx';
export { BonusPage } from './bonus-page.tsx';
