/**
 * A small anti-aliased polygon rasteriser for the captcha picture: fills closed outlines (non-zero
 * winding, so holes and unions work) into an RGB buffer with 4 sub-scanlines per pixel row and
 * exact horizontal coverage. Pure and dependency-free; the PNG is encoded by the caller.
 */
export type Point = { x: number; y: number };
export type Polygon = Point[];
export type Rgb = readonly [number, number, number];

const SUB = 4;

export class Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  private readonly coverage: Float32Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.coverage = new Float32Array(width + 2);
  }

  /** Sets every pixel from `paint(x, y)` (which may answer the same array each time, refilled). */
  paint(paint: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const rgb = paint(x, y);
        const at = (y * this.width + x) * 3;
        this.pixels[at] = rgb[0];
        this.pixels[at + 1] = rgb[1];
        this.pixels[at + 2] = rgb[2];
      }
    }
  }

  /**
   * Fills the union of `polygons` with `colour` at `alpha` (0-1). Each sub-scanline visits only
   * the edges that reach its pixel row (listed per row first, in the edges' order, so the
   * crossings and the pixels are what visiting every edge gave) and sorts its crossings in place.
   *
   * Written for a cold process: a Lambda's first captcha runs this before V8 has optimised it, so
   * the loops index arrays (no iterators or destructuring), keep fields in locals and make no
   * array per span; the arithmetic and its order are those of the plain version, pixel for pixel.
   */
  fill(polygons: readonly Polygon[], colour: Rgb, alpha: number): void {
    const width = this.width;
    const pixels = this.pixels;
    const cov = this.coverage;
    const edges: number[] = [];
    let top = Number.POSITIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    for (let n = 0; n < polygons.length; n++) {
      const polygon = polygons[n] as Polygon;
      const length = polygon.length;
      for (let i = 0; i < length; i++) {
        const a = polygon[i] as Point;
        const b = polygon[(i + 1) % length] as Point;
        if (a.y === b.y) continue;
        if (b.y > a.y) {
          edges.push(a.x, a.y, b.x, b.y, 1);
          top = Math.min(top, a.y);
          bottom = Math.max(bottom, b.y);
        } else {
          edges.push(b.x, b.y, a.x, a.y, -1);
          top = Math.min(top, b.y);
          bottom = Math.max(bottom, a.y);
        }
      }
    }
    if (!edges.length) return;
    const first = Math.max(0, Math.floor(top));
    const last = Math.min(this.height - 1, Math.ceil(bottom));
    // The edges each pixel row's sub-scanlines can cross: those whose [y0, y1) meets [row, row + 1).
    const rows: number[][] = [];
    for (let row = first; row <= last; row++) rows.push([]);
    for (let e = 0; e < edges.length; e += 5) {
      const from = Math.max(first, Math.floor(edges[e + 1] as number));
      const to = Math.min(last, Math.floor(edges[e + 3] as number));
      for (let row = from; row <= to; row++) (rows[row - first] as number[]).push(e);
    }
    const xs: number[] = [];
    const dirs: number[] = [];
    const step = 1 / SUB;
    const red = colour[0];
    const green = colour[1];
    const blue = colour[2];
    for (let row = first; row <= last; row++) {
      const candidates = rows[row - first] as number[];
      const candidateCount = candidates.length;
      if (!candidateCount) continue;
      cov.fill(0);
      let minX = width;
      let maxX = -1;
      for (let s = 0; s < SUB; s++) {
        const sy = row + (s + 0.5) / SUB;
        let count = 0;
        for (let c = 0; c < candidateCount; c++) {
          const e = candidates[c] as number;
          const y0 = edges[e + 1] as number;
          const y1 = edges[e + 3] as number;
          if (sy < y0 || sy >= y1) continue;
          const x0 = edges[e] as number;
          const x1 = edges[e + 2] as number;
          const x = x0 + ((sy - y0) * (x1 - x0)) / (y1 - y0);
          const dir = edges[e + 4] as number;
          // Insertion in x order; equal x keep their order (as a stable sort keeps them).
          let at = count;
          while (at > 0 && (xs[at - 1] as number) > x) {
            xs[at] = xs[at - 1] as number;
            dirs[at] = dirs[at - 1] as number;
            at--;
          }
          xs[at] = x;
          dirs[at] = dir;
          count++;
        }
        let winding = 0;
        let start = 0;
        for (let k = 0; k < count; k++) {
          const x = xs[k] as number;
          const before = winding;
          winding += dirs[k] as number;
          if (before === 0 && winding !== 0) start = x;
          else if (before !== 0 && winding === 0) {
            // The span [start, x) of this sub-scanline, added to the row's coverage.
            const from = Math.max(0, start);
            const to = Math.min(width, x);
            if (to <= from) continue;
            const left = Math.floor(from);
            const right = Math.floor(to);
            let touched = left;
            if (left === right) cov[left] = (cov[left] as number) + (to - from) / SUB;
            else {
              cov[left] = (cov[left] as number) + (left + 1 - from) / SUB;
              for (let p = left + 1; p < right; p++) cov[p] = (cov[p] as number) + step;
              if (right < width) cov[right] = (cov[right] as number) + (to - right) / SUB;
              touched = Math.min(right, width - 1);
            }
            minX = Math.min(minX, left);
            maxX = Math.max(maxX, touched);
          }
        }
      }
      for (let x = minX; x <= maxX; x++) {
        const cover = Math.min(1, cov[x] as number) * alpha;
        if (cover <= 0) continue;
        const at = (row * width + x) * 3;
        const r = pixels[at] as number;
        pixels[at] = Math.round(r + (red - r) * cover);
        const g = pixels[at + 1] as number;
        pixels[at + 1] = Math.round(g + (green - g) * cover);
        const b = pixels[at + 2] as number;
        pixels[at + 2] = Math.round(b + (blue - b) * cover);
      }
    }
  }
}

const signedArea = (polygon: Polygon) => {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2;
};

/** Makes a polygon's winding positive, so the non-zero rule unites overlapping pieces. */
const positive = (polygon: Polygon): Polygon => (signedArea(polygon) < 0 ? polygon.reverse() : polygon);

/** A circle as a polygon. */
export function disc(centre: Point, radius: number, sides = 10): Polygon {
  const count = Math.max(3, Math.round(sides));
  return positive(
    Array.from({ length: count }, (_, i) => ({
      x: centre.x + radius * Math.cos((i / count) * 2 * Math.PI),
      y: centre.y + radius * Math.sin((i / count) * 2 * Math.PI),
    })),
  );
}

/** The outline of a polyline stroked `width` wide with round joins, as polygons to fill at once. */
export function stroke(line: readonly Point[], width: number): Polygon[] {
  const half = width / 2;
  const out: Polygon[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i] as Point;
    const b = line[i + 1] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const nx = (-(b.y - a.y) / length) * half;
    const ny = ((b.x - a.x) / length) * half;
    out.push(
      positive([
        { x: a.x + nx, y: a.y + ny },
        { x: b.x + nx, y: b.y + ny },
        { x: b.x - nx, y: b.y - ny },
        { x: a.x - nx, y: a.y - ny },
      ]),
    );
    if (i + 2 < line.length) out.push(disc(b, half, 8));
  }
  return out;
}

/** Points of a cubic Bézier curve, `steps` segments (the start point excluded), added to `out`. */
function cubicInto(out: Point[], p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push({
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    });
  }
  return out;
}

/** Points of a cubic Bézier curve, `steps` segments (the start point excluded). */
export const cubic = (p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] =>
  cubicInto([], p0, p1, p2, p3, steps);

const TOKENS = /[MLQCZ]|-?\d+(?:\.\d+)?/g;

/**
 * The contours of an SVG outline made of M, L, Q, C and Z (the glyph data), flattened: curves in
 * `curveSteps` segments and straight edges cut every `maxEdge` units, so a warp bends them too.
 */
export function flattenOutline(d: string, curveSteps = 8, maxEdge = 12): Polygon[] {
  const tokens = d.match(TOKENS) ?? [];
  const contours: Polygon[] = [];
  let current: Polygon = [];
  let at: Point = { x: 0, y: 0 };
  let i = 0;
  const num = () => Number(tokens[i++]);
  const point = () => ({ x: num(), y: num() });
  const lineTo = (to: Point) => {
    const pieces = Math.max(1, Math.ceil(Math.hypot(to.x - at.x, to.y - at.y) / maxEdge));
    for (let k = 1; k <= pieces; k++)
      current.push({ x: at.x + ((to.x - at.x) * k) / pieces, y: at.y + ((to.y - at.y) * k) / pieces });
    at = to;
  };
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') {
      if (current.length > 2) contours.push(current);
      at = point();
      current = [at];
    } else if (command === 'L') lineTo(point());
    else if (command === 'Q') {
      const c = point();
      const to = point();
      // A quadratic curve is the cubic with control points 2/3 of the way to its control point.
      const c1 = { x: at.x + ((c.x - at.x) * 2) / 3, y: at.y + ((c.y - at.y) * 2) / 3 };
      const c2 = { x: to.x + ((c.x - to.x) * 2) / 3, y: to.y + ((c.y - to.y) * 2) / 3 };
      cubicInto(current, at, c1, c2, to, curveSteps);
      at = to;
    } else if (command === 'C') {
      const c1 = point();
      const c2 = point();
      const to = point();
      cubicInto(current, at, c1, c2, to, curveSteps);
      at = to;
    } else if (command === 'Z') {
      const start = current[0];
      if (start) lineTo(start);
      if (current.length > 2) contours.push(current);
      current = [];
    }
  }
  if (current.length > 2) contours.push(current);
  return contours;
}
