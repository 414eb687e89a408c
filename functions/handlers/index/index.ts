import { startUp } from '#core/contracts/endpoints/start-up.ts';
import { NEED_LOGIN_TYPE } from '#core/contracts/envelope.ts';
import type { IndexData } from '#core/contracts/index-endpoint.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { localizeRules, siteData } from '#functions/site/site-data.ts';

/**
 * GET /client/index/index: the start-up data. Anonymous visitors get the site information and
 * the public rules; a member (valid token) also gets user_info, the member menus and manages.
 */
export const indexHandler = defineHandler(startUp, {
  async run({ query, ctx }) {
    if (query.requiredLogin === '1' && !ctx.caller) {
      throw new AppError('NeedLogin', { data: { type: NEED_LOGIN_TYPE } });
    }
    const { config, trees } = await siteData(ctx.nowMs);
    const member = ctx.caller?.member;
    const data: IndexData = {
      site_info: {
        site_name: config.site_name,
        site_logo: config.site_logo,
        record_number: config.record_number,
        cdn_url: config.cdn_url,
        head_nav: config.head_nav,
        contact_info: config.contact_info,
        open_register: config.open_register,
        upload: config.upload,
      },
      open_member_center: config.open_member_center,
      user_info: member
        ? { id: member.id, username: member.username, nickname: member.nickname, avatar: member.avatar }
        : null,
      rules: localizeRules(trees.rules, ctx.lang),
      menus: member && config.open_member_center ? localizeRules(trees.menus, ctx.lang) : [],
      manages: member ? localizeRules(trees.manages, ctx.lang) : [],
    };
    return { data };
  },
});
