import { conversions as facebook } from '#modules/facebook-pixel/conversions.ts';
import {
  type FacebookPixelProps,
  pixelIds as facebookIds,
  schema as facebookSchema,
} from '#modules/facebook-pixel/schema.ts';
import { conversions as reddit } from '#modules/reddit-pixel/conversions.ts';
import { type RedditPixelProps, schema as redditSchema } from '#modules/reddit-pixel/schema.ts';
import type { ConversionsAdapter } from '#modules/shared/conversions-kit.ts';
import { conversions as snapchat } from '#modules/snapchat-pixel/conversions.ts';
import { type SnapchatPixelProps, schema as snapchatSchema } from '#modules/snapchat-pixel/schema.ts';
import { conversions as tiktok } from '#modules/tiktok-pixel/conversions.ts';
import { type TiktokPixelProps, schema as tiktokSchema } from '#modules/tiktok-pixel/schema.ts';
import type { ModuleDefinition, ModuleType } from '#modules/types.ts';

/**
 * The conversions registry: the pixel modules whose platform takes server-side events, with their
 * Conversions API adapter (the module's conversions.ts), its props schema (the one of
 * #modules/schemas.ts) and where parsed props name the pixel ids. Server code only (the delivery,
 * the settings endpoints): reading a document's pixel modules needs these four schemas, not every
 * module's. One line per module.
 */
export type ServerEventsEntry = {
  adapter: ConversionsAdapter;
  /** The module's props contract (its schema.ts). */
  schema: ModuleDefinition['schema'];
  /** The pixel ids of parsed props, each a target of its own (its token, its deliveries). */
  ids(props: unknown): string[];
};

const one = (id: string) => (id === '' ? [] : [id]);

export const CONVERSIONS_REGISTRY: Partial<Record<ModuleType, ServerEventsEntry>> = {
  'facebook-pixel': {
    adapter: facebook,
    schema: facebookSchema,
    ids: (props) => facebookIds(props as FacebookPixelProps),
  },
  'tiktok-pixel': {
    adapter: tiktok,
    schema: tiktokSchema,
    ids: (props) => one((props as TiktokPixelProps).pixelId),
  },
  'snapchat-pixel': {
    adapter: snapchat,
    schema: snapchatSchema,
    ids: (props) => one((props as SnapchatPixelProps).pixelId),
  },
  'reddit-pixel': {
    adapter: reddit,
    schema: redditSchema,
    ids: (props) => one((props as RedditPixelProps).advertiserId),
  },
};
