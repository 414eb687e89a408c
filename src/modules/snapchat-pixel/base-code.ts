import type { EventType } from '#modules/shared/event-tracking.ts';
import { addScript, type PixelBaseCode, pixelGlobal, queuedGlobal } from '#modules/shared/pixel-base.ts';

/** Snap Pixel's standard events. */
const SNAP: Record<Exclude<EventType, 'Custom'>, string> = {
  Contact: 'CUSTOM_EVENT_1',
  ViewContent: 'VIEW_CONTENT',
  AddToCart: 'ADD_CART',
  InitiateCheckout: 'START_CHECKOUT',
  AddToWishlist: 'ADD_TO_WISHLIST',
  AddPaymentInfo: 'ADD_BILLING',
  Purchase: 'PURCHASE',
  CompleteRegistration: 'SIGN_UP',
  Subscribe: 'SUBSCRIBE',
  ViewItem: 'VIEW_CONTENT',
  Search: 'SEARCH',
};

/** Snap's base code (snaptr): custom events as CUSTOM_EVENT_1 with the name as description. */
export const baseCode: PixelBaseCode = {
  key: 'snapchat',
  install(win, { ids, pageView }) {
    if (win.snaptr) return;
    const snaptr = queuedGlobal('handleRequest', 'queue');
    win.snaptr = snaptr;
    addScript('https://sc-static.net/scevent.min.js');
    for (const id of ids) snaptr('init', id, {});
    if (pageView) snaptr('track', 'PAGE_VIEW');
  },
  track(win, eventType, name) {
    const snaptr = pixelGlobal(win, 'snaptr');
    if (!snaptr) return;
    snaptr(
      'track',
      eventType === 'Custom' ? 'CUSTOM_EVENT_1' : SNAP[eventType],
      eventType === 'Custom' ? { description: name } : {},
    );
  },
};
