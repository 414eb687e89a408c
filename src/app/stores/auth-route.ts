import { atom } from 'nanostores';

/** Where a 303/409 answer sends the user (spec section 8). */
export type AuthRoute = 'user' | 'userLogin';

/**
 * The API client's request to leave for the login route (the session is over) or the member
 * centre (the server sends the user home). The router listens (src/app/router/navigation.ts)
 * and opens it, overriding any unsaved-work guard; the API client itself knows no route, so it
 * imports no router and, through it, no page. A new object per request, so asking twice for the
 * same route notifies twice.
 */
export const $authRouteRequest = atom<{ readonly route: AuthRoute } | null>(null);

export function requestAuthRoute(route: AuthRoute): void {
  $authRouteRequest.set({ route });
}
