import { createContext, useContext } from 'react';

/** Opens the help-centre popup at one article over the current page. */
export type OpenHelp = (articleId: string) => void;

/** Given by `<HelpDialogProvider>`, which the app assembles with the help feature's popup. */
export const HelpDialogContext = createContext<OpenHelp | null>(null);

/** The opener of the help-centre popup; throws outside `<HelpDialogProvider>`. */
export function useOpenHelp(): OpenHelp {
  const open = useContext(HelpDialogContext);
  if (!open) throw new Error('useOpenHelp must be used inside <HelpDialogProvider>');
  return open;
}
