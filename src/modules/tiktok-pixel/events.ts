import type { EventType } from '#modules/shared/event-tracking.ts';

/** TikTok's names where they differ from ours (the pixel and the Events API use the same names). */
export const TIKTOK_NAMES: Partial<Record<EventType, string>> = {
  Purchase: 'CompletePayment',
  ViewItem: 'ViewContent',
};

/** TikTok's name of one of our events (a custom event keeps its own name). */
export const tiktokEventName = (eventType: EventType, name: string): string =>
  eventType === 'Custom' ? name : (TIKTOK_NAMES[eventType] ?? name);

/** The page view as the Events API names it (the pixel's ttq.page()). */
export const TIKTOK_PAGE_VIEW = 'Pageview';
