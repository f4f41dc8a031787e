/**
 * Resolves in a later task, not a microtask: what follows runs after the browser could paint
 * or take input (decision 006's short tasks). A message rather than a timer, so a test's fake
 * clock does not hold it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
