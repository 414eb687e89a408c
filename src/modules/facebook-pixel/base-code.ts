import { addScript, type PixelBaseCode, pixelGlobal, queuedGlobal } from '#modules/shared/pixel-base.ts';

const STANDARD = new Set<string>([
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

/** Meta's base code (fbq): standard events by name, others as custom events. */
export const baseCode: PixelBaseCode = {
  key: 'facebook',
  install(win, { ids, pageView }) {
    if (win.fbq) return;
    const fbq = queuedGlobal('callMethod', 'queue');
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0' });
    win.fbq = fbq;
    win._fbq ??= fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
    for (const id of ids) fbq('init', id);
    if (pageView) fbq('track', 'PageView');
  },
  track(win, _eventType, name) {
    const fbq = pixelGlobal(win, 'fbq');
    if (!fbq) return;
    if (STANDARD.has(name)) fbq('track', name);
    else fbq('trackCustom', name);
  },
};
