import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap.ts';
import './dialog.css';

export type DialogTone = 'warning' | 'info' | 'success';

export interface DialogProps {
  message: ReactNode;
  tone?: DialogTone;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** With a cancel label the dialog asks a question; Escape cancels. Without, Escape confirms. */
  cancelLabel?: ReactNode;
  onCancel?: () => void;
  confirmTestId?: string;
}

/**
 * A small alert dialog (role alertdialog) over everything, modals included: a message and one
 * or two buttons. Focus starts on the confirm button, stays inside and goes back on close.
 */
export function Dialog({
  message,
  tone = 'info',
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  confirmTestId,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  // The trap remembers what had focus (and gives it back on close) before focus moves in.
  useFocusTrap(ref, { active: true, onEscape: onCancel ?? onConfirm });
  useEffect(() => confirmRef.current?.focus(), []);

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        data-tone={tone}
        role="alertdialog"
        aria-modal="true"
        aria-describedby={messageId}
        aria-labelledby={messageId}
        tabIndex={-1}
      >
        <p id={messageId} className="dialog__message">
          {message}
        </p>
        <div className="dialog__actions">
          {cancelLabel !== undefined && (
            <button type="button" className="dialog__button" onClick={onCancel}>
              {cancelLabel}
            </button>
          )}
          <button
            type="button"
            className="dialog__button dialog__button--primary"
            ref={confirmRef}
            onClick={onConfirm}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
