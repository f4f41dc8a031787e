import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimPrerenderedShell,
  releasePrerenderedShell,
  releasePrerenderedSplash,
  SHELL_ID,
} from './prerendered-shell.ts';

function addShell(brand = 'demo', path = '/', awaits?: string) {
  const shell = document.createElement('div');
  shell.id = SHELL_ID;
  shell.dataset.brand = brand;
  shell.dataset.path = path;
  if (awaits !== undefined) shell.className = awaits;
  document.body.append(shell);
}

const present = () => document.getElementById(SHELL_ID) !== null;

afterEach(() => {
  document.getElementById(SHELL_ID)?.remove();
  document.documentElement.removeAttribute('data-shell-off');
  document.documentElement.removeAttribute('data-shell-splash');
  vi.useRealTimers();
});

describe('the prerendered shell at boot', () => {
  it('stays over the app for its own brand and path, and goes when released', () => {
    addShell();
    claimPrerenderedShell('demo', '/');
    expect(present()).toBe(true);
    releasePrerenderedShell();
    releasePrerenderedShell();
    expect(present()).toBe(false);
  });

  it('waits for every part it awaits: the banner alone does not uncover a missing first card', () => {
    addShell('demo', '/promotions', 'awaits-banner awaits-lead');
    claimPrerenderedShell('demo', '/promotions');
    releasePrerenderedShell('banner');
    releasePrerenderedShell('banner');
    expect(present()).toBe(true);
    releasePrerenderedShell('lead');
    expect(present()).toBe(false);
  });

  it('goes on the first part released when it awaits nothing, and at once on a release without a part', () => {
    addShell('demo', '/');
    releasePrerenderedShell('banner');
    expect(present()).toBe(false);
    addShell('demo', '/promotions', 'awaits-banner awaits-lead');
    releasePrerenderedShell();
    expect(present()).toBe(false);
  });

  it('goes at once for another brand, another path, or when the HTML hid it', () => {
    addShell();
    claimPrerenderedShell('lotus', '/');
    expect(present()).toBe(false);
    addShell();
    claimPrerenderedShell('demo', '/help');
    expect(present()).toBe(false);
    addShell();
    document.documentElement.setAttribute('data-shell-off', '');
    claimPrerenderedShell('demo', '/');
    expect(present()).toBe(false);
  });

  it("on another page shows the splash until the app's first render, then goes", () => {
    addShell('demo', '/', 'awaits-banner');
    document.documentElement.setAttribute('data-shell-splash', '');
    claimPrerenderedShell('demo', '/depositv2');
    expect(present()).toBe(true);
    releasePrerenderedSplash();
    expect(present()).toBe(false);
    expect(document.documentElement.hasAttribute('data-shell-splash')).toBe(false);
  });

  it("stays at the app's first render when it shows its own page (its banner takes it away)", () => {
    addShell('demo', '/', 'awaits-banner');
    claimPrerenderedShell('demo', '/');
    releasePrerenderedSplash();
    expect(present()).toBe(true);
  });

  it('goes after 10 s whatever the app is doing', () => {
    vi.useFakeTimers();
    addShell();
    claimPrerenderedShell('demo', '/');
    vi.advanceTimersByTime(9_999);
    expect(present()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(present()).toBe(false);
  });
});
