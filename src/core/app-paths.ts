/**
 * Paths served by the island app shell (spec section 2): /console, /user, /landing-page and
 * everything under the last two (and under /console, where the app shows its 404). The local
 * server, the app's router and cdk/edge/viewer-request.js (tested against the same cases) agree.
 */
export function isAppPath(pathname: string): boolean {
  return /^\/(?:console|user|landing-page)(?:\/.*)?$/i.test(pathname);
}
