import { format, type Lang } from '#core/i18n/lang.ts';
import { type PlanId, type PlanRefusal, planOf } from '#core/plans.ts';

/** The plans' names (pricing page, console, builder badges, refusals), in every interface language. */
export const PLAN_NAMES: Record<Lang, Record<PlanId, string>> = {
  en: { free: 'Free', pro: 'Pro', business: 'Business' },
  'zh-cn': { free: '免费版', pro: '专业版', business: '企业版' },
};

const REFUSALS = {
  en: {
    pixels: 'Ad pixels need the {plan} plan: buy {plan} to publish this page with its pixels.',
    serverConversions:
      'Server-side conversion events need the {plan} plan: buy {plan} to publish this page with them.',
    pages:
      'Your plan covers {limit} page(s); the {plan} plan covers {more}: buy {plan} to add or publish more pages.',
    domainsNone: 'Custom domains need the {plan} plan: buy {plan} to add a domain or publish on one.',
    domains:
      'Your plan covers {limit} custom domain(s); the {plan} plan covers {more}: buy {plan} to add or use more.',
  },
  'zh-cn': {
    pixels: '广告像素需要{plan}：购买{plan}后即可连同像素发布此页面。',
    serverConversions: '服务端转化事件需要{plan}：购买{plan}后即可连同该功能发布此页面。',
    pages: '当前套餐可用 {limit} 个页面，{plan}可用 {more} 个：购买{plan}即可添加或发布更多页面。',
    domainsNone: '自定义域名需要{plan}：购买{plan}后即可添加域名或在域名上发布。',
    domains: '当前套餐可用 {limit} 个自定义域名，{plan}可用 {more} 个：购买{plan}即可添加或使用更多域名。',
  },
} satisfies Record<Lang, Record<string, string>>;

/** The sentence of a refusal for want of a plan: what is missing and which plan unlocks it. */
export function planRefusalText(refusal: PlanRefusal, current: PlanId, lang: Lang): string {
  const texts = REFUSALS[lang];
  const unlocking = planOf(refusal.plan);
  const values = { plan: PLAN_NAMES[lang][refusal.plan] };
  switch (refusal.entitlement) {
    case 'pixels':
    case 'serverConversions':
      return format(texts[refusal.entitlement], values);
    case 'pages':
      return format(texts.pages, { ...values, limit: planOf(current).pages, more: unlocking.pages });
    case 'domains': {
      const limit = planOf(current).domains;
      return format(limit === 0 ? texts.domainsNone : texts.domains, {
        ...values,
        limit,
        more: unlocking.domains,
      });
    }
  }
}
