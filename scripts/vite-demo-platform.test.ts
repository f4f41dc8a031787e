// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildModuleSource,
  devModuleSource,
  snapshotModuleSource,
  workerSource,
} from './vite-demo-platform.ts';

const SVG_HEADERS = {
  'cache-control': 'public, max-age=86400',
  'content-type': 'image/svg+xml; charset=utf-8',
};
const ICON = {
  body: '<svg xmlns="http://www.w3.org/2000/svg"><title>EVO</title></svg>',
  headers: SVG_HEADERS,
};
const BANNER = {
  body: '<svg xmlns="http://www.w3.org/2000/svg"><title>Thưởng 100% cho lần nạp đầu tiên</title></svg>',
  headers: SVG_HEADERS,
};

/** Loads generated module source the way a bundler would, as an ES module. */
function importSource(source: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

/** Runs the worker script in a stand-in service worker scope and returns its fetch handling. */
function startWorker(source: string) {
  const listeners: ((event: unknown) => void)[] = [];
  const imported: string[] = [];
  const importScripts = (...urls: string[]) => imported.push(...urls);
  const scope = {
    location: new URL('https://demo.example/demo-service-worker.js'),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  new Function('self', 'importScripts', source)(scope, importScripts);
  /** What the worker did with a request: answered it, or left it to msw's worker. */
  const fetch = async (url: string, init?: RequestInit) => {
    let answer: Response | undefined;
    let stopped = false;
    const event = {
      request: new Request(url, init),
      respondWith: (response: Response) => (answer = response),
      stopImmediatePropagation: () => (stopped = true),
    };
    listeners.forEach((listener) => listener(event));
    if (!answer) return stopped ? 'to the network' : 'to msw';
    expect(stopped, 'an answered request must not reach msw too').toBe(true);
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      caching: answer.headers.get('cache-control'),
      body: await answer.text(),
    };
  };
  return { fetch, imported };
}

describe('the demo service worker', () => {
  const worker = startWorker(
    workerSource(
      {
        '/mock-assets/icons/EVO.svg': ICON,
        '/mock-assets/banners/demo/101.svg': BANNER,
      },
      '/assets/',
    ),
  );
  /** The worker's own answer to a pre-rendered asset: 200 with the platform's headers. */
  const answerOf = (asset: typeof ICON) => ({
    status: 200,
    type: asset.headers['content-type'],
    caching: asset.headers['cache-control'],
    body: asset.body,
  });

  it('answers a pre-rendered icon itself, also under a simulated CDN', async () => {
    const answer = answerOf(ICON);
    expect(await worker.fetch('https://demo.example/mock-assets/icons/EVO.svg')).toEqual(answer);
    expect(await worker.fetch('https://demo.example/mock-cdn/a/mock-assets/icons/EVO.svg')).toEqual(
      answer,
    );
  });

  it("answers a brand's pre-rendered banner itself, text and caching as the platform's", async () => {
    const answer = answerOf(BANNER);
    expect(await worker.fetch('https://demo.example/mock-assets/banners/demo/101.svg')).toEqual(
      answer,
    );
    expect(
      await worker.fetch('https://demo.example/mock-cdn/b/mock-assets/banners/demo/101.svg'),
    ).toEqual(answer);
  });

  it("sends the build's own files to the network without msw, whatever their type", async () => {
    expect(await worker.fetch('https://demo.example/assets/index-Ab12.js')).toBe('to the network');
    expect(await worker.fetch('https://demo.example/assets/style-Cd34.css')).toBe('to the network');
    expect(await worker.fetch('https://demo.example/assets/vi-Ef56.js')).toBe('to the network');
    // Only under the prefix, from this origin, and only to read.
    expect(await worker.fetch('https://demo.example/wps/assets/x.js')).toBe('to msw');
    expect(await worker.fetch('https://elsewhere.example/assets/index-Ab12.js')).toBe('to msw');
    expect(await worker.fetch('https://demo.example/assets/x.js', { method: 'POST' })).toBe(
      'to msw',
    );
  });

  it('leaves everything else to msw: API calls, other assets, other methods and origins', async () => {
    expect(await worker.fetch('https://demo.example/wps/system/status')).toBe('to msw');
    expect(await worker.fetch('https://demo.example/mock-assets/icons/PG.svg')).toBe('to msw');
    // Announcements link the path without the brand; a draft's banners name the draft.
    expect(await worker.fetch('https://demo.example/mock-assets/banners/101.svg')).toBe('to msw');
    expect(await worker.fetch('https://demo.example/mock-assets/banners/demo-draft/101.svg')).toBe(
      'to msw',
    );
    expect(
      await worker.fetch('https://demo.example/mock-assets/icons/EVO.svg', { method: 'POST' }),
    ).toBe('to msw');
    expect(await worker.fetch('https://elsewhere.example/mock-assets/icons/EVO.svg')).toBe(
      'to msw',
    );
  });

  it('then runs the simulated platform', () => {
    expect(worker.imported).toEqual(['./demo-platform-worker.js']);
  });
});

describe('the virtual:demo-platform module', () => {
  it("of a build loads only the asked brand's snapshot, and registers the demo worker", async () => {
    const source = buildModuleSource('/', ['demo', 'lotus']);
    expect(source).toContain('export const SERVICE_WORKER_URL = "/demo-service-worker.js"');
    expect(source).toContain('import("virtual:demo-platform/snapshot/demo")');
    expect(source).toContain('import("virtual:demo-platform/snapshot/lotus")');
  });

  it('of the dev server has no snapshot and registers msw’s worker', async () => {
    const module = await importSource(devModuleSource('/'));
    expect(module.SERVICE_WORKER_URL).toBe('/mockServiceWorker.js');
    expect(await (module.loadDemoSnapshot as (id: string) => Promise<unknown>)('demo')).toBe(
      undefined,
    );
  });

  it('gives each snapshot back as it was made', async () => {
    const snapshot = { brandId: 'demo', collections: { banners: [{ title: 'Chào "bạn"\n' }] } };
    const module = await importSource(snapshotModuleSource(snapshot));
    expect(module.default).toEqual(snapshot);
  });
});
