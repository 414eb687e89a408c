import { CODE_SENT_MESSAGE } from '#core/contracts/codes.ts';
import { emsSend, smsSend } from '#core/contracts/endpoints/codes.ts';
import { type CodeChannel, type CodeEvent, sendCode } from '#functions/codes/codes.ts';
import { defineHandler, type RequestContext, requireCaller } from '#functions/platform/handler.ts';

/** verify_current and bind_new concern the member's own account: they need a login. */
const NEEDS_LOGIN: ReadonlySet<CodeEvent> = new Set(['verify_current', 'bind_new']);

async function send(channel: CodeChannel, target: string, event: CodeEvent, ctx: RequestContext) {
  const member = NEEDS_LOGIN.has(event) ? requireCaller(ctx).member : (ctx.caller?.member ?? null);
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
  run: ({ body, ctx }) => send('email', body.email, body.event, ctx),
});

/** POST /client/Sms/send: an SMS code for `template_code`. */
export const smsSendHandler = defineHandler(smsSend, {
  run: ({ body, ctx }) => send('sms', body.mobile, body.template_code, ctx),
});
