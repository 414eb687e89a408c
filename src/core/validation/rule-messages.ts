import { registerMessages } from '#core/validation/parse.ts';

/**
 * The messages of the spec's validation rules (section 5, rules.ts): English texts registered
 * with their zh-cn translations, so parseLocalized answers either language. A module of their
 * own, without zod: a handler that only says one (the login screen's hints) loads no schema
 * library for it on a cold start (BENCHMARKS row 8).
 */
export const MESSAGES = {
  required: { en: 'This field is required', 'zh-cn': '此项为必填项' },
  editorRequired: { en: 'Please enter the content', 'zh-cn': '请输入内容' },
  contentNotEmpty: { en: 'The content cannot be empty', 'zh-cn': '内容不能为空' },
  validName: { en: 'Please enter a valid name', 'zh-cn': '请输入正确的名称' },
  mobile: { en: 'Please enter the correct mobile number', 'zh-cn': '请输入正确的手机号' },
  intlMobile: {
    en: 'Please enter a valid international mobile number, e.g. +85212345678',
    'zh-cn': '请输入正确的国际手机号，例如 +85212345678',
  },
  idNumber: { en: 'Please enter the correct ID number', 'zh-cn': '请输入正确的身份证号码' },
  url: { en: 'Please enter the correct URL', 'zh-cn': '请输入正确的网址' },
  float: { en: 'Please enter the correct number', 'zh-cn': '请输入正确的数字' },
  email: { en: 'Please enter the correct email address', 'zh-cn': '请输入正确的电子邮箱' },
  account: {
    en: 'The account must be 3-15 characters, start with a letter, and contain only letters, digits and underscores',
    'zh-cn': '账户名须为 3-15 位，以字母开头，只能包含字母、数字和下划线',
  },
  password: {
    en: 'The password must be 6-32 characters and must not contain & < > " \'',
    'zh-cn': '密码须为 6-32 位，且不能包含 & < > " \'',
  },
} as const;
registerMessages(Object.values(MESSAGES));
