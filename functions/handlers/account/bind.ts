import type { AccountFailure } from '#core/contracts/account.ts';
import { BIND_TICKET_TTL_MS, type BindType } from '#core/contracts/account-values.ts';
import { changeBind, verification } from '#core/contracts/endpoints/account.ts';
import { type CodeChannel, verifyCode } from '#functions/codes/codes.ts';
import { consumeBindTicket, isBindTicketValid, issueBindTicket } from '#functions/data/bind-tickets-repo.ts';
import { changeUnique, lookupUnique, VersionConflictError } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { centreMember, typeWord } from './center.ts';

const CONFLICT: AccountFailure = { reason: 'conflict' };
const TICKET: AccountFailure = { reason: 'ticket' };

const CHANNEL: Record<BindType, CodeChannel> = { email: 'email', mobile: 'sms' };
const UNIQUE_KIND = { email: 'EMAIL', mobile: 'MOBILE' } as const;

/** Emails compare without case, mobiles as typed (the rule of the unique claims). */
const sameTarget = (type: BindType, a: string, b: string) =>
  type === 'email' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a.trim() === b.trim();

const VERIFIED = { en: 'Verified, now enter the new one', 'zh-cn': '验证成功，请填写新的绑定信息' };
const BOUND = {
  email: { en: 'Email changed', 'zh-cn': '邮箱已更换' },
  mobile: { en: 'Mobile number changed', 'zh-cn': '手机号已更换' },
};

/**
 * POST /client/account/verification: step 1 of changing the bound email or mobile. Checks the
 * code sent (event verify_current) to the CURRENT one and answers a one-time ticket for step 2.
 */
export const verificationHandler = defineHandler(verification, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    const current = member[body.type];
    if (!current) throw new AppError('AccountNothingBound', { values: typeWord(body.type, ctx.lang) });
    const valid = await verifyCode({
      channel: CHANNEL[body.type],
      target: current,
      event: 'verify_current',
      code: body.captcha,
      nowMs: ctx.nowMs,
      consume: true,
    });
    if (!valid) throw new AppError('AccountCodeInvalid');
    const ticket = await issueBindTicket(member.id, body.type, current, ctx.nowMs);
    return { data: { ticket, expires_in: BIND_TICKET_TTL_MS / 1000 }, msg: VERIFIED };
  },
});

/**
 * POST /client/account/changeBind: step 2. Needs the ticket of step 1 when something is bound
 * already, and the code sent (event bind_new) to the new target; the target must be free. Whether
 * another member holds it is said only after its code is proved (no registration oracle).
 */
export const changeBindHandler = defineHandler(changeBind, {
  async run({ body, ctx }) {
    const member = await centreMember(ctx);
    const { type } = body;
    const target = body.type === 'email' ? body.email : body.mobile;
    const current = member[type];
    const words = typeWord(type, ctx.lang);
    if (current && sameTarget(type, current, target))
      throw new AppError('AccountTargetSame', { values: words });
    if (current && !(await isBindTicketValid(member.id, body.ticket, type, current, ctx.nowMs)))
      throw new AppError('AccountTicketInvalid', { values: words, data: TICKET });
    const valid = await verifyCode({
      channel: CHANNEL[type],
      target,
      event: 'bind_new',
      code: body.captcha,
      nowMs: ctx.nowMs,
      consume: true,
    });
    if (!valid) throw new AppError('AccountCodeInvalid');
    // Only with the code proved may the answer say another member holds the target (no oracle).
    const holder = await lookupUnique(UNIQUE_KIND[type], target, ctx.nowMs);
    if (holder && holder !== member.id) throw new AppError('AccountTargetTaken', { values: words });
    if (current && !(await consumeBindTicket(member.id, body.ticket, type, current, ctx.nowMs)))
      throw new AppError('AccountTicketInvalid', { values: words, data: TICKET });
    try {
      const result = await changeUnique(member, type, target, ctx.nowMs);
      if (!result.ok) throw new AppError('AccountTargetTaken', { values: words });
      const { email, mobile, version } = result.member;
      return { data: { email, mobile, version }, msg: BOUND[type] };
    } catch (error) {
      if (error instanceof VersionConflictError)
        throw new AppError('AccountChangedElsewhere', { data: CONFLICT });
      throw error;
    }
  },
});
