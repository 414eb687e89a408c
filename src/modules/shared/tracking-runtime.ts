import type { EventType } from '#modules/shared/event-tracking.ts';

/**
 * Browser side of event tracking: reports a module click to whichever pixels the page loaded
 * (Facebook fbq, TikTok ttq, Snap snaptr, Reddit rdt). It never loads anything itself: the pixel
 * base codes (issue 5) define those globals; absent ones are skipped.
 */

export type PixelGlobals = {
  fbq?: (...args: unknown[]) => void;
  ttq?: { track: (...args: unknown[]) => void };
  snaptr?: (...args: unknown[]) => void;
  rdt?: (...args: unknown[]) => void;
};

/** TikTok's names where they differ from Facebook's. */
const TIKTOK: Partial<Record<EventType, string>> = { Purchase: 'CompletePayment', ViewItem: 'ViewContent' };

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

const FACEBOOK_STANDARD = new Set<string>([
  'Contact',
  'ViewContent',
  'AddToCart',
  'InitiateCheckout',
  'AddToWishlist',
  'AddPaymentInfo',
  'Purchase',
  'CompleteRegistration',
  'Subscribe',
  'Search',
]);

/** The four platforms a page can carry a pixel of. */
export type PixelPlatform = 'facebook' | 'tiktok' | 'snapchat' | 'reddit';

/** Reports one event to one platform's pixel, when `target` has it (window in browsers). */
export function trackOn(
  platform: PixelPlatform,
  eventType: EventType,
  customName: string,
  target: PixelGlobals,
): void {
  const name = eventType === 'Custom' ? customName : eventType;
  if (name === '') return;
  try {
    if (platform === 'facebook' && target.fbq) {
      if (FACEBOOK_STANDARD.has(name)) target.fbq('track', name);
      else target.fbq('trackCustom', name);
    } else if (platform === 'tiktok') {
      target.ttq?.track(eventType === 'Custom' ? name : (TIKTOK[eventType] ?? name));
    } else if (platform === 'snapchat' && target.snaptr) {
      target.snaptr(
        'track',
        eventType === 'Custom' ? 'CUSTOM_EVENT_1' : SNAP[eventType],
        eventType === 'Custom' ? { description: name } : {},
      );
    } else if (platform === 'reddit' && target.rdt) {
      const standard = eventType === 'Custom' ? undefined : REDDIT[eventType];
      if (standard) target.rdt('track', standard);
      else target.rdt('track', 'Custom', { customEventName: name });
    }
  } catch {
    // A broken third-party pixel must never break the visitor's click.
  }
}

/** Reports one event to every pixel present on `target` (window in browsers). */
export function trackEvent(eventType: EventType, customName: string, target: PixelGlobals): void {
  for (const platform of ['facebook', 'tiktok', 'snapchat', 'reddit'] as const)
    trackOn(platform, eventType, customName, target);
}

/** Listens to clicks on elements marked by trackingAttributes; answers a function that stops it. */
export function installTrackingListener(doc: Document, target: PixelGlobals): () => void {
  const onClick = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest('[data-lp-event]') : null;
    if (!element) return;
    const type = element.getAttribute('data-lp-event') as EventType;
    trackEvent(type, element.getAttribute('data-lp-event-name') ?? '', target);
  };
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}
