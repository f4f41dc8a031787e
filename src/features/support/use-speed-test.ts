import { useCallback, useRef, useState } from 'react';
import type { DomainRoute } from '#schemas/platform-api.ts';
import { pingDomainRoute } from '#src/api/support.ts';

/** One line's measure: its time in ms, or failed. */
export interface LineMeasure {
  domain: string;
  ms: number | null;
}

export type SpeedTestState =
  | { status: 'idle' }
  | { status: 'running'; done: LineMeasure[] }
  | { status: 'done'; ranked: LineMeasure[] };

/** Fastest first; lines that failed last, in list order. */
export function rankLines(measures: readonly LineMeasure[]): LineMeasure[] {
  return [...measures].sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity));
}

/**
 * Times each line of the route list one after the other (so they do not share the network
 * and the machine), then ranks them. `now` is the clock (performance.now in the browser).
 */
export function useSpeedTest(now: () => number = () => performance.now()) {
  const [state, setState] = useState<SpeedTestState>({ status: 'idle' });
  const run = useRef(0);
  const start = useCallback(
    async (routes: readonly DomainRoute[]) => {
      const id = ++run.current;
      const done: LineMeasure[] = [];
      setState({ status: 'running', done: [] });
      for (const { domain } of routes) {
        const started = now();
        let ms: number | null;
        try {
          await pingDomainRoute(domain);
          ms = Math.round(now() - started);
        } catch {
          ms = null;
        }
        if (id !== run.current) return;
        done.push({ domain, ms });
        setState({ status: 'running', done: [...done] });
      }
      setState({ status: 'done', ranked: rankLines(done) });
    },
    [now],
  );
  return { state, start };
}
