import { refresh } from '#core/contracts/endpoints/user.ts';
import type { TokenPair } from '#core/contracts/user.ts';
import { REFRESH_COOKIE, refreshCookie } from '#functions/accounts/session-cookie.ts';
import { refreshSession } from '#functions/accounts/sessions.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';

/**
 * Fetch metadata of requests that may refresh: the app's own page (same-origin) or a request
 * the user typed (none). A page of another origin, even on the same site (a published page on
 * another port locally), is refused before the cookie is looked at.
 */
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * POST /client/user/refresh: a new access token and a new refresh cookie for the current refresh
 * cookie (code 409 otherwise).
 */
export const refreshHandler = defineHandler(refresh, {
  async run({ ctx }) {
    const site = ctx.header('sec-fetch-site');
    if (site !== undefined && !ALLOWED_FETCH_SITES.has(site)) throw new AppError('TokenExpired');
    const token = ctx.cookies[REFRESH_COOKIE] ?? '';
    // A refused cookie is left alone: the refusal may be a lost race with another tab, whose
    // answer set the cookie that is current now.
    const issued = await refreshSession(token, ctx.nowMs, ctx.log, {
      ip: ctx.sourceIp,
      userAgent: ctx.userAgent,
    });
    const data: TokenPair = { token: issued.token, refresh_token: '' };
    return {
      data,
      cookies: [refreshCookie(issued.refresh_token, { keep: issued.keep, secure: ctx.secureCookies })],
    };
  },
});
