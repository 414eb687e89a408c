import { type CheckInInfo, checkInInfoSchema } from '#core/contracts/check-in-info.ts';
import { checkInInfo } from '#core/contracts/endpoints/user.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';
import { CHECK_IN_SETTINGS } from '#functions/accounts/check-in-settings.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { siteConfig } from '#functions/site/site-data.ts';

/**
 * GET /client/user/checkIn: what the login screen needs before the member types anything. A
 * module of its own, so that its first call (a cold start when the screen opens) loads none of
 * the sign-up and login code of POST /client/user/checkIn (check-in.ts).
 */
export const checkInInfoHandler = defineHandler(checkInInfo, {
  async run({ ctx }) {
    const config = await siteConfig(ctx.nowMs);
    const data: CheckInInfo = checkInInfoSchema.parse({
      open_register: config.open_register,
      open_member_center: config.open_member_center,
      captcha: CHECK_IN_SETTINGS.captcha,
      register_methods: CHECK_IN_SETTINGS.registerMethods,
      hints: { account: MESSAGES.account[ctx.lang], password: MESSAGES.password[ctx.lang] },
    });
    return { data };
  },
});
