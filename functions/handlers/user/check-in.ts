import { checkIn } from '#core/contracts/endpoints/user.ts';
import type { CheckInResult } from '#core/contracts/user.ts';
import { login } from '#functions/accounts/login.ts';
import { register } from '#functions/accounts/register.ts';
import { refreshCookie } from '#functions/accounts/session-cookie.ts';
import { signedInUser } from '#functions/accounts/signed-in.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { siteConfig } from '#functions/site/site-data.ts';

/** Where the login screen goes after success when no safe `redirect` was asked for. */
const MEMBER_CENTRE_PATH = '/user';

const SIGNED_IN = {
  login: { en: 'Login successful', 'zh-cn': '登录成功' },
  register: { en: 'Registration successful, welcome!', 'zh-cn': '注册成功，欢迎加入！' },
} as const;

/** POST /client/user/checkIn: tab=login or tab=register; answers the user info with a token pair. */
export const checkInHandler = defineHandler(checkIn, {
  async run({ body, ctx }) {
    const config = await siteConfig(ctx.nowMs);
    if (!config.open_member_center) throw new AppError('MemberCenterClosed');
    const request = { nowMs: ctx.nowMs, ip: ctx.sourceIp, userAgent: ctx.userAgent, lang: ctx.lang };
    const { member, pair } =
      body.tab === 'login'
        ? await login({ ...request, body })
        : await register({ ...request, body, openRegister: config.open_register });
    ctx.log.info(body.tab === 'login' ? 'member logged in' : 'member registered', { memberId: member.id });
    const data: CheckInResult = { userInfo: signedInUser(member, pair), routePath: MEMBER_CENTRE_PATH };
    return {
      data,
      msg: SIGNED_IN[body.tab],
      cookies: [refreshCookie(pair.refresh_token, { keep: pair.keep, secure: ctx.secureCookies })],
    };
  },
});
