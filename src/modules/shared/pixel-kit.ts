import * as z from 'zod';
import { eventTrackingSchema } from '#modules/shared/event-tracking.ts';

/**
 * Pieces the four pixel modules share. A pixel module's own event tracking is the extra standard
 * event it reports once the page has loaded (off by default; ViewContent when turned on).
 */
export const onLoadEventField = () => eventTrackingSchema.prefault({ eventType: 'ViewContent' });

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
  z
    .string()
    .trim()
    .max(100, { error: message })
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .default('');
