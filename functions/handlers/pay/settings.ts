import * as endpoints from '#core/contracts/endpoints/pay.ts';
import type { PayFlagsData, SignInData } from '#core/contracts/pay.ts';
import { format } from '#core/i18n/lang.ts';
import { hashPassword, verifyPassword } from '#functions/accounts/passwords.ts';
import { getMember, type Member, updateMember, VersionConflictError } from '#functions/data/users-repo.ts';
import { centreMember } from '#functions/handlers/account/center.ts';
import { checkPayAttempt, checkPayPassword } from '#functions/pay/pay-password.ts';
import { signIn } from '#functions/pay/score.ts';
import { buyPlan } from '#functions/pay/spend.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { siteConfig } from '#functions/site/site-data.ts';

/** Updates pay fields at the member's version, retrying once on a fresh read (logins also write the member). */
async function updatePayFields(
  member: Member,
  fields: { payPasswordHash?: string; payPasswordRequestId?: string; quickPay?: boolean },
) {
  try {
    return await updateMember(member.id, member.version, fields);
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
    const fresh = await getMember(member.id);
    // The same save, sent twice, applied by the other request: done.
    if (fresh && fields.payPasswordRequestId && fresh.payPasswordRequestId === fields.payPasswordRequestId)
      return fresh;
    if (!fresh || fresh.payPasswordHash !== member.payPasswordHash)
      throw new AppError('AccountChangedElsewhere', { data: { reason: 'conflict' } });
    try {
      return await updateMember(fresh.id, fresh.version, fields);
    } catch (retryError) {
      if (retryError instanceof VersionConflictError)
        throw new AppError('AccountChangedElsewhere', { data: { reason: 'conflict' } });
      throw retryError;
    }
  }
}

const PASSWORD_SAVED = { en: 'Pay password saved', 'zh-cn': '支付密码已保存' };
const SETUP_SAVED = { en: 'Payment settings saved', 'zh-cn': '支付设置已保存' };

/**
 * POST /client/pay/setPassword: proves the member with the login password (always accepted) or
 * the current pay password, then stores the new one hashed like the login password.
 */
export const setPasswordHandler = defineHandler(endpoints.paySetPassword, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    // The same save sent again (the browser's retry after a time-out): it was applied, so it
    // answers as it did, without asking the proof that the change itself made stale. The new
    // password must match too, so a leaked request id tells nothing about another password.
    if (
      body.request_id &&
      member.payPasswordRequestId === body.request_id &&
      (await verifyPassword(body.pay_password, member.payPasswordHash))
    ) {
      const data: PayFlagsData = { is_set_pay: true, quick_pay: member.quickPay };
      return { data, msg: PASSWORD_SAVED };
    }
    // One counted attempt (the same counter as the pay password): the current pay password or
    // the login password proves the member.
    const proven = await checkPayAttempt(member.id, ctx.nowMs, async () => {
      const byOldPay =
        member.payPasswordHash !== '' &&
        body.old_pay_password !== '' &&
        (await verifyPassword(body.old_pay_password, member.payPasswordHash));
      return byOldPay || (body.password !== '' && (await verifyPassword(body.password, member.passwordHash)));
    });
    if (!proven) throw new AppError('PayIdentityWrong');
    const updated = await updatePayFields(member, {
      payPasswordHash: await hashPassword(body.pay_password),
      payPasswordRequestId: body.request_id ?? '',
    });
    const data: PayFlagsData = { is_set_pay: true, quick_pay: updated.quickPay };
    return { data, msg: PASSWORD_SAVED };
  },
});

/** POST /client/pay/setup: quick pay on or off, confirmed with the pay password. */
export const setupHandler = defineHandler(endpoints.paySetup, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    await checkPayPassword(member, body.pay_password, ctx.nowMs, { allowQuickPay: false });
    const updated = await updatePayFields(member, { quickPay: body.quick_pay });
    const data: PayFlagsData = { is_set_pay: updated.payPasswordHash !== '', quick_pay: updated.quickPay };
    return { data, msg: SETUP_SAVED };
  },
});

const BOUGHT = { en: 'Plan bought', 'zh-cn': '套餐购买成功' };

/** POST /client/pay/buyPlan: pays a plan from the balance (pay password unless quick pay). */
export const buyPlanHandler = defineHandler(endpoints.payBuyPlan, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    await checkPayPassword(member, body.pay_password, ctx.nowMs, { allowQuickPay: true });
    const data = await buyPlan({
      userId: member.id,
      plan: body.plan,
      months: body.months,
      requestId: body.request_id,
      nowMs: ctx.nowMs,
    });
    return { data, msg: BOUGHT };
  },
});

const SIGNED_IN = { en: 'Signed in: +{points} points', 'zh-cn': '签到成功：+{points} 积分' };
const ALREADY = { en: 'Already signed in today', 'zh-cn': '今天已签到' };

/** POST /client/pay/signIn: today's sign-in score (once per UTC day). */
export const signInHandler = defineHandler(endpoints.paySignIn, {
  async run({ ctx }) {
    const member = await centreMember(ctx);
    const points = (await siteConfig(ctx.nowMs)).pay.sign_in_score;
    const granted = await signIn(member.id, points, ctx.nowMs);
    const fresh = (await getMember(member.id)) ?? member;
    const data: SignInData = { granted, score: fresh.score };
    const msg =
      granted > 0
        ? {
            en: format(SIGNED_IN.en, { points: granted }),
            'zh-cn': format(SIGNED_IN['zh-cn'], { points: granted }),
          }
        : ALREADY;
    return { data, msg };
  },
});
