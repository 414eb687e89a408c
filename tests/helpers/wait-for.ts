import { vi } from 'vitest';

/**
 * `vi.waitFor` with room for a busy machine: its default gives up after 1 s, which a boot of the
 * app's modules under a loaded CI worker can take. The condition is still polled often, so a quiet
 * machine waits no longer than before.
 */
export function waitFor<T>(condition: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(condition, { timeout: 30_000, interval: 20 });
}
