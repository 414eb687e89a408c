import { pagePlanApply } from '#core/contracts/endpoints/publish.ts';
import { effectivePlanId } from '#core/plans.ts';
import { getMember } from '#functions/data/users-repo.ts';
import { applyMemberPlan } from '#functions/plans/terms.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { publishDeps } from './deps.ts';

const APPLIED = { en: 'Your pages follow your plan', 'zh-cn': '页面已按当前套餐更新' };

/**
 * POST /client/page/applyPlan: brings the caller's pages in line with their plan now (the purchase
 * dialog calls it after buying; the daily job does it for anyone it missed). Repeating it changes
 * nothing.
 */
export const planApplyHandler = defineHandler(pagePlanApply, {
  async run({ ctx }) {
    const userId = requireCaller(ctx).member.id;
    const report = await applyMemberPlan(userId, ctx.nowMs, publishDeps());
    const member = await getMember(userId);
    return {
      data: {
        plan: member ? effectivePlanId(member, ctx.nowMs) : 'free',
        suspended: report?.suspended ?? 0,
        restored: report?.restored ?? 0,
        rerendered: report?.rerendered ?? 0,
      },
      msg: APPLIED,
    };
  },
});
