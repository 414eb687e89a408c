import type { BindType, ProfileData } from '#core/contracts/account.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { type RequestContext, requireCaller } from '#functions/platform/handler.ts';
import { siteConfig } from '#functions/site/site-data.ts';

/**
 * The member every account route works on: always the verified caller (never an id from the
 * query or body), and only while the member centre is open (`open_member_center`).
 */
export async function centreMember(ctx: RequestContext): Promise<Member> {
  const { member } = requireCaller(ctx);
  const config = await siteConfig(ctx.nowMs);
  if (!config.open_member_center) throw new AppError('MemberCenterClosed');
  return member;
}

/**
 * `read` of the caller's own data, begun while the member centre's switch is read (on a cold start,
 * one round trip to the table instead of two in a row) and answered only once the centre is found
 * open: a closed centre answers as it did, whatever the read found or failed on.
 */
export async function readInCentre<T>(
  ctx: RequestContext,
  read: (member: Member) => Promise<T>,
): Promise<{ member: Member; value: T }> {
  const { member } = requireCaller(ctx);
  const reading = read(member);
  // Awaited below, unless the centre is closed: then its answer, or failure, is not wanted.
  reading.catch(() => undefined);
  await centreMember(ctx);
  return { member, value: await reading };
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
