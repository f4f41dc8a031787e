import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  copy: NoMessageValues;
  copyLabel: { what: string };
  copied: NoMessageValues;
  copyFailed: NoMessageValues;
}>({
  copy: { id: 'deposit.copy', defaultMessage: 'Copy' },
  copyLabel: { id: 'deposit.copyLabel', defaultMessage: 'Copy {what}' },
  copied: { id: 'deposit.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'deposit.copyFailed', defaultMessage: 'Copy failed: select the text instead' },
});

/** Copies `text` to the clipboard and says so for a moment (read out politely). */
export function CopyButton({
  text,
  what,
  testId,
}: {
  text: string;
  what: string;
  testId?: string;
}) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    // No clipboard outside a secure context (plain http on another host).
    if (!('clipboard' in navigator)) return setState('failed');
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <>
      <button
        type="button"
        className="button button--outline deposit__copy"
        data-testid={testId}
        aria-label={intl.formatMessage(messages.copyLabel, { what })}
        onClick={copy}
      >
        <FormattedMessage {...messages.copy} />
      </button>
      <span className="deposit__copied" aria-live="polite">
        {state === 'copied' && <FormattedMessage {...messages.copied} />}
        {state === 'failed' && <FormattedMessage {...messages.copyFailed} />}
      </span>
    </>
  );
}
