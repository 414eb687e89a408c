import { CAPTCHA_ALPHABET } from '#functions/captcha/alphabet.ts';
import { GLYPHS } from '#functions/captcha/glyph-data.ts';

/**
 * Draws a click-captcha image: the characters to click plus decoys, each an outline (SVG path)
 * at a random place, size, rotation, slant and colour, every point jittered, over noise curves
 * and dots. The SVG holds paths only: no <text>, no font, nothing a bot can read as characters.
 * Pure: the randomness comes in as a function (tests pass a seeded one).
 */
export type Box = readonly [x1: number, y1: number, x2: number, y2: number];

export type CaptchaImage = {
  width: number;
  height: number;
  /** The characters to click, in order. */
  text: string[];
  /** Where each of them is drawn (image pixels), in the same order. */
  boxes: Box[];
  svg: string;
};

export const CAPTCHA_SIZE = { width: 350, height: 200 } as const;
const TARGETS = 3;
const DECOYS = 2;
/** Glyph outlines are 1000 units per em; capitals are ~711 units high and ≤ 600 wide. */
const GLYPH_UNITS = { width: 620, height: 711 };

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/** Dark, saturated colours that read on the light background (the image is the same in dark mode). */
const INK = [
  '#b91c1c',
  '#1d4ed8',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#374151',
  '#4338ca',
];
const PAPER = [
  ['#f8fafc', '#e0f2fe'],
  ['#fefce8', '#fce7f3'],
  ['#f0fdf4', '#ede9fe'],
  ['#fff7ed', '#ecfeff'],
] as const;

type Placed = { char: string; cx: number; cy: number; size: number };

/** Non-overlapping centres for `count` characters of `size` px, inside the margins. */
function place(random: Random, chars: string[], width: number, height: number): Placed[] {
  const placed: Placed[] = [];
  for (const char of chars) {
    const size = between(random, 38, 50);
    const reach = size * 0.75;
    let spot: Placed | undefined;
    for (let attempt = 0; attempt < 200 && !spot; attempt++) {
      const candidate = {
        char,
        size,
        cx: between(random, reach, width - reach),
        cy: between(random, reach, height - reach),
      };
      const clear = placed.every(
        (other) => Math.hypot(other.cx - candidate.cx, other.cy - candidate.cy) > (other.size + size) * 0.85,
      );
      if (clear) spot = candidate;
    }
    // The image is roomy enough that this is unreachable in practice; fall back to a column grid.
    spot ??= { char, size, cx: (width / (chars.length + 1)) * (placed.length + 1), cy: height / 2 };
    placed.push(spot);
  }
  return placed;
}

const TOKENS = /[MLQCZ]|-?\d+(?:\.\d+)?/g;

/** Draws one glyph: its outline moved, scaled, rotated, slanted and jittered, and its box. */
function drawGlyph(random: Random, spot: Placed): { d: string; box: Box } {
  const source = GLYPHS[spot.char];
  if (!source) throw new Error(`No outline for captcha character ${spot.char}`);
  const scale = spot.size / GLYPH_UNITS.height;
  const angle = (between(random, -40, 40) * Math.PI) / 180;
  const slant = between(random, -0.25, 0.25);
  const stretch = between(random, 0.85, 1.15);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const box = [
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  const out: string[] = [];
  let pendingX: number | null = null;
  for (const token of source.match(TOKENS) ?? []) {
    if (/[A-Z]/.test(token)) {
      out.push(token);
      continue;
    }
    if (pendingX === null) {
      pendingX = Number(token);
      continue;
    }
    const gx = (pendingX - GLYPH_UNITS.width / 2) * scale * stretch;
    const gy = (Number(token) - GLYPH_UNITS.height / 2) * scale;
    pendingX = null;
    const sx = gx + slant * gy;
    const x = spot.cx + sx * cos - gy * sin + between(random, -0.7, 0.7);
    const y = spot.cy + sx * sin + gy * cos + between(random, -0.7, 0.7);
    box[0] = Math.min(box[0] as number, x);
    box[1] = Math.min(box[1] as number, y);
    box[2] = Math.max(box[2] as number, x);
    box[3] = Math.max(box[3] as number, y);
    out.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = box;
  return { d: out.join(' ').replace(/ ?([MLQCZ]) ?/g, '$1'), box: [x1, y1, x2, y2] };
}

function noiseCurve(random: Random, width: number, height: number): string {
  const point = () => `${between(random, 0, width).toFixed(1)} ${between(random, 0, height).toFixed(1)}`;
  const colour = pick(random, INK);
  const stroke = between(random, 1, 2.4).toFixed(1);
  return `<path d="M${point()} C${point()} ${point()} ${point()}" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-opacity="0.55" stroke-linecap="round"/>`;
}

function noiseDot(random: Random, width: number, height: number): string {
  const x = between(random, 0, width);
  const y = between(random, 0, height);
  const r = between(random, 0.8, 2.2);
  return `<path d="M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(2 * r).toFixed(1)} 0a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(-2 * r).toFixed(1)} 0" fill="${pick(random, INK)}" fill-opacity="0.5"/>`;
}

/** A new captcha: TARGETS characters to click and DECOYS others, all different. */
export function drawCaptcha(
  random: Random,
  size: { width: number; height: number } = CAPTCHA_SIZE,
): CaptchaImage {
  const { width, height } = size;
  const chars = shuffle(random, [...CAPTCHA_ALPHABET]).slice(0, TARGETS + DECOYS);
  const spots = place(random, chars, width, height);
  const glyphs = spots.map((spot) => ({ spot, ...drawGlyph(random, spot), colour: pick(random, INK) }));
  const [top, bottom] = pick(random, PAPER);
  const shapes = shuffle(random, [
    ...glyphs.map((glyph) => `<path d="${glyph.d}" fill="${glyph.colour}"/>`),
    ...Array.from({ length: 5 }, () => noiseCurve(random, width, height)),
    ...Array.from({ length: 40 }, () => noiseDot(random, width, height)),
  ]);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...shapes,
    '</svg>',
  ].join('');
  const targets = glyphs.slice(0, TARGETS);
  return {
    width,
    height,
    text: targets.map((glyph) => glyph.spot.char),
    boxes: targets.map((glyph) => glyph.box),
    svg,
  };
}

/** The image as the data URL the browser shows. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
