import type { EventType } from '#modules/shared/event-tracking.ts';

/** Reddit's standard events for ours (others go as Custom with the name), pixel and API alike. */
export const REDDIT_EVENTS: Partial<Record<EventType, string>> = {
  ViewContent: 'ViewContent',
  AddToCart: 'AddToCart',
  AddToWishlist: 'AddToWishlist',
  Purchase: 'Purchase',
  CompleteRegistration: 'SignUp',
  Search: 'Search',
  Contact: 'Lead',
  ViewItem: 'ViewContent',
};

export const REDDIT_PAGE_VIEW = 'PageVisit';
export const REDDIT_CUSTOM = 'Custom';
