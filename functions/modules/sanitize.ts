import sanitizeHtml from 'sanitize-html';
import {
  filterStyle,
  isSafeDimension,
  isSafeHref,
  isSafeImageSrc,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '#modules/rich-text/policy.ts';

/**
 * The server's rich-text sanitiser (save handler): sanitize-html with the same allowlist the
 * settings form applies in the browser (src/modules/rich-text/policy.ts). Whatever the browser
 * sent, only these survive: p, br, strong, b, em, i, u, s, h2-h4, ul, ol, li, blockquote, a, img,
 * span; a[href] with http(s)/mailto/tel only (rel="noopener nofollow", target only _blank);
 * img[src] with http(s) or our /uploads/ paths, alt, width, height; style with color,
 * background-color and text-align of strict values. Script, style, iframe, object, embed, svg,
 * math and form elements, on* handlers, javascript:/vbscript:/data: URLs and CSS url() or
 * expression() never survive.
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

/** Rewrites one allowed tag's attributes to the policy (values arrive entity-decoded). */
function transform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  const allowed = new Set([...(RICH_TEXT_ATTRIBUTES[tagName] ?? []), ...(RICH_TEXT_ATTRIBUTES['*'] ?? [])]);
  for (const [name, raw] of Object.entries(attribs)) {
    if (!allowed.has(name)) continue;
    const value = String(raw);
    if (name === 'style') {
      const style = filterStyle(value);
      if (style) kept.style = style;
    } else if (name === 'href') {
      if (isSafeHref(value)) kept.href = value.trim();
    } else if (name === 'src') {
      if (isSafeImageSrc(value)) kept.src = value.trim();
    } else if (name === 'width' || name === 'height') {
      if (isSafeDimension(value)) kept[name] = value.trim();
    } else if (name === 'target') {
      if (value === '_blank' && tagName === 'a') kept.target = '_blank';
    } else if (name === 'alt') {
      kept.alt = value;
    }
  }
  if (tagName === 'a') {
    if (!kept.href) delete kept.target;
    kept.rel = 'noopener nofollow';
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    RICH_TEXT_TAGS.map((tag) => [
      tag,
      [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(RICH_TEXT_ATTRIBUTES['*'] ?? [])],
    ]),
  ),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  // Styles are filtered by the shared policy in `transform`, identically to the browser.
  parseStyleAttributes: false,
  transformTags: Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, transform])),
  // A picture whose address was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich-text HTML with everything outside the policy removed ('' for anything but a string). */
export function sanitizeRichText(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}
