import type { EventType } from '#modules/shared/event-tracking.ts';

/** Snap's standard events for ours (the pixel and the Conversions API use the same names). */
export const SNAP_EVENTS: Record<Exclude<EventType, 'Custom'>, string> = {
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

/** Custom events go as CUSTOM_EVENT_1 (Snap has five numbered custom events, no free names). */
export const SNAP_CUSTOM = 'CUSTOM_EVENT_1';
export const SNAP_PAGE_VIEW = 'PAGE_VIEW';
