import { FilterXSS } from 'xss';
import { escapeAttrValue, escapeHtml, friendlyAttrValue } from 'xss/lib/default.js';
import { parseAttr } from 'xss/lib/parser.js';
import {
  filterStyle,
  isSafeDimension,
  isSafeHref,
  isSafeImageSrc,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '#modules/rich-text/policy.ts';

/**
 * The server's rich-text sanitiser (save and publish, through server.ts): js-xss (the `xss` package: a small, maintained
 * allowlist filter with no DOM, which keeps every Lambda bundle small) with the same allowlist the
 * settings form applies in the browser (src/modules/rich-text/policy.ts). Whatever the browser
 * sent, only these survive: p, br, strong, b, em, i, u, s, h2-h4, ul, ol, li, blockquote, a, img,
 * span; a[href] with http(s)/mailto/tel only (rel="noopener nofollow", target only _blank);
 * img[src] with http(s) or our /uploads/ paths, alt, width, height; style with color,
 * background-color and text-align of strict values. Script, style, iframe, object, embed, svg,
 * math and form elements, on* handlers, javascript:/vbscript:/data: URLs and CSS url() or
 * expression() never survive. Every other tag is dropped and its text kept (escaped); comments
 * are dropped; `<` and `>` in text and quotes in attribute values come out escaped.
 */

/** Tags whose content is dropped with them (not kept as text). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'xmp',
  'title',
  'noembed',
  'noframes',
  'plaintext',
];

/** Tags written without a closing tag. */
const VOID_TAGS = new Set(['br', 'img']);

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);

/** One attribute's value under the policy (the value arrives entity-decoded), or null to drop it. */
function keptValue(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'style':
      return filterStyle(value) || null;
    case 'href':
      return isSafeHref(value) ? value.trim() : null;
    case 'src':
      return isSafeImageSrc(value) ? value.trim() : null;
    case 'width':
    case 'height':
      return isSafeDimension(value) ? value.trim() : null;
    case 'target':
      return value === '_blank' && tag === 'a' ? '_blank' : null;
    case 'alt':
      return value;
    default:
      // rel is set below; anything else outside the policy is dropped.
      return null;
  }
}

/** An allowed opening tag rewritten from its source (`<tag attributes…>`) to the policy. */
function openingTag(tag: string, source: string): string {
  const allowed = new Set([...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(RICH_TEXT_ATTRIBUTES['*'] ?? [])]);
  // After "<tag" (a "/" right after the name separates like a space, as in browsers), without
  // the closing ">" or "/>".
  const attributes = source
    .slice(1 + tag.length, source.endsWith('>') ? -1 : undefined)
    .replace(/^[\s/]+/, '')
    .replace(/\/\s*$/, '');
  const kept = new Map<string, string>();
  parseAttr(attributes, (rawName, rawValue) => {
    const name = rawName.toLowerCase();
    if (!allowed.has(name) || kept.has(name)) return '';
    const value = keptValue(tag, name, friendlyAttrValue(rawValue));
    if (value !== null) kept.set(name, value);
    return '';
  });
  if (tag === 'img' && !kept.has('src')) return ''; // a refused picture is dropped, not left empty
  if (tag === 'a') {
    if (!kept.has('href')) kept.delete('target');
    kept.delete('rel');
    kept.set('rel', 'noopener nofollow');
  }
  const written = [...kept].map(([name, value]) => ` ${name}="${escapeAttrValue(value)}"`).join('');
  return `<${tag}${written}${VOID_TAGS.has(tag) ? ' /' : ''}>`;
}

/**
 * A filter for one call. Dropped-with-content tags are tracked here rather than with js-xss's
 * stripIgnoreTagBody, which leaves markers for unclosed or nested ones: from such a tag to its
 * matching closing tag (or the end of the text when it is never closed) nothing is kept, tags or
 * text.
 */
function callFilter(): FilterXSS {
  let dropping: { tag: string; depth: number } | null = null;
  return new FilterXSS({
    whiteList: Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, []])),
    onTag: (_parsed, source, info) => {
      // The name as browsers read it ("<script/x>" is a script); "< b" or "<1" is no tag for a
      // browser either, so it stays as (escaped) text.
      const tag = /^<\/?([a-z][a-z0-9-]*)/i.exec(source)?.[1]?.toLowerCase();
      if (!tag) return dropping ? '' : escapeHtml(source);
      if (dropping) {
        if (tag === dropping.tag) dropping.depth += info.isClosing ? -1 : 1;
        if (dropping.depth === 0) dropping = null;
        return '';
      }
      if (DROP_WITH_CONTENT.includes(tag)) {
        if (!info.isClosing) dropping = { tag, depth: 1 };
        return '';
      }
      // Every allowed tag is written by openingTag; the others go (their text stays, escaped).
      if (!ALLOWED_TAGS.has(tag)) return '';
      if (info.isClosing) return VOID_TAGS.has(tag) ? '' : `</${tag}>`;
      return openingTag(tag, source);
    },
    // Text between tags: escaped, or dropped inside a dropped-with-content tag.
    escapeHtml: (text) => (dropping ? '' : escapeHtml(text)),
    allowCommentTag: false,
    // Styles are filtered by the shared policy in openingTag, identically to the browser.
    css: false,
  });
}

/** Rich-text HTML with everything outside the policy removed ('' for anything but a string). */
export function sanitizeRichText(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return callFilter().process(html);
}
