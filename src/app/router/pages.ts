import { DEFAULT_USER_ROUTE } from '#app/member-center/menus.ts';
import { type LazyPage, lazyPage } from '#app/router/lazy-page.tsx';
import type { AppRouteName } from '#app/router/routes.ts';

/** Layouts of spec section 2; `none` is the bare screen (login). */
export type LayoutName = 'user' | 'center' | 'build' | 'page' | 'none';

export type PageRoute = {
  readonly kind: 'page';
  readonly layout: LayoutName;
  /** Login required (the auth guard). */
  readonly auth: boolean;
  readonly page: LazyPage;
};

export type RedirectRoute = {
  readonly kind: 'redirect';
  readonly auth: boolean;
  /** Where the route leads; `firstUserRoute` is the first menu route of the member centre. */
  readonly to: (context: { readonly firstUserRoute: string | null }) => string;
};

export type RouteEntry = PageRoute | RedirectRoute;

const userPage = (page: LazyPage): PageRoute => ({ kind: 'page', layout: 'user', auth: true, page });
const centerPage = (page: LazyPage): PageRoute => ({ kind: 'page', layout: 'center', auth: true, page });

/** What each route shows: the registry of page components, one line per route. */
export const ROUTE_ENTRIES = {
  console: {
    kind: 'page',
    layout: 'page',
    auth: true,
    page: lazyPage(() => import('../pages/ConsolePage.tsx')),
  },
  landingPage: { kind: 'redirect', auth: true, to: () => '/landing-page/page/center' },
  landingPageBuild: {
    kind: 'page',
    layout: 'build',
    auth: true,
    page: lazyPage(() => import('../pages/landing-page/BuildPage.tsx')),
  },
  landingPageDomainCenter: centerPage(lazyPage(() => import('../pages/landing-page/DomainCenterPage.tsx'))),
  landingPagePageCenter: centerPage(lazyPage(() => import('../pages/landing-page/PageCenterPage.tsx'))),
  landingPagePreview: {
    kind: 'page',
    layout: 'build',
    auth: true,
    page: lazyPage(() => import('../pages/landing-page/PreviewPage.tsx')),
  },
  // The user mount step: the first menu route that is not a directory, else the account overview.
  user: { kind: 'redirect', auth: true, to: ({ firstUserRoute }) => firstUserRoute ?? DEFAULT_USER_ROUTE },
  userAccountBalance: userPage(lazyPage(() => import('../pages/user/account/AccountBalancePage.tsx'))),
  userAccountChangePassword: userPage(lazyPage(() => import('../pages/user/account/ChangePasswordPage.tsx'))),
  userAccountIntegral: userPage(lazyPage(() => import('../pages/user/account/IntegralPage.tsx'))),
  userAccountOverview: userPage(lazyPage(() => import('../pages/user/account/OverviewPage.tsx'))),
  userAccountProfile: userPage(lazyPage(() => import('../pages/user/account/ProfilePage.tsx'))),
  userFinanceBalance: userPage(lazyPage(() => import('../pages/user/finance/FinanceBalancePage.tsx'))),
  userFinanceRecharge: userPage(lazyPage(() => import('../pages/user/finance/RechargePage.tsx'))),
  userFinanceScore: userPage(lazyPage(() => import('../pages/user/finance/ScorePage.tsx'))),
  userIframe: userPage(lazyPage(() => import('../pages/user/IframePage.tsx'))),
  userLogin: {
    kind: 'page',
    layout: 'none',
    auth: false,
    page: lazyPage(() => import('../pages/user/LoginPage.tsx')),
  },
  userPayRecharge: userPage(lazyPage(() => import('../pages/user/pay/PayRechargePage.tsx'))),
  userSetupPassword: userPage(lazyPage(() => import('../pages/user/setup/PayPasswordPage.tsx'))),
  userSetupPayment: userPage(lazyPage(() => import('../pages/user/setup/PaymentSetupPage.tsx'))),
} as const satisfies Record<AppRouteName, RouteEntry>;
