import { useEffect, type RefObject } from 'react';
import type { GameFrameMessage } from '#schemas/games-api.ts';
import { announceWalletChange } from '#src/platform/wallet-events.ts';

const isSettled = (data: unknown): data is GameFrameMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as GameFrameMessage).type === 'demo-game:settled' &&
  typeof (data as GameFrameMessage).sumBalance === 'number';

/**
 * Listens to the game frame: a settled round (`GameFrameMessage`, from that frame only) is
 * announced as a wallet change (`src/platform/wallet-events.ts`), so the header's balance
 * shows it at once.
 */
export function useFrameMessages(frame: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!isSettled(event.data)) return;
      announceWalletChange(event.data.sumBalance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
}
