import { useEffect, useState } from 'react';
import { getBalance } from '#src/api/member.ts';
import { onWalletChange } from '#src/platform/wallet-events.ts';

/**
 * The member's total balance for the member centre: loaded on mount and kept current when
 * money moves (`announceWalletChange`); null until known or when it cannot be read.
 */
export function useMemberBalance(): number | null {
  const [amount, setAmount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    getBalance().then(
      ({ sumBalance }) => live && setAmount(sumBalance),
      () => undefined,
    );
    const stop = onWalletChange((sumBalance) => setAmount(sumBalance));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return amount;
}
