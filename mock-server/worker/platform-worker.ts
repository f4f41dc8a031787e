/// <reference lib="webworker" />
// The stand-in first: msw reads `localStorage` as it loads.
import './local-storage-stand-in.ts';
import { loadDemoSnapshot } from 'virtual:demo-platform';
import { openPersistentStorage } from './persistent-storage.ts';
import { createPlatformHost, type PlatformHost } from './platform-host.ts';
import type { PageRequest, ReadingsMessage, WorkerAnswer } from './protocol.ts';

/**
 * The demo build's simulated platform in its service worker (decision 018): pages load no
 * platform code; their calls are answered here. `demo-service-worker.js` runs this script after
 * answering the pre-rendered pictures itself.
 */
declare const self: ServiceWorkerGlobalScope;

let host: Promise<PlatformHost> | undefined;

/** The host, made once per life of the worker from what IndexedDB kept. */
function theHost(): Promise<PlatformHost> {
  host ??= openPersistentStorage().then((storage) =>
    createPlatformHost({
      loadSnapshot: loadDemoSnapshot,
      storage,
      settledStorage: () => storage.settled(),
      tell: (clientId, readings) => {
        void self.clients.get(clientId).then((client) => {
          const message: ReadingsMessage = { type: 'demo-readings', readings };
          client?.postMessage(message);
        });
      },
      openClients: async () => (await self.clients.matchAll()).map((client) => client.id),
    }),
  );
  return host;
}

// A new version takes over at once: the demo has no open form a new worker could break.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const [port] = event.ports;
  const source = event.source as Client | null;
  if (!port || !source) return;
  const answered = theHost()
    .then((platforms) => platforms.request(source.id, event.data as PageRequest))
    .then(
      (value): WorkerAnswer => ({ ok: true, value }),
      (error: unknown): WorkerAnswer => ({ ok: false, error: String(error) }),
    )
    .then((answer) => port.postMessage(answer));
  event.waitUntil(answered);
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Every other call of a page goes to its platform first (the API, the simulated CDNs, the
  // phone-auth provider); what no handler answers goes on to the network.
  if (url.origin !== self.location.origin || request.mode === 'navigate') return;
  event.respondWith(
    (async () => {
      const platforms = await theHost();
      const response = await platforms.respond(event.clientId, request);
      event.waitUntil(platforms.settled());
      return response ?? fetch(request);
    })(),
  );
});
