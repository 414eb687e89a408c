import { refresh } from '#core/contracts/endpoints/user.ts';
import type { RefreshAnswer } from '#core/contracts/user.ts';
import { REFRESH_COOKIE, refreshCookie } from '#functions/accounts/session-cookie.ts';
import { refreshSession } from '#functions/accounts/sessions.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { siteData } from '#functions/site/site-data.ts';
import { startUpData } from '#functions/site/start-up.ts';

/**
 * Fetch metadata of requests that may refresh: the app's own page (same-origin) or a request
 * the user typed (none). A page of another origin, even on the same site (a published page on
 * another port locally), is refused before the cookie is looked at.
 */
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * POST /client/user/refresh: a new access token and a new refresh cookie for the current refresh
 * cookie (code 409 otherwise); with `start_up` in the body, also the start-up data of the renewed
 * session (what GET /client/index/index would answer it), so the app shell's first refresh saves
 * the page that call.
 */
export const refreshHandler = defineHandler(refresh, {
  async run({ body, ctx }) {
    const fetchSite = ctx.header('sec-fetch-site');
    if (fetchSite !== undefined && !ALLOWED_FETCH_SITES.has(fetchSite)) throw new AppError('TokenExpired');
    const token = ctx.cookies[REFRESH_COOKIE] ?? '';
    // A refused cookie is left alone: the refusal may be a lost race with another tab, whose
    // answer set the cookie that is current now.
    const [issued, site] = await Promise.all([
      refreshSession(token, ctx.nowMs, ctx.log, { ip: ctx.sourceIp, userAgent: ctx.userAgent }),
      body.start_up ? siteData(ctx.nowMs) : null,
    ]);
    const data: RefreshAnswer = { token: issued.token, refresh_token: '' };
    if (site) data.start_up = startUpData(site, issued.member, ctx.lang);
    return {
      data,
      cookies: [refreshCookie(issued.refresh_token, { keep: issued.keep, secure: ctx.secureCookies })],
    };
  },
});
