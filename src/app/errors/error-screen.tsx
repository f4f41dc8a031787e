import { useLayoutEffect, type ReactNode } from 'react';
import { releasePrerenderedShell } from '#src/platform/prerendered-shell.ts';
import './error-screen.css';

/**
 * What every error state looks like: a heading, an optional explanation and the ways out.
 * A plain block rather than a landmark, because route errors render inside the app's <main>.
 */
export function ErrorScreen({
  title,
  message,
  actions,
}: {
  title: ReactNode;
  message?: ReactNode;
  actions: ReactNode;
}) {
  // An error in place of the page: the prerendered page must not cover it.
  useLayoutEffect(releasePrerenderedShell, []);
  return (
    <div className="error-screen">
      <h1 className="error-screen__title">{title}</h1>
      {message && <p className="error-screen__message">{message}</p>}
      <div className="error-screen__actions">{actions}</div>
    </div>
  );
}

/** Reloads the page: fetches a fresh index and fresh chunks after a deploy or a network drop. */
export function ReloadButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="error-screen__action" onClick={() => window.location.reload()}>
      {children}
    </button>
  );
}
