import { createRouter } from '@nanostores/router';

/**
 * Every route of the island app (spec section 2), the one list. Names are the route names of the
 * translation files; "user" and "userLogin" are the spec's named routes.
 */
export const APP_ROUTES = {
  console: '/console',
  landingPage: '/landing-page',
  landingPageBuild: '/landing-page/build/:id',
  landingPageDomainCenter: '/landing-page/domain/center',
  landingPageInsights: '/landing-page/insights/:id',
  landingPagePageCenter: '/landing-page/page/center',
  landingPagePreview: '/landing-page/preview',
  user: '/user',
  userAccountBalance: '/user/account/balance',
  userAccountChangePassword: '/user/account/changePassword',
  userAccountIntegral: '/user/account/integral',
  userAccountOverview: '/user/account/overview',
  userAccountProfile: '/user/account/profile',
  userFinanceBalance: '/user/finance/balance',
  userFinanceRecharge: '/user/finance/recharge',
  userFinanceScore: '/user/finance/score',
  userIframe: '/user/iframe/:url',
  userLogin: '/user/login',
  userPayRecharge: '/user/pay/recharge',
  userSetupPassword: '/user/setup/password',
  userSetupPayment: '/user/setup/payment',
} as const;
export type AppRouteName = keyof typeof APP_ROUTES;

/**
 * The router store. Link clicks are not taken over by the router itself (`links: false`): the
 * app's link handler does it, so that links to public pages ("/", "/pricing") load normally and
 * the navigation guard is consulted first.
 */
export const $router = createRouter(APP_ROUTES, { links: false });

/** The current location as an in-app URL (path, query, hash). */
export function currentAppUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
