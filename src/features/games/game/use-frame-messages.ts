import { useEffect, type RefObject } from 'react';
import type { GameFrameMessage } from '#schemas/games-api.ts';
import { announceWalletChange } from '#src/platform/wallet-events.ts';

const isSettled = (data: unknown): data is GameFrameMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as GameFrameMessage).type === 'demo-game:settled' &&
  typeof (data as GameFrameMessage).sumBalance === 'number';

/**
 * The origin a message from `frame` must carry: 'null' for an opaque sandbox (no
 * allow-same-origin), else the origin of the frame's address. The source alone is not enough
 * (issue 21, finding 12): a frame that navigated elsewhere keeps its window.
 */
function expectedOrigin(frame: HTMLIFrameElement): string | null {
  const sandbox = frame.getAttribute('sandbox');
  if (sandbox !== null && !sandbox.split(/\s+/).includes('allow-same-origin')) return 'null';
  try {
    return new URL(frame.src, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * Listens to the game frame: a settled round (`GameFrameMessage`, from that frame only) is
 * announced as a wallet change (`src/platform/wallet-events.ts`), so the header's balance
 * shows it at once.
 */
export function useFrameMessages(frame: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (event.origin !== expectedOrigin(frame.current)) return;
      if (!isSettled(event.data)) return;
      announceWalletChange(event.data.sumBalance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
}
