import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The modals of the login area (spec section 2): one at a time. */
export type AuthView = 'login' | 'register' | 'forgotPassword' | 'changePassword';

export interface AuthDialogOptions {
  /** Login popup: the tab to start on. */
  tab?: 'username' | 'sms';
  /** Change password: why it opens (the forced change after a default or expired password). */
  reason?: 'firstLogin' | 'expired' | 'voluntary';
  /** Change password: the old password when already known (forced change after login). */
  oldPassword?: string;
  /** A message shown at the top of the modal. */
  message?: string;
}

export interface AuthDialogs {
  /** The open modal, or null. */
  view: AuthView | null;
  options: AuthDialogOptions;
  /** Opens `view`, replacing whatever auth modal was open. */
  open(view: AuthView, options?: AuthDialogOptions): void;
  close(): void;
}

const AuthDialogsContext = createContext<AuthDialogs | null>(null);

/** Which auth modal is open; `AuthDialogsHost` renders it, anything may open one. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ view: AuthView | null; options: AuthDialogOptions }>({
    view: null,
    options: {},
  });
  const open = useCallback(
    (view: AuthView, options: AuthDialogOptions = {}) => setState({ view, options }),
    [],
  );
  const close = useCallback(() => setState({ view: null, options: {} }), []);
  const value = useMemo(() => ({ ...state, open, close }), [state, open, close]);
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): AuthDialogs {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>');
  return value;
}
