import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '#brands/index.ts';
import { createInbox } from '#mock-server/inbox.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import {
  currentScenario,
  demoInbox,
  startDemoPlatform,
  switchScenario,
} from './start-demo-platform.ts';

// A stand-in for the worker: its inbox, a captcha answer and msw's life-cycle events.
const fake = vi.hoisted(() => ({
  captcha: undefined as string | undefined,
  onMocked: [] as Array<(event: { request: Request }) => void>,
}));
const inbox = createInbox();
const startMockWorker = vi.hoisted(() => vi.fn());
const setScenario = vi.hoisted(() => vi.fn());
vi.mock('#mock-server/browser.ts', () => ({ startMockWorker }));
startMockWorker.mockImplementation(async () => ({
  inbox,
  setScenario,
  platform: {
    inbox,
    peekCaptcha: () => fake.captcha,
    peekSlider: () => undefined,
    // No two-step demo account on this stand-in.
    db: { members: { findFirst: () => undefined } },
    clock: { now: () => Date.now() },
  },
  worker: {
    events: {
      on: (_: string, listener: (event: { request: Request }) => void) =>
        fake.onMocked.push(listener),
    },
  },
}));

const brand = Object.values(brands)[0]!;
const query = (search: string) => new URLSearchParams(search);
const remembered = () => window.localStorage.getItem(LOCAL_KEYS.demoScenario);

describe('currentScenario', () => {
  afterEach(() => window.localStorage.clear());

  it('takes a valid ?scenario=, else the remembered one, else normal', () => {
    expect(currentScenario(query(''))).toBe('normal');
    window.localStorage.setItem(LOCAL_KEYS.demoScenario, 'slow');
    expect(currentScenario(query(''))).toBe('slow');
    expect(currentScenario(query('?scenario=flaky'))).toBe('flaky');
    expect(currentScenario(query('?scenario=nonsense'))).toBe('slow');
  });

  it('ignores an unknown remembered name', () => {
    window.localStorage.setItem(LOCAL_KEYS.demoScenario, 'broken');
    expect(currentScenario(query(''))).toBe('normal');
  });
});

describe('startDemoPlatform', () => {
  afterEach(() => window.localStorage.clear());

  it('starts the simulated platform with the chosen scenario and remembers it', async () => {
    await startDemoPlatform(brand, query('?scenario=maintenance'));
    expect(startMockWorker).toHaveBeenCalledWith({ brand, scenario: 'maintenance' });
    expect(remembered()).toBe('maintenance');

    await startDemoPlatform(brand, query(''));
    expect(startMockWorker).toHaveBeenLastCalledWith({ brand, scenario: 'maintenance' });
  });

  it("serves a brand that is not shipped (the studio's draft) on the data of its base", async () => {
    const draft = { ...brand, app: { ...brand.app, id: `${brand.app.id}-copy` } };
    await startDemoPlatform(draft, query('?scenario=normal'), { dataOf: brand.app.id });
    expect(startMockWorker).toHaveBeenLastCalledWith({
      brand: draft,
      scenario: 'normal',
      dataOf: brand.app.id,
    });
  });

  it('forgets the scenario on ?scenario=normal', async () => {
    window.localStorage.setItem(LOCAL_KEYS.demoScenario, 'restricted');
    await startDemoPlatform(brand, query('?scenario=normal'));
    expect(startMockWorker).toHaveBeenCalledWith({ brand, scenario: 'normal' });
    expect(remembered()).toBeNull();
  });
});

describe('demoInbox', () => {
  afterEach(() => window.localStorage.clear());

  it('follows the worker inbox and the newest captcha answer', async () => {
    const heard = vi.fn();
    const unsubscribe = demoInbox.subscribe(heard);
    await startDemoPlatform(brand, query(''));
    expect(demoInbox.entries()).toEqual([]);

    const entry = { to: '+84 0912345678', code: '123456', purpose: 'login' as const, at: 1 };
    inbox.deliver(entry);
    expect(demoInbox.entries()).toEqual([entry]);
    const calls = heard.mock.calls.length;

    fake.captcha = 'AB12';
    fake.onMocked.forEach((listener) =>
      listener({ request: new Request('http://localhost/wps/captcha') }),
    );
    expect(heard.mock.calls.length).toBeGreaterThan(calls);
    expect(demoInbox.captchaAnswer()).toBe('AB12');
    unsubscribe();
  });
});

describe('switchScenario', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('switches the running platform live and keeps the address and the choice in step', async () => {
    await startDemoPlatform(brand, query(''));
    expect(switchScenario('session-expired')).toBe(true);
    expect(setScenario).toHaveBeenLastCalledWith('session-expired');
    expect(window.location.search).toBe('?scenario=session-expired');
    expect(remembered()).toBe('session-expired');
  });

  it('asks for a reload when the system status would change', async () => {
    await startDemoPlatform(brand, query(''));
    setScenario.mockClear();
    expect(switchScenario('maintenance')).toBe(false);
    window.history.replaceState(null, '', '/?scenario=restricted');
    expect(switchScenario('normal')).toBe(false);
    expect(setScenario).not.toHaveBeenCalled();
  });
});
