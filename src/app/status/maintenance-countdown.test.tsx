import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { MaintenanceCountdown } from './maintenance-countdown.tsx';
import { splitDuration } from './use-remaining-time.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('MaintenanceCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down every second', () => {
    renderWithProviders(<MaintenanceCountdown end={NOW + 2 * 3600_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 02:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 01:59:59');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 01:58:58');
  });

  it('offers to check again once the end has passed, which reloads', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWithProviders(<MaintenanceCountdown end={NOW + 2000} />);
    act(() => vi.advanceTimersByTime(2000));

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Maintenance should be over by now.')).toBeInTheDocument();
    // Fake timers stall user-event's internal waits, and nothing here needs its realism.
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('splitDuration', () => {
  it('rounds seconds up and keeps hours past a day', () => {
    expect(splitDuration(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(26 * 3600_000 + 61_000)).toEqual({ hours: 26, minutes: 1, seconds: 1 });
  });
});
