import type { Ref } from 'react';
import './game-frame.css';

/**
 * What a game frame may do: run its scripts, keep its own origin (games store their state,
 * talk to their own servers and post their results to this window) and submit forms. It may
 * not navigate the app or open popups. Only addresses on this origin or under a configured
 * launch CDN get here (src/platform/game-url-check.ts `isAllowedGameUrl`); a page on this very origin (the
 * simulated platform's demo games) could lift its own sandbox, which is why nothing else may.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** A launched game (or lottery lobby) in a sandboxed frame that fills the space it is given. */
export function GameFrame({
  src,
  title,
  ref,
}: {
  src: string;
  title: string;
  ref?: Ref<HTMLIFrameElement>;
}) {
  return (
    <iframe
      ref={ref}
      className="game-frame"
      data-testid="game-frame"
      src={src}
      title={title}
      sandbox={GAME_FRAME_SANDBOX}
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
