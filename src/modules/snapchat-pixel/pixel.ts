import type { EventType } from '#modules/shared/event-tracking.ts';
import { addScript, type PixelPlatform, pixelGlobal, queuedGlobal } from '#modules/shared/pixel-base.ts';

/** A Snap pixel ID: a UUID from Snap Ads Manager. */
export const SNAP_PIXEL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
export const platform: PixelPlatform = {
  key: 'snapchat',
  idPattern: SNAP_PIXEL_ID,
  origins: {
    script: ['https://sc-static.net'],
    connect: ['https://tr.snapchat.com', 'https://tr-shadow.snapchat.com'],
  },
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
