import { DEFAULT_USER_ROUTE } from '#app/member-center/menus.ts';
import type { AppRouteName } from '#app/router/routes.ts';

/**
 * What each route is, apart from the code that shows it: its layout and whether it needs login
 * (the auth guard), or where it redirects. The page loaders are in ./pages.ts; keeping them apart
 * lets the guard, the API client and the stores read routes without pulling in every page (which
 * import the API client back).
 */

/** Layouts of spec section 2; `none` is the bare screen (login). */
export type LayoutName = 'user' | 'center' | 'build' | 'page' | 'none';

export type PageRouteMeta = {
  readonly kind: 'page';
  readonly layout: LayoutName;
  /** Login required (the auth guard). */
  readonly auth: boolean;
};

export type RedirectRoute = {
  readonly kind: 'redirect';
  readonly auth: boolean;
  /** Where the route leads; `firstUserRoute` is the first menu route of the member centre. */
  readonly to: (context: { readonly firstUserRoute: string | null }) => string;
  /** The layout of where it leads (the app shell's skeleton draws its frame while it loads). */
  readonly layout: LayoutName;
};

export type RouteMeta = PageRouteMeta | RedirectRoute;

const userPage: PageRouteMeta = { kind: 'page', layout: 'user', auth: true };
const centerPage: PageRouteMeta = { kind: 'page', layout: 'center', auth: true };

/** Every route's metadata, one line per route. */
export const ROUTE_META = {
  console: { kind: 'page', layout: 'page', auth: true },
  landingPage: { kind: 'redirect', auth: true, to: () => '/landing-page/page/center', layout: 'center' },
  landingPageBuild: { kind: 'page', layout: 'build', auth: true },
  landingPageDomainCenter: centerPage,
  landingPageInsights: centerPage,
  landingPagePageCenter: centerPage,
  landingPagePreview: { kind: 'page', layout: 'build', auth: true },
  // The user mount step: the first menu route that is not a directory, else the account overview.
  user: {
    kind: 'redirect',
    auth: true,
    to: ({ firstUserRoute }) => firstUserRoute ?? DEFAULT_USER_ROUTE,
    layout: 'user',
  },
  userAccountBalance: userPage,
  userAccountChangePassword: userPage,
  userAccountIntegral: userPage,
  userAccountOverview: userPage,
  userAccountProfile: userPage,
  userFinanceBalance: userPage,
  userFinanceRecharge: userPage,
  userFinanceScore: userPage,
  userIframe: userPage,
  userLogin: { kind: 'page', layout: 'none', auth: false },
  userPayRecharge: userPage,
  userSetupPassword: userPage,
  userSetupPayment: userPage,
} as const satisfies Record<AppRouteName, RouteMeta>;

/** The routes that show a page (not redirects). */
export type PageRouteName = {
  [K in AppRouteName]: (typeof ROUTE_META)[K] extends { kind: 'page' } ? K : never;
}[AppRouteName];
