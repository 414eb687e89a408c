import { logout } from '#core/contracts/endpoints/user.ts';
import { clearedRefreshCookie } from '#functions/accounts/session-cookie.ts';
import { endSession } from '#functions/accounts/sessions.ts';
import { defineHandler } from '#functions/platform/handler.ts';

const LOGGED_OUT = { en: 'You have logged out', 'zh-cn': '您已退出登录' } as const;

/**
 * POST /client/user/logout: ends the session of the access token (and of a refresh token in the
 * body, if any) and clears the refresh cookie. Always code 1, so a browser with a stale token
 * still clears it.
 */
export const logoutHandler = defineHandler(logout, {
  async run({ body, ctx }) {
    const caller = ctx.caller ? { memberId: ctx.caller.member.id, sessionId: ctx.caller.sessionId } : null;
    await endSession({ refreshToken: body.refresh_token, caller }, ctx.nowMs);
    return { data: null, msg: LOGGED_OUT, cookies: [clearedRefreshCookie({ secure: ctx.secureCookies })] };
  },
});
