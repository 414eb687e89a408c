import type { Messages } from '../../types.ts';

export default {
  title: '登录',
  upcoming: '注册与登录将随账户功能上线。',
  redirectNote: '登录后将返回 {path}。',
} satisfies Messages;
