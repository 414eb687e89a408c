import type { CodeEvent } from '#core/contracts/codes.ts';
import { format, type Lang, type Localized } from '#core/i18n/lang.ts';
import { CODE_RULES, type CodeChannel } from '#functions/codes/code-rules.ts';

/** What each event's code is for, as the message says it. */
const PURPOSES: Record<CodeEvent, Localized> = {
  register: { en: 'sign up', 'zh-cn': '注册账号' },
  retrieve_password: { en: 'reset your password', 'zh-cn': '找回密码' },
  verify_current: { en: 'confirm your current account details', 'zh-cn': '验证当前绑定信息' },
  bind_new: { en: 'bind a new email or mobile number', 'zh-cn': '绑定新的邮箱或手机号' },
};

const TEMPLATES = {
  subject: { en: '[{site}] Your verification code', 'zh-cn': '【{site}】验证码' },
  email: {
    en: 'Hello,\n\nYour verification code to {purpose} on {site} is:\n\n    {code}\n\nIt is valid for {minutes} minutes and can be used once. If you did not ask for it, you can ignore this email; nobody can use it without access to your mailbox.\n\n{site}',
    'zh-cn':
      '您好：\n\n您正在{site}{purpose}，验证码为：\n\n    {code}\n\n{minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件。\n\n{site}',
  },
  sms: {
    en: '[{site}] Your code to {purpose} is {code}, valid for {minutes} minutes. Do not share it with anyone.',
    'zh-cn': '【{site}】您正在{purpose}，验证码 {code}，{minutes} 分钟内有效，请勿泄露给他人。',
  },
} as const satisfies Record<string, Localized>;

/** The subject and text of a code message, in the member's language, naming the site. */
export function composeCodeMessage(input: {
  channel: CodeChannel;
  event: CodeEvent;
  code: string;
  siteName: string;
  lang: Lang;
}): { subject: string; text: string } {
  const values = {
    site: input.siteName,
    purpose: PURPOSES[input.event][input.lang],
    code: input.code,
    minutes: CODE_RULES.ttlMs / 60_000,
  };
  return {
    subject: input.channel === 'email' ? format(TEMPLATES.subject[input.lang], values) : '',
    text: format(TEMPLATES[input.channel === 'email' ? 'email' : 'sms'][input.lang], values),
  };
}
