import { registerMessages } from '#core/validation/parse.ts';

/**
 * The member centre's fixed values and messages, apart from its schemas (./account.ts, which
 * passes them on to the browser): the account and pay handlers read them at import, and
 * importing them builds no Zod schema (BENCHMARKS row 8).
 */

export const ACCOUNT_MESSAGES = {
  nicknameLength: { en: 'The nickname must be 1-20 characters', 'zh-cn': '昵称须为 1-20 个字符' },
  avatar: {
    en: 'The avatar must be an uploaded image or an http(s) address',
    'zh-cn': '头像须为已上传的图片或 http(s) 地址',
  },
  gender: { en: 'Please choose a gender', 'zh-cn': '请选择性别' },
  birthday: {
    en: 'Please enter a real date (YYYY-MM-DD) that is not in the future',
    'zh-cn': '请输入不晚于今天的有效日期（年-月-日）',
  },
  motto: { en: 'The motto can be at most 100 characters', 'zh-cn': '签名最多 100 个字符' },
  passwordMismatch: {
    en: 'The two new passwords are not the same',
    'zh-cn': '两次输入的新密码不一致',
  },
  passwordUnchanged: {
    en: 'The new password must differ from the old one',
    'zh-cn': '新密码不能与原密码相同',
  },
  cursor: {
    en: 'The page position is not valid, start again from page 1',
    'zh-cn': '分页位置无效，请从第 1 页重新开始',
  },
} as const;
registerMessages(Object.values(ACCOUNT_MESSAGES));

/** Milliseconds to the seconds of the API (0 stays 0: "never"). */
export const toSeconds = (ms: number): number => Math.floor(ms / 1000);

/** Days of the overview's figures. */
export const SEVEN_DAYS = 7;

/** What a member can bind: changing the bound email or mobile. */
export const BIND_TYPES = ['email', 'mobile'] as const;
export type BindType = (typeof BIND_TYPES)[number];

/** How long a verification ticket stays usable. */
export const BIND_TICKET_TTL_MS = 10 * 60_000;
