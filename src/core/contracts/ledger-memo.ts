import * as z from 'zod/mini';
import { PAY_CHANNELS, type PayChannel } from '#core/contracts/pay-settings.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { PAID_PLAN_IDS } from '#core/plans.ts';

/** Plans a member can buy (`plan` memos). */
const PAID_PLANS = PAID_PLAN_IDS;

/**
 * What a ledger entry was for. The pay centre stores a language-neutral code (a recharge with its
 * channel and order, its score bonus, a daily sign-in, a plan bought) and the log endpoints put it
 * into words in the request's language, so a member reads one language. Free text (entries written
 * before the codes, in both languages at once, or an operator's note) is stored as a string and
 * shown as it is. On `zod/mini`: a log's first call reads stored memos on a cold start.
 */
export const memoCodeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('recharge'),
    channel: z.enum(PAY_CHANNELS),
    /** Our order number (R…). */
    outTradeNo: z.string(),
  }),
  z.object({ kind: z.literal('recharge_bonus'), outTradeNo: z.string() }),
  /** `day` is the UTC day of the sign-in, YYYY-MM-DD. */
  z.object({ kind: z.literal('sign_in'), day: z.string() }),
  z.object({
    kind: z.literal('plan'),
    plan: z.enum(PAID_PLANS),
    months: z.int().check(z.positive()),
  }),
  /** A paid plan's term ended (the daily job, functions/plans/terms.ts); amount 0. */
  z.object({ kind: z.literal('plan_ended'), plan: z.enum(PAID_PLANS) }),
]);
export type MemoCode = z.infer<typeof memoCodeSchema>;

/** A stored memo: a code, or free text shown unchanged. */
export const ledgerMemoSchema = z.union([memoCodeSchema, z.string()]);
export type LedgerMemo = z.infer<typeof ledgerMemoSchema>;

type MemoTexts = {
  channels: Record<PayChannel, string>;
  plans: Record<(typeof PAID_PLANS)[number], string>;
  recharge: (channel: string, outTradeNo: string) => string;
  rechargeBonus: (outTradeNo: string) => string;
  signIn: (day: string) => string;
  plan: (plan: string, months: number) => string;
  planEnded: (plan: string) => string;
};

/** Every memo text in both languages (plan names as on the pricing page). */
const TEXTS: Record<Lang, MemoTexts> = {
  'zh-cn': {
    channels: { alipay: '支付宝', wechat: '微信支付', manual: '转账' },
    plans: { pro: '专业版', business: '企业版' },
    recharge: (channel, outTradeNo) => `充值 · ${channel} · ${outTradeNo}`,
    rechargeBonus: (outTradeNo) => `充值奖励 · ${outTradeNo}`,
    signIn: (day) => `每日签到 · ${day}`,
    plan: (plan, months) => `购买套餐：${plan} × ${months} 个月`,
    planEnded: (plan) => `套餐到期：${plan}已结束，超出免费版的页面已下线（续费后恢复）`,
  },
  en: {
    channels: { alipay: 'Alipay', wechat: 'WeChat Pay', manual: 'Transfer' },
    plans: { pro: 'Pro', business: 'Business' },
    recharge: (channel, outTradeNo) => `Recharge · ${channel} · ${outTradeNo}`,
    rechargeBonus: (outTradeNo) => `Recharge bonus · ${outTradeNo}`,
    signIn: (day) => `Daily sign-in · ${day}`,
    plan: (plan, months) => `Plan: ${plan} × ${months} ${months === 1 ? 'month' : 'months'}`,
    planEnded: (plan) =>
      `Plan ended: ${plan}; pages beyond the Free plan went offline (renewing restores them)`,
  },
};

/** A memo as the member reads it in `lang`; free text passes through unchanged. */
export function memoText(memo: LedgerMemo, lang: Lang): string {
  if (typeof memo === 'string') return memo;
  const texts = TEXTS[lang];
  switch (memo.kind) {
    case 'recharge':
      return texts.recharge(texts.channels[memo.channel], memo.outTradeNo);
    case 'recharge_bonus':
      return texts.rechargeBonus(memo.outTradeNo);
    case 'sign_in':
      return texts.signIn(memo.day);
    case 'plan':
      return texts.plan(texts.plans[memo.plan], memo.months);
    case 'plan_ended':
      return texts.planEnded(texts.plans[memo.plan]);
  }
}
