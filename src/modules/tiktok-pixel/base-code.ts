import { addScript, type PixelBaseCode } from '#modules/shared/pixel-base.ts';
import { tiktokEventName } from '#modules/tiktok-pixel/events.ts';

const METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
];

type Ttq = Record<string, unknown> & { track: (...a: unknown[]) => void; page: () => void };

/**
 * TikTok's base code (ttq): an array of queued method calls with a loader per pixel id. Events
 * carry the beacon's event id as `event_id`, which the Events API repeats (TikTok deduplicates on
 * it). ttq.page() takes no event id, so server page views are not deduplicated with it.
 */
export const baseCode: PixelBaseCode = {
  key: 'tiktok',
  install(win, { ids, pageView }) {
    if (win.ttq) return;
    const list: unknown[][] = [];
    const ttq = Object.assign(list, {}) as unknown as Ttq;
    for (const method of METHODS) ttq[method] = (...args: unknown[]) => list.push([method, ...args]);
    const registry: Record<string, unknown> = {};
    Object.assign(ttq, {
      methods: METHODS,
      _i: registry,
      _t: {},
      _o: {},
      load: (id: string) => {
        const src = 'https://analytics.tiktok.com/i18n/pixel/events.js';
        registry[id] = Object.assign([], { _u: src });
        (ttq._t as Record<string, number>)[id] = Date.now();
        (ttq._o as Record<string, unknown>)[id] = {};
        addScript(`${src}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
      },
    });
    win.TiktokAnalyticsObject = 'ttq';
    win.ttq = ttq;
    for (const id of ids) (ttq.load as (id: string) => void)(id);
    if (pageView) ttq.page();
  },
  track(win, eventType, name, eventId) {
    const ttq = win.ttq as { track?: (...args: unknown[]) => void } | undefined;
    const options = eventId ? [{}, { event_id: eventId }] : [];
    ttq?.track?.(tiktokEventName(eventType, name), ...options);
  },
};
