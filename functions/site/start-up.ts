import type { IndexData } from '#core/contracts/index-endpoint.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { StoredMember } from '#functions/data/users-repo.ts';
import { localizeRules, type SiteData } from '#functions/site/site-data.ts';

/**
 * The start-up data (GET /client/index/index): the site information and the public rules for
 * everyone; for a member (`member` not null) also user_info, the member menus and manages. The
 * refresh answers the same for the renewed session when the app shell's first refresh asks.
 */
export function startUpData({ config, trees }: SiteData, member: StoredMember | null, lang: Lang): IndexData {
  return {
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
    rules: localizeRules(trees.rules, lang),
    menus: member && config.open_member_center ? localizeRules(trees.menus, lang) : [],
    manages: member ? localizeRules(trees.manages, lang) : [],
  };
}
