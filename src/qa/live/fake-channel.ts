import type { LiveChannel, LiveMessage } from './inspection-protocol.ts';

/** Test support: a channel that records what is posted and delivers what a test sends. */
export function fakeChannel(): LiveChannel & {
  posted: LiveMessage[];
  deliver(data: unknown): void;
} {
  const posted: LiveMessage[] = [];
  let listener: ((event: MessageEvent<unknown>) => void) | null = null;
  return {
    posted,
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, handler) => {
      listener = handler;
    },
    deliver: (data) => listener?.({ data } as MessageEvent<unknown>),
  };
}
