import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '#functions/captcha/alphabet.ts';
import { CAPTCHA_SIZE, drawCaptcha, svgDataUrl } from '#functions/captcha/captcha-image.ts';
import { GLYPH_DATA_FILE, glyphDataSource } from '#functions/captcha/generate-glyphs.ts';
import { GLYPHS } from '#functions/captcha/glyph-data.ts';

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
    for (let seed = 1; seed <= 200; seed++) {
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
    for (let seed = 1; seed <= 200; seed++) {
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

  it('draws shapes only: no text, fonts or external references in the SVG', () => {
    const { svg, text } = drawCaptcha(seeded(7));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|font|<use|<image|href=|<script|<foreignObject/i);
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    for (const char of text) expect(svg).not.toContain(`>${char}<`);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(40);
  });

  it('is random: two drawings differ in characters or places', () => {
    const a = drawCaptcha(seeded(1));
    const b = drawCaptcha(seeded(2));
    expect(a.svg).not.toBe(b.svg);
    expect(drawCaptcha(seeded(1)).svg).toBe(a.svg);
  });

  it('makes a base64 SVG data URL', () => {
    expect(svgDataUrl('<svg/>')).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
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
