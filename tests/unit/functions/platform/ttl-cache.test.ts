import { describe, expect, it } from 'vitest';
import { ttlCache } from '#functions/platform/ttl-cache.ts';

describe('ttlCache', () => {
  it('loads once within the lifetime, shares a pending load, and loads again after it', async () => {
    let loads = 0;
    const cache = ttlCache(async () => ++loads, 1_000);

    const [a, b] = await Promise.all([cache.get(0), cache.get(0)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get(999)).toBe(1);
    expect(await cache.get(1_000)).toBe(2);
    cache.clear();
    expect(await cache.get(1_001)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = ttlCache(async () => {
      if (fail) throw new Error('down');
      return 'up';
    }, 1_000);
    await expect(cache.get(0)).rejects.toThrow('down');
    fail = false;
    expect(await cache.get(1)).toBe('up');
  });
});
