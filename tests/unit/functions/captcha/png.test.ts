import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeRgbPng } from '#functions/captcha/png.ts';

describe('encodeRgbPng', () => {
  it('writes a PNG that a decoder reads back to the same pixels (noise and flat colour)', () => {
    for (const [width, height] of [
      [1, 1],
      [7, 3],
      [350, 200],
    ] as const) {
      const pixels = randomBytes(width * height * 3);
      pixels.fill(200, 0, Math.floor(pixels.length / 2));
      const decoded = PNG.sync.read(encodeRgbPng(width, height, pixels));
      expect([decoded.width, decoded.height]).toEqual([width, height]);
      const rgb = Buffer.alloc(width * height * 3);
      for (let i = 0, j = 0; i < decoded.data.length; i += 4, j += 3) decoded.data.copy(rgb, j, i, i + 3);
      expect(rgb.equals(pixels)).toBe(true);
    }
  });

  it('refuses pixels that do not fill the size', () => {
    expect(() => encodeRgbPng(2, 2, new Uint8Array(11))).toThrow('2x2 RGB needs 12 bytes');
  });
});
