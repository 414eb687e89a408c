import { format, type Lang } from '#core/i18n/lang.ts';
import { SITE_STRINGS } from '#core/i18n/site.ts';
import {
  PLAN_MONTH_MS,
  PLAN_NOTICE_DAYS,
  PLAN_TERM_DAYS,
  type Plan,
  planOf,
  switchCreditMs,
} from '#core/plans.ts';

/** The plans shown on /pricing come from the core (src/core/plans.ts); this file presents them. */
export { PLANS, type Plan, type PlanId, type SupportLevel } from '#core/plans.ts';

/** An amount in fen as yuan with two decimals and thousands separators: 123456 → "¥1,234.56". */
export function formatCny(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Amount in fen must be an integer, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}

/**
 * Where a plan's button leads: into the app's console, which opens the purchase of a paid plan
 * (the route guard sends visitors to login first and back here afterwards).
 */
export function planLink(plan: Plan): string {
  return plan.monthlyCents > 0 ? `/console?buy=${plan.id}` : '/console';
}

/** One bullet point of a plan's card; `included` false marks a limitation. */
export type PlanHighlight = { text: string; included: boolean };

/** The bullet points of a plan's card, in the given language. */
export function planHighlights(plan: Plan, lang: Lang): PlanHighlight[] {
  const t = SITE_STRINGS[lang].pricing;
  const pages = format(plan.pages === 1 ? t.pagesOne : t.pagesOther, { n: plan.pages });
  const domains =
    plan.domains === 0
      ? t.domainsNone
      : format(plan.domains === 1 ? t.domainsOne : t.domainsOther, { n: plan.domains });
  return [
    { text: pages, included: true },
    { text: domains, included: true },
    { text: t.allModules, included: true },
    { text: plan.pixels ? t.pixels : t.noPixels, included: plan.pixels },
    { text: t.serverConversions, included: plan.serverConversions },
    { text: plan.removeBranding ? t.noBranding : t.branding, included: plan.removeBranding },
    { text: t.support[plan.support], included: true },
  ];
}

/** A span of time in whole days and hours, in the given language. */
function daysAndHours(ms: number, lang: Lang): string {
  const hours = Math.floor(ms / 3_600_000);
  const [days, rest] = [Math.floor(hours / 24), hours % 24];
  return lang === 'en' ? `${days} days ${rest} hours` : `${days} 天 ${rest} 小时`;
}

/**
 * The billing questions with the rules' figures filled in from the core (term, credit example,
 * the Free plan's page count, notice days), so the page says exactly what the server does.
 */
export function pricingFaq(lang: Lang): { q: string; a: string }[] {
  const left = 15 * 86_400_000;
  const at = PLAN_MONTH_MS;
  const credit = switchCreditMs({ planId: 'pro', planExpiresAt: at + left }, 'business', at);
  const values = {
    days: PLAN_TERM_DAYS,
    example: daysAndHours(credit, lang),
    pages: planOf('free').pages,
    notice: PLAN_NOTICE_DAYS,
  };
  return SITE_STRINGS[lang].pricing.faq.map((item) => ({ q: item.q, a: format(item.a, values) }));
}
