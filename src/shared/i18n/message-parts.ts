/**
 * Message areas that load with their feature instead of with the app (the home route's first
 * load has a 150 KB budget, and every message of `locales/` in it costs bytes). Each locale stays
 * one flat file; the build serves it in parts: `core` (every key no part claims) at start, a
 * part when its feature asks (`useMessagePart`). Pure: the Vite plugin splits with it too.
 */
export const MESSAGE_PARTS = {
  register: ['register.', 'slider.'],
  // Demo builds only: the QA machine visualiser and brand studio.
  qa: ['qa.'],
  support: ['download.', 'feedback.', 'speedTest.', 'resources.'],
} as const satisfies Record<string, readonly string[]>;

export type MessagePart = keyof typeof MESSAGE_PARTS;
export type MessagePartOrCore = MessagePart | 'core';

export const isMessagePart = (value: string): value is MessagePartOrCore =>
  value === 'core' || Object.hasOwn(MESSAGE_PARTS, value);

/** The part a message id belongs to. */
export function partOfKey(key: string): MessagePartOrCore {
  for (const [part, prefixes] of Object.entries(MESSAGE_PARTS)) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) return part as MessagePart;
  }
  return 'core';
}

/** The messages of one part. */
export function pickPart<T>(
  messages: Record<string, T>,
  part: MessagePartOrCore,
): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => partOfKey(key) === part));
}
