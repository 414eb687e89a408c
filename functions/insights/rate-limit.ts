/**
 * Per-address limit of the collect endpoint, in this process's memory: a fixed one-minute window
 * per address, forgotten when the window passes. A page view and a visitor's taps are a handful of
 * events a minute; a script flooding the endpoint meets the limit at once. On AWS each warm Lambda
 * container counts on its own (at most the function's concurrency times the limit gets through);
 * a shared counter would cost one write per beacon.
 */
export function createRateLimiter(limitPerMinute: number, maxAddresses = 100_000) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    /** Counts one event of `address`; false once the address is over the limit this minute. */
    take(address: string, nowMs: number): boolean {
      const window = Math.floor(nowMs / 60_000);
      if (window !== windowStart || counts.size >= maxAddresses) {
        windowStart = window;
        counts = new Map();
      }
      const count = (counts.get(address) ?? 0) + 1;
      counts.set(address, count);
      return count <= limitPerMinute;
    },
  };
}
