import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE, HeightCache, indexAt, offsetsOf, windowRange } from '#app/builder/virtual.ts';

describe('offsetsOf / indexAt', () => {
  const offsets = offsetsOf([100, 50, 200, 10]);

  it('answers each top and the total height', () => {
    expect([...offsets]).toEqual([0, 100, 150, 350, 360]);
  });

  it('finds the item holding a y position, clamped to the list', () => {
    expect(indexAt(offsets, -5)).toBe(0);
    expect(indexAt(offsets, 0)).toBe(0);
    expect(indexAt(offsets, 99.9)).toBe(0);
    expect(indexAt(offsets, 100)).toBe(1);
    expect(indexAt(offsets, 349)).toBe(2);
    expect(indexAt(offsets, 355)).toBe(3);
    expect(indexAt(offsets, 10_000)).toBe(3);
    expect(indexAt(offsetsOf([]), 10)).toBe(0);
  });
});

describe('windowRange', () => {
  // 1,000 modules of 100 px: the list is 100,000 px tall.
  const offsets = offsetsOf(Array.from({ length: 1000 }, () => 100));

  it('renders the visible modules plus the overscan on both sides', () => {
    expect(windowRange(offsets, 0, 800, 0)).toEqual({ start: 0, end: 9 });
    expect(windowRange(offsets, 0, 800, 400)).toEqual({ start: 0, end: 13 });
    expect(windowRange(offsets, 50_000, 50_800, 400)).toEqual({ start: 496, end: 513 });
  });

  it('stays inside the list when scrolled past either end', () => {
    expect(windowRange(offsets, 99_900, 100_700, 400)).toEqual({ start: 995, end: 1000 });
    expect(windowRange(offsets, 200_000, 200_800, 400)).toEqual({ start: 999, end: 1000 });
    expect(windowRange(offsets, -900, -100, 0)).toEqual({ start: 0, end: 1 });
  });

  it('renders nothing for an empty list', () => {
    expect(windowRange(offsetsOf([]), 0, 800)).toEqual({ start: 0, end: 0 });
  });
});

describe('HeightCache', () => {
  it('estimates unmeasured modules by the average of their type, then a constant', () => {
    const cache = new HeightCache();
    expect(cache.get('a', 'title-text')).toBe(DEFAULT_ESTIMATE);
    expect(cache.set('a', 'title-text', 60)).toBe(true);
    expect(cache.set('b', 'title-text', 80)).toBe(true);
    expect(cache.get('a', 'title-text')).toBe(60);
    expect(cache.get('zzz', 'title-text')).toBe(70);
    expect(cache.get('zzz', 'divider')).toBe(DEFAULT_ESTIMATE);
  });

  it('reports only real changes and keeps the averages right when a module is measured again', () => {
    const cache = new HeightCache();
    cache.set('a', 'divider', 40);
    expect(cache.set('a', 'divider', 40.2)).toBe(false);
    expect(cache.set('a', 'divider', 20)).toBe(true);
    cache.set('b', 'divider', 40);
    expect(cache.get('new', 'divider')).toBe(30);
  });
});
