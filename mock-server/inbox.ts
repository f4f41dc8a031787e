/**
 * The demo inbox: what a real platform would text to a phone or mail to an address (SMS codes,
 * a temporary password) lands here, so a demo or a test can read it. In memory, per platform.
 */

/** Why a message was sent. */
export type InboxPurpose = 'login' | 'register' | 'password-email' | 'bind' | 'two-step';

export interface InboxEntry {
  /** '+84 0912345678' for a text, an e-mail address for a mail. */
  to: string;
  /** The SMS code, or the temporary password of an e-mail reset. */
  code: string;
  purpose: InboxPurpose;
  /** Epoch ms, from the platform clock. */
  at: number;
}

export type InboxListener = (entries: readonly InboxEntry[]) => void;

export interface Inbox {
  /** Every message, oldest first. */
  entries(): readonly InboxEntry[];
  /** The newest message, optionally only those sent to `to`. */
  latest(to?: string): InboxEntry | undefined;
  /** Calls `listener` with the whole list after every change; returns the unsubscribe. */
  subscribe(listener: InboxListener): () => void;
  /** Adds a message (the platform does this when it "sends" one). */
  deliver(entry: InboxEntry): void;
  /** Empties the inbox (platform reset). */
  clear(): void;
}

/** Creates an empty inbox. */
export function createInbox(): Inbox {
  let entries: readonly InboxEntry[] = [];
  const listeners = new Set<InboxListener>();
  const notify = () => listeners.forEach((listener) => listener(entries));
  return {
    entries: () => entries,
    latest: (to) => entries.findLast((entry) => to === undefined || entry.to === to),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliver(entry) {
      entries = [...entries, { ...entry }];
      notify();
    },
    clear() {
      entries = [];
      notify();
    },
  };
}
