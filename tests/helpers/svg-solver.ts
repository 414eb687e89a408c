import { GLYPHS } from '#functions/captcha/glyph-data.ts';

/**
 * The attack of issue 11 against the old SVG captcha, kept to prove the PNG one gives it nothing:
 * read the image as SVG, take each filled path, recognise its character by the sequence of its
 * drawing commands (each glyph outline has its own), and click the centres of the listed ones.
 * Answers the clicks in image pixels, or null when it cannot find every character.
 */
const signature = (d: string) => (d.match(/[MLQCZ]/g) ?? []).join('');

const BY_SIGNATURE = new Map(Object.entries(GLYPHS).map(([char, d]) => [signature(d), char]));

export function svgSolve(dataUrl: string, text: readonly string[]): { x: number; y: number }[] | null {
  const [head = '', body = ''] = dataUrl.split(',');
  const markup = Buffer.from(body, head.endsWith(';base64') ? 'base64' : 'utf8').toString('latin1');
  const found = new Map<string, { x: number; y: number }>();
  for (const match of markup.matchAll(/<path d="([^"]+)" fill="[^"]+"\/>/g)) {
    const d = match[1] ?? '';
    const char = BY_SIGNATURE.get(signature(d));
    if (!char) continue;
    const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    found.set(char, {
      x: (Math.min(...xs) + Math.max(...xs)) / 2,
      y: (Math.min(...ys) + Math.max(...ys)) / 2,
    });
  }
  const clicks = text.map((char) => found.get(char));
  return clicks.every(Boolean) ? (clicks as { x: number; y: number }[]) : null;
}

/** An image drawn the old way (glyph outlines as SVG paths at the given places), to prove the solver works. */
export function oldStyleSvg(chars: { char: string; dx: number; dy: number }[]): string {
  const paths = chars.map(({ char, dx, dy }) => {
    let index = 0;
    const d = (GLYPHS[char] ?? '').replace(/-?\d+(?:\.\d+)?/g, (value) =>
      (Number(value) * 0.06 + (index++ % 2 === 0 ? dx : dy)).toFixed(1),
    );
    return `<path d="${d}" fill="#333"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="350" height="200">${paths.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
