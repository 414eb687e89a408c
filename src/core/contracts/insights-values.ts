import { CONTACT_CHANNELS } from '#core/insights-beacon.ts';

/**
 * Conversion insights' fixed values, apart from their schemas (./insights.ts): the collect handler
 * and the aggregator read them at import, and importing them builds no Zod schema (BENCHMARKS
 * row 8).
 */

/** Largest beacon body the collect endpoint reads, in bytes. */
export const COLLECT_MAX_BYTES = 2048;

export const CHANNELS = [...CONTACT_CHANNELS, 'link'] as const;
export type Channel = (typeof CHANNELS)[number];
export const isContactChannel = (channel: string): boolean =>
  (CONTACT_CHANNELS as readonly string[]).includes(channel);
