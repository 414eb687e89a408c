import * as z from 'zod/mini';
import { type EventTracking, eventTrackingSchema } from '#modules/shared/event-tracking.ts';
import type { PixelPlatform } from '#modules/shared/pixel-base.ts';
import type { PixelFacts } from '#modules/types.ts';

/**
 * Pieces the four pixel modules share (the schema and published-page side of the pixel kit;
 * pixel-base.ts is its browser side, and pixel-form.tsx the one settings form). A pixel module's own event tracking is the extra standard
 * event it reports once the page has loaded (off by default; ViewContent when turned on).
 */
export const onLoadEventField = () => z.prefault(eventTrackingSchema, { eventType: 'ViewContent' });

/** Distinct non-empty trimmed lines, in order. */
export function distinctLines(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    ),
  ];
}

/** A single trimmed ID, '' for none (the module then loads nothing), else matching `pattern`. */
export const pixelIdField = (pattern: RegExp, message: string) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(100, { error: message }),
      z.refine((value) => value === '' || pattern.test(value), { error: message }),
    ),
    '',
  );

/**
 * A pixel module's facts for the published page: its platform's base code (its folder's
 * pixel.ts), how its props name the ids and the page view, and its on-load event.
 */
export function pixelFacts<P extends { eventTracking: EventTracking }>(
  platform: PixelPlatform,
  ids: (props: P) => readonly string[],
  pageView: (props: P) => boolean,
): PixelFacts<P> {
  return { platform, ids, pageView, onLoad: (props) => props.eventTracking };
}
