import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { DialogTone } from '#src/ui/dialog.tsx';
import { firstPage } from '#src/platform/first-page-shown.ts';

// The dialog's code is off the first load; the provider fetches it once the first page has
// shown, so an alert still shows when the network has gone since.
const loadDialog = () => import('#src/ui/dialog.tsx');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

const messages = defineMessages({
  confirm: { id: 'dialog.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'dialog.cancel', defaultMessage: 'Cancel' },
});

export interface AlertRequest {
  message: string;
  tone?: DialogTone;
  confirmLabel?: string;
}

export interface ConfirmRequest {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmTestId?: string;
}

type Pending = { id: number } & (
  | { kind: 'alert'; request: AlertRequest; resolve: () => void }
  | { kind: 'confirm'; request: ConfirmRequest; resolve: (ok: boolean) => void }
);

let nextId = 0;

interface AlertsApi {
  alert: (request: AlertRequest) => Promise<void>;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
}

const AlertsContext = createContext<AlertsApi | null>(null);

/**
 * Warning and confirmation dialogs (spec section 2, "modals"): one on screen at a time, the
 * others wait their turn in order.
 */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [queue, setQueue] = useState<Pending[]>([]);

  const alert = useCallback(
    (request: AlertRequest) =>
      new Promise<void>((resolve) =>
        setQueue((items) => [...items, { id: ++nextId, kind: 'alert', request, resolve }]),
      ),
    [],
  );
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) =>
        setQueue((items) => [...items, { id: ++nextId, kind: 'confirm', request, resolve }]),
      ),
    [],
  );
  const api = useMemo(() => ({ alert, confirm }), [alert, confirm]);
  // Once the first page has shown; a failed fetch here is tried again when a dialog first shows.
  useEffect(
    () =>
      void firstPage
        .wait()
        .then(loadDialog)
        .catch(() => undefined),
    [],
  );

  const current = queue[0];
  const settle = (ok: boolean) => {
    if (!current) return;
    setQueue((items) => items.slice(1));
    if (current.kind === 'alert') current.resolve();
    else current.resolve(ok);
  };

  return (
    <AlertsContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <Dialog
            // A new key per request, so focus moves to the next dialog's button.
            key={current.id}
            message={current.request.message}
            tone={current.kind === 'alert' ? current.request.tone : 'warning'}
            confirmLabel={current.request.confirmLabel ?? intl.formatMessage(messages.confirm)}
            onConfirm={() => settle(true)}
            {...(current.kind === 'confirm' && {
              cancelLabel: current.request.cancelLabel ?? intl.formatMessage(messages.cancel),
              onCancel: () => settle(false),
              confirmTestId: current.request.confirmTestId,
            })}
          />
        </Suspense>
      )}
    </AlertsContext.Provider>
  );
}

function useAlertsApi(): AlertsApi {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlert and useConfirm must be used inside <AlertsProvider>');
  return value;
}

/** Shows a message with one button; resolves when it is dismissed. */
export function useAlert(): (alert: AlertRequest) => Promise<void> {
  return useAlertsApi().alert;
}

/** Asks a question; resolves true on confirm, false on cancel or Escape. */
export function useConfirm(): (confirm: ConfirmRequest) => Promise<boolean> {
  return useAlertsApi().confirm;
}
