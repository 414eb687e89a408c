/** One row of the benchmark report (BENCHMARKS.md). Times carry their same-run reference. */
export type BenchRow = {
  /** Row number in BENCHMARKS.md's target table. */
  id: number;
  metric: string;
  unit: string;
  /** Raw samples of the measured quantity. */
  samples: number[];
  /** Same-run reference samples, where the figure is a time measured against one. */
  reference?: { name: string; samples: number[] };
  target: string;
  /** Whether the median meets the target; absent on a reference line, which has no target of its own. */
  pass?: boolean;
  notes?: string;
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function summary(values: readonly number[]): { min: number; median: number; max: number } {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}
