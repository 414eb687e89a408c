import * as endpoints from '#core/contracts/endpoints/user.ts';
import { retrievePassword } from '#functions/accounts/retrieve-password.ts';
import { defineHandler } from '#functions/platform/handler.ts';

const PASSWORD_RESET = {
  en: 'Your password has been reset, please log in with the new one',
  'zh-cn': '密码已重置，请使用新密码登录',
} as const;

/** POST /client/user/retrievePassword: a new password proven by an email or SMS code; ends every session. */
export const retrievePasswordHandler = defineHandler(endpoints.retrievePassword, {
  async run({ body, ctx }) {
    await retrievePassword(body, ctx.nowMs, ctx.lang);
    ctx.log.info('password reset with a code', { channel: body.type });
    return { data: null, msg: PASSWORD_RESET };
  },
});
