import { describe, expect, it, vi } from 'vitest';
import { encryptCustomerServicePath } from '#schemas/customer-service-cipher.ts';
import type { OnlineCustomerService } from '#schemas/platform-api.ts';
import {
  customerServiceHref,
  openCustomerService,
  type CustomerServiceHost,
} from './open-customer-service.ts';

const ORIGIN = 'https://play.example.com';

function fakeHost(blocked = false) {
  const popup = {
    close: vi.fn(),
    location: { href: 'about:blank' } as Location,
    opener: {} as unknown as Window | null,
  };
  const open = vi.fn<CustomerServiceHost['open']>(() => (blocked ? null : popup));
  return { popup, host: { open, origin: ORIGIN }, open };
}

const answer = async (url: string): Promise<OnlineCustomerService> => ({
  version: {
    pathList: [
      { type: '1', path: '/download' },
      { type: '3', path: await encryptCustomerServicePath(url, 'Key12345') },
    ],
  },
});

describe('openCustomerService', () => {
  it('opens the 440x500 popup before the call and points it at the decrypted URL', async () => {
    const { popup, host, open } = fakeHost();
    const onFailure = vi.fn();
    let openedBeforeLoad = false;
    const body = await answer('/support/livechat');
    const load = vi.fn(async () => {
      openedBeforeLoad = open.mock.calls.length === 1;
      return body;
    });
    await openCustomerService({ load, onFailure, host });
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=500');
    expect(openedBeforeLoad).toBe(true);
    expect(popup.location.href).toBe(`${ORIGIN}/support/livechat`);
    expect(popup.close).not.toHaveBeenCalled();
    // Cut from this window before it navigates (issue 21, finding 12: no opener for the chat).
    expect(popup.opener).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('accepts an https chat elsewhere', async () => {
    const { popup, host } = fakeHost();
    const body = await answer('https://chat.example.net/room?id=1');
    await openCustomerService({ load: async () => body, onFailure: vi.fn(), host });
    expect(popup.location.href).toBe('https://chat.example.net/room?id=1');
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['plain http elsewhere', 'http://chat.example.net/'],
    ['a protocol-relative URL', '//evil.example.com/'],
  ])('closes the popup and reports for %s', async (_, url) => {
    const { popup, host } = fakeHost();
    const onFailure = vi.fn();
    const body = await answer(url);
    await openCustomerService({ load: async () => body, onFailure, host });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('about:blank');
  });

  it('closes the popup and reports when the call fails', async () => {
    const { popup, host } = fakeHost();
    const onFailure = vi.fn();
    await openCustomerService({
      load: () => Promise.reject(new Error('offline')),
      onFailure,
      host,
    });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(new Error('offline'));
  });

  it('closes the popup and reports without a type-3 entry or with a tampered path', async () => {
    for (const pathList of [
      [{ type: '1' as const, path: '/download' }],
      [{ type: '3' as const, path: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAKey12345' }],
    ]) {
      const { popup, host } = fakeHost();
      const onFailure = vi.fn();
      await openCustomerService({ load: async () => ({ version: { pathList } }), onFailure, host });
      expect(popup.close).toHaveBeenCalledTimes(1);
      expect(onFailure).toHaveBeenCalledTimes(1);
    }
  });

  it('reports a blocked popup without calling the platform', async () => {
    const { host } = fakeHost(true);
    const onFailure = vi.fn();
    const load = vi.fn();
    await openCustomerService({ load, onFailure, host });
    expect(load).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe('customerServiceHref', () => {
  it('makes in-app paths absolute and keeps same-origin http', () => {
    expect(customerServiceHref('/support/livechat', 'http://localhost:5173')).toBe(
      'http://localhost:5173/support/livechat',
    );
    expect(customerServiceHref('http://localhost:5173/x', 'http://localhost:5173')).toBe(
      'http://localhost:5173/x',
    );
    expect(customerServiceHref('data:text/html,x', ORIGIN)).toBeNull();
  });
});
