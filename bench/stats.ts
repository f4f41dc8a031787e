/** A figure measured several times: the median is the figure, min and max show the noise. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function spread(runs: number[]): Spread {
  if (runs.length === 0) throw new Error('no runs to summarise');
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs };
}

/** A page figure over the baseline's; undefined when the baseline is zero (TBT, CLS, CSS). */
export function ratio(value: number, baseline: number): number | undefined {
  return baseline > 0 ? value / baseline : undefined;
}
