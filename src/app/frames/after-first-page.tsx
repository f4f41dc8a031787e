import { useIsFetching } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { firstPage, FIRST_PAGE_LATEST_MS } from '#src/platform/first-page-shown.ts';
import { useSession } from '#src/shared/session.tsx';

/** How long the first page must stay quiet (no call in flight) before it counts as shown. */
export const QUIET_MS = 300;
/** However busy the page stays (a slow call, polling), the extras come by then. */
export const SETTLE_LATEST_MS = FIRST_PAGE_LATEST_MS;

/**
 * Renders its children once the first page has settled: the session is known and no call has
 * been in flight for QUIET_MS; or after SETTLE_LATEST_MS at most. For
 * the frame's extras (footer, chat button, demo tools): their chunks and calls otherwise go out
 * beside the page's own, and every request before a page's largest paint delays it (a member
 * page's largest paint waits for its data). Once shown they stay. Settling also marks the
 * first page shown (`firstPage`), which the frame's invisible parts wait for.
 */
export function AfterFirstPage({
  children,
  latestMs = SETTLE_LATEST_MS,
}: {
  children: ReactNode;
  /** The longest wait (tests of the quiet rule lengthen it). */
  latestMs?: number;
}) {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => {
    firstPage.mark();
    setSettled(true);
  }, []);
  useEffect(() => {
    const latest = window.setTimeout(settle, latestMs);
    return () => window.clearTimeout(latest);
  }, [settle, latestMs]);
  // The watcher (and its subscription to every call) goes once the page has settled.
  return settled ? children : <SettleWatcher onSettled={settle} />;
}

function SettleWatcher({ onSettled }: { onSettled: () => void }) {
  const fetching = useIsFetching();
  const { status } = useSession();
  // The route's own chunk has loaded before the layout's first render (a lazy route).
  const quiet = fetching === 0 && status !== 'booting' && status !== 'restoring';
  useEffect(() => {
    if (!quiet) return;
    const timer = window.setTimeout(onSettled, QUIET_MS);
    return () => window.clearTimeout(timer);
  }, [quiet, onSettled]);
  return null;
}
