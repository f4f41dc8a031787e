import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { HelpDialogContext, type OpenHelp } from '#src/shared/open-help.ts';

// The help centre loads with its first opening, not with every page.
const HelpCentreModal = lazy(() =>
  import('#src/features/help/help-modal.tsx').then((m) => ({ default: m.HelpCentreModal })),
);

/**
 * Lets any feature open the help centre in place (the register form's terms link, spec
 * section 2) without importing it. Nothing navigates, so a form behind the popup keeps what
 * was typed, and brands whose guard keeps visitors off /help (loginedToHomePage) still show
 * the rules. /help itself keeps its own route-driven popup.
 */
export function HelpDialogProvider({ children }: { children: ReactNode }) {
  const [articleId, setArticleId] = useState<string | null>(null);
  const open = useCallback<OpenHelp>((id) => setArticleId(id), []);
  const close = useCallback(() => setArticleId(null), []);
  return (
    <HelpDialogContext.Provider value={open}>
      {children}
      {articleId !== null && (
        <Suspense fallback={null}>
          <HelpCentreModal articleId={articleId} onClose={close} />
        </Suspense>
      )}
    </HelpDialogContext.Provider>
  );
}
