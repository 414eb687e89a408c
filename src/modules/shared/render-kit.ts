import { isCommonUrl } from '#core/validation/common-url.ts';
import type { Animation } from '#modules/shared/animations.ts';
import type { EventTracking } from '#modules/shared/event-tracking.ts';

/**
 * What render components need from the modules' shared rules, without zod: published pages'
 * islands import these, and zod alone would outweigh every island (BENCHMARKS row 4). The schema
 * files re-export them, so forms and tests keep importing from there.
 */

/** Our own upload path (/uploads/…), as ImageUpload stores it. */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._~\-/%]+$/;

/** Whether an image address is one we render: our /uploads/ path or an http(s) URL. */
export function isImageAddress(value: string): boolean {
  return UPLOAD_PATH.test(value) || isCommonUrl(value);
}

/** Non-empty trimmed lines of a one-per-line text. */
export function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The class that runs an animation ('' for none); reduced-motion visitors see none. */
export function animationClass(animation: Animation): string {
  return animation === 'none' ? '' : `lp-anim-${animation}`;
}

/**
 * Data attributes that mark a clickable element for the page's pixel script (the published page's
 * runtime listens to clicks on `[data-lp-event]`, see tracking-runtime.ts): static modules ship no script.
 */
export function trackingAttributes(tracking: EventTracking): Record<string, string> {
  if (!tracking.enabled) return {};
  if (tracking.eventType === 'Custom') {
    return tracking.customEventName === ''
      ? {}
      : { 'data-lp-event': 'Custom', 'data-lp-event-name': tracking.customEventName };
  }
  return { 'data-lp-event': tracking.eventType };
}

/** Browsers drop these anywhere in a URL, so `java\tscript:` is still `javascript:`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const URL_IGNORED = /[\u0000-\u0020\u007f]/g;
const UNSAFE_URL = /^(?:javascript:|vbscript:|data:(?:text\/html|image\/svg\+xml))/i;
const URL_KEY = /url|link|href|src|image|poster|icon|avatar|background/i;

/**
 * Whether a value would run script if it reached an href or src: javascript:, vbscript:,
 * data:text/html and data:image/svg+xml, however cased or padded with blanks and control
 * characters. Publishing refuses these; drafts may hold them.
 */
export function isUnsafeUrl(value: string): boolean {
  return UNSAFE_URL.test(value.replace(URL_IGNORED, ''));
}

/**
 * A module's props with every unsafe URL blanked, at any depth (lists of pictures, links of
 * buttons): what the builder canvas and the preview render, so no draft ever puts one into an
 * href or src, whichever module holds it. A string is treated as a URL when its field is named
 * like one, or when it has no blank (a text field holding only a URL); other text is left alone.
 * Props without an unsafe URL come back unchanged (same object).
 */
export function withoutUnsafeUrls<T>(props: T): T {
  const clean = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      const urlLike = URL_KEY.test(key) || !/\s/.test(value.trim());
      return urlLike && isUnsafeUrl(value) ? '' : value;
    }
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item) => {
        const cleaned = clean(item, key);
        if (cleaned !== item) changed = true;
        return cleaned;
      });
      return changed ? next : value;
    }
    if (value && typeof value === 'object') {
      let changed = false;
      const next: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(value)) {
        const cleaned = clean(item, name);
        if (cleaned !== item) changed = true;
        next[name] = cleaned;
      }
      return changed ? next : value;
    }
    return value;
  };
  return clean(props, '') as T;
}
