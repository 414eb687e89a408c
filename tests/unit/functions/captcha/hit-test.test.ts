import { describe, expect, it } from 'vitest';
import { clicksHit, HIT_SLACK } from '#functions/captcha/hit-test.ts';

const image = {
  width: 350,
  height: 200,
  boxes: [
    [10, 10, 50, 50],
    [100, 100, 140, 150],
  ] as const,
};

describe('clicksHit', () => {
  it('hits when each click lands in its box, in order', () => {
    const info = {
      points: [
        { x: 30, y: 30 },
        { x: 120, y: 120 },
      ],
      displayWidth: 350,
      displayHeight: 200,
    };
    expect(clicksHit(info, image)).toBe(true);
  });

  it('misses in the wrong order, with too few or too many clicks', () => {
    const swap = {
      points: [
        { x: 120, y: 120 },
        { x: 30, y: 30 },
      ],
      displayWidth: 350,
      displayHeight: 200,
    };
    const few = { points: [{ x: 30, y: 30 }], displayWidth: 350, displayHeight: 200 };
    const many = {
      points: [
        { x: 30, y: 30 },
        { x: 120, y: 120 },
        { x: 1, y: 1 },
      ],
      displayWidth: 350,
      displayHeight: 200,
    };
    expect(clicksHit(swap, image)).toBe(false);
    expect(clicksHit(few, image)).toBe(false);
    expect(clicksHit(many, image)).toBe(false);
  });

  it('scales clicks from the displayed size to the image size', () => {
    const half = {
      points: [
        { x: 15, y: 15 },
        { x: 60, y: 60 },
      ],
      displayWidth: 175,
      displayHeight: 100,
    };
    const unscaled = {
      points: [
        { x: 15, y: 15 },
        { x: 60, y: 60 },
      ],
      displayWidth: 350,
      displayHeight: 200,
    };
    expect(clicksHit(half, image)).toBe(true);
    expect(clicksHit(unscaled, image)).toBe(false);
  });

  it('forgives a few pixels around a box and no more', () => {
    const edge = (dx: number) => ({
      points: [
        { x: 50 + dx, y: 30 },
        { x: 120, y: 120 },
      ],
      displayWidth: 350,
      displayHeight: 200,
    });
    expect(clicksHit(edge(HIT_SLACK), image)).toBe(true);
    expect(clicksHit(edge(HIT_SLACK + 0.5), image)).toBe(false);
  });
});
