import type { EventType } from '#modules/shared/event-tracking.ts';
import { addScript, type PixelBaseCode, pixelGlobal, queuedGlobal } from '#modules/shared/pixel-base.ts';

/** Reddit Pixel's standard events (others go as Custom with the name). */
const REDDIT: Partial<Record<EventType, string>> = {
  ViewContent: 'ViewContent',
  AddToCart: 'AddToCart',
  AddToWishlist: 'AddToWishlist',
  Purchase: 'Purchase',
  CompleteRegistration: 'SignUp',
  Search: 'Search',
  Contact: 'Lead',
  ViewItem: 'ViewContent',
};

/** Reddit's base code (rdt): page visits as PageVisit. */
export const baseCode: PixelBaseCode = {
  key: 'reddit',
  install(win, { ids, pageView }) {
    if (win.rdt) return;
    const rdt = queuedGlobal('sendEvent', 'callQueue');
    win.rdt = rdt;
    addScript('https://www.redditstatic.com/ads/pixel.js');
    for (const id of ids) rdt('init', id);
    if (pageView) rdt('track', 'PageVisit');
  },
  track(win, eventType, name) {
    const rdt = pixelGlobal(win, 'rdt');
    if (!rdt) return;
    const standard = eventType === 'Custom' ? undefined : REDDIT[eventType];
    if (standard) rdt('track', standard);
    else rdt('track', 'Custom', { customEventName: name });
  },
};
