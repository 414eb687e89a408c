import { CAPTCHA_ALPHABET } from '#functions/captcha/alphabet.ts';
import { GLYPHS } from '#functions/captcha/glyph-data.ts';
import { encodeRgbPng } from '#functions/captcha/png.ts';
import {
  cubic,
  disc,
  flattenOutline,
  type Point,
  type Polygon,
  Raster,
  type Rgb,
  stroke,
} from '#functions/captcha/raster.ts';

/**
 * Draws a click-captcha picture as a PNG: the characters to click plus decoys, each a font outline
 * rasterised here with its own random size, rotation, slant, stretch and wave warp, placed so
 * they may touch and overlap, over a gradient with speckle, crossing curves and decoy strokes
 * (pieces of other characters' outlines). Nothing in the payload names a character: it is pixels.
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
  /** The PNG file. */
  png: Buffer;
};

export const CAPTCHA_SIZE = { width: 350, height: 200 } as const;
const TARGETS = 3;
const DECOYS = 2;
/** Decoy strokes: pieces of other characters' outlines, drawn as lines. */
const DECOY_STROKES = 4;
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

/** Dark, saturated inks that read on the light paper (the image is the same in dark mode). */
const INK: readonly Rgb[] = [
  [185, 28, 28],
  [29, 78, 216],
  [4, 120, 87],
  [124, 58, 237],
  [194, 65, 12],
  [15, 118, 110],
  [190, 24, 93],
  [55, 65, 81],
  [67, 56, 202],
];
const PAPER: readonly (readonly [Rgb, Rgb])[] = [
  [
    [248, 250, 252],
    [224, 242, 254],
  ],
  [
    [254, 252, 232],
    [252, 231, 243],
  ],
  [
    [240, 253, 244],
    [237, 233, 254],
  ],
  [
    [255, 247, 237],
    [236, 254, 255],
  ],
];

type Placed = { char: string; cx: number; cy: number; size: number };

/**
 * Centres for the characters: close enough to touch or overlap a little (clutter), never so close
 * that one's middle is covered by another (each stays clickable).
 */
function place(random: Random, chars: string[], width: number, height: number): Placed[] {
  const placed: Placed[] = [];
  for (const char of chars) {
    const size = between(random, 40, 54);
    const reach = size * 0.72;
    let spot: Placed | undefined;
    for (let attempt = 0; attempt < 300 && !spot; attempt++) {
      const candidate = {
        char,
        size,
        cx: between(random, reach, width - reach),
        cy: between(random, reach, height - reach),
      };
      const clear = placed.every(
        (other) => Math.hypot(other.cx - candidate.cx, other.cy - candidate.cy) > (other.size + size) * 0.55,
      );
      if (clear) spot = candidate;
    }
    // The image is roomy enough that this is unreachable in practice; fall back to a column grid.
    spot ??= { char, size, cx: (width / (chars.length + 1)) * (placed.length + 1), cy: height / 2 };
    placed.push(spot);
  }
  return placed;
}

/** A random distortion of one glyph: glyph units in, image pixels out. */
function distortion(random: Random, spot: Placed): (point: Point) => Point {
  const scale = spot.size / GLYPH_UNITS.height;
  const angle = (between(random, -38, 38) * Math.PI) / 180;
  const slant = between(random, -0.3, 0.3);
  const stretchX = between(random, 0.8, 1.2);
  const stretchY = between(random, 0.85, 1.15);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const wave = {
    ax: between(random, 1.2, 3.2),
    ay: between(random, 1.2, 3.2),
    fx: between(random, 0.09, 0.2),
    fy: between(random, 0.09, 0.2),
    px: between(random, 0, 2 * Math.PI),
    py: between(random, 0, 2 * Math.PI),
  };
  return ({ x, y }) => {
    const gx = (x - GLYPH_UNITS.width / 2) * scale * stretchX;
    const gy = (y - GLYPH_UNITS.height / 2) * scale * stretchY;
    const sx = gx + slant * gy;
    const rx = sx * cos - gy * sin;
    const ry = sx * sin + gy * cos;
    return {
      x: spot.cx + rx + wave.ax * Math.sin(ry * wave.fy + wave.py),
      y: spot.cy + ry + wave.ay * Math.sin(rx * wave.fx + wave.px),
    };
  };
}

function glyphContours(char: string): Polygon[] {
  const source = GLYPHS[char];
  if (!source) throw new Error(`No outline for captcha character ${char}`);
  return flattenOutline(source);
}

function boxOf(contours: Polygon[]): Box {
  let [x1, y1, x2, y2] = [
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (const contour of contours)
    for (const { x, y } of contour) {
      x1 = Math.min(x1, x);
      y1 = Math.min(y1, y);
      x2 = Math.max(x2, x);
      y2 = Math.max(y2, y);
    }
  return [x1, y1, x2, y2];
}

/** A random curve across the picture, optionally passing near `through`. */
function curve(random: Random, width: number, height: number, through?: Point): Point[] {
  const edgePoint = (left: boolean) => ({
    x: left ? between(random, -10, width * 0.25) : between(random, width * 0.75, width + 10),
    y: between(random, 0, height),
  });
  const mid = through ?? { x: between(random, 0, width), y: between(random, 0, height) };
  const a = edgePoint(true);
  const b = edgePoint(false);
  return [a, ...cubic(a, mid, { x: between(random, 0, width), y: between(random, 0, height) }, b, 24)];
}

/** A new captcha: TARGETS characters to click and DECOYS others, all different. */
export function drawCaptcha(
  random: Random,
  size: { width: number; height: number } = CAPTCHA_SIZE,
): CaptchaImage {
  const { width, height } = size;
  const chars = shuffle(random, [...CAPTCHA_ALPHABET]).slice(0, TARGETS + DECOYS);
  const spots = place(random, chars, width, height);
  const raster = new Raster(width, height);

  // Paper: a diagonal gradient under soft blotches.
  const [top, bottom] = pick(random, PAPER);
  const paper: [number, number, number] = [0, 0, 0];
  raster.paint((x, y) => {
    const t = (x / width + y / height) / 2;
    for (let c = 0; c < 3; c++)
      paper[c] = Math.round((top[c] as number) + ((bottom[c] as number) - (top[c] as number)) * t);
    return paper;
  });
  for (let i = 0; i < 6; i++) {
    const blotch = disc(
      { x: between(random, 0, width), y: between(random, 0, height) },
      between(random, 12, 40),
      between(random, 5, 9),
    );
    raster.fill([blotch], pick(random, INK), between(random, 0.05, 0.1));
  }

  // Under the characters: speckle and thin curves.
  for (let i = 0; i < 4; i++) {
    const dots = Array.from({ length: 30 }, () =>
      disc({ x: between(random, 0, width), y: between(random, 0, height) }, between(random, 0.6, 1.8), 6),
    );
    raster.fill(dots, pick(random, INK), between(random, 0.35, 0.7));
  }
  for (let i = 0; i < 4; i++)
    raster.fill(stroke(curve(random, width, height), between(random, 0.8, 1.8)), pick(random, INK), 0.55);

  // Decoy strokes: pieces of other characters' outlines, drawn as lines.
  const others = CAPTCHA_ALPHABET.split('').filter((char) => !chars.includes(char));
  for (let i = 0; i < DECOY_STROKES; i++) {
    const spot = {
      char: pick(random, others),
      cx: between(random, 20, width - 20),
      cy: between(random, 20, height - 20),
      size: between(random, 30, 56),
    };
    const warp = distortion(random, spot);
    for (const contour of glyphContours(spot.char)) {
      if (random() < 0.4) continue;
      const from = Math.floor(random() * contour.length);
      const length = Math.floor(contour.length * between(random, 0.25, 0.6));
      const piece = Array.from({ length }, (_, k) => warp(contour[(from + k) % contour.length] as Point));
      raster.fill(stroke(piece, between(random, 1.2, 2.6)), pick(random, INK), 0.8);
    }
  }

  // The characters, in a random stacking order.
  const glyphs = spots.map((spot) => {
    const warp = distortion(random, spot);
    const contours = glyphContours(spot.char).map((contour) => contour.map(warp));
    return { spot, contours, box: boxOf(contours), colour: pick(random, INK) };
  });
  for (const glyph of shuffle(random, [...glyphs])) raster.fill(glyph.contours, glyph.colour, 1);

  // Over the characters: curves through some of them, in ink and in paper colour, and more speckle.
  for (const glyph of glyphs) {
    if (random() < 0.35) continue;
    const through = { x: glyph.spot.cx, y: glyph.spot.cy + between(random, -8, 8) };
    const paper = random() < 0.5;
    raster.fill(
      stroke(curve(random, width, height, through), between(random, paper ? 1.2 : 1, paper ? 2 : 2.2)),
      paper ? pick(random, [top, bottom]) : pick(random, INK),
      paper ? 0.9 : 0.75,
    );
  }
  const specks = Array.from({ length: 60 }, () =>
    disc({ x: between(random, 0, width), y: between(random, 0, height) }, between(random, 0.5, 1.4), 6),
  );
  raster.fill(specks, pick(random, INK), 0.6);

  const targets = glyphs.slice(0, TARGETS);
  return {
    width,
    height,
    text: targets.map((glyph) => glyph.spot.char),
    boxes: targets.map((glyph) => clampBox(glyph.box, width, height)),
    png: encodeRgbPng(width, height, raster.pixels),
  };
}

const clampBox = ([x1, y1, x2, y2]: Box, width: number, height: number): Box => [
  Math.max(0, x1),
  Math.max(0, y1),
  Math.min(width, x2),
  Math.min(height, y2),
];

/** The image as the data URL the browser shows. */
export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
