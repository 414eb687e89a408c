/** Meta's standard events among ours; the others are reported as custom events under their name. */
export const FACEBOOK_STANDARD = new Set<string>([
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

/** The page view's name (fbq's automatic one, repeated by the Conversions API). */
export const FACEBOOK_PAGE_VIEW = 'PageView';
