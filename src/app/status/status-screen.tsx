import { useLayoutEffect, type ReactNode } from 'react';
import { releasePrerenderedShell } from '#src/platform/prerendered-shell.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { DemoToolsSlot } from '#src/qa/demo-tools-slot.tsx';
import './status-screen.css';

/**
 * The frame of the screens shown instead of the app (maintenance, restriction, failed
 * start): the brand's logo above a centred card. Demo builds add the demo panel, so QA can
 * leave a scenario from here.
 */
export function StatusScreen({ children, testId }: { children: ReactNode; testId?: string }) {
  const { logo } = useBrand().app.theme;
  // Shown instead of the app: the prerendered page must not cover it.
  useLayoutEffect(releasePrerenderedShell, []);
  return (
    <>
      <main className="status-screen" data-testid={testId}>
        <div className="status-screen__brand">
          <span className="status-screen__mark" aria-hidden="true">
            {logo.mark}
          </span>
          <span className="status-screen__wordmark">{logo.wordmark}</span>
        </div>
        <div className="status-screen__card">{children}</div>
      </main>
      <DemoToolsSlot />
    </>
  );
}
