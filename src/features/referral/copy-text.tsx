import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { referralMessages as m } from './referral-messages.ts';

/**
 * A copy button: says "Copied" for a moment after a successful copy. Its name starts with what
 * it shows ("Copy") and says what it copies, so speech input and screen readers agree.
 */
export function CopyText({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (permissions, old browser): the text stays selectable beside the button.
    }
  };
  return (
    <button type="button" className="button button--outline" onClick={() => void copy()}>
      <FormattedMessage {...(copied ? m.copied : m.copy)} />
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
