import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

// The help centre loads with its first opening, not with every page.
const HelpCentreModal = lazy(() =>
  import('#src/features/help/help-modal.tsx').then((m) => ({ default: m.HelpCentreModal })),
);

/** Opens the help-centre popup at one article over the current page. */
export type OpenHelp = (articleId: string) => void;

const HelpDialogContext = createContext<OpenHelp | null>(null);

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

/** The opener of the help-centre popup; throws outside `<HelpDialogProvider>`. */
export function useOpenHelp(): OpenHelp {
  const open = useContext(HelpDialogContext);
  if (!open) throw new Error('useOpenHelp must be used inside <HelpDialogProvider>');
  return open;
}
