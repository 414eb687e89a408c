/**
 * Reads a query string (or form body) whose nested objects are flattened as `name[key]` and
 * arrays as `name[0]` (API.md), back into nested values. Written here rather than with `qs`
 * because qs and its dependencies cost ~45 KB in every Lambda bundle (BENCHMARKS row 8).
 * Keys that could reach Object.prototype are dropped; nesting stops at MAX_DEPTH.
 */
const MAX_DEPTH = 5;
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

type Nested = { [key: string]: string | Nested | (string | Nested)[] };

function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null = pattern.exec(rest);
  let consumed = 0;
  while (match) {
    parts.push(match[1] ?? '');
    consumed = pattern.lastIndex;
    match = pattern.exec(rest);
  }
  // Anything after the last bracket pair, or too deep: keep the whole key as a plain name.
  if (consumed !== rest.length || parts.length - 1 > MAX_DEPTH) return [key];
  return parts;
}

/** Arrays written as name[0], name[1] (or name[]) come back as arrays, in index order. */
function toArrays(value: string | Nested): string | Nested | (string | Nested)[] {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  const converted: Nested = {};
  for (const key of keys) {
    const child = value[key];
    if (child !== undefined) converted[key] = Array.isArray(child) ? child : toArrays(child);
  }
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key) && Number(key) < 1000)) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as string | Nested);
  }
  return converted;
}

export function parseNestedQuery(raw: string): Record<string, unknown> {
  const root: Nested = {};
  const counters = new Map<Nested, number>();
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = splitKey(key);
    if (!parts || parts.some((part) => FORBIDDEN.has(part))) continue;
    let node: Nested = root;
    for (let i = 0; i < parts.length; i++) {
      let part = parts[i] as string;
      if (part === '') {
        const next = counters.get(node) ?? 0;
        counters.set(node, next + 1);
        part = String(next);
      }
      if (i === parts.length - 1) {
        if (!(part in node)) node[part] = value;
        break;
      }
      const child = node[part];
      if (typeof child === 'object' && !Array.isArray(child)) {
        node = child;
      } else {
        const created: Nested = {};
        node[part] = created;
        node = created;
      }
    }
  }
  return toArrays(root) as Record<string, unknown>;
}
