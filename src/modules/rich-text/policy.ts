/**
 * The rich-text allowlist, shared by the browser (DOMPurify in the settings form) and the server
 * (js-xss, the `xss` package, in src/modules/rich-text/sanitize.ts), so both keep exactly the same HTML. Pure: no
 * DOM, no Node.
 */

/** The only tags rich text may hold. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'span',
] as const;

/** Attributes per tag ('*' = every allowed tag). */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  '*': ['style'],
};

const COLOR =
  /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

/** CSS properties kept in style attributes, each with the only values it may take. */
export const STYLE_PATTERNS: Record<string, RegExp> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': /^(?:left|right|center|justify)$/i,
};

/** Named colours that are not colours (CSS-wide keywords and tricks) are refused. */
const NOT_COLORS = new Set([
  'expression',
  'inherit',
  'initial',
  'unset',
  'revert',
  'url',
  'var',
  'env',
  'attr',
]);

/** Keeps only allowed `property: value` pairs of a style attribute ('' when none survive). */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const pattern = STYLE_PATTERNS[property];
    if (!pattern?.test(value) || NOT_COLORS.has(value.toLowerCase())) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** Control characters, which browsers drop inside URL schemes ("java\tscript:"). */
function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Links: http(s), mailto: and tel: only. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return (
    /^(?:https?:\/\/[^\s<>"']+|mailto:[^\s<>"']+|tel:[+\d\-\s().]+)$/i.test(value) &&
    !hasControlCharacters(value)
  );
}

/** Pictures: http(s) addresses and our own /uploads/ paths only. */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return /^(?:https?:\/\/[^\s<>"']+|\/uploads\/[A-Za-z0-9._~\-/%]+)$/i.test(value);
}

/** Width and height of pictures: plain pixel numbers. */
export function isSafeDimension(value: string): boolean {
  return /^\d{1,4}$/.test(value.trim());
}
