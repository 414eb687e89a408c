import { FACEBOOK_PIXEL_ID, type FacebookPixelProps, pixelIds } from '#modules/facebook-pixel/schema.ts';
import { REDDIT_ADVERTISER_ID, type RedditPixelProps } from '#modules/reddit-pixel/schema.ts';
import type { EventType } from '#modules/shared/event-tracking.ts';
import { SNAP_PIXEL_ID, type SnapchatPixelProps } from '#modules/snapchat-pixel/schema.ts';
import { TIKTOK_PIXEL_ID, type TiktokPixelProps } from '#modules/tiktok-pixel/schema.ts';
import type { PreparedModule } from './view.ts';

/** An event a pixel module reports once the page has loaded. */
export type OnLoadEvent = { eventType: EventType; name: string };

/** One advertising platform's base code settings: every id of its modules, merged (injected once). */
export type PixelSetup = { ids: string[]; pageView: boolean; events: OnLoadEvent[] };

export type PixelKind = 'facebook' | 'tiktok' | 'snapchat' | 'reddit';
export type PixelConfig = Partial<Record<PixelKind, PixelSetup>>;

/** The origins each platform's base code loads from and reports to (for the page's CSP). */
export const PIXEL_ORIGINS: Record<PixelKind, { script: string[]; connect: string[] }> = {
  facebook: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
  tiktok: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] },
  snapchat: {
    script: ['https://sc-static.net'],
    connect: ['https://tr.snapchat.com', 'https://tr-shadow.snapchat.com'],
  },
  reddit: {
    script: ['https://www.redditstatic.com'],
    connect: ['https://alb.reddit.com', 'https://pixel-config.reddit.com'],
  },
};

const onLoad = (tracking: {
  enabled: boolean;
  eventType: EventType;
  customEventName: string;
}): OnLoadEvent[] =>
  tracking.enabled ? [{ eventType: tracking.eventType, name: tracking.customEventName }] : [];

/**
 * The page's pixels from its pixel modules. Every id is checked again against its platform's
 * strict pattern (the schema already did): only ids that can be nothing but an id reach the page.
 */
export function pixelConfig(modules: readonly PreparedModule[]): PixelConfig {
  const config: PixelConfig = {};
  const add = (kind: PixelKind, ids: string[], pattern: RegExp, pageView: boolean, events: OnLoadEvent[]) => {
    const valid = ids.filter((id) => pattern.test(id));
    if (valid.length === 0) return;
    const setup = config[kind] ?? { ids: [], pageView: false, events: [] };
    config[kind] = setup;
    for (const id of valid) if (!setup.ids.includes(id)) setup.ids.push(id);
    setup.pageView ||= pageView;
    setup.events.push(...events);
  };
  for (const module of modules) {
    if (module.type === 'facebook-pixel') {
      const props = module.props as FacebookPixelProps;
      add('facebook', pixelIds(props), FACEBOOK_PIXEL_ID, props.pageView, onLoad(props.eventTracking));
    } else if (module.type === 'tiktok-pixel') {
      const props = module.props as TiktokPixelProps;
      add('tiktok', [props.pixelId], TIKTOK_PIXEL_ID, props.pageView, onLoad(props.eventTracking));
    } else if (module.type === 'snapchat-pixel') {
      const props = module.props as SnapchatPixelProps;
      add('snapchat', [props.pixelId], SNAP_PIXEL_ID, props.pageView, onLoad(props.eventTracking));
    } else if (module.type === 'reddit-pixel') {
      const props = module.props as RedditPixelProps;
      add('reddit', [props.advertiserId], REDDIT_ADVERTISER_ID, props.pageVisit, onLoad(props.eventTracking));
    }
  }
  return config;
}

/**
 * JSON for a `<script type="application/json">` data block: "<", ">", "&" and the line separators
 * are escaped, so no value can close the element or be read as markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
