import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type Ref } from 'react';
import {
  gameFrameSandbox,
  loadFramedGameDocument,
  OPAQUE_GAME_SANDBOX,
} from '#src/platform/game-frame-policy.ts';
import { answerGameFrame, gameFrameCall, relayGameCall } from '#src/platform/game-frame-relay.ts';
import { RetryNotice } from './retry-notice.tsx';
import './game-frame.css';

/**
 * What a game frame on this site's origin may do: run its scripts and submit forms, with an
 * opaque origin (issue 21, finding 4: with allow-same-origin too, a page served from this
 * origin could lift its own sandbox and read the member's token). It may not navigate the app
 * or open popups. A game on another origin also keeps that origin (`OWN_ORIGIN_GAME_SANDBOX`).
 * Only addresses on this origin or under a configured launch CDN get here
 * (src/platform/game-url-check.ts `isAllowedGameUrl`).
 */
export const GAME_FRAME_SANDBOX = OPAQUE_GAME_SANDBOX;

/**
 * A launched game (or lottery lobby) in a sandboxed frame that fills the space it is given.
 * A game on another origin loads from its address. A page on this origin is fetched by the
 * site and shown as the frame's `srcdoc` with an opaque origin (no service worker controls
 * such a frame, so in the demo only this way reaches the simulated platform); its platform
 * calls come to this window by postMessage and are made for it (`game-frame-relay.ts`). `src`
 * still names its address (a reload of /game restores it), though `srcdoc` is what loads.
 */
export function GameFrame({
  src,
  title,
  ref,
}: {
  src: string;
  title: string;
  ref?: Ref<HTMLIFrameElement>;
}) {
  const siteOrigin = window.location.origin;
  const sandbox = gameFrameSandbox(src, siteOrigin);
  const opaque = sandbox === OPAQUE_GAME_SANDBOX;
  const own = useRef<HTMLIFrameElement | null>(null);
  const setRef = useCallback(
    (node: HTMLIFrameElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // One fetch per address (a launch ticket opens once), kept while the address is shown.
  const page = useQuery({
    queryKey: ['game-frame', 'document', src],
    queryFn: () => loadFramedGameDocument(src, siteOrigin),
    enabled: opaque,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!opaque) return;
    const onMessage = (event: MessageEvent) => {
      const frame = own.current?.contentWindow;
      const call = gameFrameCall(event, frame, src, window.location.origin);
      if (!call) return;
      void relayGameCall(call).then((answer) => {
        if (own.current?.contentWindow === frame) answerGameFrame(frame, answer);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [opaque, src]);

  if (opaque && page.status === 'error') return <RetryNotice onRetry={() => void page.refetch()} />;
  return (
    <iframe
      // A new frame for the fetched page: a frame's first document replaces its blank one,
      // where changing srcdoc would add an entry to the history (Back would stay on /game).
      key={opaque && page.data !== undefined ? 'page' : 'waiting'}
      ref={setRef}
      className="game-frame"
      data-testid="game-frame"
      src={src}
      srcDoc={opaque ? (page.data ?? '') : undefined}
      title={title}
      sandbox={sandbox}
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
