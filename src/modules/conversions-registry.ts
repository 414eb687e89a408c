import { conversions as facebook } from '#modules/facebook-pixel/conversions.ts';
import { type FacebookPixelProps, pixelIds as facebookIds } from '#modules/facebook-pixel/schema.ts';
import { conversions as reddit } from '#modules/reddit-pixel/conversions.ts';
import type { RedditPixelProps } from '#modules/reddit-pixel/schema.ts';
import type { ConversionsAdapter } from '#modules/shared/conversions-kit.ts';
import { conversions as snapchat } from '#modules/snapchat-pixel/conversions.ts';
import type { SnapchatPixelProps } from '#modules/snapchat-pixel/schema.ts';
import { conversions as tiktok } from '#modules/tiktok-pixel/conversions.ts';
import type { TiktokPixelProps } from '#modules/tiktok-pixel/schema.ts';
import type { ModuleType } from '#modules/types.ts';

/**
 * The conversions registry: the pixel modules whose platform takes server-side events, with their
 * Conversions API adapter (the module's conversions.ts) and where their props name the pixel ids.
 * Server code only (the delivery, the settings endpoints); props are parsed by the module's schema
 * first (#modules/schemas.ts). One line per module.
 */
export type ServerEventsEntry = {
  adapter: ConversionsAdapter;
  /** The pixel ids of parsed props, each a target of its own (its token, its deliveries). */
  ids(props: unknown): string[];
};

const one = (id: string) => (id === '' ? [] : [id]);

export const CONVERSIONS_REGISTRY: Partial<Record<ModuleType, ServerEventsEntry>> = {
  'facebook-pixel': { adapter: facebook, ids: (props) => facebookIds(props as FacebookPixelProps) },
  'tiktok-pixel': { adapter: tiktok, ids: (props) => one((props as TiktokPixelProps).pixelId) },
  'snapchat-pixel': { adapter: snapchat, ids: (props) => one((props as SnapchatPixelProps).pixelId) },
  'reddit-pixel': { adapter: reddit, ids: (props) => one((props as RedditPixelProps).advertiserId) },
};
