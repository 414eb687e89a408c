import { CODE_SENT_MESSAGE } from '#core/contracts/code-values.ts';
import { emsSend, smsSend } from '#core/contracts/endpoints/codes.ts';
import { checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import { type CodeChannel, type CodeEvent, sendCode } from '#functions/codes/codes.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, type RequestContext, requireCaller } from '#functions/platform/handler.ts';

/** verify_current and bind_new concern the member's own account: they need a login. */
const NEEDS_LOGIN: ReadonlySet<CodeEvent> = new Set(['verify_current', 'bind_new']);

/**
 * Every send consumes a passed click captcha (the dialog's first check carried its proof of work),
 * so each code costs a bot a solved picture and the work; then the daily caps apply (codes.ts).
 */
async function passCaptcha(captcha: { captchaId: string; captchaInfo: string }, nowMs: number) {
  const data = { captcha: true, retry_after: 0 };
  if (!captcha.captchaId || !captcha.captchaInfo) throw new AppError('CaptchaRequired', { data });
  if (!(await checkClickCaptcha(captcha.captchaId, captcha.captchaInfo, { consume: true, nowMs })))
    throw new AppError('CaptchaFailed', { data });
}

async function send(
  channel: CodeChannel,
  target: string,
  event: CodeEvent,
  captcha: { captchaId: string; captchaInfo: string },
  ctx: RequestContext,
) {
  const member = NEEDS_LOGIN.has(event) ? requireCaller(ctx).member : (ctx.caller?.member ?? null);
  await passCaptcha(captcha, ctx.nowMs);
  await sendCode({
    channel,
    target,
    event,
    member,
    sourceIp: ctx.sourceIp,
    lang: ctx.lang,
    nowMs: ctx.nowMs,
    log: ctx.log,
  });
  return { data: null, msg: CODE_SENT_MESSAGE };
}

/** POST /client/Ems/send: an email code for `event`. */
export const emsSendHandler = defineHandler(emsSend, {
  run: ({ body, ctx }) => send('email', body.email, body.event, body, ctx),
});

/** POST /client/Sms/send: an SMS code for `template_code`. */
export const smsSendHandler = defineHandler(smsSend, {
  run: ({ body, ctx }) => send('sms', body.mobile, body.template_code, body, ctx),
});
