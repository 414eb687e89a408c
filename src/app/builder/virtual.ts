/**
 * Windowing of the builder's canvas (BENCHMARKS rows 9-10): on a long page only the modules in
 * view, plus an overscan margin, are in the DOM; the rest is represented by the list's padding,
 * computed from each module's measured height (or, until it has been on screen once, an estimate:
 * the average measured height of its type, else a constant). Pure functions, tested in
 * tests/unit/app/builder/virtual.test.ts.
 */

/** From this many modules on, the canvas renders a window; shorter pages render every module. */
export const WINDOW_FROM = 40;
/** Height assumed for a module of a type not measured yet (px). */
export const DEFAULT_ESTIMATE = 120;
/** Extra px rendered above and below the visible part (keeps fast scrolls and drags painted). */
export const OVERSCAN_PX = 800;

/** Measured heights by module id, and per-type averages as the estimate for unmeasured modules. */
export class HeightCache {
  private readonly byId = new Map<string, number>();
  private readonly byType = new Map<string, { total: number; count: number }>();

  /** Records a measured height; true when it changed what the cache answers. */
  set(id: string, type: string, height: number): boolean {
    const before = this.byId.get(id);
    if (before !== undefined && Math.abs(before - height) < 0.5) return false;
    this.byId.set(id, height);
    const stats = this.byType.get(type) ?? { total: 0, count: 0 };
    if (before === undefined) stats.count += 1;
    stats.total += height - (before ?? 0);
    this.byType.set(type, stats);
    return true;
  }

  /** Whether `id` has been measured. */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The measured height of `id`, else the average of its type, else DEFAULT_ESTIMATE. */
  get(id: string, type: string): number {
    const measured = this.byId.get(id);
    if (measured !== undefined) return measured;
    const stats = this.byType.get(type);
    return stats && stats.count > 0 ? stats.total / stats.count : DEFAULT_ESTIMATE;
  }
}

/** Top offsets of each item (length n + 1: the last entry is the total height). */
export function offsetsOf(heights: readonly number[]): Float64Array {
  const offsets = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = (offsets[i] as number) + (heights[i] as number);
  return offsets;
}

/** Index of the item containing `y` (clamped to the list). */
export function indexAt(offsets: Float64Array, y: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] as number) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Items to render, [start, end), for the visible span [top, bottom) of the list (px from its top). */
export function windowRange(
  offsets: Float64Array,
  top: number,
  bottom: number,
  overscan: number = OVERSCAN_PX,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = indexAt(offsets, Math.max(0, top - overscan));
  const end = Math.min(count, indexAt(offsets, Math.max(0, bottom + overscan)) + 1);
  return { start, end: Math.max(end, start + 1) };
}
