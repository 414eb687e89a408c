import {
  CAPTCHA_MESSAGES,
  checkClickCaptchaBodySchema,
  clickCaptchaQuerySchema,
} from '#core/contracts/captcha.ts';
import { checkClickCaptcha, createClickCaptcha } from '#functions/captcha/click-captcha.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';

/** GET /client/common/clickCaptcha?id=: a new image for the browser's id. */
export const clickCaptchaHandler = defineHandler({
  query: clickCaptchaQuerySchema,
  async run({ query, ctx }) {
    return { data: await createClickCaptcha(query.id, ctx.nowMs) };
  },
});

/** POST /client/common/checkClickCaptcha: checks the clicks; `unset` consumes a right answer. */
export const checkClickCaptchaHandler = defineHandler({
  body: checkClickCaptchaBodySchema,
  async run({ body, ctx }) {
    const passed = await checkClickCaptcha(body.id, body.info, { consume: body.unset, nowMs: ctx.nowMs });
    if (!passed) throw new AppError('CaptchaFailed');
    return { data: null, msg: CAPTCHA_MESSAGES.success };
  },
});
