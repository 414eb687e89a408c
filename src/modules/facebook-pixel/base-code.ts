import { FACEBOOK_PAGE_VIEW, FACEBOOK_STANDARD } from '#modules/facebook-pixel/events.ts';
import { addScript, type PixelBaseCode, pixelGlobal, queuedGlobal } from '#modules/shared/pixel-base.ts';

/**
 * Meta's base code (fbq): standard events by name, others as custom events. Each event carries the
 * beacon's event id as `eventID`, the id the Conversions API repeats as `event_id`, so Meta keeps
 * one of the two (https://developers.facebook.com/docs/marketing-api/conversions-api/deduplicate-pixel-and-server-events).
 */
export const baseCode: PixelBaseCode = {
  key: 'facebook',
  install(win, { ids, pageView, viewId }) {
    if (win.fbq) return;
    const fbq = queuedGlobal('callMethod', 'queue');
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0' });
    win.fbq = fbq;
    win._fbq ??= fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
    for (const id of ids) fbq('init', id);
    if (pageView) fbq('track', FACEBOOK_PAGE_VIEW, ...(viewId ? [{}, { eventID: viewId }] : []));
  },
  track(win, _eventType, name, eventId) {
    const fbq = pixelGlobal(win, 'fbq');
    if (!fbq) return;
    const options = eventId ? [{}, { eventID: eventId }] : [];
    if (FACEBOOK_STANDARD.has(name)) fbq('track', name, ...options);
    else fbq('trackCustom', name, ...options);
  },
};
