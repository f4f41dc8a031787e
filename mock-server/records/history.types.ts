import type {
  AccountRecordKind,
  AccountRecordStatus,
  BetStatus,
  BonusKind,
  BonusStatus,
} from '#schemas/records-api.ts';
import type { GameCategory } from '#schemas/platform-api.ts';

/** A generated movement of the main wallet (the account record's row). */
export interface HistoryMovement {
  id: string;
  reference: string;
  kind: AccountRecordKind;
  amountMinor: number;
  balanceAfterMinor: number;
  status: AccountRecordStatus;
  channel: string | null;
  createdAt: number;
  /** The bet a bet or payout movement belongs to. */
  betId?: string;
}

/** A generated bet; the game is a catalogue position, named in the caller's language. */
export interface HistoryBet {
  id: string;
  category: GameCategory;
  vendor: string;
  /** The catalogue slice and the game's index in it; -1 for a bet without a game (ledger). */
  sliceId: number;
  gameIndex: number;
  placedAt: number;
  settledAt: number | null;
  stakeMinor: number;
  payoutMinor: number;
  status: BetStatus;
  /** Seeds the bet's detail (round number, selection, result). */
  detailSeed: number;
  references: string[];
}

export interface HistoryBonus {
  id: string;
  reference: string;
  kind: BonusKind;
  amountMinor: number;
  turnoverMinor: number;
  status: BonusStatus;
  createdAt: number;
}

/** A member's generated history, oldest first, ending just before `end`. */
export interface History {
  end: number;
  /** The main wallet when the history ends (what the ledger started from). */
  endBalanceMinor: number;
  movements: HistoryMovement[];
  bets: HistoryBet[];
  bonuses: HistoryBonus[];
}
