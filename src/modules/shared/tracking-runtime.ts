import { PIXEL_BASE_CODES } from '#modules/runtime-registry.ts';
import type { EventType } from '#modules/shared/event-tracking.ts';
import { clickEventId, type PixelBaseCode, type PixelWindow, trackOn } from '#modules/shared/pixel-base.ts';

/**
 * Browser side of event tracking: reports a module click to whichever pixels the page loaded
 * (each platform's global, see runtime-registry.ts). It never loads anything itself: the pixel
 * base codes define those globals; absent ones are skipped.
 */

/** Reports one event to every pixel present on `target` (window in browsers). */
export function trackEvent(
  eventType: EventType,
  customName: string,
  target: PixelWindow,
  platforms: readonly PixelBaseCode[] = PIXEL_BASE_CODES,
  eventId?: string,
): void {
  for (const platform of platforms) trackOn(platform, eventType, customName, target, eventId);
}

/** Listens to clicks on elements marked by trackingAttributes; answers a function that stops it. */
export function installTrackingListener(doc: Document, target: PixelWindow): () => void {
  const onClick = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest('[data-lp-event]') : null;
    if (!element) return;
    const type = element.getAttribute('data-lp-event') as EventType;
    trackEvent(
      type,
      element.getAttribute('data-lp-event-name') ?? '',
      target,
      PIXEL_BASE_CODES,
      clickEventId(event),
    );
  };
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}
