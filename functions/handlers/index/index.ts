import { startUp } from '#core/contracts/endpoints/start-up.ts';
import { NEED_LOGIN_TYPE } from '#core/contracts/envelope.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { siteData } from '#functions/site/site-data.ts';
import { startUpData } from '#functions/site/start-up.ts';

/**
 * GET /client/index/index: the start-up data. Anonymous visitors get the site information and
 * the public rules; a member (valid token) also gets user_info, the member menus and manages.
 */
export const indexHandler = defineHandler(startUp, {
  async run({ query, ctx }) {
    if (query.requiredLogin === '1' && !ctx.caller) {
      throw new AppError('NeedLogin', { data: { type: NEED_LOGIN_TYPE } });
    }
    return { data: startUpData(await siteData(ctx.nowMs), ctx.caller?.member ?? null, ctx.lang) };
  },
});
