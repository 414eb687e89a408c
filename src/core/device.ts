/** User-agent fragments of phones and tablets (spec section 9: mobile devices are detected from the user agent). */
const MOBILE_USER_AGENT =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|Opera Mobi|Mobile|Silk|Kindle|HarmonyOS/i;

/** Whether a user-agent string belongs to a mobile device. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}

/** Whether the current browser is a mobile device; false outside a browser. */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}
