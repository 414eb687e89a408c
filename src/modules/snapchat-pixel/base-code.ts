import { addScript, type PixelBaseCode, pixelGlobal, queuedGlobal } from '#modules/shared/pixel-base.ts';
import { SNAP_CUSTOM, SNAP_EVENTS, SNAP_PAGE_VIEW } from '#modules/snapchat-pixel/events.ts';

/**
 * Snap's base code (snaptr): custom events as CUSTOM_EVENT_1 with the name as description. Events
 * carry the beacon's event id as `client_dedup_id`, which the Conversions API repeats as event_id.
 */
export const baseCode: PixelBaseCode = {
  key: 'snapchat',
  install(win, { ids, pageView, viewId }) {
    if (win.snaptr) return;
    const snaptr = queuedGlobal('handleRequest', 'queue');
    win.snaptr = snaptr;
    addScript('https://sc-static.net/scevent.min.js');
    for (const id of ids) snaptr('init', id, {});
    if (pageView) snaptr('track', SNAP_PAGE_VIEW, viewId ? { client_dedup_id: viewId } : {});
  },
  track(win, eventType, name, eventId) {
    const snaptr = pixelGlobal(win, 'snaptr');
    if (!snaptr) return;
    snaptr('track', eventType === 'Custom' ? SNAP_CUSTOM : SNAP_EVENTS[eventType], {
      ...(eventType === 'Custom' ? { description: name } : {}),
      ...(eventId ? { client_dedup_id: eventId } : {}),
    });
  },
};
