import DOMPurify from 'dompurify';
import {
  filterStyle,
  isSafeDimension,
  isSafeHref,
  isSafeImageSrc,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from './policy.ts';

/**
 * The browser side of the rich-text policy (policy.ts): DOMPurify with the same allowlist the
 * server's js-xss filter (`xss`) applies on save. Loaded only with the settings form (it needs a DOM).
 */
const purifier = DOMPurify();

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const name = data.attrName;
  const allowed = [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(RICH_TEXT_ATTRIBUTES['*'] ?? [])];
  if (!allowed.includes(name)) {
    data.keepAttr = false;
    return;
  }
  if (name === 'style') {
    const style = filterStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  } else if (name === 'href') {
    data.keepAttr = isSafeHref(data.attrValue);
  } else if (name === 'src') {
    data.keepAttr = isSafeImageSrc(data.attrValue);
  } else if (name === 'width' || name === 'height') {
    data.keepAttr = isSafeDimension(data.attrValue);
  } else if (name === 'target') {
    data.keepAttr = data.attrValue === '_blank';
  }
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    if (!node.getAttribute('href')) node.removeAttribute('target');
    node.setAttribute('rel', 'noopener nofollow');
  }
});

/** Rich-text HTML with everything outside the policy removed. */
export function purifyRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
