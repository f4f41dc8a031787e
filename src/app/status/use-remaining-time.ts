import { useEffect, useState } from 'react';

/** Milliseconds left until `end` (epoch ms), never negative; updates every second until zero. */
export function useRemainingMs(end: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, end - now);
  const over = remaining === 0;

  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);

  return remaining;
}

/** Splits a duration into whole hours, minutes and seconds, rounding seconds up. */
export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.ceil(ms / 1000);
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
