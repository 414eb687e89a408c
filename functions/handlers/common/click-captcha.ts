import { CAPTCHA_MESSAGES } from '#core/contracts/captcha-values.ts';
import * as endpoints from '#core/contracts/endpoints/common.ts';
import { checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import { createClickCaptcha } from '#functions/captcha/new-captcha.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';

/** GET /client/common/clickCaptcha?id=: a new image for the browser's id. */
export const clickCaptchaHandler = defineHandler(endpoints.clickCaptcha, {
  async run({ query, ctx }) {
    return { data: await createClickCaptcha(query.id, ctx.nowMs) };
  },
});

/**
 * POST /client/common/checkClickCaptcha: checks the clicks (and, the first time, the proof of work
 * in `pow`); `unset` consumes a right answer.
 */
export const checkClickCaptchaHandler = defineHandler(endpoints.checkClickCaptcha, {
  async run({ body, ctx }) {
    const passed = await checkClickCaptcha(body.id, body.info, {
      consume: body.unset,
      nowMs: ctx.nowMs,
      pow: body.pow,
    });
    if (!passed) throw new AppError('CaptchaFailed');
    return { data: null, msg: CAPTCHA_MESSAGES.success };
  },
});
