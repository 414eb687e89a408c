import { REDDIT_CUSTOM, REDDIT_EVENTS, REDDIT_PAGE_VIEW } from '#modules/reddit-pixel/events.ts';
import { addScript, type PixelBaseCode, pixelGlobal, queuedGlobal } from '#modules/shared/pixel-base.ts';

/**
 * Reddit's base code (rdt): page visits as PageVisit. Events carry the beacon's event id as
 * `conversionId`, which the Conversions API v3 repeats as metadata.conversion_id (deduplication).
 */
export const baseCode: PixelBaseCode = {
  key: 'reddit',
  install(win, { ids, pageView, viewId }) {
    if (win.rdt) return;
    const rdt = queuedGlobal('sendEvent', 'callQueue');
    win.rdt = rdt;
    addScript('https://www.redditstatic.com/ads/pixel.js');
    for (const id of ids) rdt('init', id);
    if (pageView) rdt('track', REDDIT_PAGE_VIEW, ...(viewId ? [{ conversionId: viewId }] : []));
  },
  track(win, eventType, name, eventId) {
    const rdt = pixelGlobal(win, 'rdt');
    if (!rdt) return;
    const standard = eventType === 'Custom' ? undefined : REDDIT_EVENTS[eventType];
    const id = eventId ? { conversionId: eventId } : {};
    if (standard) rdt('track', standard, ...(eventId ? [id] : []));
    else rdt('track', REDDIT_CUSTOM, { customEventName: name, ...id });
  },
};
