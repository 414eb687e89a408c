import type { Messages } from '../../types.ts';

export default {
  title: '登录',
  'title.register': '注册账户',
  'title.retrieve': '找回密码',
  redirectNote: '您还没有登录。登录后将返回 {path}。',
  loading: '加载中…',
  loadFailed: '登录页加载失败，请检查网络后重试。',
  retry: '重试',
  submitting: '请稍候…',

  'tabs.label': '登录方式',
  'tab.login': '登录',
  'tab.register': '注册',
  'tab.retrieve': '忘记密码',

  'login.account': '账户',
  'login.accountPlaceholder': '账户名、邮箱或手机号',
  'login.keep': '30 天内保持登录',
  'login.forgot': '忘记密码？',
  'login.submit': '登录',
  'login.noAccount': '还没有账户？',
  'locked.wait': '{seconds} 秒后重试',

  password: '密码',
  'password.show': '显示密码',
  'password.hide': '隐藏密码',

  'register.username': '账户名',
  'register.method': '验证方式',
  'register.submit': '注册账户',
  'register.closed': '暂未开放注册，请联系客服',
  'method.email': '邮箱',
  'method.mobile': '手机号',
  email: '邮箱',
  mobile: '手机号',
  'mobile.hint': '中国大陆手机号，或以 + 开头的国际号码（例如 +85212345678）',
  code: '验证码',
  'code.send': '获取验证码',
  'code.sending': '发送中…',
  'code.resend': '{seconds} 秒后重发',

  'retrieve.method': '找回方式',
  'retrieve.email': '账户绑定的邮箱',
  'retrieve.mobile': '账户绑定的手机号',
  'retrieve.password': '新密码',
  'retrieve.submit': '重置密码',

  'closed.title': '会员中心已关闭',
  'closed.text': '暂时无法登录或注册，请稍后再来或联系客服。',
} satisfies Messages;
