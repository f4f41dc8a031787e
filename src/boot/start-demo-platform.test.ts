import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '#brands/index.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { currentScenario, startDemoPlatform } from './start-demo-platform.ts';

const startMockWorker = vi.hoisted(() => vi.fn());
vi.mock('#mock-server/browser.ts', () => ({ startMockWorker }));

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

  it('forgets the scenario on ?scenario=normal', async () => {
    window.localStorage.setItem(LOCAL_KEYS.demoScenario, 'restricted');
    await startDemoPlatform(brand, query('?scenario=normal'));
    expect(startMockWorker).toHaveBeenCalledWith({ brand, scenario: 'normal' });
    expect(remembered()).toBeNull();
  });
});
