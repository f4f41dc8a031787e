import type {
  DemoReadings,
  PageRequest,
  PlatformLink,
  PlatformStart,
  ReadingsMessage,
  WorkerAnswer,
} from './protocol.ts';

/** Resolves once a service worker controls the page (a first visit waits for it to claim). */
async function controlled(container: ServiceWorkerContainer): Promise<void> {
  await container.ready;
  if (container.controller) return;
  await new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/** Sends the worker a request and waits for its answer on a channel of its own. */
function ask(container: ServiceWorkerContainer, request: PageRequest): Promise<unknown> {
  const worker = container.controller;
  if (!worker) return Promise.reject(new Error('No service worker controls this page'));
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      channel.port1.close();
      if (event.data.ok) resolve(event.data.value);
      else reject(new Error(event.data.error));
    };
    worker.postMessage(request, [channel.port2]);
  });
}

/**
 * Registers the demo's service worker, waits until it controls the page and starts the page's
 * platform there; the page's calls then go to it.
 */
export async function startInWorker(url: string, start: PlatformStart): Promise<PlatformLink> {
  const container = navigator.serviceWorker;
  await container.register(url);
  await controlled(container);
  const listeners = new Set<() => void>();
  let readings: DemoReadings | null = null;
  container.addEventListener('message', (event: MessageEvent<ReadingsMessage>) => {
    if (event.data?.type !== 'demo-readings') return;
    readings = event.data.readings;
    listeners.forEach((listener) => listener());
  });
  // A structured clone of the brand: the studio's draft may carry what a clone refuses.
  const plain = JSON.parse(JSON.stringify(start)) as PlatformStart;
  readings = (await ask(container, {
    type: 'start',
    start: plain,
    now: Date.now(),
  })) as DemoReadings;
  const first = readings;
  return {
    readings: () => readings ?? first,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    desk: async (call, ...args) =>
      (await ask(container, { type: 'desk', call, args } as PageRequest)) as never,
    setScenario: async (name) => void (await ask(container, { type: 'scenario', name })),
    reset: async () => void (await ask(container, { type: 'reset' })),
  };
}
