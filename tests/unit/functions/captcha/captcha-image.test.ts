import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '#functions/captcha/alphabet.ts';
import { CAPTCHA_SIZE, drawCaptcha, pngDataUrl } from '#functions/captcha/captcha-image.ts';
import { GLYPH_DATA_FILE, glyphDataSource } from '#functions/captcha/generate-glyphs.ts';
import { GLYPHS } from '#functions/captcha/glyph-data.ts';
import { oldStyleSvg, svgSolve } from '../../../helpers/svg-solver.ts';

/** A seeded generator (mulberry32), so a drawing can be repeated. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('drawCaptcha', () => {
  it('picks three different characters of the alphabet to click, each with a box inside the image', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const image = drawCaptcha(seeded(seed));
      expect(image.text).toHaveLength(3);
      expect(new Set(image.text).size).toBe(3);
      for (const char of image.text) expect(CAPTCHA_ALPHABET).toContain(char);
      expect(image.boxes).toHaveLength(3);
      for (const [x1, y1, x2, y2] of image.boxes) {
        expect(x1).toBeGreaterThanOrEqual(0);
        expect(y1).toBeGreaterThanOrEqual(0);
        expect(x2).toBeLessThanOrEqual(CAPTCHA_SIZE.width);
        expect(y2).toBeLessThanOrEqual(CAPTCHA_SIZE.height);
        expect(x2 - x1).toBeGreaterThan(10);
        expect(y2 - y1).toBeGreaterThan(10);
      }
    }
  });

  it('keeps the characters to click apart, so every box has a point no other box covers', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { boxes } = drawCaptcha(seeded(seed));
      boxes.forEach(([x1, y1, x2, y2], i) => {
        const centre = { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
        const others = boxes.filter((_, j) => j !== i);
        const inside = others.some(
          ([a, b, c, d]) => centre.x >= a && centre.x <= c && centre.y >= b && centre.y <= d,
        );
        expect(inside, `seed ${seed} box ${i}`).toBe(false);
      });
    }
  });

  it('is a plain RGB PNG of the picture size: image chunks only, no text chunk, nothing but pixels', () => {
    const { png, text } = drawCaptcha(seeded(7));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: string[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      chunks.push(png.toString('latin1', at + 4, at + 8));
      at += 12 + length;
    }
    expect(new Set(chunks)).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([CAPTCHA_SIZE.width, CAPTCHA_SIZE.height]);
    const payload = png.toString('latin1');
    expect(payload).not.toMatch(/<svg|<path|\bd="/);
    for (const char of text) expect(payload).not.toContain((GLYPHS[char] ?? '').slice(0, 24));
    // Small enough to serve inline (about 40 KB).
    expect(png.length).toBeLessThan(90_000);
  });

  it('draws each character to click as ink inside its box, over a cluttered picture', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const image = drawCaptcha(seeded(seed));
      const { data, width } = PNG.sync.read(image.png);
      const darkness = (x: number, y: number) => {
        const at = (Math.round(y) * width + Math.round(x)) * 4;
        return 765 - ((data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0));
      };
      for (const [x1, y1, x2, y2] of image.boxes) {
        let inked = 0;
        let total = 0;
        for (let y = y1; y < y2; y += 2)
          for (let x = x1; x < x2; x += 2) {
            total++;
            if (darkness(x, y) > 250) inked++;
          }
        expect(inked / total, `seed ${seed}`).toBeGreaterThan(0.15);
      }
      // Noise everywhere: many distinct colours, not a few flat fills.
      const colours = new Set<number>();
      for (let at = 0; at < data.length; at += 4)
        colours.add(((data[at] ?? 0) << 16) | ((data[at + 1] ?? 0) << 8) | (data[at + 2] ?? 0));
      expect(colours.size, `seed ${seed}`).toBeGreaterThan(500);
    }
  });

  it('gives the old SVG solver nothing: it solves an image drawn the old way, and none of 60 PNGs', () => {
    const old = oldStyleSvg([
      { char: 'A', dx: 20, dy: 40 },
      { char: 'K', dx: 120, dy: 60 },
      { char: '7', dx: 220, dy: 90 },
    ]);
    expect(svgSolve(old, ['K', 'A', '7'])).toHaveLength(3);
    let solved = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const image = drawCaptcha(seeded(seed));
      if (svgSolve(pngDataUrl(image.png), image.text)) solved++;
    }
    expect(solved).toBe(0);
  });

  it('is random: two drawings differ, a seed repeats its drawing', () => {
    const a = drawCaptcha(seeded(1));
    const b = drawCaptcha(seeded(2));
    expect(a.png.equals(b.png)).toBe(false);
    expect(drawCaptcha(seeded(1)).png.equals(a.png)).toBe(true);
  });

  it('makes a base64 PNG data URL', () => {
    expect(pngDataUrl(Buffer.from('png'))).toBe(
      `data:image/png;base64,${Buffer.from('png').toString('base64')}`,
    );
  });
});

describe('glyph outlines', () => {
  it('hold one outline per character of the alphabet', () => {
    expect(Object.keys(GLYPHS).sort()).toEqual([...CAPTCHA_ALPHABET].sort());
    for (const outline of Object.values(GLYPHS)) expect(outline).toMatch(/^M[\dMLQCZ -]+Z$/);
  });

  it('are what the generator makes from the font package (run it after a font update)', async () => {
    expect(await readFile(GLYPH_DATA_FILE, 'utf8')).toBe(await glyphDataSource());
  });
});
