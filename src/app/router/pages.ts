import { type LazyPage, lazyPage } from '#app/router/lazy-page.ts';
import type { PageRouteName } from '#app/router/route-meta.ts';

/**
 * The page component of each page route, loaded on demand: the registry of page components, one
 * line per route. Only navigation (./navigation.ts) reads it; everything else reads the routes'
 * metadata (./route-meta.ts), so no page's import reaches back into every other page.
 */
export const PAGE_LOADERS = {
  console: lazyPage(() => import('../pages/ConsolePage.tsx')),
  landingPageBuild: lazyPage(() => import('../pages/landing-page/BuildPage.tsx')),
  landingPageDomainCenter: lazyPage(() => import('../pages/landing-page/DomainCenterPage.tsx')),
  landingPageInsights: lazyPage(() => import('../pages/landing-page/InsightsPage.tsx')),
  landingPagePageCenter: lazyPage(() => import('../pages/landing-page/PageCenterPage.tsx')),
  landingPagePreview: lazyPage(() => import('../pages/landing-page/PreviewPage.tsx')),
  userAccountBalance: lazyPage(() => import('../pages/user/account/AccountBalancePage.tsx')),
  userAccountChangePassword: lazyPage(() => import('../pages/user/account/ChangePasswordPage.tsx')),
  userAccountIntegral: lazyPage(() => import('../pages/user/account/IntegralPage.tsx')),
  userAccountOverview: lazyPage(() => import('../pages/user/account/OverviewPage.tsx')),
  userAccountProfile: lazyPage(() => import('../pages/user/account/ProfilePage.tsx')),
  userFinanceBalance: lazyPage(() => import('../pages/user/finance/FinanceBalancePage.tsx')),
  userFinanceRecharge: lazyPage(() => import('../pages/user/finance/RechargePage.tsx')),
  userFinanceScore: lazyPage(() => import('../pages/user/finance/ScorePage.tsx')),
  userIframe: lazyPage(() => import('../pages/user/IframePage.tsx')),
  userLogin: lazyPage(() => import('../pages/user/LoginPage.tsx')),
  userPayRecharge: lazyPage(() => import('../pages/user/pay/PayRechargePage.tsx')),
  userSetupPassword: lazyPage(() => import('../pages/user/setup/PayPasswordPage.tsx')),
  userSetupPayment: lazyPage(() => import('../pages/user/setup/PaymentSetupPage.tsx')),
} as const satisfies Record<PageRouteName, LazyPage>;
