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
