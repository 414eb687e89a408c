import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addHash, estimate, newSketch, sketchOf } from '#functions/insights/sketch.ts';

const hash = (n: number) =>
  createHash('sha256').update(`visitor ${n}`).digest().subarray(0, 16).toString('base64url');

describe('the unique-visitor sketch', () => {
  it('counts a handful exactly, a hundred within 2, and a visitor once however often it comes', () => {
    const sketch = newSketch();
    expect(estimate(sketch)).toBe(0);
    for (let i = 0; i < 5; i++) addHash(sketch, hash(1));
    expect(estimate(sketch)).toBe(1);
    for (let n = 2; n <= 10; n++) addHash(sketch, hash(n));
    expect(estimate(sketch)).toBe(10);
    for (let n = 11; n <= 100; n++) addHash(sketch, hash(n));
    expect(Math.abs(estimate(sketch) - 100)).toBeLessThanOrEqual(2);
  });

  it('stays within a few percent at a hundred thousand', () => {
    const sketch = newSketch();
    for (let n = 0; n < 100_000; n++) addHash(sketch, hash(n));
    expect(Math.abs(estimate(sketch) - 100_000) / 100_000).toBeLessThan(0.05);
  });

  it('merges by adding to a copy read back from the store, and reads anything else as empty', () => {
    const stored = newSketch();
    addHash(stored, hash(1));
    const copy = sketchOf(stored);
    addHash(copy, hash(2));
    expect([estimate(stored), estimate(copy)]).toEqual([1, 2]);
    expect(estimate(sketchOf('not a sketch'))).toBe(0);
  });
});
