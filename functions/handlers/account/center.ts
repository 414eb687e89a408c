import type { BindType, ProfileData } from '#core/contracts/account.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { type RequestContext, requireCaller } from '#functions/platform/handler.ts';
import { siteData } from '#functions/site/site-data.ts';

/**
 * The member every account route works on: always the verified caller (never an id from the
 * query or body), and only while the member centre is open (`open_member_center`).
 */
export async function centreMember(ctx: RequestContext): Promise<Member> {
  const { member } = requireCaller(ctx);
  const { config } = await siteData(ctx.nowMs);
  if (!config.open_member_center) throw new AppError('MemberCenterClosed');
  return member;
}

/** The profile as the member sees it; never the password hashes. */
export function profileOf(member: Member): ProfileData {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    avatar: member.avatar,
    email: member.email,
    mobile: member.mobile,
    gender: member.gender,
    birthday: member.birthday,
    motto: member.motto,
    version: member.version,
  };
}

const TYPE_WORDS: Record<BindType, Record<Lang, string>> = {
  email: { en: 'email', 'zh-cn': '邮箱' },
  mobile: { en: 'mobile number', 'zh-cn': '手机号' },
};

/** The `{type}` value of the bind errors, in the request's language. */
export const typeWord = (type: BindType, lang: Lang): { type: string } => ({ type: TYPE_WORDS[type][lang] });
