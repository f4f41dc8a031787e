import { useCallback, useEffect, useState } from 'react';
import type { Withdrawal, WithdrawInfo } from '#schemas/withdraw-api.ts';
import { getWithdrawals, getWithdrawInfo } from '#src/api/withdraw.ts';

export interface WithdrawData {
  info: WithdrawInfo | null;
  records: Withdrawal[];
  failed: boolean;
  /** When the data arrived (epoch ms): confirmation timers count from it. */
  loadedAt: number;
  /** Loads both again (after a withdrawal, a new account, a confirmation). */
  reload: () => void;
}

/** The withdraw page's information and the member's withdrawals, loaded together. */
export function useWithdrawData(): WithdrawData {
  const [info, setInfo] = useState<WithdrawInfo | null>(null);
  const [records, setRecords] = useState<Withdrawal[]>([]);
  const [failed, setFailed] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([getWithdrawInfo(), getWithdrawals()]).then(
      ([nextInfo, nextRecords]) => {
        if (!live) return;
        setInfo(nextInfo);
        setRecords(nextRecords);
        setLoadedAt(Date.now());
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { info, records, failed, loadedAt, reload };
}
